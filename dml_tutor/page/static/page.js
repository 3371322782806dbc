// dml-tutor's entry page: the tutor's own front end (tutor.js, an anywidget module) hosted
// without Jupyter. tutor.js reads the view model through model.get(name), listens with
// model.on("change:name") and sends operations with model.send({op, args, kwargs}); this
// page gives it that model (tutor.js's hostModel) over the worker that index.html started
// first (worker.js: Pyodide and dml_tutor.page.PageTutor), as the table's host.js does over
// a websocket.
import tutorModule, { hostModel } from "./tutor.js";

const page = window.dmlPage;
const { config, worker } = page;
const { model, update } = hostModel((msg) => worker.postMessage({ type: "op", message: JSON.stringify(msg) }));
let rendered = false;

const $ = (id) => document.getElementById(id);
const progress = $("progress");
const refused = $("refused");
const failed = $("failed");
const game = $("game");
const seed = $("seed");

// viz.js (Graphviz in WebAssembly) draws the diagrams that come as DOT text; fetched meanwhile.
const viz = fetch(new URL("viz.js", import.meta.url))
  .then((r) => (r.ok ? r.text() : ""))
  .catch(() => "");

// The page's own words in its language (config.text, from dml_tutor.i18n's page-* messages):
// T("id", {name: value}); every element marked data-say (its text), data-say-title, data-say-label.
const T = (id, args = {}) =>
  String(((config.text || {})[page.lang] || {})[id] ?? id).replace(/\{(\w+)\}/g, (m, k) => (k in args ? String(args[k]) : m));
function translatePage() {
  for (const el of document.querySelectorAll("[data-say]")) el.textContent = T(el.dataset.say);
  for (const el of document.querySelectorAll("[data-say-title]")) el.title = T(el.dataset.sayTitle);
  for (const el of document.querySelectorAll("[data-say-label]")) el.setAttribute("aria-label", T(el.dataset.sayLabel));
  const chosen = game.value;
  game.textContent = "";
  for (const p of config.packs) {
    const seats = p.max_seats === p.min_seats ? `${p.min_seats}` : `${p.min_seats}–${p.max_seats ?? T("page-seats-more")}`;
    game.add(new Option(T("page-game-option", { title: (p.titles || {})[page.lang] || p.title, seats }), p.name));
  }
  game.value = chosen || page.pack;
  document.querySelector(".dml-page-practice").href = `practice.html?lang=${encodeURIComponent(page.lang)}`; // in this language too
}
translatePage();
game.value = page.pack;
seed.value = page.seed;

// The language switch: the game stays, its words change; the choice is kept in the address (?lang=).
const language = $("language");
for (const [code, name] of Object.entries(config.languages || { en: "English" })) language.add(new Option(name, code));
language.value = page.lang;
language.addEventListener("change", () => {
  const asked = new URLSearchParams(location.search);
  asked.set("lang", language.value);
  history.replaceState(null, "", `?${asked}`);
  document.documentElement.lang = page.lang = language.value;
  translatePage();
  worker.postMessage({ type: "language", lang: language.value });
});
if (page.unknown !== null && page.unknown !== undefined) {
  const title = config.packs.find((p) => p.name === page.pack)?.title || page.pack;
  refused.textContent = T("page-unknown-game", { name: page.unknown, title });
  refused.hidden = false;
}

async function show(state) {
  update(state, rendered);
  if (state.pack && game.value !== state.pack) game.value = state.pack;
  if (!rendered && page.unknown) page.unknown = null; // the fallback's note stays over the first state
  else refused.hidden = true;
  if (rendered) return;
  rendered = true;
  model.set("viz_module", await viz);
  tutorModule.render({ model, el: $("tutor") });
  progress.hidden = true;
  progress.textContent = "";
  document.body.dataset.ready = "true";
  mark("the tutor shows");
  requestAnimationFrame(() => setTimeout(() => mark("the tutor painted"), 0)); // after the next paint
}

// The start's timeline, on the page's clock: benchmarks/bench_lite.py reads these marks.
const mark = (name, at) => {
  const startTime = at === undefined ? performance.now() : at - performance.timeOrigin;
  performance.mark(`dml-tutor: ${name}`, { startTime: Math.max(0, startTime) });
};

function receive(m) {
  if (m.type === "mark") {
    mark(m.name, m.at);
  } else if (m.type === "progress") {
    if (m.say) progress.dataset.say = m.say; // said again in another language if the switch is used meanwhile
    progress.textContent = m.say ? T(m.say) : m.text;
    mark(m.text, m.at); // the timeline's marks keep their English names
  } else if (m.type === "failed") {
    progress.hidden = true;
    failed.hidden = false;
    failed.innerHTML = "";
    const head = document.createElement("p");
    head.textContent = m.say ? T(m.say, { error: m.error || (m.worker ? T("lite-worker-did-not-start") : "") }) : m.text;
    const next = document.createElement("p");
    // the link in the sentence where the language puts it
    const [before, after = ""] = T("lite-failed-next", { link: "\u0000" }).split("\u0000");
    const a = document.createElement("a");
    a.href = config.notebook;
    a.textContent = T("lite-failed-link");
    next.append(before, a, after);
    failed.append(head, next);
    document.body.dataset.failed = "true";
  } else if (m.type === "message") {
    const msg = JSON.parse(m.text);
    if (msg.type === "state") show(msg.state);
    else if (msg.type === "refused") {
      refused.textContent = msg.error;
      refused.hidden = false;
      if (!rendered) progress.hidden = true; // the address asked for a game that cannot start: choose one
    }
  }
}

worker.onmessage = (event) => receive(event.data);
for (const m of page.inbox.splice(0)) receive(m);

$("new-game").addEventListener("submit", (event) => {
  event.preventDefault();
  const asked = new URLSearchParams(location.search);
  asked.set("game", game.value);
  asked.set("seed", seed.value.trim());
  history.replaceState(null, "", `?${asked}`);
  worker.postMessage({ type: "start", pack: game.value, seed: seed.value.trim() });
});

const themeButton = $("theme");
const themed = (dark) => {
  themeButton.setAttribute("aria-pressed", String(dark));
  document.body.dataset.jpThemeLight = String(!dark);
};
themed(document.documentElement.dataset.jpThemeLight === "false");
themeButton.addEventListener("click", () => {
  const choice = themeButton.getAttribute("aria-pressed") === "true" ? "light" : "dark";
  localStorage.setItem("dml-tutor-theme", choice);
  themed(window.dmlTheme(choice));
});
matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => {
  themed(window.dmlTheme(localStorage.getItem("dml-tutor-theme")));
});

// dml-tutor's Practice page: the Practice widget's own front end (practice.js, an anywidget
// module) hosted without Jupyter, over a worker running dml_tutor.page.practice.PagePractice
// (practice_worker.js). The model is the tutor's hostModel. The learner's record is kept in
// this browser's localStorage under the learner's name, given to Python at the start, stored
// again after every answer, exported and imported as a JSON file; it is never sent anywhere.
import practiceModule from "./practice.js";
import { hostModel } from "./tutor.js";

const config = JSON.parse(document.getElementById("practice-config").textContent);
const abs = (u) => new URL(u, document.baseURI).href;
const $ = (id) => document.getElementById(id);
const progress = $("progress");
const refused = $("refused");
const failed = $("failed");
const game = $("game");
const nameBox = $("name");
const exportButton = $("export");

const RECORD = (name) => `dml-tutor-learner:${name}`;
const LAST = "dml-tutor-learner";
const stored = (key) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // no storage here (a private window may refuse it): the record lasts the visit
  }
};
const store = (key, value) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // as above
  }
};

const worker = new Worker(abs("tutor/practice_worker.js"), { type: "module" });
worker.postMessage({ type: "boot", pyodide: abs(config.pyodide), wheels: config.wheels.map(abs) });
const { model, update } = hostModel((msg) => worker.postMessage({ type: "op", message: JSON.stringify(msg) }));
let rendered = false;
let current = null; // {name, text}: the record shown, as last stored

const viz = fetch(new URL("viz.js", import.meta.url))
  .then((r) => (r.ok ? r.text() : ""))
  .catch(() => "");

// The page's language, as on the entry page: ?lang= if shipped, else the browser's first one
// shipped ("de-AT" reads "de"), else English; its switch keeps the choice in the address.
const shipped = Object.keys(config.languages || { en: "English" });
const fits = (tag) =>
  shipped.find((l) => l.toLowerCase() === tag.toLowerCase()) || shipped.find((l) => l.toLowerCase() === tag.toLowerCase().split("-")[0]);
let lang = fits(new URLSearchParams(location.search).get("lang") || "") || (navigator.languages || [navigator.language || ""]).map(fits).find(Boolean) || "en";
// The page's own words in its language (config.text: the page-* and lite-* messages): T("id", {name: value}).
const T = (id, args = {}) => String(((config.text || {})[lang] || {})[id] ?? id).replace(/\{(\w+)\}/g, (m, k) => (k in args ? String(args[k]) : m));
function translatePage() {
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll("[data-say]")) el.textContent = T(el.dataset.say);
  for (const el of document.querySelectorAll("[data-say-title]")) el.title = T(el.dataset.sayTitle);
  for (const el of document.querySelectorAll("[data-say-label]")) el.setAttribute("aria-label", T(el.dataset.sayLabel));
  $("to-tutor").href = `index.html?lang=${encodeURIComponent(lang)}`;
}
translatePage();
const language = $("language");
for (const [code, name] of Object.entries(config.languages || { en: "English" })) language.add(new Option(name, code));
language.value = lang;
language.addEventListener("change", () => {
  const params = new URLSearchParams(location.search);
  params.set("lang", language.value);
  history.replaceState(null, "", `?${params}`);
  lang = language.value;
  translatePage();
  worker.postMessage({ type: "language", lang });
});

for (const p of config.packs) game.add(new Option((p.titles || {})[lang] || p.title, p.name));
const asked = new URLSearchParams(location.search);
game.value = asked.get("game") || config.pack;
nameBox.value = asked.get("name") || stored(LAST) || "player";

function start() {
  const name = nameBox.value.trim();
  worker.postMessage({ type: "start", pack: game.value, name, record: stored(RECORD(name)), lang });
}

async function show(state) {
  update(state, rendered);
  refused.hidden = true;
  if (rendered) return;
  rendered = true;
  model.set("viz_module", await viz);
  practiceModule.render({ model, el: $("practice") });
  progress.hidden = true;
  progress.textContent = "";
  document.body.dataset.ready = "true";
}

function receive(m) {
  if (m.type === "progress") {
    if (m.say) progress.dataset.say = m.say; // said again in another language if the switch is used meanwhile
    progress.textContent = m.say ? T(m.say) : m.text;
  } else if (m.type === "failed") {
    progress.hidden = true;
    failed.hidden = false;
    const what = m.say ? T(m.say, { error: m.error || (m.worker ? T("lite-worker-did-not-start") : "") }) : m.text;
    failed.textContent = `${what} ${T("lite-failed-reload")}`;
    document.body.dataset.failed = "true";
  } else if (m.type === "message") {
    const msg = JSON.parse(m.text);
    if (msg.type === "state") show(msg.state);
    else if (msg.type === "record") {
      current = { name: msg.name, text: msg.text };
      store(RECORD(msg.name), msg.text);
      store(LAST, msg.name);
      nameBox.value = msg.name;
      exportButton.disabled = false;
    } else if (msg.type === "refused") {
      refused.textContent = msg.error;
      refused.hidden = false;
      if (!rendered) progress.hidden = true;
    }
  }
}
worker.onmessage = (event) => receive(event.data);
worker.onerror = (event) =>
  receive({ type: "failed", say: "lite-failed-worker", error: event.message, worker: !event.message, text: `The worker failed: ${event.message || "it could not start"}` });

$("learner").addEventListener("submit", (event) => {
  event.preventDefault();
  const params = new URLSearchParams(location.search);
  params.set("game", game.value);
  params.set("name", nameBox.value.trim());
  history.replaceState(null, "", `?${params}`);
  start();
});

exportButton.addEventListener("click", () => {
  if (!current) return;
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([current.text], { type: "application/json" }));
  a.download = `${current.name}.dml-tutor-learner.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 0);
});

$("import").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (!file) return;
  worker.postMessage({ type: "load", record: await file.text() });
  event.target.value = "";
});

const themeButton = $("theme");
const themed = (dark) => {
  themeButton.setAttribute("aria-pressed", String(dark));
  document.body.dataset.jpThemeLight = String(!dark);
};
themed(document.documentElement.dataset.jpThemeLight === "false");
themeButton.addEventListener("click", () => {
  const choice = themeButton.getAttribute("aria-pressed") === "true" ? "light" : "dark";
  store("dml-tutor-theme", choice);
  themed(window.dmlTheme(choice));
});

start();

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

for (const p of config.packs) game.add(new Option(p.title, p.name));
const asked = new URLSearchParams(location.search);
game.value = asked.get("game") || config.pack;
nameBox.value = asked.get("name") || stored(LAST) || "player";

function start() {
  const name = nameBox.value.trim();
  worker.postMessage({ type: "start", pack: game.value, name, record: stored(RECORD(name)) });
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
    progress.textContent = m.text;
  } else if (m.type === "failed") {
    progress.hidden = true;
    failed.hidden = false;
    failed.textContent = `${m.text}. Reload the page to try again.`;
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
worker.onerror = (event) => receive({ type: "failed", text: `The worker failed: ${event.message || "it could not start"}` });

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

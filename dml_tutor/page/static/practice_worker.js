// dml-tutor's Practice page, its worker: Python (Pyodide) and dml_tutor.page.practice.PagePractice,
// off the page's thread. The page posts {type: "boot", pyodide, wheels} as soon as it starts this
// worker, then {type: "start", pack, name, record}, {type: "op", message} and {type: "load", record}.
// Python's messages for the page are JSON text ({type: "message", text}); this file adds
// {type: "progress" | "failed"}, each with its words as a message id (say: "lite-...") the page says in
// its language, and in English (text). Nothing leaves the browser: the record comes from the page's
// storage and goes back there.

let practice = null;
const waiting = []; // messages that came before Python was ready

const say = (id, text) => postMessage({ type: "progress", say: id, text });
const STEPS = {
  "lite-failed-python": "Python failed",
  "lite-failed-start": "Python could not start in your browser",
  "lite-failed-rules": "The rules could not be loaded",
  "lite-failed-question": "The first question could not be made",
};
const fail = (id, e) => {
  const error = e && e.message ? e.message : String(e);
  postMessage({ type: "failed", say: id, error, text: `${STEPS[id]}: ${error}` });
};

self.onmessage = (event) => {
  const m = event.data;
  if (m.type === "boot") boot(m);
  else if (practice === null) waiting.push(m);
  else run(m);
};

function run(m) {
  try {
    if (m.type === "start") practice.start(m.pack, m.name, m.record ?? null, m.lang || "en");
    else if (m.type === "language") practice.set_language(m.lang);
    else if (m.type === "op") practice.call(m.message);
    else if (m.type === "load") practice.load(m.record);
  } catch (e) {
    fail("lite-failed-python", e);
  }
}

async function fetchWheel(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url} answered ${r.status} ${r.statusText}`);
  return r.arrayBuffer();
}

async function boot({ pyodide: base, wheels }) {
  say("lite-starting", "Starting Python in your browser…");
  const fetched = Promise.all(wheels.map(fetchWheel));
  fetched.catch(() => {}); // reported below, once Python has started
  let step = "lite-failed-start";
  try {
    const { loadPyodide } = await import(`${base}pyodide.mjs`);
    const py = await loadPyodide({ indexURL: base, packages: [], stdout: () => {}, stderr: (line) => console.warn(line) });
    step = "lite-failed-rules";
    say("lite-loading-rules", "Loading the rules…");
    const site = py.runPython("import site; site.getsitepackages()[0]");
    for (const data of await fetched) py.unpackArchive(data, "wheel", { extractDir: site });
    const page = py.pyimport("dml_tutor.page.practice");
    step = "lite-failed-question";
    say("lite-first-question", "Making your first question…");
    practice = page.PagePractice((text) => postMessage({ type: "message", text }));
  } catch (e) {
    fail(step, e);
    return;
  }
  for (const m of waiting.splice(0)) run(m);
}

// dml-tutor's Practice page, its worker: Python (Pyodide) and dml_tutor.page.practice.PagePractice,
// off the page's thread. The page posts {type: "boot", pyodide, wheels} as soon as it starts this
// worker, then {type: "start", pack, name, record}, {type: "op", message} and {type: "load", record}.
// Python's messages for the page are JSON text ({type: "message", text}); this file adds
// {type: "progress" | "failed"}. Nothing leaves the browser: the record comes from the page's
// storage and goes back there.

let practice = null;
const waiting = []; // messages that came before Python was ready

const say = (text) => postMessage({ type: "progress", text });
const fail = (what, e) => postMessage({ type: "failed", text: `${what}: ${e && e.message ? e.message : e}` });

self.onmessage = (event) => {
  const m = event.data;
  if (m.type === "boot") boot(m);
  else if (practice === null) waiting.push(m);
  else run(m);
};

function run(m) {
  try {
    if (m.type === "start") practice.start(m.pack, m.name, m.record ?? null);
    else if (m.type === "op") practice.call(m.message);
    else if (m.type === "load") practice.load(m.record);
  } catch (e) {
    fail("Python failed", e);
  }
}

async function fetchWheel(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url} answered ${r.status} ${r.statusText}`);
  return r.arrayBuffer();
}

async function boot({ pyodide: base, wheels }) {
  say("Starting Python in your browser…");
  const fetched = Promise.all(wheels.map(fetchWheel));
  fetched.catch(() => {}); // reported below, once Python has started
  let step = "Python could not start in your browser";
  try {
    const { loadPyodide } = await import(`${base}pyodide.mjs`);
    const py = await loadPyodide({ indexURL: base, packages: [], stdout: () => {}, stderr: (line) => console.warn(line) });
    step = "The rules could not be loaded";
    say("Loading the rules…");
    const site = py.runPython("import site; site.getsitepackages()[0]");
    for (const data of await fetched) py.unpackArchive(data, "wheel", { extractDir: site });
    const page = py.pyimport("dml_tutor.page.practice");
    say("Making your first question…");
    practice = page.PagePractice((text) => postMessage({ type: "message", text }));
  } catch (e) {
    fail(step, e);
    return;
  }
  for (const m of waiting.splice(0)) run(m);
}

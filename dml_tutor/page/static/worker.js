// dml-tutor's entry page, its worker: Python (Pyodide) and the tutor's session, off the page's
// thread. The page posts {type: "boot", pyodide, wheels, build, pack, seed, lang} as soon as it starts
// this worker; the wheels are fetched while the runtime downloads and compiles, then unpacked into
// site-packages (dml-tutor's and its one runtime import for the tutor: no kernel, no IPython, no
// widget library), and dml_tutor.page.PageTutor answers the page's {type: "start" | "op" | "language"}. Python's
// messages for the page are JSON text ({type: "message", text}: a state or a refusal); this file
// adds {type: "progress" | "mark" | "failed"}: each with its words as a message id (say: "lite-...", the
// page says it in its language) and in English (text: the start's timeline marks are named by it).

let tutor = null;
const waiting = []; // operations that came before Python was ready

// Each message carries when it was sent (ms since the epoch): the page marks it on its own timeline.
const now = () => performance.timeOrigin + performance.now();
const say = (id, text) => postMessage({ type: "progress", say: id, text, at: now() });
const mark = (name) => postMessage({ type: "mark", name, at: now() });
// a failure: the step that failed (its message id and English) and the error
const STEPS = {
  "lite-failed-python": "Python failed",
  "lite-failed-start": "Python could not start in your browser",
  "lite-failed-rules": "The rules could not be loaded",
  "lite-failed-deal": "The game could not be dealt",
};
const fail = (id, e) => {
  const error = e && e.message ? e.message : String(e);
  postMessage({ type: "failed", say: id, error, text: `${STEPS[id]}: ${error}` });
};

self.onmessage = (event) => {
  const m = event.data;
  if (m.type === "boot") boot(m);
  else if (tutor === null) waiting.push(m);
  else run(m);
};

function run(m) {
  try {
    if (m.type === "start") tutor.start(m.pack, m.seed);
    else if (m.type === "language") tutor.set_language(m.lang);
    else if (m.type === "op") tutor.call(m.message);
  } catch (e) {
    fail("lite-failed-python", e);
  }
}

async function fetchWheel(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url} answered ${r.status} ${r.statusText}`);
  return r.arrayBuffer();
}

// A memory snapshot of Python with dml-tutor imported, kept in the browser's Cache Storage under
// the site's build (the wheels' and Pyodide's versions): a later visit starts Python from it
// instead of starting Python and importing again. The files are not in it, so the wheels are
// unpacked again either way. Any failure (no Cache Storage, a snapshot that does not load)
// falls back to the plain start.
const SNAPSHOTS = "dml-tutor-snapshots";

async function storedSnapshot(key) {
  try {
    const cache = await caches.open(SNAPSHOTS);
    for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old);
    const found = await cache.match(key);
    return found ? new Uint8Array(await found.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

async function storeSnapshot(key, bytes) {
  try {
    const cache = await caches.open(SNAPSHOTS);
    await cache.put(key, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
    mark("snapshot stored");
  } catch {
    // no Cache Storage here (a private window, an insecure origin): every visit starts Python anew
  }
}

async function dropSnapshot(key) {
  try {
    await (await caches.open(SNAPSHOTS)).delete(key);
  } catch {
    // nothing stored
  }
}

async function boot({ pyodide: base, wheels, pack, seed, lang, build }) {
  say("lite-starting", "Starting Python in your browser…");
  const fetched = Promise.all(wheels.map(fetchWheel));
  fetched.catch(() => {}); // reported below, once Python has started
  const key = new URL(`dml-tutor-snapshot-${build}`, base).href;
  let loadPyodide;
  let snapshot;
  try {
    [{ loadPyodide }, snapshot] = await Promise.all([import(`${base}pyodide.mjs`), storedSnapshot(key)]);
  } catch (e) {
    fail("lite-failed-start", e);
    return;
  }
  const start = { loadPyodide, base, fetched, key, pack, seed, lang };
  if (snapshot) {
    try {
      tutor = await python({ ...start, snapshot });
    } catch (e) {
      // whatever went wrong from the stored snapshot, a plain start may not: drop it, start anew
      console.warn(`dml-tutor: starting from the stored snapshot failed, starting anew: ${e}`);
      await dropSnapshot(key);
    }
  }
  if (tutor === null) {
    try {
      tutor = await python({ ...start, snapshot: null });
    } catch (e) {
      fail(e.step || "lite-failed-start", e);
      return;
    }
  }
  for (const m of waiting.splice(0)) run(m);
}

// Python, the two wheels unpacked, dml_tutor.page imported and the game dealt: the PageTutor.
// From a stored snapshot if given; else a fresh start, whose snapshot is stored for next time.
// A failure says at which step (e.step).
async function python({ loadPyodide, base, fetched, key, pack, seed, lang, snapshot }) {
  let step = "lite-failed-start";
  try {
    const options = { indexURL: base, packages: [], stdout: () => {}, stderr: (line) => console.warn(line) };
    const py = await loadPyodide(snapshot ? { ...options, _loadSnapshot: snapshot } : { ...options, _makeSnapshot: true });
    if (snapshot) mark("Python started from the snapshot");
    step = "lite-failed-rules";
    mark("Python started");
    say("lite-loading-rules", "Loading the rules…");
    const site = py.runPython("import site; site.getsitepackages()[0]");
    for (const data of await fetched) py.unpackArchive(data, "wheel", { extractDir: site });
    mark("wheels unpacked");
    const page = py.pyimport("dml_tutor.page");
    // before any JavaScript object is handed to Python (a snapshot cannot hold one)
    if (!snapshot) storeSnapshot(key, py.makeMemorySnapshot());
    step = "lite-failed-deal";
    say("lite-dealing", "Dealing the game…");
    const made = page.PageTutor((text) => postMessage({ type: "message", text }));
    made.set_language(lang || "en"); // before the deal: the first state is in the language
    made.start(pack, seed);
    mark("game dealt");
    return made;
  } catch (e) {
    throw Object.assign(e instanceof Error ? e : new Error(String(e)), { step });
  }
}

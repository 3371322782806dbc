// dml-tutor's viz.js loader, shared by the Tutor's module (tutor.js) and DiagramView's
// (diagram.js): Python puts this text at the top of each, so it is written once.
// Diagrams drawn in the browser when the kernel has no Graphviz: viz.js comes as module text
// (the viz_module trait), imported once per page from a Blob URL (no relative URL, no CDN);
// every widget of the page shares that one instance.

const VIZ_KEY = Symbol.for("dml-tutor.viz");

function loadViz(moduleText) {
  if (!globalThis[VIZ_KEY]) {
    const url = URL.createObjectURL(new Blob([moduleText], { type: "text/javascript" }));
    globalThis[VIZ_KEY] = import(url)
      .then((viz) => viz.instance())
      .finally(() => URL.revokeObjectURL(url));
  }
  return globalThis[VIZ_KEY];
}

// viz.js's drawings by DOT text, the most recent last: stepping back and forth, or a second
// tutor on the page, redraws a diagram from here instead of laying it out again.
const DRAWN_KEY = Symbol.for("dml-tutor.viz-drawn");
const DRAWN_LIMIT = 64;

function drawDot(viz, dot) {
  const drawn = (globalThis[DRAWN_KEY] ??= new Map());
  let svg = drawn.get(dot);
  if (svg) drawn.delete(dot);
  else {
    svg = viz.renderSVGElement(dot);
    if (drawn.size >= DRAWN_LIMIT) drawn.delete(drawn.keys().next().value);
  }
  drawn.set(dot, svg);
  return svg.cloneNode(true);
}

/** Draw DOT text into `el` (only if `el` still wants that text when viz.js is ready); on an
 *  error, `onError(el, error)` says so and the next call loads viz.js again. */
async function renderDot(el, dot, moduleText, onError) {
  el.dataset.dot = dot;
  try {
    const viz = await loadViz(moduleText);
    if (el.dataset.dot === dot) {
      globalThis.dmlTutorTiming?.push(["viz", performance.now()]);
      el.replaceChildren(drawDot(viz, dot));
      globalThis.dmlTutorTiming?.push(["vized", performance.now()]);
    }
  } catch (e) {
    globalThis[VIZ_KEY] = null;
    if (el.dataset.dot === dot) onError(el, e);
  }
}

/** A drawn Graphviz diagram in words, for its text alternative: each edge as "from label to"
 *  with the nodes' texts (at most `limit` edges), or the nodes when there is no edge. `words`
 *  are the reader's: `to` joins an unlabelled edge's ends, `more(n)` says how many are left out. */
function describeSvg(svg, words, limit = 30) {
  if (!svg) return "";
  const texts = (g) => [...g.querySelectorAll("text")].map((t) => t.textContent.trim()).filter(Boolean);
  const names = new Map();
  for (const g of svg.querySelectorAll("g.node")) {
    const id = g.querySelector("title")?.textContent || "";
    const [first, ...rest] = texts(g);
    names.set(id, first ? (rest.length ? `${first} (${rest.join(", ")})` : first) : id);
  }
  const edges = [];
  for (const g of svg.querySelectorAll("g.edge")) {
    const [a, b] = (g.querySelector("title")?.textContent || "").split(/->|--/);
    edges.push(`${names.get(a) ?? a} ${texts(g).join(" ") || words.to} ${names.get(b) ?? b}`);
  }
  const list = edges.length ? edges : [...names.values()];
  const more = list.length > limit ? `; ${words.more(list.length - limit)}` : "";
  return list.slice(0, limit).join("; ") + more;
}

// dml-tutor Diagram: one Graphviz diagram. The kernel sends SVG when it has Graphviz; else DOT
// text and viz.js's module text (viz_module), imported once from a Blob URL (no relative URL, no CDN).
let vizReady = null;

async function draw(model, el) {
  const svg = model.get("svg");
  const dot = model.get("dot");
  el.dataset.dot = dot;
  if (svg || !dot) {
    el.innerHTML = svg;
    return;
  }
  try {
    if (!vizReady) {
      const url = URL.createObjectURL(new Blob([model.get("viz_module")], { type: "text/javascript" }));
      vizReady = import(url)
        .then((viz) => viz.instance())
        .finally(() => URL.revokeObjectURL(url));
    }
    const viz = await vizReady;
    if (el.dataset.dot === dot) el.replaceChildren(viz.renderSVGElement(dot));
  } catch (e) {
    vizReady = null;
    el.textContent = `${e}\n${dot}`;
  }
}

function render({ model, el }) {
  el.classList.add("dml-diagram-widget");
  const redraw = () => draw(model, el);
  for (const t of ["svg", "dot"]) model.on(`change:${t}`, redraw);
  redraw();
  return () => {
    for (const t of ["svg", "dot"]) model.off(`change:${t}`, redraw);
  };
}

export default { render };

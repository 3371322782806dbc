// dml-tutor Diagram: one Graphviz diagram. The kernel sends SVG when it has Graphviz; else DOT
// text and viz.js's module text (viz_module), drawn by renderDot (viz_loader.js, prepended by Python).

// A stand-alone diagram widget has no reader's language: its text alternative is English.
const ENGLISH = { to: "to", more: (count) => `and ${count} more` };

function draw(model, el) {
  const svg = model.get("svg");
  const dot = model.get("dot");
  el.dataset.dot = svg ? "" : dot;
  const said = () => el.setAttribute("aria-label", `Diagram: ${describeSvg(el.querySelector("svg"), ENGLISH) || "not drawn"}`);
  if (svg || !dot) {
    el.innerHTML = svg;
    said();
    return;
  }
  renderDot(el, dot, model.get("viz_module"), (target, e) => {
    target.textContent = `${e}\n${dot}`;
  }).then(said);
}

function render({ model, el }) {
  el.classList.add("dml-diagram-widget");
  el.setAttribute("role", "img");
  const redraw = () => draw(model, el);
  for (const t of ["svg", "dot"]) model.on(`change:${t}`, redraw);
  redraw();
  return () => {
    for (const t of ["svg", "dot"]) model.off(`change:${t}`, redraw);
  };
}

export default { render };

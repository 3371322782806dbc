// dml-tutor front end, the diagrams: the rulebook's sequence tree at the cursor and the pack's
// extra drawings, each with a text alternative; an SVG from the kernel is set as is, DOT text
// is drawn by viz.js (viz_loader.js); any drawing opens at the full width of the window.

// DOT text is laid out by viz.js in the frame after the one that shows the new step: the
// step's text is painted first, the diagram a frame later (unless a newer one is wanted there).
function drawAfterPaint(w, target, dot, then) {
  target.dataset.dot = dot;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (target.dataset.dot !== dot) return;
      const drawn = renderDot(target, dot, w.model.get("viz_module"), showDotError);
      if (then) drawn.then(then);
    }),
  );
}

function showDotError(target, e) {
  target.innerHTML = `<pre class="dml-diagram-error">${esc(e)}</pre><pre>${esc(target.dataset.dot)}</pre>`;
}

function drawSequence(w, v) {
  const seqEl = w.$(".dml-seq");
  seqEl.setAttribute(
    "aria-label",
    say("tutor-sequence-label", { path: v.step.breadcrumb.map((f) => f.label).join(say("tutor-path-then") + " ") }),
  );
  const inBrowser = w.model.get("browser_render");
  const seqSvg = w.model.get("sequence_svg") || "";
  const seq = seqSvg || (inBrowser ? w.model.get("sequence_dot") || "" : "");
  if (seq === w.lastSeq) return;
  if (seqSvg || !inBrowser) {
    seqEl.dataset.dot = ""; // a viz.js drawing still under way is not wanted any more
    seqEl.innerHTML = seqSvg;
  } else drawAfterPaint(w, seqEl, seq);
  w.lastSeq = seq;
}

function drawExtraDiagrams(w) {
  const box = w.$(".dml-diagrams");
  const inBrowser = w.model.get("browser_render");
  const wanted = w.model.get("diagrams") || [];
  const names = wanted.map((d) => d.name).join("\n");
  if (box.dataset.names !== names) {
    box.dataset.names = names;
    box.innerHTML = wanted
      .map(
        (d, i) => `<section class="dml-box dml-diagram" aria-labelledby="${w.uid}-d${i}"><h2 id="${w.uid}-d${i}">${esc(d.title)}
            <button data-op="zoom" class="dml-zoom" title="${esc(say("tutor-full-width-title"))}">${esc(say("tutor-full-width"))}</button></h2>
            <div class="dml-extra dml-${slug(d.name)}" data-name="${esc(d.name)}" role="img" aria-label="${esc(d.title)}"></div></section>`,
      )
      .join("");
    w.lastDiagrams.clear();
  }
  for (const d of wanted) {
    const text = d.svg || (inBrowser ? d.dot || "" : "");
    if (w.lastDiagrams.get(d.name) === text) continue; // unchanged: not drawn again
    w.lastDiagrams.set(d.name, text);
    const target = box.querySelector(`.dml-extra[data-name="${CSS.escape(d.name)}"]`);
    const said = () => target.setAttribute("aria-label", `${d.title}: ${describeSvg(target.querySelector("svg"), diagramWords())}`);
    if (d.svg || !inBrowser) {
      target.dataset.dot = "";
      target.innerHTML = text;
      said();
    } else drawAfterPaint(w, target, text, said);
  }
}

function drawDiagrams(w, v) {
  drawSequence(w, v);
  drawExtraDiagrams(w);
}

// A click, or the Full width button, opens the drawing at the full width of the window in a
// dialog; its Close button, a click or Esc closes it and focus goes back.
function closeZoom(w) {
  const open = document.querySelectorAll(".dml-zoom-overlay");
  open.forEach((o) => o.remove());
  if (open.length && w.zoomFrom && w.zoomFrom.isConnected) w.zoomFrom.focus({ preventScroll: true });
  w.zoomFrom = null;
}

function openZoom(w, section, opener) {
  const svg = section?.querySelector(".dml-seq svg, .dml-extra svg");
  if (!svg) return;
  closeZoom(w);
  w.zoomFrom = opener || w.root;
  const title = section.querySelector("h2")?.firstChild?.textContent?.trim() || "Diagram";
  const label = section.querySelector("[role=img]")?.getAttribute("aria-label") || title;
  const overlay = document.createElement("div");
  overlay.className = "dml-zoom-overlay dml-tutor-zoom";
  overlay.setAttribute("role", "dialog");
  overlay.setAttribute("aria-modal", "true");
  overlay.setAttribute("aria-label", title);
  overlay.title = say("tutor-zoom-close-title");
  overlay.innerHTML = `<div class="dml-zoom-bar"><span>${esc(title)}</span>
      <button class="dml-zoom-close" data-lm-suppress-shortcuts="true">${esc(say("tutor-zoom-close"))}</button></div><div class="dml-zoom-img" role="img" aria-label="${esc(label)}"></div>`;
  overlay.querySelector(".dml-zoom-img").appendChild(svg.cloneNode(true));
  overlay.addEventListener("click", () => closeZoom(w));
  overlay.addEventListener("keydown", (event) => {
    event.stopPropagation(); // the notebook's shortcuts stay out of the dialog too
    if (event.key === "Escape") closeZoom(w);
    else if (event.key === "Tab") event.preventDefault(); // one control: focus stays on Close
  });
  document.body.appendChild(overlay);
  overlay.querySelector(".dml-zoom-close").focus();
}

/** The reader's words that join a diagram read aloud (describeSvg). */
function diagramWords() {
  return { to: say("tutor-diagram-to"), more: (count) => say("tutor-diagram-more", { count }) };
}

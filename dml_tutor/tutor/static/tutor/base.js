// dml-tutor front end, the base every part uses: escaping, dice, timing marks, the drawn-HTML
// cache and the panels' registry. Python (tutor/assets.py) joins the parts into the one ES
// module anywidget loads: viz_loader.js, then base, decision, hint, log, diagrams, shell,
// then each pack's panel script in its own block. No game logic lives in any part.

const esc = (v) =>
  String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
const attr = (v) => esc(JSON.stringify(v));
const slug = (v) => String(v ?? "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

// The words the front end shows come from Python, in the session's language (the view model's
// controls.text, made by dml_tutor.i18n): say("id", {name: value}) fills in a message's values.
// Each widget sets its own before it draws (useText), so two tutors may speak two languages.
let TEXT = {};
const useText = (model) => {
  TEXT = (model.get("controls") || {}).text || {};
};
const say = (id, args = {}) => String(TEXT[id] ?? id).replace(/\{(\w+)\}/g, (m, k) => (k in args ? String(args[k]) : m));
// A step's kind and a seat's mode in the reader's words (an agent is named by the pack: not translated).
const KIND_WORDS = { step: "tutor-kind-step", roll: "tutor-kind-roll", decision: "tutor-kind-decision", action: "tutor-kind-action" };
const kindWord = (kind) => (KIND_WORDS[kind] ? say(KIND_WORDS[kind]) : kind);
const modeWord = (mode) => (mode === "person" ? say("tutor-seat-mode-person") : say("tutor-seat-mode-agent", { agent: mode }));

const PIPS = { 1: [5], 2: [1, 9], 3: [1, 5, 9], 4: [1, 3, 7, 9], 5: [1, 3, 5, 7, 9], 6: [1, 3, 4, 6, 7, 9] };

function die(n, small) {
  let cells = "";
  for (let i = 1; i <= 9; i++) cells += `<i class="${(PIPS[n] || []).includes(i) ? "pip" : ""}"></i>`;
  return `<span class="dml-die${small ? " small" : ""}" title="${esc(n)}">${cells}</span>`;
}

// Timing for benchmarks/bench_paint.py: off unless the page holds an array `dmlTutorTiming`,
// which then gets [phase, performance.now()] pairs (a message arrived, the redraw, each diagram).
const mark = (phase) => globalThis.dmlTutorTiming?.push([phase, performance.now()]);

// A part of the tutor is only rewritten when its HTML changed: a Step changes a few parts, and
// an element left alone costs the browser no style, layout or paint (nor loses a reader's focus).
const drawnHTML = new WeakMap();

function setHTML(el, html) {
  if (drawnHTML.get(el) === html) return false;
  el.innerHTML = html;
  drawnHTML.set(el, html);
  return true;
}

// A chance result as the pack describes it ({values, sides, total, name, said}): six-sided dice as
// faces, any other as plain numbers. (View model 2 sent two dice as {a, b, total, name}.)
function chanceOf(c) {
  if (!c) return null;
  return c.values ? c : { values: [c.a, c.b], sides: 6, total: c.total, name: c.name };
}

function chanceFaces(c, small) {
  return c.sides === 6 ? c.values.map((n) => die(n, small)).join("") : c.values.map((n) => `<span class="dml-chance-value">${esc(n)}</span>`).join(" ");
}

// `name`: the pack's English name of a result (its class); `said`: the name in the reader's language.
function rollBadge(name, said) {
  return name ? `<span class="dml-roll roll-${slug(name)}">${esc(said || name)}</span>` : "";
}

function options(list, value) {
  return list
    .map((o) => `<option value="${attr(o.value)}"${o.value === value ? " selected" : ""}>${esc(o.label)}</option>`)
    .join("");
}

// ------------------------------------------------------------------ panels

const PANELS = new Map();

/** A pack's panel: `render(el, view, ctx)` draws the panel's keys of `view` into `el`. */
function registerPanel(name, panel) {
  PANELS.set(name, panel);
}

function panelFor(name) {
  return PANELS.get(name) || PANELS.get("generic");
}

// dml-tutor front end, the shell: draws the traits the Python Tutor computes, sends operations back.
// Plain ES module for anywidget; no framework, no bundler, no game logic.
// Every control sends {op, args, kwargs}; Python runs the Tutor method of that name.
//
// The table comes from the pack's panel: the pack's panel script (Pack.script) calls
// registerPanel(name, {render(el, view, ctx)}); Python appends every panel's script to this
// module (each in its own block), so there is one module and no relative URL. The `pack`
// trait picks the panel; an unknown name gets the "generic" one. See docs/widget.md.
//
// One widget's state is one object `w` (its model, root element, what it drew last); each
// part's functions take it. The parts: base.js, decision.js, hint.js, log.js, diagrams.js.

//: The keys the widget answers while focus is inside it (shown by the "Keys" help, `?`).
const KEYS = [
  ["→", "tutor-key-step"],
  ["tutor-kbd-shift-right", "tutor-key-step-over"],
  ["←", "tutor-key-back"],
  ["↑", "tutor-key-step-out"],
  ["↓", "tutor-key-run"],
  ["?", "tutor-key-help"],
  ["tutor-kbd-esc", "tutor-key-close"],
  ["tutor-kbd-tab", "tutor-key-tab"],
  ["tutor-kbd-log", "tutor-key-log"],
];

//: The traits whose change redraws the widget.
const TRAITS = ["predict", "pack", "controls", "view", "sequence_svg", "sequence_dot", "diagrams", "browser_render", "log", "log_filter", "decisions", "cursor", "length", "seats", "view_as", "error", "why", "hint_view", "fork_state", "divergence", "locked"];

//: The controls the browser answers alone: a lock leaves them on.
const FRONT_ONLY = new Set(["zoom", "keys", "present"]);

let widgets = 0; // a prefix for ids, unique per widget on the page

function skeletonControls(uid) {
  return `<div class="dml-controls">
      <div class="dml-nav" role="toolbar" aria-label="${esc(say("tutor-steps"))}">
        <button data-op="back" title="${esc(say("tutor-back-title"))}">${esc(say("tutor-back"))}</button>
        <button data-op="step" class="primary" title="${esc(say("tutor-step-title"))}">${esc(say("tutor-step"))}</button>
        <button data-op="step_over" title="${esc(say("tutor-step-over-title"))}">${esc(say("tutor-step-over"))}</button>
        <button data-op="step_out" title="${esc(say("tutor-step-out-title"))}">${esc(say("tutor-step-out"))}</button>
        <button data-op="run_to_decision" title="${esc(say("tutor-run-to-decision-title"))}">${esc(say("tutor-run-to-decision"))}</button>
        <button data-op="forward" title="${esc(say("tutor-forward-title"))}">${esc(say("tutor-forward"))}</button>
        <button data-op="open_fork" class="dml-fork" title="${esc(say("tutor-fork-title"))}">${esc(say("tutor-fork"))}</button>
        <button data-op="present" class="dml-present-toggle" aria-pressed="false" aria-label="${esc(say("tutor-present-label"))}"
          title="${esc(say("tutor-present-title"))}">A+</button>
        <button data-op="keys" class="dml-keys-toggle" aria-expanded="false" aria-controls="${uid}-keys"
          title="${esc(say("tutor-keys-title"))}">${esc(say("tutor-keys"))}</button>
      </div>
      <div class="dml-slider"><input type="range" min="0" max="0" value="0" class="dml-history" aria-label="${esc(say("tutor-history"))}">
        <span class="dml-pos"></span></div>
      <div class="dml-settings">
        <label>${esc(say("tutor-view-as"))} <select class="dml-view-as"></select></label>
        <label class="dml-predict-mode-label" title="${esc(say("tutor-predict-title"))}">${esc(say("tutor-predict"))}
          <select class="dml-predict-mode"></select></label>
        <span class="dml-restart">
          <label>${esc(say("tutor-seed"))} <input type="text" inputmode="numeric" class="dml-seed" size="12"></label>
          <span class="dml-choices"></span>
          <button data-op="restart-form" title="${esc(say("tutor-restart-title"))}">${esc(say("tutor-restart"))}</button>
        </span>
      </div>
    </div>`;
}

function skeletonMain(uid) {
  return `<div class="dml-main">
      <div class="dml-left">
        <div class="dml-step-slot"></div>
        <div class="dml-decision-slot"></div>
        <div class="dml-hint-slot" aria-live="polite"></div>
        <div class="dml-why" hidden>
          <label>${esc(say("tutor-why-not"))} <input type="text" class="dml-why-input"></label>
          <button data-op="why-form">${esc(say("tutor-ask"))}</button>
          <div class="dml-why-answer" aria-live="polite"></div>
        </div>
        <div class="dml-panel-slot"></div>
      </div>
      <div class="dml-right">
        <section class="dml-box dml-diagram" aria-labelledby="${uid}-seq"><h2 id="${uid}-seq">${esc(say("tutor-where-in-rulebook"))}
          <button data-op="zoom" class="dml-zoom" title="${esc(say("tutor-full-width-title"))}">${esc(say("tutor-full-width"))}</button></h2>
          <div class="dml-seq" role="img" title="${esc(say("tutor-click-full-width"))}"></div></section>
        <div class="dml-diagrams"></div>
        <section class="dml-box dml-log" aria-labelledby="${uid}-log">
          <h2><span id="${uid}-log">${esc(say("tutor-log"))}</span> <select class="dml-log-round" aria-label="${esc(say("tutor-log-round"))}"></select>
            <select class="dml-log-seat" aria-label="${esc(say("tutor-log-seat"))}"></select> <span class="dml-log-info"></span></h2>
          <ol class="dml-log-list" aria-labelledby="${uid}-log"></ol>
        </section>
      </div>
    </div>`;
}

function skeleton(uid) {
  const keys = KEYS.map(([k, what]) => `<dt><kbd>${esc(say(k))}</kbd></dt><dd>${esc(say(what))}</dd>`).join("");
  return `
    <div class="dml-head">
      <div class="dml-title"><span class="dml-logo"></span> <span class="dml-game-title"></span> <span class="dml-sub"></span></div>
      <div class="dml-status"></div>
    </div>
    ${skeletonControls(uid)}
    <div class="dml-keys" id="${uid}-keys" role="group" aria-label="${esc(say("tutor-keys-heading"))}" hidden>
      ${esc(say("tutor-keys-intro"))}<dl>${keys}</dl></div>
    <div class="dml-live dml-sr-only" role="status" aria-live="polite" aria-atomic="true"></div>
    <div class="dml-dead" role="alert" hidden></div>
    <div class="dml-error" role="alert" hidden></div>
    <div class="dml-locked" role="status" hidden></div>
    <nav class="dml-crumbs" aria-label="${esc(say("tutor-where-in-rules"))}"></nav>
    <div class="dml-now" title="${esc(say("tutor-now"))}"></div>
    <div class="dml-predict-slot"></div>
    ${skeletonMain(uid)}`;
}

// ------------------------------------------------------------------ one widget's state

// After a kernel restart the model has no kernel behind it: sending fails ("Cannot send").
// Say so in the widget instead of looking alive.
function showDead(w) {
  w.root.classList.add("dml-is-dead");
  const d = w.$(".dml-dead");
  d.hidden = false;
  d.textContent = say("tutor-dead");
}

function sendOp(w, op, args = [], kwargs = {}) {
  // Python sends the operation names (controls.operations, from static/operations.json): any other is a bug here.
  if (!((w.model.get("controls") || {}).operations || []).includes(op)) throw new Error(`tutor.js: no operation "${op}"`);
  w.refusal = "";
  try {
    const sent = w.model.send({ op, args, kwargs });
    if (sent && typeof sent.catch === "function") sent.catch(() => showDead(w));
  } catch (e) {
    showDead(w);
  }
}

// The Fork button when it is off: a click says why (Python sent the reason in fork_state).
function forkOff(w) {
  const f = w.model.get("fork_state") || {};
  return w.root.classList.contains("dml-is-dead") ? "" : f.enabled ? null : f.reason || "Fork is not available here.";
}

// What a panel gets beside the view: helpers, the seat-mode selector the shell answers, and
// the seat card every panel draws its seats with.
function panelContext(w) {
  const seatSelect = (seat, mode, name) => {
    const modes = (w.model.get("controls") || {}).seat_modes || [];
    const who = name ?? say("tutor-seat", { seat });
    const tip = esc(say("tutor-seat-mode-title", { who }));
    return `<select class="dml-seat-mode" data-seat="${esc(seat)}" aria-label="${tip}" title="${tip}">${modes
      .map((m) => `<option value="${esc(m)}"${m === mode ? " selected" : ""}>${esc(modeWord(m))}</option>`)
      .join("")}</select>`;
  };
  return {
    esc,
    attr,
    die,
    send: w.send,
    controls: () => w.model.get("controls") || {},
    seatSelect,
    /** One seat as a card: its name, who decides, badges (HTML), then `body` (HTML). */
    seatCard(s, { name, badges = "", body = "", cls = "" } = {}) {
      const title = name ?? s.name ?? say("tutor-seat", { seat: s.seat });
      const deciding = s.deciding ? ` <span class="dml-badge deciding">${esc(say("tutor-seat-deciding"))}</span>` : "";
      return `<div class="dml-seat${s.deciding ? " deciding" : ""}${s.active ? " active" : ""}${cls ? ` ${cls}` : ""}"
          role="group" aria-label="${esc(title)}" data-seat-card="${esc(s.seat)}">
        <div class="dml-seat-head"><b>${esc(title)}</b> ${seatSelect(s.seat, s.mode, title)}${badges}${deciding}</div>
        ${body}</div>`;
    },
  };
}

function mount(model, el) {
  el.classList.add("dml-tutor-host");
  const uid = `dml-tutor-${++widgets}`;
  const root = document.createElement("div");
  root.className = "dml-tutor";
  root.tabIndex = 0;
  root.setAttribute("role", "region");
  useText(model);
  root.setAttribute("aria-label", say("tutor-region"));
  root.innerHTML = skeleton(uid);
  el.appendChild(root);
  const w = {
    model,
    root,
    uid,
    $: (sel) => root.querySelector(sel),
    lastSeq: null,
    lastDiagrams: new Map(),
    spare: document.createElement("div"), // the panel draws here first
    lastLog: null, // the log entries drawn (the model's array: a new one when they changed)
    lastDivergence: null,
    seedTouched: false,
    lastChoices: null,
    refusal: "", // why the Fork button is off, after a click on it: shown until the next operation
    openRulings: new Set(), // rulings the reader opened stay open on the next steps
    lastSaid: null, // what the live region last announced
    asked: false, // a prediction question was on screen at the last update
    locked: new Set(), // the controls a lock turned off (turned on again before each redraw)
    zoomFrom: null,
    lastScrub: 0,
  };
  w.send = (op, args, kwargs) => sendOp(w, op, args, kwargs);
  w.ctx = panelContext(w);
  return w;
}

// ------------------------------------------------------------------ focus

// The widget redraws its parts on every change, so the focused element is found again by
// what it is (its operation and arguments, or its class and seat).
function focusKey(root, e) {
  if (!e || !root.contains(e) || e === root) return null;
  if (e.dataset.op) return `[data-op="${CSS.escape(e.dataset.op)}"]${e.dataset.args ? `[data-args="${CSS.escape(e.dataset.args)}"]` : ""}`;
  if (e.dataset.seat !== undefined) return `.${e.classList[0]}[data-seat="${CSS.escape(e.dataset.seat)}"]`;
  if (e.dataset.key !== undefined) return `.${e.classList[0]}[data-key="${CSS.escape(e.dataset.key)}"]`;
  if (e.matches("summary")) {
    const r = e.closest("[data-ruling]");
    return r ? `[data-ruling="${CSS.escape(r.dataset.ruling)}"] > summary` : null;
  }
  return e.classList.length ? `.${e.classList[0]}` : null;
}

const usable = (e) => e && !e.disabled && !e.closest("[hidden]") && e.getClientRects().length > 0;

function refocus(w, key, was) {
  const { root, $ } = w;
  const now = document.activeElement; // a button just disabled still holds the focus, for a moment
  if (now && now !== root && root.contains(now) && usable(now)) return;
  let target = key ? root.querySelector(key) : null;
  if (!usable(target) && was && was.startsWith('[data-op="goto"]')) target = $(".dml-log-list li.current");
  // the Hint button is off while the hint runs: its Stop takes the focus, or where a host
  // offers no Stop (the lite entry page) the hint's box holds it; either gives it back
  const hintBox = '.dml-box[data-key="hint"]';
  if (!usable(target) && was === '[data-op="hint"]') target = $('[data-op="stop_hint"]');
  if (!usable(target) && was === '[data-op="hint"]') target = $(hintBox);
  if (was === hintBox && usable($('[data-op="hint"]'))) target = $('[data-op="hint"]');
  if (!usable(target) && (was === '[data-op="stop_hint"]' || was === '[data-op="hint"]')) target = $('[data-op="hint"]');
  if (!usable(target)) target = $(".dml-predict.asking button, .dml-predict.asking input");
  if (!usable(target)) target = $(".dml-decision.live button.dml-opt:not(.illegal)");
  if (!usable(target)) target = $('[data-op="step"]');
  if (!usable(target)) target = root;
  target.focus({ preventScroll: true });
}

// ------------------------------------------------------------------ drawing

// Whether the host takes operation `op` (a table's seat takes no navigation; hints may be off).
const allowed = (w, op) => ((w.model.get("controls") || {}).operations || []).includes(op);

// A host outside Jupyter may lock the controls (the table: paused, a bot's seat, the
// connection down): every control that sends an operation is off, the reason said above them.
function drawLock(w) {
  const reason = w.model.get("locked") || "";
  const el = w.$(".dml-locked");
  el.hidden = !reason;
  el.textContent = reason;
  w.root.classList.toggle("dml-is-locked", Boolean(reason));
  if (!reason) return;
  for (const b of w.root.querySelectorAll("button, select, input")) {
    if (b.disabled || FRONT_ONLY.has(b.dataset.op)) continue;
    b.disabled = true;
    w.locked.add(b);
  }
}

// Before each redraw: the controls a lock turned off are on again (the redraw decides anew).
function unlock(w) {
  for (const b of w.locked) b.disabled = false;
  w.locked.clear();
}

function drawHead(w, v, c) {
  const g = v.game;
  w.root.dataset.pack = v.pack || "";
  w.root.setAttribute("aria-label", say("tutor-region-game", { game: c.title || "" }));
  w.$(".dml-logo").textContent = String(c.name || "").toUpperCase();
  w.$(".dml-game-title").textContent = c.title || "";
  w.$(".dml-sub").textContent = g.subtitle || "";
  const status = w.$(".dml-status");
  status.textContent = v.status + (g.result ? ` ${g.result.text}` : "");
  status.classList.toggle("waiting", v.nav.waiting !== null && v.nav.waiting !== undefined);
  if (w.refusal && forkOff(w) === null) w.refusal = ""; // the button is on again
  const err = w.model.get("error") || w.refusal;
  const errEl = w.$(".dml-error");
  errEl.hidden = !err;
  errEl.textContent = err || "";
}

function drawNav(w, v, pr) {
  const { $ } = w;
  $('[data-op="back"]').disabled = !v.nav.can_back;
  $('[data-op="forward"]').disabled = !v.nav.can_forward;
  for (const op of ["step", "step_over", "step_out", "run_to_decision"]) $(`[data-op="${op}"]`).disabled = !v.nav.can_step;
  // Predict, then reveal: while a question waits, Step says what it waits for
  const stepButton = $('[data-op="step"]');
  const waitingForGuess = Boolean(pr.on && pr.question);
  stepButton.textContent = say(waitingForGuess ? "tutor-step-waits" : "tutor-step");
  stepButton.classList.toggle("dml-waits", waitingForGuess);
  stepButton.title = say(waitingForGuess ? "tutor-step-waits-title" : "tutor-step-title");
  const cursor = w.model.get("cursor");
  const length = w.model.get("length");
  const slider = $(".dml-history");
  slider.max = String(Math.max(0, length - 1));
  if (!slider.matches(":active")) slider.value = String(cursor);
  const posText = say("tutor-position", { step: cursor + 1, length }); // as the status line counts: 1 .. length
  $(".dml-pos").textContent = posText;
  slider.setAttribute("aria-valuetext", posText);
  const fork = $('[data-op="open_fork"]');
  const off = forkOff(w);
  fork.setAttribute("aria-disabled", off === null ? "false" : "true");
  fork.classList.toggle("off", off !== null);
  fork.title = off || say("tutor-fork-on-title");
}

function drawRestart(w, g, c) {
  const seed = w.$(".dml-seed");
  if (!w.seedTouched) seed.value = String(g.seed_text ?? g.seed ?? ""); // text: a 20-digit seed stays exact
  // a game set up from a position has no seed: the empty box says what it does
  const fromPosition = g.seed === null || g.seed === undefined;
  seed.placeholder = fromPosition ? say("tutor-seed-position") : "";
  seed.title = say(fromPosition ? "tutor-seed-position-title" : "tutor-seed-title");
  const choicesKey = JSON.stringify(c.choices || []);
  if (choicesKey === w.lastChoices) return;
  w.lastChoices = choicesKey;
  setHTML(
    w.$(".dml-choices"),
    (c.choices || [])
      .map(
        (f) =>
          `<select class="dml-choice" data-key="${esc(f.key)}" aria-label="${esc(f.label)}" title="${esc(f.label)}">${options(
            f.options,
            f.value,
          )}</select>`,
      )
      .join(" "),
  );
}

function drawSettings(w, v, c, pr) {
  drawRestart(w, v.game, c);
  const viewAs = w.$(".dml-view-as");
  const va = w.model.get("view_as");
  setHTML(viewAs, `<option value="">${esc(say("tutor-view-everything"))}</option>` + (c.seats || []).map((name, s) => `<option value="${s}">${esc(name)}</option>`).join(""));
  viewAs.value = va === null || va === undefined ? "" : String(va);
  const kinds = Object.entries(pr.all_kinds || {});
  const pm = w.$(".dml-predict-mode");
  w.$(".dml-predict-mode-label").hidden = kinds.length === 0;
  setHTML(
    pm,
    `<option value="off">${esc(say("tutor-predict-off"))}</option><option value="all">${esc(say("tutor-predict-every-kind"))}</option>` +
      kinds.map(([k, about]) => `<option value="${esc(k)}">${esc(about)}</option>`).join(""),
  );
  pm.value = !pr.on ? "off" : (pr.kinds || []).length === kinds.length ? "all" : (pr.kinds || [])[0] || "off";
}

function drawStepParts(w, v, c, pr, divergence) {
  const { $, model } = w;
  const cursor = model.get("cursor");
  setHTML($(".dml-crumbs"), renderCrumbs(v));
  // the mark goes before the text: the line is cut at the widget's edge, the mark never is
  const parted = divergence !== null && divergence !== undefined && cursor === divergence;
  setHTML($(".dml-now"), `<span class="dml-kind">${esc(kindWord(v.step.kind))}</span>${parted ? `<span class="dml-diverge-tag">${esc(say("tutor-first-divergence"))}</span> ` : ""}${esc(v.step.text)}`);
  setHTML($(".dml-predict-slot"), renderPredict(pr));
  setHTML($(".dml-step-slot"), renderStep(v, w.openRulings));
  const opts = model.get("decisions") || [];
  setHTML($(".dml-decision-slot"), renderDecision(v, opts, w.uid));
  const hint = allowed(w, "hint") ? renderHint(v, model.get("hint_view") || {}, opts.filter((o) => o.legal).length) : "";
  setHTML($(".dml-hint-slot"), hint);
  $(".dml-why").hidden = !v.decision || v.decision.hidden;
  $(".dml-why-input").placeholder = c.why_example ? say("tutor-why-example", { example: c.why_example }) : "";
  setHTML($(".dml-why-answer"), renderWhy(model.get("why") || {}));
}

// The panel draws into a spare element; the slot takes its content only where it changed.
function drawPanel(w, v) {
  const slot = w.$(".dml-panel-slot");
  slot.dataset.pack = v.pack || "";
  panelFor(v.pack).render(w.spare, v, w.ctx);
  if (drawnHTML.get(slot) !== w.spare.innerHTML) {
    drawnHTML.set(slot, w.spare.innerHTML);
    slot.replaceChildren(...w.spare.childNodes);
  } else w.spare.replaceChildren();
}

// The live region: each new step in words (the text as View as may read it), politely.
function announce(w, v, pr) {
  const said = [
    say("tutor-announce-step", { step: w.model.get("cursor") + 1, length: w.model.get("length"), text: v.step.text }),
    v.step.rules.length ? say("tutor-announce-rules", { rules: v.step.rules.map((r) => r.title).join("; ") }) : "",
    pr.on && pr.question ? say("tutor-announce-predict", { prompt: pr.question.prompt }) : "",
  ]
    .filter(Boolean)
    .join(" ");
  if (said === w.lastSaid) return;
  w.lastSaid = said;
  w.$(".dml-live").textContent = said;
}

function update(w) {
  const v = w.model.get("view") || {};
  if (!v.step) return;
  mark("update");
  useText(w.model);
  const focused = w.root.contains(document.activeElement) ? document.activeElement : null;
  const key = focusKey(w.root, focused);
  const c = w.model.get("controls") || {};
  const pr = w.model.get("predict") || {};
  const divergence = w.model.get("divergence");
  unlock(w);
  drawHead(w, v, c);
  drawNav(w, v, pr);
  drawSettings(w, v, c, pr);
  drawStepParts(w, v, c, pr, divergence);
  drawPanel(w, v);
  drawDiagrams(w, v);
  drawLog(w, c, w.model.get("cursor"), divergence, allowed(w, "goto"));
  announce(w, v, pr);
  drawLock(w);
  // focus stays where it was, or goes somewhere sensible (the question that just appeared)
  const waitingForGuess = Boolean(pr.on && pr.question);
  if (focused && focused !== w.root) {
    if (waitingForGuess && !w.asked && key && key.startsWith('[data-op="step')) refocus(w, null, key);
    else refocus(w, key, key);
  }
  w.asked = waitingForGuess;
  mark("updated");
}

// ------------------------------------------------------------------ events

function toggleKeys(w, show) {
  const help = w.$(".dml-keys");
  help.hidden = show === undefined ? !help.hidden : !show;
  w.$('[data-op="keys"]').setAttribute("aria-expanded", String(!help.hidden));
}

function togglePresent(w, button) {
  w.root.classList.toggle("dml-present");
  const on = w.root.classList.contains("dml-present");
  button.classList.toggle("on", on);
  button.setAttribute("aria-pressed", String(on));
}

function restartFromForm(w) {
  const seedText = w.$(".dml-seed").value.trim(); // sent as text: Python reads it exactly (no float rounding)
  w.seedTouched = false;
  const kwargs = {};
  for (const s of w.root.querySelectorAll(".dml-choice")) kwargs[s.dataset.key] = JSON.parse(s.value);
  w.send("restart", [seedText === "" ? null : seedText], kwargs);
}

// The controls the browser answers alone (no operation reaches Python); true when handled.
function frontOnly(w, op, target) {
  if (op === "zoom") openZoom(w, target.closest("section"), target);
  else if (op === "keys") toggleKeys(w);
  else if (op === "present") togglePresent(w, target);
  else if (op === "restart-form") restartFromForm(w);
  else if (op === "predict-form") w.send("commit_prediction", [w.$(".dml-predict-number").value]);
  else if (op === "why-form") w.send("why_not", [w.$(".dml-why-input").value]);
  else return false;
  return true;
}

function onClick(w, event) {
  const drawing = event.target.closest(".dml-seq, .dml-extra");
  if (drawing && drawing.querySelector("svg")) {
    openZoom(w, drawing.closest("section"), w.root);
    return;
  }
  const target = event.target.closest("[data-op]");
  if (!target || !w.root.contains(target)) return;
  const op = target.dataset.op;
  if (op === "open_fork" && forkOff(w) !== null) {
    w.refusal = forkOff(w) || "This tutor has lost its kernel: Fork cannot reach Python.";
    update(w);
    return;
  }
  w.refusal = "";
  if (frontOnly(w, op, target)) return;
  if (op === "why_not") w.$(".dml-why-input").value = JSON.parse(target.dataset.args || "[]")[0] || "";
  w.send(op, target.dataset.args ? JSON.parse(target.dataset.args) : []);
}

function onToggle(w, event) {
  const r = event.target.closest && event.target.closest("[data-ruling]");
  if (!r || event.target !== r) return;
  if (r.open) w.openRulings.add(r.dataset.ruling);
  else w.openRulings.delete(r.dataset.ruling);
}

function onChange(w, event) {
  const t = event.target;
  const cls = t.classList;
  if (cls.contains("dml-seat-mode")) w.send("set_seat", [parseInt(t.dataset.seat, 10), t.value]);
  else if (cls.contains("dml-view-as")) w.send("set_view", [t.value === "" ? null : parseInt(t.value, 10)]);
  else if (cls.contains("dml-predict-mode")) w.send("set_predict", [t.value === "off" ? null : t.value === "all" ? "all" : [t.value]]);
  else if (cls.contains("dml-log-round") || cls.contains("dml-log-seat")) onLogFilter(w);
  else if (cls.contains("dml-history")) w.send("goto", [parseInt(t.value, 10)]);
}

function onInput(w, event) {
  const t = event.target;
  if (t.classList.contains("dml-seed")) w.seedTouched = true;
  if (!t.classList.contains("dml-history")) return;
  w.$(".dml-pos").textContent = `step ${Number(t.value) + 1} / ${Number(t.max) + 1}`;
  const now = Date.now();
  if (now - w.lastScrub > 80) {
    w.lastScrub = now;
    w.send("goto", [parseInt(t.value, 10)]);
  }
}

function onKey(w, event) {
  // Every key pressed inside the tutor stays in the tutor: JupyterLab's and Notebook's
  // one-key shortcuts (m, d d, b, a, arrows...) listen on the document, in the bubbling phase.
  event.stopPropagation();
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === "Escape") {
    toggleKeys(w, false);
    closeZoom(w);
    return;
  }
  if (event.target.matches("input, select, textarea")) return;
  if (onLogKey(w, event)) {
    event.preventDefault();
    return;
  }
  if (event.key === "?") {
    event.preventDefault();
    toggleKeys(w);
    return;
  }
  if (event.target.matches("summary") && (event.key === "Enter" || event.key === " ")) return;
  const ops = { ArrowRight: event.shiftKey ? "step_over" : "step", ArrowLeft: "back", ArrowUp: "step_out", ArrowDown: "run_to_decision" };
  const op = ops[event.key];
  if (!op) return;
  event.preventDefault();
  w.send(op);
}

function onFieldEnter(w, event) {
  if (event.key !== "Enter") return;
  if (event.target.classList.contains("dml-predict-number")) {
    event.stopPropagation();
    w.send("commit_prediction", [event.target.value]);
  } else if (event.target.classList.contains("dml-why-input")) {
    event.stopPropagation();
    w.send("why_not", [event.target.value]);
  }
}

// Every listener of one widget, added; the function returned removes them all.
function listen(w) {
  const stopKey = (event) => event.stopPropagation();
  // Notebook 7 reads its shortcuts on the document in the capture phase, before the listeners
  // here can stop a key; Lumino leaves alone a key whose focused element carries
  // data-lm-suppress-shortcuts, so whatever has the focus in the tutor carries it meanwhile.
  const on = [
    ["click", (e) => onClick(w, e)],
    ["toggle", (e) => onToggle(w, e), true],
    ["change", (e) => onChange(w, e)],
    ["input", (e) => onInput(w, e)],
    ["keydown", (e) => onKey(w, e)],
    ["keyup", stopKey],
    ["keypress", stopKey],
    ["keydown", (e) => onFieldEnter(w, e), true],
    ["focusin", (e) => e.target.setAttribute("data-lm-suppress-shortcuts", "true")],
    ["focusout", (e) => e.target.removeAttribute("data-lm-suppress-shortcuts")],
  ];
  for (const [type, fn, capture] of on) w.root.addEventListener(type, fn, !!capture);
  const onEsc = (event) => {
    if (event.key === "Escape") closeZoom(w);
  };
  document.addEventListener("keydown", onEsc);
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    mark("changed");
    queueMicrotask(() => {
      scheduled = false;
      update(w);
    });
  };
  for (const t of TRAITS) w.model.on(`change:${t}`, schedule);
  return () => {
    for (const t of TRAITS) w.model.off(`change:${t}`, schedule);
    for (const [type, fn, capture] of on) w.root.removeEventListener(type, fn, !!capture);
    document.removeEventListener("keydown", onEsc);
    closeZoom(w);
  };
}

function render({ model, el }) {
  const w = mount(model, el);
  const off = listen(w);
  update(w);
  return off;
}

// For hosts outside Jupyter (the workshop table's page over a websocket, the lite site's entry
// page over a worker): the part of anywidget's model API this module uses. `send(msg)` carries
// an operation {op, args, kwargs} to Python; `update(state, notify)` stores a view model's
// fields and, with `notify` (once rendered), calls the listeners of each field it set.
export function hostModel(send) {
  const values = {};
  const listeners = new Map();
  const model = {
    get: (name) => values[name],
    set: (name, value) => {
      values[name] = value;
    },
    save_changes: () => {},
    on(event, fn) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(fn);
    },
    off(event, fn) {
      listeners.get(event)?.delete(fn);
    },
    send,
  };
  const update = (state, notify) => {
    for (const [k, v] of Object.entries(state)) {
      values[k] = v;
      if (notify) for (const fn of listeners.get(`change:${k}`) || []) fn();
    }
  };
  return { model, update };
}

export default { render };

// ------------------------------------------------------------------ the generic panel

// For a pack without a panel of its own: each seat with its mode, and the game's view as rows.
registerPanel("generic", {
  render(el, v, ctx) {
    const seats = (v.seats || []).map((s) => ctx.seatCard(s)).join("");
    const rows = (v.rows || [])
      .map(([k, text]) => `<tr><th scope="row">${ctx.esc(k)}</th><td>${ctx.esc(text)}</td></tr>`)
      .join("");
    el.innerHTML = `<section class="dml-box dml-generic">
        <table class="dml-rows"><tbody>${rows}</tbody></table></section>
      <section class="dml-seats">${seats}</section>`;
  },
});

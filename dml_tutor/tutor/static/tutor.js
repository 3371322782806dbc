// dml-tutor front end, the shell: draws the traits the Python Tutor computes, sends operations back.
// Plain ES module for anywidget; no framework, no bundler, no game logic.
// Every control sends {op, args, kwargs}; Python runs the Tutor method of that name.
//
// The table comes from the pack's panel: static/panels/<name>.js calls
// registerPanel(name, {render(el, view, ctx)}); Python appends every panel's script to this
// module (each in its own block), so there is one module and no relative URL. The `pack`
// trait picks the panel; an unknown name gets the "generic" one. See docs/widget.md.

const esc = (v) =>
  String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
const attr = (v) => esc(JSON.stringify(v));
const slug = (v) => String(v ?? "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

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

function rollBadge(name) {
  return name ? `<span class="dml-roll roll-${slug(name)}">${esc(name)}</span>` : "";
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

// ------------------------------------------------------------------ sections

function renderStep(v, openRulings) {
  const s = v.step;
  const who = s.seat !== null && s.seat !== undefined ? `<span class="dml-seat-tag">seat ${esc(s.seat)}</span>` : "";
  const dice = s.dice
    ? `<div class="dml-dice">${die(s.dice.a)}${die(s.dice.b)}<span class="dml-total">= ${esc(s.dice.total)}</span>${rollBadge(
        s.dice.name,
      )}</div>`
    : "";
  const rules = s.rules
    .map(
      (r) => `<div class="dml-rule">
        <div class="dml-rule-head"><b>${esc(r.title)}</b> <code class="dml-rid">${esc(r.id)}</code></div>
        <div class="dml-rule-text">${esc(r.text)}</div>
        <div class="dml-rule-sec">Rulebook: ${esc(r.section)}</div></div>`,
    )
    .join("");
  const rulings = s.rulings.length
    ? `<div class="dml-rulings"><span class="dml-label">Rulings</span>${s.rulings
        .map(
          (r) => `<details class="dml-ruling${r.cited ? " cited" : ""}" data-ruling="${esc(r.id)}"${openRulings.has(r.id) ? " open" : ""}>
            <summary title="${esc(r.title)}: ${esc(r.text)}" aria-label="Ruling ${esc(r.id)}: ${esc(r.title)}">${esc(r.id)}</summary>
            <div><b>${esc(r.title)}.</b> ${esc(r.text)} <span class="dml-rule-sec">(${esc(r.section)})</span></div>
          </details>`,
        )
        .join("")}</div>`
    : "";
  const result = v.game.result ? `<div class="dml-result">${esc(v.game.result.text)}</div>` : "";
  return `<section class="dml-box dml-stepbox k-${esc(s.kind)}">${result}
    <div class="dml-narration"><span class="dml-kind">${esc(s.kind)}</span>${who}${esc(s.text)}</div>
    ${dice}
    <div class="dml-rules">${rules}</div>
    ${rulings}
  </section>`;
}

function renderDecision(v, options, uid) {
  const d = v.decision;
  if (!d) return "";
  const who = `<b>seat ${esc(d.seat)}</b> <span class="dml-mode">${esc(d.mode)}</span>`;
  const head = d.live
    ? d.mode === "person"
      ? `Your choice, ${who}`
      : `Options of ${who} (Step lets the agent choose; a click here chooses for it)`
    : `Options ${who} had here`;
  const rules = d.rules.map((r) => `<code class="dml-rid" title="${esc(r.title)}">${esc(r.id)}</code>`).join(" ");
  let body;
  if (d.hidden) {
    body = `<p class="dml-note">${esc(d.count)} options, hidden while you view the table as seat ${esc(v.view_as)}.
      Choose <i>View as: everything</i> or seat ${esc(d.seat)} to see them.</p>`;
  } else {
    const groups = new Map();
    for (const o of options) {
      if (!groups.has(o.group)) groups.set(o.group, []);
      groups.get(o.group).push(o);
    }
    body = "";
    for (const [name, opts] of groups) {
      const buttons = opts
        .map((o) =>
          o.legal
            ? `<button class="dml-opt${o.chosen ? " chosen" : ""}" data-op="choose" data-args="${attr([o.text])}"
                 title="${esc(o.text)}">${esc(o.label)}</button>`
            : `<button class="dml-opt illegal" data-op="why_not" data-args="${attr([o.text])}"
                 title="Not allowed: ${esc(o.why)}">${esc(o.label)}</button>`,
        )
        .join("");
      const open = opts.length <= 14 || opts.some((o) => o.chosen) ? " open" : "";
      body += `<details class="dml-group"${open}><summary>${esc(name)} <span class="dml-count">${opts.length}</span></summary>
        <div class="dml-opts" role="group" aria-label="${esc(name)}">${buttons}</div></details>`;
    }
    if (!d.live) {
      body =
        `<p class="dml-note">Chosen: <b>${esc(d.chosen || "")}</b>. Choosing differently here replays the game up to
        this point and rewrites everything after it.</p>` + body;
    }
  }
  return `<section class="dml-box dml-decision${d.live ? " live" : ""}" role="group" aria-labelledby="${uid}-decision">
    <div class="dml-decision-head" id="${uid}-decision">${head} <span class="dml-rules-inline">${rules}</span></div>
    ${body}
  </section>`;
}

// The Hint (issue 22): each option's chance of winning as a bar with its 95% interval, the best
// marked; progress and Stop while it runs. Only at a person's live decision; the choice stays theirs.
function renderHint(v, h) {
  const d = v.decision;
  if (!d || !d.live || d.hidden || d.mode !== "person") return "";
  const pct = (x) => `${Math.round(x * 100)}%`;
  let body = "";
  if (h && h.running) {
    const done = h.total ? h.done / h.total : 0;
    body = `<p class="dml-hint-progress">Playing the options out… <progress max="1" value="${done}"
      aria-label="Hint progress">${pct(done)}</progress> <span class="dml-hint-count">${esc(h.done)} of ${esc(h.total)} rollouts</span>
      <button data-op="stop_hint">Stop</button></p>`;
  } else if (h && h.options) {
    const rows = h.options
      .map(
        (o) => `<li class="dml-hint-row${o.best ? " best" : ""}">
        <span class="dml-hint-label">${o.best ? "★ " : ""}${esc(o.label)}</span>
        <span class="dml-hint-bar" role="img" aria-label="${esc(pct(o.win_rate))} chance of winning, 95% interval ${esc(pct(o.low))} to ${esc(pct(o.high))}">
          <span class="dml-hint-interval" style="left:${o.low * 100}%;width:${(o.high - o.low) * 100}%"></span>
          <span class="dml-hint-rate" style="width:${o.win_rate * 100}%"></span></span>
        <span class="dml-hint-num">${esc(pct(o.win_rate))} [${esc(pct(o.low))}–${esc(pct(o.high))}]
          ${o.value === null ? "" : `· ${esc(o.value.toFixed(1))}`} · ${esc(o.rollouts)} rollouts${o.pruned ? " (stopped: cannot be best)" : o.raced ? " (stopped early: behind)" : ""}</span></li>`,
      )
      .join("");
    body = `<p class="dml-note">Chance of winning from what seat ${esc(h.seat)} knows (${esc(h.rollouts)} rollouts each;
      the number after · is the ${esc(h.value_name)})${h.horizon ? `; each play-out cut after ${esc(h.horizon)} Round(s) and scored by an estimate` : ""}${h.stopped ? "; stopped early" : ""}. ★ marks the best; the choice is yours.</p>
      <ol class="dml-hint-list">${rows}</ol>`;
  }
  return `<section class="dml-box dml-hint" aria-label="Hint" data-key="hint" tabindex="-1"><button data-op="hint"${h && h.running ? " disabled" : ""}
    title="Play each option out from what your seat knows">Hint</button>${body}</section>`;
}

function renderCrumbs(v) {
  const bc = v.step.breadcrumb;
  return bc
    .map(
      (f, i) =>
        `<span class="dml-crumb${i === bc.length - 1 ? " current" : ""}" title="${esc(f.name)}">${esc(f.label)}</span>`,
    )
    .join(`<span class="dml-sep">›</span>`);
}

function renderLog(log, cursor, divergence) {
  return log
    .map((e) => {
      const dice = e.dice ? `${die(e.dice[0], true)}${die(e.dice[1], true)}${rollBadge(e.roll)}` : "";
      const pad = Math.max(0, e.depth - 3) * 8;
      const parts = e.i === divergence ? " dml-diverge" : "";
      const here = e.i === cursor;
      return `<li class="k-${esc(e.kind)}${here ? " current" : ""}${parts}" data-op="goto" data-args="${attr([e.i])}"
        tabindex="${here ? 0 : -1}"${here ? ` aria-current="step"` : ""} style="padding-left:${pad + 6}px"><span class="dml-idx">${e.i}</span>${
          e.seat != null ? `<span class="dml-seat-tag">s${esc(e.seat)}</span>` : ""
        }${dice}<span class="dml-log-text">${esc(e.text)}</span>${
          parts ? `<span class="dml-diverge-tag" title="The first step where the two branches differ">branches part</span>` : ""
        }</li>`;
    })
    .join("");
}

function renderPredict(p) {
  if (!p || !p.on) return "";
  const score = `<span class="dml-predict-score">${esc(p.score)}</span>`;
  if (p.question) {
    const q = p.question;
    const answer = q.choices.length
      ? q.choices
          .map((c) => `<button class="dml-opt" data-op="commit_prediction" data-args="${attr([c])}">${esc(c)}</button>`)
          .join("")
      : `<input type="text" inputmode="numeric" class="dml-predict-number" size="6" placeholder="a number" aria-label="Your prediction: a number">
         <button data-op="predict-form" class="primary">Commit</button>`;
    return `<section class="dml-box dml-predict asking" role="group" aria-label="Predict, then reveal"><h2>Predict, then reveal · ${esc(q.about)} ${score}</h2>
      <div class="dml-predict-prompt">${esc(q.prompt)}</div><div class="dml-opts">${answer}</div></section>`;
  }
  if (p.reveal) {
    const r = p.reveal;
    const rules = r.rules.map((x) => `<code class="dml-rid" title="${esc(x.title)}">${esc(x.id)}</code>`).join(" ");
    return `<section class="dml-box dml-predict ${r.right ? "right" : "wrong"}"><h2>Predict, then reveal ${score}</h2>
      <div><b>${r.right ? "Right." : `Not quite: you said ${esc(r.guess)}.`}</b> ${esc(r.explanation)}</div>
      <div class="dml-predict-rules">Rules to read: ${rules}</div></section>`;
  }
  return "";
}

function options(list, value) {
  return list
    .map((o) => `<option value="${attr(o.value)}"${o.value === value ? " selected" : ""}>${esc(o.label)}</option>`)
    .join("");
}

// ------------------------------------------------------------------ widget

//: The keys the widget answers while focus is inside it (shown by the "Keys" help, `?`).
const KEYS = [
  ["→", "Step"],
  ["Shift+→", "Step over the sub-sequences this step starts"],
  ["←", "Back one step"],
  ["↑", "Step out of the current sequence"],
  ["↓", "Run to the next decision"],
  ["?", "Show or hide this list"],
  ["Esc", "Close this list or a diagram opened at full width"],
  ["Tab", "The next control (Shift+Tab: the one before); arrows move a slider or a drop-down"],
  ["↑ ↓ Home End", "In the log: move through the entries; Enter goes to one"],
];

let widgets = 0; // a prefix for ids, unique per widget on the page

function render({ model, el }) {
  el.classList.add("dml-tutor-host");
  const uid = `dml-tutor-${++widgets}`;
  const root = document.createElement("div");
  root.className = "dml-tutor";
  root.tabIndex = 0;
  root.setAttribute("role", "region");
  root.setAttribute("aria-label", "Rules tutor");
  const keys = KEYS.map(([k, what]) => `<dt><kbd>${esc(k)}</kbd></dt><dd>${esc(what)}</dd>`).join("");
  root.innerHTML = `
    <div class="dml-head">
      <div class="dml-title"><span class="dml-logo"></span> <span class="dml-game-title"></span> <span class="dml-sub"></span></div>
      <div class="dml-status"></div>
    </div>
    <div class="dml-controls">
      <div class="dml-nav" role="toolbar" aria-label="Steps">
        <button data-op="back" title="One step back (←)">◀ Back</button>
        <button data-op="step" class="primary" title="Next step; plays on at the end of the history (→)">Step ▶</button>
        <button data-op="step_over" title="Skip the sub-sequences this step starts (Shift+→)">Step over ⤼</button>
        <button data-op="step_out" title="Finish the current sequence (↑)">Step out ⤴</button>
        <button data-op="run_to_decision" title="Run until a person must decide (↓)">Run to decision ⇥</button>
        <button data-op="forward" title="Redo: one step forward in the recorded history">Forward ▷</button>
        <button data-op="open_fork" class="dml-fork" title="Branch the game here: two tutors side by side">Fork ⋔</button>
        <button data-op="present" class="dml-present-toggle" aria-pressed="false" aria-label="A+ presentation size"
          title="Presentation size: larger text for a projector">A+</button>
        <button data-op="keys" class="dml-keys-toggle" aria-expanded="false" aria-controls="${uid}-keys"
          title="The keyboard shortcuts (?)">Keys ?</button>
      </div>
      <div class="dml-slider"><input type="range" min="0" max="0" value="0" class="dml-history" aria-label="History: the step under the cursor">
        <span class="dml-pos"></span></div>
      <div class="dml-settings">
        <label>View as <select class="dml-view-as"></select></label>
        <label class="dml-predict-mode-label" title="Predict, then reveal: stop before these steps and ask the room">Predict
          <select class="dml-predict-mode"></select></label>
        <span class="dml-restart">
          <label>seed <input type="text" inputmode="numeric" class="dml-seed" size="12"></label>
          <span class="dml-choices"></span>
          <button data-op="restart-form" title="Start a new game with this seed">Restart</button>
        </span>
      </div>
    </div>
    <div class="dml-keys" id="${uid}-keys" role="group" aria-label="Keyboard shortcuts" hidden>
      <b>Keys</b>, with the focus anywhere in the tutor (they never reach the notebook):<dl>${keys}</dl></div>
    <div class="dml-live dml-sr-only" role="status" aria-live="polite" aria-atomic="true"></div>
    <div class="dml-dead" role="alert" hidden></div>
    <div class="dml-error" role="alert" hidden></div>
    <nav class="dml-crumbs" aria-label="Where we are in the rules"></nav>
    <div class="dml-now" title="The step under the cursor"></div>
    <div class="dml-predict-slot"></div>
    <div class="dml-main">
      <div class="dml-left">
        <div class="dml-step-slot"></div>
        <div class="dml-decision-slot"></div>
        <div class="dml-hint-slot" aria-live="polite"></div>
        <div class="dml-why" hidden>
          <label>Why not…? <input type="text" class="dml-why-input"></label>
          <button data-op="why-form">Ask</button>
          <div class="dml-why-answer" aria-live="polite"></div>
        </div>
        <div class="dml-panel-slot"></div>
      </div>
      <div class="dml-right">
        <section class="dml-box dml-diagram" aria-labelledby="${uid}-seq"><h2 id="${uid}-seq">Where we are in the rulebook
          <button data-op="zoom" class="dml-zoom" title="Open this diagram at the full width of the window">Full width ⤢</button></h2>
          <div class="dml-seq" role="img" title="Click to open at full width"></div></section>
        <div class="dml-diagrams"></div>
        <section class="dml-box dml-log" aria-labelledby="${uid}-log">
          <h2><span id="${uid}-log">Log</span> <select class="dml-log-round" aria-label="Log: which round"></select>
            <select class="dml-log-seat" aria-label="Log: which seat"></select> <span class="dml-log-info"></span></h2>
          <ol class="dml-log-list" aria-labelledby="${uid}-log"></ol>
        </section>
      </div>
    </div>`;
  el.appendChild(root);
  const $ = (sel) => root.querySelector(sel);

  // After a kernel restart the model has no kernel behind it: sending fails ("Cannot send").
  // Say so in the widget instead of looking alive.
  const dead = () => {
    root.classList.add("dml-is-dead");
    const d = $(".dml-dead");
    d.hidden = false;
    d.textContent =
      "This tutor has lost its kernel (restarted or shut down): its buttons cannot reach Python any more. " +
      "Run its cell again for a live tutor.";
  };
  const send = (op, args = [], kwargs = {}) => {
    // Python sends the operation names (controls.operations, from static/operations.json): any other is a bug here.
    if (!((model.get("controls") || {}).operations || []).includes(op)) throw new Error(`tutor.js: no operation "${op}"`);
    refusal = "";
    try {
      const sent = model.send({ op, args, kwargs });
      if (sent && typeof sent.catch === "function") sent.catch(dead);
    } catch (e) {
      dead();
    }
  };
  // The Fork button when it is off: a click says why (Python sent the reason in fork_state).
  const forkOff = () => {
    const f = model.get("fork_state") || {};
    return root.classList.contains("dml-is-dead") ? "" : f.enabled ? null : f.reason || "Fork is not available here.";
  };
  // What a panel gets beside the view: helpers, the seat-mode selector the shell answers, and
  // the seat card every panel draws its seats with.
  const seatSelect = (seat, mode, name) => {
    const modes = (model.get("controls") || {}).seat_modes || [];
    const who = name ?? `seat ${seat}`;
    return `<select class="dml-seat-mode" data-seat="${esc(seat)}" aria-label="Who decides for ${esc(who)}"
      title="Who decides for ${esc(who)}">${modes
      .map((m) => `<option value="${esc(m)}"${m === mode ? " selected" : ""}>${esc(m)}</option>`)
      .join("")}</select>`;
  };
  const ctx = {
    esc,
    attr,
    die,
    send,
    controls: () => model.get("controls") || {},
    seatSelect,
    /** One seat as a card: its name, who decides, badges (HTML), then `body` (HTML). */
    seatCard(s, { name, badges = "", body = "", cls = "" } = {}) {
      const title = name ?? s.name ?? `Seat ${s.seat}`;
      const deciding = s.deciding ? ` <span class="dml-badge deciding">deciding</span>` : "";
      return `<div class="dml-seat${s.deciding ? " deciding" : ""}${s.active ? " active" : ""}${cls ? ` ${cls}` : ""}"
          role="group" aria-label="${esc(title)}">
        <div class="dml-seat-head"><b>${esc(title)}</b> ${seatSelect(s.seat, s.mode, title)}${badges}${deciding}</div>
        ${body}</div>`;
    },
  };
  let lastSeq = null;
  const lastDiagrams = new Map();
  const spare = document.createElement("div"); // the panel draws here first
  let lastLog = null; // the log entries drawn (the model's array: a new one when they changed)
  let lastDivergence = null;
  let seedTouched = false;
  let lastChoices = null;
  let refusal = ""; // why the Fork button is off, after a click on it: shown until the next operation
  const openRulings = new Set(); // rulings the reader opened stay open on the next steps
  let lastSaid = null; // what the live region last announced
  let asked = false; // a prediction question was on screen at the last update

  // Focus: the widget redraws its parts on every change, so the focused element is found
  // again by what it is (its operation and arguments, or its class and seat).
  const focusKey = (e) => {
    if (!e || !root.contains(e) || e === root) return null;
    if (e.dataset.op) return `[data-op="${CSS.escape(e.dataset.op)}"]${e.dataset.args ? `[data-args="${CSS.escape(e.dataset.args)}"]` : ""}`;
    if (e.dataset.seat !== undefined) return `.${e.classList[0]}[data-seat="${CSS.escape(e.dataset.seat)}"]`;
    if (e.dataset.key !== undefined) return `.${e.classList[0]}[data-key="${CSS.escape(e.dataset.key)}"]`;
    if (e.matches("summary")) {
      const r = e.closest("[data-ruling]");
      return r ? `[data-ruling="${CSS.escape(r.dataset.ruling)}"] > summary` : null;
    }
    return e.classList.length ? `.${e.classList[0]}` : null;
  };
  const usable = (e) => e && !e.disabled && !e.closest("[hidden]") && e.getClientRects().length > 0;
  const refocus = (key, was) => {
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
  };

  function update() {
    const v = model.get("view") || {};
    if (!v.step) return;
    mark("update");
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    const key = focusKey(focused);
    const c = model.get("controls") || {};
    const cursor = model.get("cursor");
    const length = model.get("length");
    const g = v.game;
    const players = (c.seats || []).length;
    root.dataset.pack = v.pack || "";
    root.setAttribute("aria-label", `${c.title || "Game"}: rules tutor`);

    $(".dml-logo").textContent = String(c.name || "").toUpperCase();
    $(".dml-game-title").textContent = c.title || "";
    $(".dml-sub").textContent = g.subtitle || "";
    const status = $(".dml-status");
    status.textContent = v.status + (g.result ? ` ${g.result.text}` : "");
    status.classList.toggle("waiting", v.nav.waiting !== null && v.nav.waiting !== undefined);

    if (refusal && forkOff() === null) refusal = ""; // the button is on again
    const err = model.get("error") || refusal;
    const errEl = $(".dml-error");
    errEl.hidden = !err;
    errEl.textContent = err || "";

    // controls
    const pr = model.get("predict") || {};
    root.querySelector('[data-op="back"]').disabled = !v.nav.can_back;
    root.querySelector('[data-op="forward"]').disabled = !v.nav.can_forward;
    for (const op of ["step", "step_over", "step_out", "run_to_decision"])
      root.querySelector(`[data-op="${op}"]`).disabled = !v.nav.can_step;
    // Predict, then reveal: while a question waits, Step says what it waits for
    const stepButton = root.querySelector('[data-op="step"]');
    const waitingForGuess = Boolean(pr.on && pr.question);
    stepButton.textContent = waitingForGuess ? "Step ▶ (answer the prediction first)" : "Step ▶";
    stepButton.classList.toggle("dml-waits", waitingForGuess);
    stepButton.title = waitingForGuess
      ? "Step waits for your prediction: answer the question above the rules first"
      : "Next step; plays on at the end of the history (→)";
    const slider = $(".dml-history");
    slider.max = String(Math.max(0, length - 1));
    if (!slider.matches(":active")) slider.value = String(cursor);
    const posText = `step ${cursor + 1} / ${length}`; // as the status line counts: 1 .. length
    $(".dml-pos").textContent = posText;
    slider.setAttribute("aria-valuetext", posText);
    const seed = $(".dml-seed");
    if (!seedTouched) seed.value = String(g.seed_text ?? g.seed ?? ""); // text: a 20-digit seed stays exact
    // a game set up from a position has no seed: the empty box says what it does
    seed.placeholder = g.seed === null || g.seed === undefined ? "this position" : "";
    seed.title =
      g.seed === null || g.seed === undefined
        ? "Empty: Restart plays this position again; a number: a new game from that seed"
        : "Restart: a new game from this seed";
    const choicesKey = JSON.stringify(c.choices || []);
    if (choicesKey !== lastChoices) {
      lastChoices = choicesKey;
      setHTML($(".dml-choices"), (c.choices || [])
        .map(
          (f) =>
            `<select class="dml-choice" data-key="${esc(f.key)}" aria-label="${esc(f.label)}" title="${esc(f.label)}">${options(
              f.options,
              f.value,
            )}</select>`,
        )
        .join(" "));
    }
    const viewAs = $(".dml-view-as");
    const va = model.get("view_as");
    setHTML(
      viewAs,
      `<option value="">everything</option>` +
        (c.seats || []).map((name, s) => `<option value="${s}">${esc(name)}</option>`).join(""),
    );
    viewAs.value = va === null || va === undefined ? "" : String(va);

    const fork = root.querySelector('[data-op="open_fork"]');
    const off = forkOff();
    fork.setAttribute("aria-disabled", off === null ? "false" : "true");
    fork.classList.toggle("off", off !== null);
    fork.title = off || "Branch the game at this step: this game and its fork side by side, the first difference highlighted";

    const divergence = model.get("divergence");
    setHTML($(".dml-crumbs"), renderCrumbs(v));
    // the mark goes before the text: the line is cut at the widget's edge, the mark never is
    setHTML(
      $(".dml-now"),
      `<span class="dml-kind">${esc(v.step.kind)}</span>${
        divergence !== null && divergence !== undefined && cursor === divergence
          ? `<span class="dml-diverge-tag">first divergence</span> `
          : ""
      }${esc(v.step.text)}`,
    );
    setHTML($(".dml-predict-slot"), renderPredict(pr));
    const kinds = Object.entries(pr.all_kinds || {});
    const pm = $(".dml-predict-mode");
    $(".dml-predict-mode-label").hidden = kinds.length === 0;
    setHTML(
      pm,
      `<option value="off">off</option><option value="all">every kind</option>` +
        kinds.map(([k, about]) => `<option value="${esc(k)}">${esc(about)}</option>`).join(""),
    );
    pm.value = !pr.on ? "off" : (pr.kinds || []).length === kinds.length ? "all" : (pr.kinds || [])[0] || "off";
    setHTML($(".dml-step-slot"), renderStep(v, openRulings));
    setHTML($(".dml-decision-slot"), renderDecision(v, model.get("decisions") || [], uid));
    setHTML($(".dml-hint-slot"), renderHint(v, model.get("hint_view") || {}));
    const why = $(".dml-why");
    why.hidden = !v.decision || v.decision.hidden;
    $(".dml-why-input").placeholder = c.why_example ? `e.g. ${c.why_example}` : "";
    const ans = model.get("why") || {};
    setHTML(
      $(".dml-why-answer"),
      ans.answer
        ? `<span class="${ans.legal ? "ok" : "no"}">${esc(ans.query)}: ${esc(ans.answer)}</span>` +
            (ans.remedy
              ? `<div class="dml-why-remedy">To make it legal: ${esc(ans.remedy)}</div>`
              : ans.remedy === null
                ? `<div class="dml-why-remedy">To make it legal: nothing you can do at this decision.</div>`
                : "")
        : "",
    );
    const slot = $(".dml-panel-slot");
    slot.dataset.pack = v.pack || "";
    // the panel draws into a spare element; the slot takes its content only where it changed
    panelFor(v.pack).render(spare, v, ctx);
    if (drawnHTML.get(slot) !== spare.innerHTML) {
      drawnHTML.set(slot, spare.innerHTML);
      slot.replaceChildren(...spare.childNodes);
    } else spare.replaceChildren();

    // diagrams, each with a text alternative: the nesting path; the others in words
    const seqEl = $(".dml-seq");
    seqEl.setAttribute(
      "aria-label",
      `The rulebook's sequence tree; we are at ${v.step.breadcrumb.map((f) => f.label).join(", then ")}`,
    );
    // an SVG from the kernel (drawn, or stored: no layout here) is set; DOT is drawn by viz.js
    const inBrowser = model.get("browser_render");
    const seqSvg = model.get("sequence_svg") || "";
    const seq = seqSvg || (inBrowser ? model.get("sequence_dot") || "" : "");
    if (seq !== lastSeq) {
      if (seqSvg || !inBrowser) {
        seqEl.dataset.dot = ""; // a viz.js drawing still under way is not wanted any more
        seqEl.innerHTML = seqSvg;
      } else drawAfterPaint(seqEl, seq);
      lastSeq = seq;
    }
    const box = $(".dml-diagrams");
    const wanted = model.get("diagrams") || [];
    const names = wanted.map((d) => d.name).join("\n");
    if (box.dataset.names !== names) {
      box.dataset.names = names;
      box.innerHTML = wanted
        .map(
          (d, i) => `<section class="dml-box dml-diagram" aria-labelledby="${uid}-d${i}"><h2 id="${uid}-d${i}">${esc(d.title)}
            <button data-op="zoom" class="dml-zoom" title="Open this diagram at the full width of the window">Full width ⤢</button></h2>
            <div class="dml-extra dml-${slug(d.name)}" data-name="${esc(d.name)}" role="img" aria-label="${esc(d.title)}"></div></section>`,
        )
        .join("");
      lastDiagrams.clear();
    }
    for (const d of wanted) {
      const text = d.svg || (inBrowser ? d.dot || "" : "");
      if (lastDiagrams.get(d.name) === text) continue; // unchanged: not drawn again
      lastDiagrams.set(d.name, text);
      const target = box.querySelector(`.dml-extra[data-name="${CSS.escape(d.name)}"]`);
      const said = () => target.setAttribute("aria-label", `${d.title}: ${describeSvg(target.querySelector("svg"))}`);
      if (d.svg || !inBrowser) {
        target.dataset.dot = "";
        target.innerHTML = text;
        said();
      } else drawAfterPaint(target, text, said);
    }

    // log
    const f = model.get("log_filter") || {};
    const [zero, word] = c.round_names || ["Setup", "Round"];
    const rounds = [`<option value="cursor">this ${esc(word)}</option>`, `<option value="all">all</option>`, `<option value="0">${esc(zero)}</option>`];
    for (let r = 1; r <= (f.rounds || 0); r++) rounds.push(`<option value="${r}">${esc(word)} ${r}</option>`);
    const lr = $(".dml-log-round");
    setHTML(lr, rounds.join(""));
    lr.value = f.round === null || f.round === undefined ? "all" : String(f.round);
    const ls = $(".dml-log-seat");
    setHTML(
      ls,
      `<option value="all">all seats</option>` +
        Array.from({ length: players }, (_, s) => `<option value="${s}">${esc((c.seats || [])[s])}</option>`).join(""),
    );
    ls.value = f.seat === null || f.seat === undefined ? "all" : String(f.seat);
    $(".dml-log-info").textContent =
      f.total > f.shown ? `${f.shown} of ${f.total} (from #${f.first + 1})` : `${f.total} entries`;
    const list = $(".dml-log-list");
    const log = model.get("log") || [];
    if (log !== lastLog || divergence !== lastDivergence || !list.querySelector(`li[data-args="[${cursor}]"]`)) {
      list.innerHTML = renderLog(log, cursor, divergence);
      lastLog = log;
      lastDivergence = divergence;
    } else {
      // the same entries: only the cursor's mark moves
      for (const li of list.querySelectorAll('li.current, li[tabindex="0"]')) {
        li.classList.remove("current");
        li.removeAttribute("aria-current");
        li.tabIndex = -1;
      }
      const li = list.querySelector(`li[data-args="[${cursor}]"]`);
      li.classList.add("current");
      li.setAttribute("aria-current", "step");
      li.tabIndex = 0;
    }
    const cur = list.querySelector("li.current");
    mark("drawn"); // the DOM is written; reading offsetTop next makes the browser lay the page out
    if (cur) {
      const top = cur.offsetTop;
      if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - cur.offsetHeight)
        list.scrollTop = Math.max(0, top - list.clientHeight / 2);
    } else if (list.firstElementChild) list.firstElementChild.tabIndex = 0; // the list is always reachable
    list.tabIndex = list.firstElementChild ? -1 : 0;

    // the live region: each new step in words (the text as View as may read it), politely
    const said = `Step ${cursor + 1} of ${length}: ${v.step.text}${
      v.step.rules.length ? ` Rule: ${v.step.rules.map((r) => r.title).join("; ")}.` : ""
    }${pr.on && pr.question ? ` Predict first: ${pr.question.prompt}` : ""}`;
    if (said !== lastSaid) {
      lastSaid = said;
      $(".dml-live").textContent = said;
    }

    // focus stays where it was, or goes somewhere sensible (the question that just appeared)
    if (focused && focused !== root) {
      if (waitingForGuess && !asked && key && key.startsWith('[data-op="step')) refocus(null, key);
      else refocus(key, key);
    }
    asked = waitingForGuess;
    mark("updated");
  }

  // DOT text is laid out by viz.js in the frame after the one that shows the new step: the
  // step's text is painted first, the diagram a frame later (unless a newer one is wanted there).
  function drawAfterPaint(target, dot, then) {
    target.dataset.dot = dot;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (target.dataset.dot !== dot) return;
        const drawn = renderDot(target, dot, model.get("viz_module"), showDotError);
        if (then) drawn.then(then);
      }),
    );
  }

  function showDotError(target, e) {
    target.innerHTML = `<pre class="dml-diagram-error">${esc(e)}</pre><pre>${esc(target.dataset.dot)}</pre>`;
  }

  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    mark("changed");
    queueMicrotask(() => {
      scheduled = false;
      update();
    });
  };
  const traits = ["predict", "pack", "controls", "view", "sequence_svg", "sequence_dot", "diagrams", "browser_render", "log", "log_filter", "decisions", "cursor", "length", "seats", "view_as", "error", "why", "hint_view", "fork_state", "divergence"];
  for (const t of traits) model.on(`change:${t}`, schedule);

  // Diagrams: a click, or the Full width button, opens the drawing at the full width of the
  // window in a dialog; its Close button, a click or Esc closes it and focus goes back.
  let zoomFrom = null;
  const closeZoom = () => {
    const open = document.querySelectorAll(".dml-zoom-overlay");
    open.forEach((o) => o.remove());
    if (open.length && zoomFrom && zoomFrom.isConnected) zoomFrom.focus({ preventScroll: true });
    zoomFrom = null;
  };
  const openZoom = (section, opener) => {
    const svg = section?.querySelector(".dml-seq svg, .dml-extra svg");
    if (!svg) return;
    closeZoom();
    zoomFrom = opener || root;
    const title = section.querySelector("h2")?.firstChild?.textContent?.trim() || "Diagram";
    const label = section.querySelector("[role=img]")?.getAttribute("aria-label") || title;
    const overlay = document.createElement("div");
    overlay.className = "dml-zoom-overlay dml-tutor-zoom";
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-modal", "true");
    overlay.setAttribute("aria-label", title);
    overlay.title = "Click or press Esc to close";
    overlay.innerHTML = `<div class="dml-zoom-bar"><span>${esc(title)}</span>
      <button class="dml-zoom-close" data-lm-suppress-shortcuts="true">Close (Esc)</button></div><div class="dml-zoom-img" role="img" aria-label="${esc(label)}"></div>`;
    overlay.querySelector(".dml-zoom-img").appendChild(svg.cloneNode(true));
    overlay.addEventListener("click", closeZoom);
    overlay.addEventListener("keydown", (event) => {
      event.stopPropagation(); // the notebook's shortcuts stay out of the dialog too
      if (event.key === "Escape") closeZoom();
      else if (event.key === "Tab") event.preventDefault(); // one control: focus stays on Close
    });
    document.body.appendChild(overlay);
    overlay.querySelector(".dml-zoom-close").focus();
  };
  const onEsc = (event) => {
    if (event.key === "Escape") closeZoom();
  };
  document.addEventListener("keydown", onEsc);

  const toggleKeys = (show) => {
    const help = $(".dml-keys");
    help.hidden = show === undefined ? !help.hidden : !show;
    $('[data-op="keys"]').setAttribute("aria-expanded", String(!help.hidden));
  };

  const onClick = (event) => {
    const drawing = event.target.closest(".dml-seq, .dml-extra");
    if (drawing && drawing.querySelector("svg")) {
      openZoom(drawing.closest("section"), root);
      return;
    }
    const target = event.target.closest("[data-op]");
    if (!target || !root.contains(target)) return;
    const op = target.dataset.op;
    if (op === "open_fork" && forkOff() !== null) {
      refusal = forkOff() || "This tutor has lost its kernel: Fork cannot reach Python.";
      update();
      return;
    }
    refusal = "";
    if (op === "zoom") {
      openZoom(target.closest("section"), target);
      return;
    }
    if (op === "keys") {
      toggleKeys();
      return;
    }
    if (op === "present") {
      root.classList.toggle("dml-present");
      const on = root.classList.contains("dml-present");
      target.classList.toggle("on", on);
      target.setAttribute("aria-pressed", String(on));
      return;
    }
    if (op === "restart-form") {
      const seedText = $(".dml-seed").value.trim(); // sent as text: Python reads it exactly (no float rounding)
      seedTouched = false;
      const kwargs = {};
      for (const s of root.querySelectorAll(".dml-choice")) kwargs[s.dataset.key] = JSON.parse(s.value);
      send("restart", [seedText === "" ? null : seedText], kwargs);
      return;
    }
    if (op === "predict-form") {
      send("commit_prediction", [$(".dml-predict-number").value]);
      return;
    }
    if (op === "why-form") {
      send("why_not", [$(".dml-why-input").value]);
      return;
    }
    if (op === "why_not") $(".dml-why-input").value = JSON.parse(target.dataset.args || "[]")[0] || "";
    send(op, target.dataset.args ? JSON.parse(target.dataset.args) : []);
  };
  const onToggle = (event) => {
    const r = event.target.closest && event.target.closest("[data-ruling]");
    if (!r || event.target !== r) return;
    if (r.open) openRulings.add(r.dataset.ruling);
    else openRulings.delete(r.dataset.ruling);
  };
  const onChange = (event) => {
    const t = event.target;
    if (t.classList.contains("dml-seat-mode")) send("set_seat", [parseInt(t.dataset.seat, 10), t.value]);
    else if (t.classList.contains("dml-view-as")) send("set_view", [t.value === "" ? null : parseInt(t.value, 10)]);
    else if (t.classList.contains("dml-predict-mode")) send("set_predict", [t.value === "off" ? null : t.value === "all" ? "all" : [t.value]]);
    else if (t.classList.contains("dml-log-round") || t.classList.contains("dml-log-seat")) {
      const r = $(".dml-log-round").value;
      const s = $(".dml-log-seat").value;
      send("filter_log", [r === "cursor" ? "cursor" : r === "all" ? null : parseInt(r, 10), s === "all" ? null : parseInt(s, 10)]);
    } else if (t.classList.contains("dml-history")) send("goto", [parseInt(t.value, 10)]);
  };
  let lastScrub = 0;
  const onInput = (event) => {
    const t = event.target;
    if (t.classList.contains("dml-seed")) seedTouched = true;
    if (!t.classList.contains("dml-history")) return;
    $(".dml-pos").textContent = `step ${Number(t.value) + 1} / ${Number(t.max) + 1}`;
    const now = Date.now();
    if (now - lastScrub > 80) {
      lastScrub = now;
      send("goto", [parseInt(t.value, 10)]);
    }
  };
  // The log: arrow keys, Home and End move the focus through its entries; Enter or Space goes there.
  const onLogKey = (event) => {
    const li = event.target.closest(".dml-log-list li");
    if (!li) return false;
    const items = [...li.parentElement.children];
    const at = items.indexOf(li);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1, PageDown: at + 10, PageUp: at - 10 }[event.key];
    if (to !== undefined) {
      const next = items[Math.max(0, Math.min(items.length - 1, to))];
      for (const x of items) x.tabIndex = x === next ? 0 : -1;
      next.focus();
      return true;
    }
    if (event.key === "Enter" || event.key === " ") {
      send("goto", JSON.parse(li.dataset.args));
      return true;
    }
    return false;
  };
  const onKey = (event) => {
    // Every key pressed inside the tutor stays in the tutor: JupyterLab's and Notebook's
    // one-key shortcuts (m, d d, b, a, arrows...) listen on the document, in the bubbling phase.
    event.stopPropagation();
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Escape") {
      toggleKeys(false);
      closeZoom();
      return;
    }
    if (event.target.matches("input, select, textarea")) return;
    if (onLogKey(event)) {
      event.preventDefault();
      return;
    }
    if (event.key === "?") {
      event.preventDefault();
      toggleKeys();
      return;
    }
    if (event.target.matches("summary") && (event.key === "Enter" || event.key === " ")) return;
    const ops = { ArrowRight: event.shiftKey ? "step_over" : "step", ArrowLeft: "back", ArrowUp: "step_out", ArrowDown: "run_to_decision" };
    const op = ops[event.key];
    if (!op) return;
    event.preventDefault();
    send(op);
  };
  const stopKey = (event) => event.stopPropagation();
  // Notebook 7 reads its shortcuts on the document in the capture phase, before the listeners
  // here can stop a key; Lumino leaves alone a key whose focused element carries
  // data-lm-suppress-shortcuts, so whatever has the focus in the tutor carries it meanwhile.
  const onFocusIn = (event) => event.target.setAttribute("data-lm-suppress-shortcuts", "true");
  const onFocusOut = (event) => event.target.removeAttribute("data-lm-suppress-shortcuts");
  const onWhyKey = (event) => {
    if (event.key === "Enter" && event.target.classList.contains("dml-predict-number")) {
      event.stopPropagation();
      send("commit_prediction", [event.target.value]);
      return;
    }
    if (event.key === "Enter" && event.target.classList.contains("dml-why-input")) {
      event.stopPropagation();
      send("why_not", [event.target.value]);
    }
  };
  root.addEventListener("click", onClick);
  root.addEventListener("toggle", onToggle, true);
  root.addEventListener("change", onChange);
  root.addEventListener("input", onInput);
  root.addEventListener("keydown", onKey);
  root.addEventListener("keyup", stopKey);
  root.addEventListener("keypress", stopKey);
  root.addEventListener("keydown", onWhyKey, true);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("focusout", onFocusOut);
  update();

  return () => {
    for (const t of traits) model.off(`change:${t}`, schedule);
    root.removeEventListener("click", onClick);
    root.removeEventListener("toggle", onToggle, true);
    root.removeEventListener("change", onChange);
    root.removeEventListener("input", onInput);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("keyup", stopKey);
    root.removeEventListener("keypress", stopKey);
    root.removeEventListener("keydown", onWhyKey, true);
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("keydown", onEsc);
    closeZoom();
  };
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

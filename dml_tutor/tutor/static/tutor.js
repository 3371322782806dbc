// dml-tutor front end: draws the traits the Python Tutor computes, sends operations back.
// Plain ES module for anywidget; no framework, no bundler, no game logic.
// Every control sends {op, args, kwargs}; Python runs the Tutor method of that name.

const esc = (v) =>
  String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
const attr = (v) => esc(JSON.stringify(v));

const PIPS = { 1: [5], 2: [1, 9], 3: [1, 5, 9], 4: [1, 3, 7, 9], 5: [1, 3, 5, 7, 9], 6: [1, 3, 4, 6, 7, 9] };
const ROLL_CLASS = { "Dabo!": "dabo", "Woot! Woot!": "woot", "Wyvern Eyes": "wyvern" };
const MODES = ["person", "random", "heuristic"];

function die(n, small) {
  let cells = "";
  for (let i = 1; i <= 9; i++) cells += `<i class="${PIPS[n].includes(i) ? "pip" : ""}"></i>`;
  return `<span class="dml-die${small ? " small" : ""}" title="${n}">${cells}</span>`;
}

function rollBadge(name) {
  return name ? `<span class="dml-roll ${ROLL_CLASS[name] || ""}">${esc(name)}</span>` : "";
}

function card(c) {
  if (!c) return "";
  const mod = c.mod ? `<sup class="mod ${c.mod > 0 ? "up" : "down"}">${c.mod > 0 ? "+" : ""}${c.mod}</sup>` : "";
  return `<span class="dml-card s-${esc(c.suit || "X")} k-${esc(c.kind)}" title="${esc(c.title)}">${esc(c.text)}${mod}</span>`;
}

function cards(list, emptyText = "empty") {
  if (list === null || list === undefined) return "";
  return list.length ? list.map(card).join("") : `<span class="dml-empty">${esc(emptyText)}</span>`;
}

function backs(n, title) {
  if (!n) return `<span class="dml-empty">none</span>`;
  const shown = Math.min(n, 6);
  let out = "";
  for (let i = 0; i < shown; i++) out += `<span class="dml-card back" title="${esc(title)}"></span>`;
  return `<span class="dml-backs">${out}</span><span class="dml-count">${n}</span>`;
}

function suitName(s, resource, symbol) {
  return `<span class="s-${esc(s)} dml-suit">${esc(symbol)} ${esc(resource)}</span>`;
}

const SYMBOL = { S: "♠", C: "♣", H: "♥", D: "♦" };

// Diagrams drawn in the browser when the kernel has no Graphviz (browser_render): viz.js comes
// as module text in the viz_module trait, imported once from a Blob URL (no relative URL, no CDN).
let vizReady = null;
async function renderDot(el, dot, moduleText) {
  el.dataset.dot = dot;
  try {
    if (!vizReady) {
      const url = URL.createObjectURL(new Blob([moduleText], { type: "text/javascript" }));
      vizReady = import(url)
        .then((viz) => viz.instance())
        .finally(() => URL.revokeObjectURL(url));
    }
    const viz = await vizReady;
    if (el.dataset.dot === dot) el.replaceChildren(viz.renderSVGElement(dot));
  } catch (e) {
    vizReady = null;
    if (el.dataset.dot === dot) el.innerHTML = `<pre class="dml-diagram-error">${esc(e)}</pre><pre>${esc(dot)}</pre>`;
  }
}

// ------------------------------------------------------------------ sections

function renderStep(v) {
  const s = v.step;
  const who = s.seat !== null && s.seat !== undefined ? `<span class="dml-seat-tag">seat ${s.seat}</span>` : "";
  const dice = s.dice
    ? `<div class="dml-dice">${die(s.dice.a)}${die(s.dice.b)}<span class="dml-total">= ${s.dice.total}</span>${rollBadge(
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
          (r) => `<details class="dml-ruling${r.cited ? " cited" : ""}">
            <summary title="${esc(r.title)}: ${esc(r.text)}">${esc(r.id)}</summary>
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

function renderDecision(v, options) {
  const d = v.decision;
  if (!d) return "";
  const who = `<b>seat ${d.seat}</b> <span class="dml-mode">${esc(d.mode)}</span>`;
  const head = d.live
    ? d.mode === "person"
      ? `Your choice, ${who}`
      : `Options of ${who} (Step lets the agent choose; a click here chooses for it)`
    : `Options ${who} had here`;
  const rules = d.rules.map((r) => `<code class="dml-rid" title="${esc(r.title)}">${esc(r.id)}</code>`).join(" ");
  let body;
  if (d.hidden) {
    body = `<p class="dml-note">${d.count} options, hidden while you view the table as seat ${v.view_as}.
      Choose <i>View as: everything</i> or seat ${d.seat} to see them.</p>`;
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
        <div class="dml-opts">${buttons}</div></details>`;
    }
    if (!d.live) {
      body =
        `<p class="dml-note">Chosen: <b>${esc(d.chosen || "")}</b>. Choosing differently here replays the game up to
        this point and rewrites everything after it.</p>` + body;
    }
  }
  return `<section class="dml-box dml-decision${d.live ? " live" : ""}">
    <div class="dml-decision-head">${head} <span class="dml-rules-inline">${rules}</span></div>
    ${body}
  </section>`;
}

function renderAttempt(v) {
  const a = v.attempt;
  if (!a) return "";
  const type = a.type
    ? `<div class="dml-buying">Target type ${suitName(a.type.suit, a.type.resource, a.type.symbol)}
        &middot; Primary Buying Resource ${suitName(a.type.primary.suit, a.type.primary.resource, SYMBOL[a.type.primary.suit])}
        &middot; Secondary ${suitName(a.type.secondary.suit, a.type.secondary.resource, SYMBOL[a.type.secondary.suit])}</div>`
    : "";
  const terms = a.terms
    .map(
      (t) =>
        `<tr><td>${esc(t.label)}</td><td class="num ${t.amount < 0 ? "neg" : "pos"}">${t.amount < 0 ? "−" : "+"}${Math.abs(
          t.amount,
        )}</td></tr>`,
    )
    .join("");
  const bids = [
    ["Active Player's Primary bids", a.bids.active_primary],
    ["Active Player's Secondary bids", a.bids.active_secondary],
    [`Seizer's bids${a.seizer != null ? ` (seat ${a.seizer})` : ""}`, a.bids.seizer_primary],
  ]
    .filter(([, l]) => l.length)
    .map(([n, l]) => `<div><span class="dml-label">${esc(n)}</span>${cards(l)}</div>`)
    .join("");
  const pct = Math.round(a.probability.value * 100);
  return `<section class="dml-box dml-attempt">
    <h4>Acquisition Attempt: seat ${a.seat} on ${esc(a.target_text)}</h4>
    ${type}
    ${a.declared.length ? `<div><span class="dml-label">Declared</span>${cards(a.declared)}</div>` : ""}
    ${bids}
    <table class="dml-tv"><tbody>${terms}</tbody>
      <tfoot><tr><td>Target Value</td><td class="num">${a.total}</td></tr></tfoot></table>
    <div class="dml-prob" title="Exact chance on two dice, re-rolling a failing Dabo! (R-10); Woot! Woot! always succeeds, Wyvern Eyes always fails">
      Chance to succeed <b>${esc(a.probability.fraction)}</b> = <b>${esc(a.probability.percent)}</b>
      <span class="dml-bar"><span style="width:${pct}%"></span></span>
    </div>
  </section>`;
}

function renderTable(v) {
  const t = v.table;
  const ev = t.event;
  const affected = ev.affected.length ? ` (hits ${ev.affected.map((s) => `seat ${s}`).join(", ")})` : "";
  const event = `<div class="dml-event">
      <div class="dml-event-card">${ev.card ? card(ev.card) : `<span class="dml-card back none" title="no card"></span>`}</div>
      <div><div><span class="dml-label">Active Event</span><b>${esc(ev.type)}</b>${ev.value ? `, V = ${ev.value}` : ""}
        <code class="dml-rid">${esc(ev.rule)}</code></div>
        <div class="dml-effect">Market: ${esc(ev.market_effect)}.</div>
        <div class="dml-effect">${
          ev.player_effect == null
            ? "Players: no Player Effects in Market Mayhem."
            : `Players: each affected player ${esc(ev.player_effect)}${esc(affected)}.`
        }</div></div>
    </div>`;
  const stocks = t.stocks
    .map(
      (s) => `<div class="dml-stock">
        <div class="dml-stock-head s-${s.suit}">${esc(s.symbol)} ${esc(s.resource)}</div>
        <div class="dml-stock-sub">bought with <span class="s-${s.bought_with_suit}">${SYMBOL[s.bought_with_suit]} ${esc(
          s.bought_with,
        )}</span></div>
        <div class="dml-stock-cards">${cards(s.cards, "empty")}</div></div>`,
    )
    .join("");
  const bms = t.black_markets.length
    ? t.black_markets
        .map((b) => `<span class="dml-pile" title="Black Market ${b.id}: ${b.count} face-down cards">#${b.id} ${backs(b.count, "face down")}</span>`)
        .join("")
    : `<span class="dml-empty">none</span>`;
  const pending = Object.entries(t.pending)
    .map(([k, p]) => `<span class="dml-pile"><span class="dml-label">${k === "drawn" ? "Drawn" : "Set aside"}</span>${p.cards ? cards(p.cards) : backs(p.count, "")}</span>`)
    .join("");
  const stack = v.stack.length
    ? `<div class="dml-stack"><span class="dml-label">Character Power Stack (top last)</span>${v.stack
        .map(
          (s) =>
            `<span class="dml-stack-item">${card(s.card)}<small>${
              s.kind === "resolving" ? "resolving" : `seat ${s.seat} · ${s.kind === "power" ? "Ultimate Power" : "Emblem"}`
            }</small></span>`,
        )
        .join("<span class=dml-arrow>→</span>")}</div>`
    : "";
  return `<section class="dml-box dml-table">
    ${event}
    <div class="dml-stocks">${stocks}</div>
    <div class="dml-piles">
      ${t.full ? `<span class="dml-pile"><span class="dml-label">Black Markets</span>${bms}</span>` : ""}
      ${
        t.full
          ? `<span class="dml-pile"><span class="dml-label">Dragon's Hoard</span>${t.hoard.top ? card(t.hoard.top) : ""}<span class="dml-count">${t.hoard.count}</span></span>
             <span class="dml-pile"><span class="dml-label">Dragon's Nest</span><span class="dml-egg" title="Dragon Eggs in the Nest"></span><span class="dml-count">${t.nest}</span></span>`
          : ""
      }
      <span class="dml-pile"><span class="dml-label">Exile</span><span class="dml-count">${t.exile}</span></span>
      <span class="dml-pile"><span class="dml-label">Event Deck</span><span class="dml-count">${t.deck}</span></span>
      ${pending}
    </div>
    ${stack}
  </section>`;
}

function renderSeats(v) {
  const seats = v.seats
    .map((s) => {
      const badges = [
        s.dealer ? `<span class="dml-badge dealer" title="Initiative Badge: this seat is the Dealer">Initiative Badge</span>` : "",
        s.active ? `<span class="dml-badge active">Active Player</span>` : "",
        s.deciding ? `<span class="dml-badge deciding">deciding</span>` : "",
        s.affected ? `<span class="dml-badge affected" title="The Event's Player Effect applies">Event hits</span>` : "",
      ].join("");
      const select = `<select class="dml-seat-mode" data-seat="${s.seat}" title="Who decides for seat ${s.seat}">${MODES.map(
        (m) => `<option value="${m}"${m === s.mode ? " selected" : ""}>${m}</option>`,
      ).join("")}</select>`;
      const king = s.king.card
        ? card(s.king.card) + (s.king.revealed ? "" : `<span class="dml-secret" title="Only seat ${s.seat} knows this card">secret</span>`)
        : s.king.count
          ? `<span class="dml-card back" title="Merchant King: face down until revealed"></span>`
          : `<span class="dml-empty">not dealt yet</span>`;
      const treasury =
        s.treasury.cards != null ? cards(s.treasury.cards, "empty") : backs(s.treasury.count, "hidden Treasury card");
      const seize = s.seize
        ? `<div><span class="dml-label">Seize card</span>${s.seize.cards ? cards(s.seize.cards) : backs(1, "face down")}</div>`
        : "";
      const score = s.score
        ? `<div class="dml-score"><b>${s.score.total} VP</b><div>${s.score.lines.map(esc).join("<br>")}</div></div>`
        : "";
      return `<div class="dml-seat${s.deciding ? " deciding" : ""}${s.active ? " active" : ""}">
        <div class="dml-seat-head"><b>Seat ${s.seat}</b> ${select} ${badges}</div>
        <div class="dml-seat-row"><span class="dml-label">Merchant King</span>${king}</div>
        <div class="dml-seat-row"><span class="dml-label">Court</span>${cards(s.court, "no Emblems")}</div>
        <div class="dml-seat-row"><span class="dml-label">Treasury (${s.treasury.count})</span>${treasury}</div>
        ${seize}${score}
      </div>`;
    })
    .join("");
  return `<section class="dml-seats" style="--dml-seat-cols: ${v.seats.length === 3 ? 3 : 2}">${seats}</section>`;
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

function renderLog(log, cursor) {
  return log
    .map((e) => {
      const dice = e.dice ? `${die(e.dice[0], true)}${die(e.dice[1], true)}${rollBadge(e.roll)}` : "";
      const pad = Math.max(0, e.depth - 3) * 8;
      return `<li class="k-${e.kind}${e.i === cursor ? " current" : ""}" data-op="goto" data-args="${attr([e.i])}"
        style="padding-left:${pad + 6}px"><span class="dml-idx">${e.i}</span>${
          e.seat != null ? `<span class="dml-seat-tag">s${e.seat}</span>` : ""
        }${dice}<span class="dml-log-text">${esc(e.text)}</span></li>`;
    })
    .join("");
}

// ------------------------------------------------------------------ widget

function render({ model, el }) {
  el.classList.add("dml-tutor-host");
  const root = document.createElement("div");
  root.className = "dml-tutor";
  root.tabIndex = 0;
  root.innerHTML = `
    <header class="dml-head">
      <div class="dml-title"><span class="dml-logo">DML</span> Dragon's Money Laundering <span class="dml-sub"></span></div>
      <div class="dml-status"></div>
    </header>
    <div class="dml-controls">
      <div class="dml-nav">
        <button data-op="back" title="One step back (←)">◀ Back</button>
        <button data-op="step" class="primary" title="Next step; plays on at the end of the history (→)">Step ▶</button>
        <button data-op="step_over" title="Skip the sub-sequences this step starts (Shift+→)">Step over ⤼</button>
        <button data-op="step_out" title="Finish the current sequence">Step out ⤴</button>
        <button data-op="run_to_decision" title="Run until a person must decide">Run to decision ⇥</button>
        <button data-op="forward" title="Redo: one step forward in the recorded history">Forward ▷</button>
      </div>
      <div class="dml-slider"><input type="range" min="0" max="0" value="0" class="dml-history" title="History">
        <span class="dml-pos"></span></div>
      <div class="dml-settings">
        <label>View as <select class="dml-view-as"></select></label>
        <span class="dml-restart">
          <label>seed <input type="number" class="dml-seed" step="1"></label>
          <select class="dml-players"><option value="3">3 players</option><option value="4">4 players</option></select>
          <select class="dml-mode-sel"><option value="full">full game</option><option value="quickstart">Market Mayhem</option></select>
          <button data-op="restart-form" title="Start a new game with this seed">Restart</button>
        </span>
      </div>
    </div>
    <div class="dml-error" hidden></div>
    <nav class="dml-crumbs"></nav>
    <div class="dml-main">
      <div class="dml-left">
        <div class="dml-step-slot"></div>
        <div class="dml-decision-slot"></div>
        <div class="dml-why" hidden>
          <label>Why not…? <input type="text" class="dml-why-input" placeholder="e.g. bid 5♠ (Iron, primary)"></label>
          <button data-op="why-form">Ask</button>
          <div class="dml-why-answer"></div>
        </div>
        <div class="dml-attempt-slot"></div>
        <div class="dml-table-slot"></div>
        <div class="dml-seats-slot"></div>
      </div>
      <div class="dml-right">
        <section class="dml-box dml-diagram"><h4>Where we are in the rulebook</h4>
          <div class="dml-seq" title="Click to zoom in or out"></div></section>
        <section class="dml-box dml-diagram"><h4>Wheel of Profit</h4><div class="dml-wheel"></div></section>
        <section class="dml-box dml-log">
          <h4>Log <select class="dml-log-round" title="Which Round"></select>
            <select class="dml-log-seat" title="Which seat"></select> <span class="dml-log-info"></span></h4>
          <ol class="dml-log-list"></ol>
        </section>
      </div>
    </div>`;
  el.appendChild(root);
  const $ = (sel) => root.querySelector(sel);

  const send = (op, args = [], kwargs = {}) => model.send({ op, args, kwargs });
  let lastSeq = null;
  let lastWheel = null;
  let seedTouched = false;

  function update() {
    const v = model.get("view") || {};
    if (!v.step) return;
    const cursor = model.get("cursor");
    const length = model.get("length");
    const g = v.game;

    $(".dml-sub").textContent = `${g.mode_name} · ${g.players} players · seed ${g.seed}${g.position ? " · from a position" : ""}`;
    const status = $(".dml-status");
    status.textContent = v.status + (g.result ? ` ${g.result.text}` : "");
    status.classList.toggle("waiting", v.nav.waiting !== null && v.nav.waiting !== undefined);

    const err = model.get("error");
    const errEl = $(".dml-error");
    errEl.hidden = !err;
    errEl.textContent = err || "";

    // controls
    root.querySelector('[data-op="back"]').disabled = !v.nav.can_back;
    root.querySelector('[data-op="forward"]').disabled = !v.nav.can_forward;
    for (const op of ["step", "step_over", "step_out", "run_to_decision"])
      root.querySelector(`[data-op="${op}"]`).disabled = !v.nav.can_step;
    const slider = $(".dml-history");
    slider.max = String(Math.max(0, length - 1));
    if (!slider.matches(":active")) slider.value = String(cursor);
    $(".dml-pos").textContent = `${cursor} / ${length - 1}`;
    if (!seedTouched) $(".dml-seed").value = String(g.seed);
    $(".dml-players").value = String(g.players);
    $(".dml-mode-sel").value = g.mode;
    const viewAs = $(".dml-view-as");
    const va = model.get("view_as");
    viewAs.innerHTML =
      `<option value="">everything</option>` +
      Array.from({ length: g.players }, (_, s) => `<option value="${s}">seat ${s}</option>`).join("");
    viewAs.value = va === null || va === undefined ? "" : String(va);

    $(".dml-crumbs").innerHTML = renderCrumbs(v);
    $(".dml-step-slot").innerHTML = renderStep(v);
    $(".dml-decision-slot").innerHTML = renderDecision(v, model.get("decisions") || []);
    const why = $(".dml-why");
    why.hidden = !v.decision || v.decision.hidden;
    const ans = model.get("why") || {};
    $(".dml-why-answer").innerHTML = ans.answer
      ? `<span class="${ans.legal ? "ok" : "no"}">${esc(ans.query)}: ${esc(ans.answer)}</span>`
      : "";
    $(".dml-attempt-slot").innerHTML = renderAttempt(v);
    $(".dml-table-slot").innerHTML = renderTable(v);
    $(".dml-seats-slot").innerHTML = renderSeats(v);

    const inBrowser = model.get("browser_render");
    const seq = inBrowser ? model.get("sequence_dot") : model.get("sequence_svg");
    if (seq !== lastSeq) {
      if (inBrowser) renderDot($(".dml-seq"), seq, model.get("viz_module"));
      else $(".dml-seq").innerHTML = seq;
      lastSeq = seq;
    }
    const wheel = inBrowser ? model.get("wheel_dot") : model.get("wheel_svg");
    if (wheel !== lastWheel) {
      if (inBrowser) renderDot($(".dml-wheel"), wheel, model.get("viz_module"));
      else $(".dml-wheel").innerHTML = wheel;
      lastWheel = wheel;
    }

    // log
    const f = model.get("log_filter") || {};
    const rounds = [`<option value="cursor">this Round</option>`, `<option value="all">all Rounds</option>`, `<option value="0">Setup</option>`];
    for (let r = 1; r <= (f.rounds || 0); r++) rounds.push(`<option value="${r}">Round ${r}</option>`);
    const lr = $(".dml-log-round");
    lr.innerHTML = rounds.join("");
    lr.value = f.round === null || f.round === undefined ? "all" : String(f.round);
    const ls = $(".dml-log-seat");
    ls.innerHTML =
      `<option value="all">all seats</option>` +
      Array.from({ length: g.players }, (_, s) => `<option value="${s}">seat ${s}</option>`).join("");
    ls.value = f.seat === null || f.seat === undefined ? "all" : String(f.seat);
    $(".dml-log-info").textContent =
      f.total > f.shown ? `${f.shown} of ${f.total} (from #${f.first + 1})` : `${f.total} entries`;
    const list = $(".dml-log-list");
    list.innerHTML = renderLog(model.get("log") || [], cursor);
    const cur = list.querySelector("li.current");
    if (cur) {
      const top = cur.offsetTop;
      if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - cur.offsetHeight)
        list.scrollTop = Math.max(0, top - list.clientHeight / 2);
    }
  }

  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      update();
    });
  };
  const traits = ["view", "sequence_svg", "wheel_svg", "sequence_dot", "wheel_dot", "browser_render", "log", "log_filter", "decisions", "cursor", "length", "seats", "view_as", "error", "why"];
  for (const t of traits) model.on(`change:${t}`, schedule);

  const onClick = (event) => {
    const seq = event.target.closest(".dml-seq");
    if (seq) {
      seq.classList.toggle("natural");
      return;
    }
    const target = event.target.closest("[data-op]");
    if (!target || !root.contains(target)) return;
    const op = target.dataset.op;
    if (op === "restart-form") {
      const seed = parseInt($(".dml-seed").value, 10);
      seedTouched = false;
      send("restart", [Number.isFinite(seed) ? seed : null], {
        players: parseInt($(".dml-players").value, 10),
        mode: $(".dml-mode-sel").value,
      });
      return;
    }
    if (op === "why-form") {
      send("why_not", [$(".dml-why-input").value]);
      return;
    }
    if (op === "why_not") $(".dml-why-input").value = JSON.parse(target.dataset.args || "[]")[0] || "";
    send(op, target.dataset.args ? JSON.parse(target.dataset.args) : []);
  };
  const onChange = (event) => {
    const t = event.target;
    if (t.classList.contains("dml-seat-mode")) send("set_seat", [parseInt(t.dataset.seat, 10), t.value]);
    else if (t.classList.contains("dml-view-as")) send("set_view", [t.value === "" ? null : parseInt(t.value, 10)]);
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
    $(".dml-pos").textContent = `${t.value} / ${t.max}`;
    const now = Date.now();
    if (now - lastScrub > 80) {
      lastScrub = now;
      send("goto", [parseInt(t.value, 10)]);
    }
  };
  const onKey = (event) => {
    if (event.target.matches("input, select, textarea")) return;
    const keys = { ArrowRight: event.shiftKey ? "step_over" : "step", ArrowLeft: "back", ArrowUp: "step_out", ArrowDown: "run_to_decision" };
    const op = keys[event.key];
    if (!op) return;
    event.preventDefault();
    event.stopPropagation();
    send(op);
  };
  const onWhyKey = (event) => {
    if (event.key === "Enter" && event.target.classList.contains("dml-why-input")) {
      event.stopPropagation();
      send("why_not", [event.target.value]);
    }
  };
  root.addEventListener("click", onClick);
  root.addEventListener("change", onChange);
  root.addEventListener("input", onInput);
  root.addEventListener("keydown", onKey);
  root.addEventListener("keydown", onWhyKey, true);
  update();

  return () => {
    for (const t of traits) model.off(`change:${t}`, schedule);
    root.removeEventListener("click", onClick);
    root.removeEventListener("change", onChange);
    root.removeEventListener("input", onInput);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("keydown", onWhyKey, true);
  };
}

export default { render };

// Dragon's Money Laundering's panel: the Acquisition Attempt, the table and the seats.
// Draws the JSON of panel.py (view.attempt, view.table, view.stack,
// view.seats; see docs/widget.md). No game logic: every word and number comes from Python.
// Appended by the shell to its module inside a block: registerPanel is the shell's.

// The shell's helpers (esc, seatCard), as render was last given them: each part below is a
// function of its own, not one closure. The words are the view's (view.words, by message id, in
// the reader's language); a value a word takes is filled in by html(id, {name: html}).
let ctx = null;
let WORDS = {};
const esc = (s) => ctx.esc(s);
const fill = (text, args) => text.replace(/\{(\w+)\}/g, (m, k) => (k in args ? String(args[k]) : m));
const word = (id) => String(WORDS[id] ?? id);
const w = (id) => esc(word(id));
// A word with HTML in its values: the word escaped, then each {name} filled in.
const html = (id, args) => fill(w(id), args);

function card(c) {
  if (!c) return "";
  const mod = c.mod ? `<sup class="mod ${c.mod > 0 ? "up" : "down"}">${c.mod > 0 ? "+" : ""}${esc(c.mod)}</sup>` : "";
  return `<span class="dml-card s-${esc(c.suit || "X")} k-${esc(c.kind)}" title="${esc(c.title)}">${esc(c.text)}${mod}</span>`;
}

function cards(list, emptyText = word("panel-empty")) {
  if (list === null || list === undefined) return "";
  return list.length ? list.map(card).join("") : `<span class="dml-empty">${esc(emptyText)}</span>`;
}

function backs(n, title) {
  if (!n) return `<span class="dml-empty">${w("panel-none")}</span>`;
  const shown = Math.min(n, 6);
  let out = "";
  for (let i = 0; i < shown; i++) out += `<span class="dml-card back" title="${esc(title)}"></span>`;
  return `<span class="dml-backs">${out}</span><span class="dml-count">${esc(n)}</span>`;
}

function resource(r) {
  return `<span class="s-${esc(r.suit)} dml-suit">${esc(r.symbol)} ${esc(r.resource)}</span>`;
}

function attempt(v) {
  const a = v.attempt;
  if (!a) return "";
  const type = a.type
    ? `<div class="dml-buying">${w("panel-target-type")} ${resource(a.type)}
        &middot; ${w("panel-primary-buying")} ${resource(a.type.primary)}
        &middot; ${w("panel-secondary")} ${resource(a.type.secondary)}</div>`
    : "";
  const terms = a.terms
    .map(
      (t) =>
        `<tr><td>${esc(t.label)}</td><td class="num ${t.amount < 0 ? "neg" : "pos"}">${t.amount < 0 ? "−" : "+"}${Math.abs(
          t.amount,
        )}</td></tr>`,
    )
    .join("");
  const bids = ["active_primary", "active_secondary", "seizer_primary"]
    .filter((k) => a.bids[k].length)
    .map((k) => `<div><span class="dml-label">${esc(a.bid_labels[k])}</span>${cards(a.bids[k])}</div>`)
    .join("");
  const pct = Math.round(a.probability.value * 100);
  return `<section class="dml-box dml-attempt">
    <h2>${esc(a.title)}</h2>
    ${type}
    ${a.declared.length ? `<div><span class="dml-label">${w("panel-declared")}</span>${cards(a.declared)}</div>` : ""}
    ${bids}
    <table class="dml-tv"><tbody>${terms}</tbody>
      <tfoot><tr><td>${w("panel-target-value")}</td><td class="num">${esc(a.total)}</td></tr></tfoot></table>
    <div class="dml-prob" title="${w("panel-chance-tip")}">
      ${html("panel-chance", { fraction: `<b>${esc(a.probability.fraction)}</b>`, percent: `<b>${esc(a.probability.percent)}</b>` })}
      <span class="dml-bar"><span style="width:${pct}%"></span></span>
    </div>
  </section>`;
}

function table(v) {
  const t = v.table;
  const ev = t.event;
  const event = ev.none
    ? `<div class="dml-event none"><div class="dml-event-card"><span class="dml-card back none" title="${w("panel-no-card")}"></span></div>
        <div><span class="dml-label">${w("panel-active-event")}</span><span class="dml-effect">${esc(ev.none)}</span></div></div>`
    : `<div class="dml-event">
      <div class="dml-event-card">${ev.card ? card(ev.card) : `<span class="dml-card back none" title="${w("panel-no-card")}"></span>`}</div>
      <div><div><span class="dml-label">${w("panel-active-event")}</span><b>${esc(ev.name)}</b>${esc(ev.value_text)}
        <code class="dml-rid">${esc(ev.rule)}</code></div>
        <div class="dml-effect">${esc(ev.market_text)}</div>
        <div class="dml-effect">${esc(ev.players_text)}</div></div>
    </div>`;
  const stocks = t.stocks
    .map(
      (s) => `<div class="dml-stock">
        <div class="dml-stock-head s-${esc(s.suit)}">${esc(s.symbol)} ${esc(s.resource)}</div>
        <div class="dml-stock-sub">${w("panel-bought-with")} <span class="s-${esc(s.bought_with_suit)}">${esc(s.bought_with_symbol)} ${esc(
          s.bought_with,
        )}</span></div>
        <div class="dml-stock-cards">${cards(s.cards)}</div></div>`,
    )
    .join("");
  const bms = t.black_markets.length
    ? t.black_markets
        .map((b) => `<span class="dml-pile" title="${esc(b.title)}">#${esc(b.id)} ${backs(b.count, word("panel-face-down"))}</span>`)
        .join("")
    : `<span class="dml-empty">${w("panel-none")}</span>`;
  const pending = Object.entries(t.pending)
    .map(([, p]) => `<span class="dml-pile"><span class="dml-label">${esc(p.label)}</span>${p.cards ? cards(p.cards) : backs(p.count, "")}</span>`)
    .join("");
  const stack = v.stack.length
    ? `<div class="dml-stack"><span class="dml-label">${w("panel-stack")}</span>${v.stack
        .map((s) => `<span class="dml-stack-item">${card(s.card)}<small>${esc(s.text)}</small></span>`)
        .join("<span class=dml-arrow>→</span>")}</div>`
    : "";
  return `<section class="dml-box dml-table">
    ${event}
    <div class="dml-stocks">${stocks}</div>
    <div class="dml-piles">
      ${t.full ? `<span class="dml-pile"><span class="dml-label">${w("panel-black-markets")}</span>${bms}</span>` : ""}
      ${
        t.full
          ? `<span class="dml-pile"><span class="dml-label">${w("panel-hoard")}</span>${t.hoard.top ? card(t.hoard.top) : ""}<span class="dml-count">${esc(t.hoard.count)}</span></span>
             <span class="dml-pile"><span class="dml-label">${w("panel-nest")}</span><span class="dml-egg" title="${w("panel-nest-tip")}"></span><span class="dml-count">${esc(t.nest)}</span></span>`
          : ""
      }
      <span class="dml-pile"><span class="dml-label">${w("panel-exile")}</span><span class="dml-count">${esc(t.exile)}</span></span>
      <span class="dml-pile"><span class="dml-label">${w("panel-event-deck")}</span><span class="dml-count">${esc(t.deck)}</span></span>
      ${pending}
    </div>
    ${stack}
  </section>`;
}

function seats(v) {
  const all = v.seats
    .map((s) => {
      const badges = [
        s.dealer ? `<span class="dml-badge dealer" title="${w("panel-badge-dealer-tip")}">${w("panel-badge-dealer")}</span>` : "",
        s.active ? `<span class="dml-badge active">${w("panel-badge-active")}</span>` : "",
        s.affected ? `<span class="dml-badge affected" title="${w("panel-badge-affected-tip")}">${w("panel-badge-affected")}</span>` : "",
      ].join("");
      const king = s.king.card
        ? card(s.king.card) + (s.king.revealed ? "" : `<span class="dml-secret" title="${esc(s.king.secret_tip)}">${w("panel-secret")}</span>`)
        : s.king.count
          ? `<span class="dml-card back" title="${w("panel-king-tip")}"></span>`
          : `<span class="dml-empty">${w("panel-not-dealt")}</span>`;
      const treasury =
        s.treasury.cards != null ? cards(s.treasury.cards) : backs(s.treasury.count, word("panel-treasury-tip"));
      const seize = s.seize
        ? `<div><span class="dml-label">${w("panel-seize-card")}</span>${s.seize.cards ? cards(s.seize.cards) : backs(1, word("panel-face-down"))}</div>`
        : "";
      const score = s.score
        ? `<div class="dml-score"><b>${esc(s.score.text)}</b><div>${s.score.lines.map(esc).join("<br>")}</div></div>`
        : "";
      return ctx.seatCard(s, {
        name: s.name,
        badges: ` ${badges}`,
        body: `<div class="dml-seat-row"><span class="dml-label">${w("panel-merchant-king")}</span>${king}</div>
        <div class="dml-seat-row"><span class="dml-label">${w("panel-court")}</span>${cards(s.court, word("panel-no-emblems"))}</div>
        <div class="dml-seat-row"><span class="dml-label">${esc(s.treasury.label)}</span>${treasury}</div>
        ${seize}${score}`,
      });
    })
    .join("");
  return `<section class="dml-seats" style="--dml-seat-cols: ${v.seats.length === 3 ? 3 : 2}">${all}</section>`;
}


registerPanel("dml", {
  render(el, v, shell) {
    ctx = shell;
    WORDS = v.words || {};
    el.innerHTML = attempt(v) + table(v) + seats(v);
  },
});

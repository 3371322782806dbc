// Dragon's Money Laundering's panel: the Acquisition Attempt, the table and the seats.
// Draws the JSON of panel.py (view.attempt, view.table, view.stack,
// view.seats; see docs/widget.md). No game logic: every word and number comes from Python.
// Appended by the shell to its module inside a block: registerPanel is the shell's.

// The shell's helpers (esc, seatCard), as render was last given them: each part below is a
// function of its own, not one closure.
let ctx = null;
const esc = (s) => ctx.esc(s);

function card(c) {
  if (!c) return "";
  const mod = c.mod ? `<sup class="mod ${c.mod > 0 ? "up" : "down"}">${c.mod > 0 ? "+" : ""}${esc(c.mod)}</sup>` : "";
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
  return `<span class="dml-backs">${out}</span><span class="dml-count">${esc(n)}</span>`;
}

function resource(r) {
  return `<span class="s-${esc(r.suit)} dml-suit">${esc(r.symbol)} ${esc(r.resource)}</span>`;
}

function attempt(v) {
  const a = v.attempt;
  if (!a) return "";
  const type = a.type
    ? `<div class="dml-buying">Target type ${resource(a.type)}
        &middot; Primary Buying Resource ${resource(a.type.primary)}
        &middot; Secondary ${resource(a.type.secondary)}</div>`
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
    [`Seizer's bids${a.seizer != null ? ` (seat ${esc(a.seizer)})` : ""}`, a.bids.seizer_primary],
  ]
    .filter(([, l]) => l.length)
    .map(([n, l]) => `<div><span class="dml-label">${n}</span>${cards(l)}</div>`)
    .join("");
  const pct = Math.round(a.probability.value * 100);
  return `<section class="dml-box dml-attempt">
    <h2>Acquisition Attempt: seat ${esc(a.seat)} on ${esc(a.target_text)}</h2>
    ${type}
    ${a.declared.length ? `<div><span class="dml-label">Declared</span>${cards(a.declared)}</div>` : ""}
    ${bids}
    <table class="dml-tv"><tbody>${terms}</tbody>
      <tfoot><tr><td>Target Value</td><td class="num">${esc(a.total)}</td></tr></tfoot></table>
    <div class="dml-prob" title="Exact chance on two dice, re-rolling a failing Dabo! (R-10); Woot! Woot! always succeeds, Wyvern Eyes always fails">
      Chance to succeed <b>${esc(a.probability.fraction)}</b> = <b>${esc(a.probability.percent)}</b>
      <span class="dml-bar"><span style="width:${pct}%"></span></span>
    </div>
  </section>`;
}

function table(v) {
  const t = v.table;
  const ev = t.event;
  const event = ev.none
    ? `<div class="dml-event none"><div class="dml-event-card"><span class="dml-card back none" title="no card"></span></div>
        <div><span class="dml-label">Active Event</span><span class="dml-effect">${esc(ev.none)}</span></div></div>`
    : `<div class="dml-event">
      <div class="dml-event-card">${ev.card ? card(ev.card) : `<span class="dml-card back none" title="no card"></span>`}</div>
      <div><div><span class="dml-label">Active Event</span><b>${esc(ev.type)}</b>${ev.value ? `, V = ${esc(ev.value)}` : ""}
        <code class="dml-rid">${esc(ev.rule)}</code></div>
        <div class="dml-effect">${esc(ev.market_text)}</div>
        <div class="dml-effect">${esc(ev.players_text)}</div></div>
    </div>`;
  const stocks = t.stocks
    .map(
      (s) => `<div class="dml-stock">
        <div class="dml-stock-head s-${esc(s.suit)}">${esc(s.symbol)} ${esc(s.resource)}</div>
        <div class="dml-stock-sub">bought with <span class="s-${esc(s.bought_with_suit)}">${esc(s.bought_with_symbol)} ${esc(
          s.bought_with,
        )}</span></div>
        <div class="dml-stock-cards">${cards(s.cards, "empty")}</div></div>`,
    )
    .join("");
  const bms = t.black_markets.length
    ? t.black_markets
        .map((b) => `<span class="dml-pile" title="Black Market ${esc(b.id)}: ${esc(b.count)} face-down cards">#${esc(b.id)} ${backs(b.count, "face down")}</span>`)
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
              s.kind === "resolving" ? "resolving" : `seat ${esc(s.seat)} · ${s.kind === "power" ? "Ultimate Power" : "Emblem"}`
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
          ? `<span class="dml-pile"><span class="dml-label">Dragon's Hoard</span>${t.hoard.top ? card(t.hoard.top) : ""}<span class="dml-count">${esc(t.hoard.count)}</span></span>
             <span class="dml-pile"><span class="dml-label">Dragon's Nest</span><span class="dml-egg" title="Dragon Eggs in the Nest"></span><span class="dml-count">${esc(t.nest)}</span></span>`
          : ""
      }
      <span class="dml-pile"><span class="dml-label">Exile</span><span class="dml-count">${esc(t.exile)}</span></span>
      <span class="dml-pile"><span class="dml-label">Event Deck</span><span class="dml-count">${esc(t.deck)}</span></span>
      ${pending}
    </div>
    ${stack}
  </section>`;
}

function seats(v) {
  const all = v.seats
    .map((s) => {
      const badges = [
        s.dealer ? `<span class="dml-badge dealer" title="Initiative Badge: this seat is the Dealer">Initiative Badge</span>` : "",
        s.active ? `<span class="dml-badge active">Active Player</span>` : "",
        s.affected ? `<span class="dml-badge affected" title="The Event's Player Effect applies">Event hits</span>` : "",
      ].join("");
      const king = s.king.card
        ? card(s.king.card) + (s.king.revealed ? "" : `<span class="dml-secret" title="Only seat ${esc(s.seat)} knows this card">secret</span>`)
        : s.king.count
          ? `<span class="dml-card back" title="Merchant King: face down until revealed"></span>`
          : `<span class="dml-empty">not dealt yet</span>`;
      const treasury =
        s.treasury.cards != null ? cards(s.treasury.cards, "empty") : backs(s.treasury.count, "hidden Treasury card");
      const seize = s.seize
        ? `<div><span class="dml-label">Seize card</span>${s.seize.cards ? cards(s.seize.cards) : backs(1, "face down")}</div>`
        : "";
      const score = s.score
        ? `<div class="dml-score"><b>${esc(s.score.total)} VP</b><div>${s.score.lines.map(esc).join("<br>")}</div></div>`
        : "";
      return ctx.seatCard(s, {
        name: `Seat ${s.seat}`,
        badges: ` ${badges}`,
        body: `<div class="dml-seat-row"><span class="dml-label">Merchant King</span>${king}</div>
        <div class="dml-seat-row"><span class="dml-label">Court</span>${cards(s.court, "no Emblems")}</div>
        <div class="dml-seat-row"><span class="dml-label">Treasury (${esc(s.treasury.count)})</span>${treasury}</div>
        ${seize}${score}`,
      });
    })
    .join("");
  return `<section class="dml-seats" style="--dml-seat-cols: ${v.seats.length === 3 ? 3 : 2}">${all}</section>`;
}


registerPanel("dml", {
  render(el, v, shell) {
    ctx = shell;
    el.innerHTML = attempt(v) + table(v) + seats(v);
  },
});

// MERC's panel: the sectors (units, control, value), the base, the Dictator card and the
// Dictator's Tactics, and the two sides. Draws the JSON of panel.py
// (view.merc, view.seats; see docs/widget.md). No game logic: every word and number comes
// from Python. Appended by the shell to its module inside a block: registerPanel is the shell's.

registerPanel("merc", {
  render(el, v, ctx) {
    const esc = ctx.esc;
    const m = v.merc;
    if (!m) {
      el.innerHTML = "";
      return;
    }
    const units = (n, side) => `<span class="merc-units merc-${side}" title="${esc(n)} unit${n === 1 ? "" : "s"}">${esc(n)}</span>`;
    const rows = m.sectors
      .map((s) => {
        const marks = [
          s.base ? `<span class="dml-badge merc-base" title="the Dictator's base">base</span>` : "",
          s.card
            ? `<span class="dml-badge merc-card${s.card.dead ? " dead" : s.card.protected ? " protected" : ""}" title="${
                s.card.dead
                  ? "killed"
                  : s.card.protected
                    ? "protected: other Dictator units stand here"
                    : "exposed: no other Dictator unit here"
              }">Dictator card ${s.card.dead ? "killed" : `&#9829;${esc(s.card.health)}`}</span>`
            : "",
        ].join(" ");
        return `<tr class="merc-sector merc-${esc(s.control || "neutral")}">
          <th scope="row">${esc(s.name)} ${marks}</th>
          <td class="num">${esc(s.value)}</td>
          <td class="num">${units(s.dictator, "dictator")}</td>
          <td class="num">${units(s.rebels, "rebels")}</td>
          <td class="merc-control">${esc(s.control_text)}</td>
        </tr>`;
      })
      .join("");
    const t = m.tactics;
    const tactics = `<span class="merc-tactics${t.exhausted ? " exhausted" : ""}">hand ${esc(t.hand)} &middot; deck ${esc(
      t.deck,
    )}${t.played ? " &middot; played this turn" : ""}${t.exhausted ? " &middot; exhausted" : ""}</span>`;
    const seats = (v.seats || [])
      .map((s) => ctx.seatCard(s, { body: `<div class="merc-seat-value">controls sector value <b>${esc(s.value)}</b></div>` }))
      .join("");
    el.innerHTML = `<section class="dml-box merc-table">
        <h2>Day ${esc(m.day)} &middot; ${esc(m.turn)}</h2>
        <table class="merc-sectors">
          <thead><tr><th scope="col">sector</th><th scope="col">value</th><th scope="col">Dictator</th><th scope="col">Rebels</th><th scope="col">control</th></tr></thead>
          <tbody>${rows}</tbody>
          <tfoot><tr><th colspan="5">${esc(m.value_text)}</th></tr></tfoot>
        </table>
        <div class="merc-facts">
          <div><span class="dml-label">Base</span> ${esc(m.base)}</div>
          <div><span class="dml-label">Dictator card</span> ${esc(m.card)}</div>
          <div><span class="dml-label">Tactics</span> ${tactics}</div>
        </div>
      </section>
      <section class="dml-seats">${seats}</section>`;
  },
});

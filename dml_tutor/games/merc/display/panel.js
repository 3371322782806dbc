// MERC's panel: the sectors (units, control, value), the base, the Dictator card and the
// Dictator's Tactics, and the two sides. Draws the JSON of panel.py
// (view.merc, view.seats; see docs/widget.md). No game logic: every word and number comes
// from Python, in the reader's language (view.merc.words: the words shown as they are, by
// message id). Appended by the shell to its module inside a block: registerPanel is the shell's.

registerPanel("merc", {
  render(el, v, ctx) {
    const esc = ctx.esc;
    const m = v.merc;
    if (!m) {
      el.innerHTML = "";
      return;
    }
    const w = (id) => esc((m.words || {})[id] ?? id);
    const units = (n, text, side) => `<span class="merc-units merc-${side}" title="${esc(text)}">${esc(n)}</span>`;
    const rows = m.sectors
      .map((s) => {
        const marks = [
          s.base ? `<span class="dml-badge merc-base" title="${w("panel-base-badge-tip")}">${w("panel-base-badge")}</span>` : "",
          s.card
            ? `<span class="dml-badge merc-card${s.card.dead ? " dead" : s.card.protected ? " protected" : ""}" title="${
                s.card.dead
                  ? w("panel-card-badge-killed")
                  : s.card.protected
                    ? w("panel-card-badge-protected")
                    : w("panel-card-badge-exposed")
              }">${w("panel-card-badge")} ${s.card.dead ? w("panel-card-badge-killed") : `&#9829;${esc(s.card.health)}`}</span>`
            : "",
        ].join(" ");
        return `<tr class="merc-sector merc-${esc(s.control || "neutral")}">
          <th scope="row">${esc(s.name)} ${marks}</th>
          <td class="num">${esc(s.value)}</td>
          <td class="num">${units(s.dictator, s.dictator_text, "dictator")}</td>
          <td class="num">${units(s.rebels, s.rebels_text, "rebels")}</td>
          <td class="merc-control">${esc(s.control_text)}</td>
        </tr>`;
      })
      .join("");
    const t = m.tactics;
    const tactics = `<span class="merc-tactics${t.exhausted ? " exhausted" : ""}">${esc(t.text)}</span>`;
    const seats = (v.seats || [])
      .map((s) => ctx.seatCard(s, { body: `<div class="merc-seat-value">${esc(s.value_text)}</div>` }))
      .join("");
    const head = ["panel-head-sector", "panel-head-value", "panel-side-dictator", "panel-side-rebels", "panel-head-control"]
      .map((id) => `<th scope="col">${w(id)}</th>`)
      .join("");
    el.innerHTML = `<section class="dml-box merc-table">
        <h2>${esc(m.title)}</h2>
        <table class="merc-sectors">
          <thead><tr>${head}</tr></thead>
          <tbody>${rows}</tbody>
          <tfoot><tr><th colspan="5">${esc(m.value_text)}</th></tr></tfoot>
        </table>
        <div class="merc-facts">
          <div><span class="dml-label">${w("panel-label-base")}</span> ${esc(m.base)}</div>
          <div><span class="dml-label">${w("panel-label-card")}</span> ${esc(m.card)}</div>
          <div><span class="dml-label">${w("panel-label-tactics")}</span> ${tactics}</div>
        </div>
      </section>
      <section class="dml-seats">${seats}</section>`;
  },
});

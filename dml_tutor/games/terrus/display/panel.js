// Terrus's panel: the rulers at the table (vitae, structures, Relics, INT, team, in or out)
// and the result. Everything shown comes from the JSON; no rule is computed here.
registerPanel("terrus", {
  render(el, v, ctx) {
    const t = v.terrus || { rulers: [] };
    const count = (c) =>
      `<td class="num${c.met ? " met" : ""}" title="${ctx.esc(`${c.goal} ${c.label} win`)}">${c.value}<span class="goal">/${c.goal}</span></td>`;
    const status = (r) => {
      if (r.out) return `<span class="dml-badge t-out">out${r.left_by ? ` · ${ctx.esc(r.left_by)}` : ""}</span>`;
      const badges = [];
      if (r.winner) badges.push(`<span class="dml-badge t-won">wins</span>`);
      if (r.low) badges.push(`<span class="dml-badge t-low" title="loses at the next priority (5.3b)">≤ 0: loses at priority</span>`);
      if (r.cannot_win) badges.push(`<span class="dml-badge t-nowin" title="an effect in play">cannot win</span>`);
      return `<span class="dml-badge t-in">in</span> ${badges.join(" ")}`;
    };
    const rows = t.rulers
      .map(
        (r) => `<tr class="t-ruler${r.out ? " out" : ""}${r.active ? " active" : ""}${r.deciding ? " deciding" : ""}">
          <td class="name"><span class="dml-seat-tag">${r.seat}</span><b>${ctx.esc(r.name)}</b>${
            r.active ? ` <span class="dml-badge t-active">active</span>` : ""
          }${r.deciding ? ` <span class="dml-badge deciding">deciding</span>` : ""}</td>
          ${t.teams ? `<td>${r.team === null ? "—" : ctx.esc(r.team)}</td>` : ""}
          <td class="num vitae${r.low ? " low" : ""}">${r.vitae}</td>
          ${r.counts.map(count).join("")}
          <td>${status(r)}</td>
          <td>${ctx.seatSelect(r.seat, r.mode, r.name)}</td>
        </tr>`,
      )
      .join("");
    const head = ["ruler", ...(t.teams ? ["team"] : []), "vitae", "structures", "Relics", "INT", "in or out", "who decides"]
      .map((h) => `<th scope="col">${h}</th>`)
      .join("");
    const result = t.result ? `<div class="t-result">${ctx.esc(t.result.text)}</div>` : "";
    el.innerHTML = `<section class="dml-box dml-terrus">
        <div class="t-facts">${t.in_game} of ${t.rulers.length} rulers in the game${
          t.tournament ? " · tournament" : ""
        }</div>${result}
        <table class="t-rulers"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
      </section>`;
  },
});

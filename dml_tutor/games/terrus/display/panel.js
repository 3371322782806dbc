// Terrus's panel: the rulers at the table (vitae, structures, Relics, INT, team, in or out)
// and the result. Everything shown comes from the JSON, in the reader's language
// (view.terrus.words: the words shown as they are, by message id); no rule is computed here.
registerPanel("terrus", {
  render(el, v, ctx) {
    const t = v.terrus || { rulers: [], words: {} };
    const w = (id) => ctx.esc((t.words || {})[id] ?? id);
    const count = (c) =>
      `<td class="num${c.met ? " met" : ""}" title="${ctx.esc(c.title)}">${c.value}<span class="goal">/${c.goal}</span></td>`;
    const status = (r) => {
      if (r.out) return `<span class="dml-badge t-out">${ctx.esc(r.out_text)}</span>`;
      const badges = [];
      if (r.winner) badges.push(`<span class="dml-badge t-won">${w("panel-wins")}</span>`);
      if (r.low) badges.push(`<span class="dml-badge t-low" title="${w("panel-low-tip")}">${w("panel-low")}</span>`);
      if (r.cannot_win) badges.push(`<span class="dml-badge t-nowin" title="${w("panel-cannot-win-tip")}">${w("panel-cannot-win")}</span>`);
      return `<span class="dml-badge t-in">${w("panel-in")}</span> ${badges.join(" ")}`;
    };
    const rows = t.rulers
      .map(
        (r) => `<tr class="t-ruler${r.out ? " out" : ""}${r.active ? " active" : ""}${r.deciding ? " deciding" : ""}">
          <td class="name"><span class="dml-seat-tag">${r.seat}</span><b>${ctx.esc(r.name)}</b>${
            r.active ? ` <span class="dml-badge t-active">${w("panel-active")}</span>` : ""
          }${r.deciding ? ` <span class="dml-badge deciding">${w("panel-deciding")}</span>` : ""}</td>
          ${t.teams ? `<td>${r.team === null ? "—" : ctx.esc(r.team)}</td>` : ""}
          <td class="num vitae${r.low ? " low" : ""}">${r.vitae}</td>
          ${r.counts.map(count).join("")}
          <td>${status(r)}</td>
          <td>${ctx.seatSelect(r.seat, r.mode, r.name)}</td>
        </tr>`,
      )
      .join("");
    const head = (t.head || []).map((h) => `<th scope="col">${ctx.esc(h)}</th>`).join("");
    const result = t.result ? `<div class="t-result">${ctx.esc(t.result.text)}</div>` : "";
    el.innerHTML = `<section class="dml-box dml-terrus">
        <div class="t-facts">${ctx.esc(t.facts || "")}</div>${result}
        <table class="t-rulers"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
      </section>`;
  },
});

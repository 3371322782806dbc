// dml-tutor front end, the Hint (issue 22): each option's chance of winning as a bar with its
// 95% interval, the best marked; progress and Stop while it runs. Only at a person's live
// decision; the choice stays theirs.

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

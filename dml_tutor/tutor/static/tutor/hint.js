// dml-tutor front end, the Hint (issue 22, made readable in issue 31): the best option first,
// then the others by their chance of winning (Python sends them in that order), each a bar with
// its 95% interval; "too close to call" where the best one's interval overlaps another's; a
// legend saying what the bar, the band and the counts are. No Hint at a decision with one
// legal move. Progress and Stop while it runs. The choice stays the player's.

const pct = (x) => `${Math.round(x * 100)}%`;

// Why an option has fewer play-outs than the others, in plain words.
const stoppedWhy = (o) =>
  o.pruned ? "stopped early: it could not be the best" : o.raced ? "stopped early: clearly behind" : "";

function renderHintRow(o, close, valueName) {
  const why = stoppedWhy(o);
  const value = o.value === null || o.value === undefined ? "" : ` · ${esc(o.value.toFixed(1))}`;
  const mark = o.best ? (close ? "≈ " : "★ ") : close ? "≈ " : "";
  return `<li class="dml-hint-row${o.best ? " best" : ""}${close ? " close" : ""}${why ? " cut" : ""}">
    <span class="dml-hint-label">${mark}${esc(o.label)}</span>
    <span class="dml-hint-bar" role="img" aria-label="${esc(pct(o.win_rate))} chance of winning, 95% sure it lies between ${esc(pct(o.low))} and ${esc(pct(o.high))}">
      <span class="dml-hint-interval" style="left:${o.low * 100}%;width:${(o.high - o.low) * 100}%"></span>
      <span class="dml-hint-rate" style="width:${o.win_rate * 100}%"></span></span>
    <span class="dml-hint-num"><b>${esc(pct(o.win_rate))}</b> <span class="dml-hint-range">(${esc(pct(o.low))}–${esc(pct(o.high))})</span>${value}
      <span class="dml-hint-n" title="${valueName ? `the number after · is the ${esc(valueName)}` : ""}">${esc(o.rollouts)} play-outs${why ? `, ${why}` : ""}</span></span></li>`;
}

// The verdict above the rows: the best by name, or "too close to call" naming the close ones.
function hintVerdict(best, close) {
  if (!best) return "";
  if (close.length) {
    const names = [best, ...close].map((o) => `<b>${esc(o.label)}</b>`);
    const which = names.length <= 3 ? `between ${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : `among the top ${names.length}`;
    return `<p class="dml-hint-verdict"><b>Too close to call</b> ${which}: their 95% intervals overlap, so more play-outs
      could change the order (marked ≈).</p>`;
  }
  return `<p class="dml-hint-verdict">Best: <b>${esc(best.label)}</b>, ${esc(pct(best.win_rate))} chance of winning (★).</p>`;
}

function hintLegend(h) {
  const most = Math.max(0, ...h.options.map((o) => o.rollouts));
  const cut = h.options.some((o) => o.pruned || o.raced);
  const horizon = h.horizon
    ? ` Each play-out stops after ${esc(h.horizon)} Round(s) and the table is then scored by an estimate of who would win.`
    : "";
  return `<div class="dml-hint-legend"><p><span class="dml-hint-key rate" aria-hidden="true"></span> the bar: the share of
    play-outs won from that option (the game played on from what seat ${esc(h.seat)} knows, the hidden cards guessed
    afresh each time). <span class="dml-hint-key band" aria-hidden="true"></span> the band: the 95% interval, where
    the true chance lies, 95 times in 100.</p>
    <p>Up to ${esc(most)} play-outs per option${cut ? "; an option clearly behind was stopped sooner (its count is shown)" : ""}.${
      h.value_name ? ` The number after · is the ${esc(h.value_name)}.` : ""
    }${horizon}${h.stopped ? " You stopped the hint early: fewer play-outs, wider bands." : ""} The choice is yours.</p></div>`;
}

function renderHintResult(h) {
  const best = h.options.find((o) => o.best);
  // too close to call: another option played in full whose interval reaches the best one's
  // (an option stopped early was judged behind, and says so on its row)
  const close = best ? h.options.filter((o) => o !== best && !o.pruned && !o.raced && o.high >= best.low) : [];
  const rows = h.options.map((o) => renderHintRow(o, close.length > 0 && (o === best || close.includes(o)), h.value_name)).join("");
  return `${hintVerdict(best, close)}<ol class="dml-hint-list">${rows}</ol>${hintLegend(h)}`;
}

// `legal`: how many legal options the decision has (a forced move gets no Hint).
function renderHint(v, h, legal) {
  const d = v.decision;
  if (!d || !d.live || d.hidden || d.mode !== "person" || legal < 2) return "";
  let body = "";
  if (h && h.running) {
    const done = h.total ? h.done / h.total : 0;
    body = `<p class="dml-hint-progress">${esc(say("tutor-hint-running"))} <progress max="1" value="${done}"
      aria-label="${esc(say("tutor-hint-progress"))}">${pct(done)}</progress> <span class="dml-hint-count">${esc(say("tutor-hint-count", { done: h.done, total: h.total }))}</span>
      <button data-op="stop_hint">${esc(say("tutor-hint-stop"))}</button></p>`;
  } else if (h && h.options) body = renderHintResult(h);
  return `<section class="dml-box dml-hint" aria-label="${esc(say("tutor-hint"))}" data-key="hint" tabindex="-1"><button data-op="hint"${h && h.running ? " disabled" : ""}
    title="${esc(say("tutor-hint-title"))}">${esc(say("tutor-hint"))}</button>${body}</section>`;
}

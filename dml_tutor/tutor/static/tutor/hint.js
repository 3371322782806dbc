// dml-tutor front end, the Hint: the best option first,
// then the others by their chance of winning (Python sends them in that order), each a bar with
// its 95% interval; "too close to call" where the best one's interval overlaps another's; a
// legend saying what the bar, the band and the counts are. No Hint at a decision with one
// legal move. Progress and Stop while it runs. The choice stays the player's.

const pct = (x) => `${Math.round(x * 100)}%`;

// A message whose values are HTML already (bold option names): its own words escaped, the
// values put in their places.
function sayWith(id, html) {
  const marks = Object.fromEntries(Object.keys(html).map((k, n) => [k, `\u0000${n}\u0000`]));
  let out = esc(say(id, marks));
  Object.values(html).forEach((v, n) => {
    out = out.replace(`\u0000${n}\u0000`, v);
  });
  return out;
}

// Why an option has fewer play-outs than the others, in plain words.
const stoppedWhy = (o) => (o.pruned ? say("tutor-hint-pruned") : o.raced ? say("tutor-hint-raced") : "");

function renderHintRow(o, close, valueName) {
  const why = stoppedWhy(o);
  const value = o.value === null || o.value === undefined ? "" : ` · ${esc(o.value.toFixed(1))}`;
  const mark = o.best ? (close ? "≈ " : "★ ") : close ? "≈ " : "";
  const bar = say("tutor-hint-bar-label", { rate: pct(o.win_rate), low: pct(o.low), high: pct(o.high) });
  const count = say("tutor-hint-playouts", { count: o.rollouts });
  return `<li class="dml-hint-row${o.best ? " best" : ""}${close ? " close" : ""}${why ? " cut" : ""}">
    <span class="dml-hint-label">${mark}${esc(o.label)}</span>
    <span class="dml-hint-bar" role="img" aria-label="${esc(bar)}">
      <span class="dml-hint-interval" style="left:${o.low * 100}%;width:${(o.high - o.low) * 100}%"></span>
      <span class="dml-hint-rate" style="width:${o.win_rate * 100}%"></span></span>
    <span class="dml-hint-num"><b>${esc(pct(o.win_rate))}</b> <span class="dml-hint-range">(${esc(pct(o.low))}–${esc(pct(o.high))})</span>${value}
      <span class="dml-hint-n" title="${valueName ? esc(say("tutor-hint-value-title", { name: valueName })) : ""}">${esc(count)}${why ? `, ${esc(why)}` : ""}</span></span></li>`;
}

// The verdict above the rows: the best by name, or "too close to call" naming the close ones.
function hintVerdict(best, close) {
  if (!best) return "";
  if (close.length) {
    const names = [best, ...close].map((o) => `<b>${esc(o.label)}</b>`);
    const which =
      names.length <= 3
        ? sayWith("tutor-hint-close-between", { first: names.slice(0, -1).join(", "), last: names.at(-1) })
        : esc(say("tutor-hint-close-among", { count: names.length }));
    return `<p class="dml-hint-verdict"><b>${esc(say("tutor-hint-close"))}</b> ${which}</p>`;
  }
  const best_ = sayWith("tutor-hint-best", { option: `<b>${esc(best.label)}</b>`, percent: esc(pct(best.win_rate)) });
  return `<p class="dml-hint-verdict">${best_}</p>`;
}

function hintLegend(h) {
  const most = Math.max(0, ...h.options.map((o) => o.rollouts));
  const notes = [say("tutor-hint-legend-most", { count: most })];
  if (h.options.some((o) => o.pruned || o.raced)) notes.push(say("tutor-hint-legend-cut"));
  if (h.value_name) notes.push(say("tutor-hint-legend-value", { name: h.value_name }));
  if (h.horizon) notes.push(say("tutor-hint-legend-horizon", { rounds: h.horizon }));
  if (h.stopped) notes.push(say("tutor-hint-legend-stopped"));
  notes.push(say("tutor-hint-legend-yours"));
  return `<div class="dml-hint-legend"><p><span class="dml-hint-key rate" aria-hidden="true"></span>
    ${esc(say("tutor-hint-legend-bar", { seat: h.seat }))} <span class="dml-hint-key band" aria-hidden="true"></span>
    ${esc(say("tutor-hint-legend-band"))}</p><p>${esc(notes.join(" "))}</p></div>`;
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

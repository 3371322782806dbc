// dml-tutor front end, the log: its entries (the cursor's marked, the branches' parting point
// tagged), its Round and seat filters, and its keys (arrows, Home, End; Enter goes there).

// `canGo`: the host takes `goto` (a table's seat does not: its entries are text, not controls).
function renderLog(log, cursor, divergence, canGo) {
  return log
    .map((e) => {
      const values = e.chance || e.dice; // view model 3: `chance` (its values; six-sided dice in every pack so far)
      const dice = values ? `${chanceFaces({ values, sides: 6 }, true)}${rollBadge(e.roll, e.roll_said)}` : "";
      const pad = Math.max(0, e.depth - 3) * 8;
      const parts = e.i === divergence ? " dml-diverge" : "";
      const here = e.i === cursor;
      const go = canGo ? ` data-op="goto" tabindex="${here ? 0 : -1}"` : "";
      return `<li class="k-${esc(e.kind)}${here ? " current" : ""}${parts}"${go} data-args="${attr([e.i])}"${here ? ` aria-current="step"` : ""} style="padding-left:${pad + 6}px"><span class="dml-idx">${e.i}</span>${
          e.seat != null ? `<span class="dml-seat-tag">s${esc(e.seat)}</span>` : ""
        }${dice}<span class="dml-log-text">${esc(e.text)}</span>${
          parts ? `<span class="dml-diverge-tag" title="${esc(say("tutor-branches-part-title"))}">${esc(say("tutor-branches-part"))}</span>` : ""
        }</li>`;
    })
    .join("");
}

// The filters: "this Round", all, Setup, each Round; all seats or one.
function drawLogFilters(w, c) {
  const $ = w.$;
  const f = w.model.get("log_filter") || {};
  const [zero, word] = c.round_names || ["Setup", "Round"];
  const rounds = [`<option value="cursor">${esc(say("tutor-log-this", { round: word }))}</option>`, `<option value="all">${esc(say("tutor-log-all"))}</option>`, `<option value="0">${esc(zero)}</option>`];
  for (let r = 1; r <= (f.rounds || 0); r++) rounds.push(`<option value="${r}">${esc(word)} ${r}</option>`);
  const lr = $(".dml-log-round");
  setHTML(lr, rounds.join(""));
  lr.value = f.round === null || f.round === undefined ? "all" : String(f.round);
  const ls = $(".dml-log-seat");
  setHTML(
    ls,
    `<option value="all">${esc(say("tutor-log-all-seats"))}</option>` +
      Array.from({ length: (c.seats || []).length }, (_, s) => `<option value="${s}">${esc((c.seats || [])[s])}</option>`).join(""),
  );
  ls.value = f.seat === null || f.seat === undefined ? "all" : String(f.seat);
  $(".dml-log-info").textContent = say(f.total > f.shown ? "tutor-log-window" : "tutor-log-count", { shown: f.shown, total: f.total, first: f.first + 1 });
}

// The entries: drawn again when they changed; else only the cursor's mark moves.
function drawLogEntries(w, cursor, divergence, canGo) {
  const list = w.$(".dml-log-list");
  const log = w.model.get("log") || [];
  if (log !== w.lastLog || divergence !== w.lastDivergence || !list.querySelector(`li[data-args="[${cursor}]"]`)) {
    list.innerHTML = renderLog(log, cursor, divergence, canGo);
    w.lastLog = log;
    w.lastDivergence = divergence;
  } else {
    for (const li of list.querySelectorAll('li.current, li[tabindex="0"]')) {
      li.classList.remove("current");
      li.removeAttribute("aria-current");
      li.tabIndex = -1;
    }
    const li = list.querySelector(`li[data-args="[${cursor}]"]`);
    li.classList.add("current");
    li.setAttribute("aria-current", "step");
    if (canGo) li.tabIndex = 0;
  }
  const cur = list.querySelector("li.current");
  mark("drawn"); // the DOM is written; reading offsetTop next makes the browser lay the page out
  if (cur) {
    const top = cur.offsetTop;
    if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - cur.offsetHeight)
      list.scrollTop = Math.max(0, top - list.clientHeight / 2);
  } else if (list.firstElementChild && canGo) list.firstElementChild.tabIndex = 0; // the list is always reachable
  // where entries are no controls, the list takes the focus only to scroll (a box that scrolls)
  list.tabIndex = canGo ? (list.firstElementChild ? -1 : 0) : list.scrollHeight > list.clientHeight ? 0 : -1;
}

function drawLog(w, c, cursor, divergence, canGo) {
  drawLogFilters(w, c);
  drawLogEntries(w, cursor, divergence, canGo);
}

// The log: arrow keys, Home and End move the focus through its entries; Enter or Space goes there.
function onLogKey(w, event) {
  const li = event.target.closest(".dml-log-list li");
  if (!li) return false;
  const items = [...li.parentElement.children];
  const at = items.indexOf(li);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1, PageDown: at + 10, PageUp: at - 10 }[event.key];
  if (to !== undefined) {
    const next = items[Math.max(0, Math.min(items.length - 1, to))];
    for (const x of items) x.tabIndex = x === next ? 0 : -1;
    next.focus();
    return true;
  }
  if (event.key === "Enter" || event.key === " ") {
    w.send("goto", JSON.parse(li.dataset.args));
    return true;
  }
  return false;
}

function onLogFilter(w) {
  const r = w.$(".dml-log-round").value;
  const s = w.$(".dml-log-seat").value;
  w.send("filter_log", [r === "cursor" ? "cursor" : r === "all" ? null : parseInt(r, 10), s === "all" ? null : parseInt(s, 10)]);
}

// dml-tutor Practice: a question on one rule, the feedback on the answer, the mastery map.
// Plain ES module for anywidget (viz_loader.js is put before it by Python); it only draws the
// traits the Python session computes and sends {op: "answer", index} or {op: "next"} back.
// Keys in the widget: 1-9 choose an option, N asks the next question.

const pEsc = (v) =>
  String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

// The widget's words in the session's language (its `text` trait, the practice- messages):
// say(id, {name: value}). Set at each draw from the model it draws.
let PRACTICE_TEXT = {};
const say = (id, args = {}) => String(PRACTICE_TEXT[id] ?? id).replace(/\{(\w+)\}/g, (m, k) => (k in args ? String(args[k]) : m));

const STATE_MARKS = { new: "○", learning: "◐", due: "↻", known: "✓" };
const stateName = (s) =>
  ({ known: say("practice-state-known"), due: say("practice-state-due"), learning: say("practice-state-learning"), new: say("practice-state-new") })[s] ?? s;
const STATE_ORDER = ["known", "due", "learning", "new"];

let practiceCount = 0;

// A part is only rewritten when its HTML changed: a redraw keeps the reader's focus and the
// drawn diagrams where nothing changed.
const drawnPractice = new WeakMap();

function setPracticeHTML(el, html) {
  if (drawnPractice.get(el) === html) return false;
  el.innerHTML = html;
  drawnPractice.set(el, html);
  return true;
}

function when(iso) {
  if (!iso) return "–";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toISOString().slice(0, 16).replace("T", " ") + " UTC";
}

function questionHTML(q, fb, uid) {
  const options = q.options
    .map((text, i) => {
      let mark = "";
      let cls = "";
      if (fb) {
        if (i === fb.answer) {
          mark = i === fb.chosen ? say("practice-mark-right") : say("practice-mark-answer");
          cls = "right";
        } else if (i === fb.chosen) {
          mark = say("practice-mark-wrong");
          cls = "wrong";
        }
      }
      const verdict = mark ? ` <span class="dml-pq-verdict">(${pEsc(mark)})</span>` : "";
      const off = fb ? ' aria-disabled="true"' : "";
      return `<li><button type="button" class="dml-pq-option ${cls}" data-index="${i}"${off}><kbd>${i + 1}</kbd> ${pEsc(text)}${verdict}</button></li>`;
    })
    .join("");
  return `<p class="dml-pq-asks"><b>${pEsc(q.asks)}</b> <span class="dml-sub">${pEsc(say("practice-question-number", { number: q.number ?? "" }))}</span></p>
    <p class="dml-pq-prompt" id="${uid}-prompt">${pEsc(q.prompt)}</p>
    <ol class="dml-pq-options" aria-labelledby="${uid}-prompt">${options}</ol>`;
}

function ruleHTML(r) {
  return `<div class="dml-rule">
    <div class="dml-rule-head"><b>${pEsc(r.title)}</b> <code class="dml-rid">${pEsc(r.id)}</code></div>
    <div class="dml-rule-text">${pEsc(r.text)}</div>
    <div class="dml-rule-sec">${pEsc(say("practice-rulebook", { section: r.section }))}</div></div>`;
}

function feedbackHTML(fb) {
  const head = fb.correct ? say("practice-head-right") : say("practice-head-wrong");
  const remedy = fb.remedy ? `<p class="dml-pf-remedy"><b>${pEsc(say("practice-remedy"))}</b> ${pEsc(fb.remedy)}</p>` : "";
  const misread = fb.misreading
    ? `<p class="dml-pf-misreading"><b>${pEsc(say("practice-misread"))}</b> ${pEsc(fb.misreading.text)} <code>${pEsc(fb.misreading.id)}</code></p>`
    : "";
  return `<h2 class="dml-pf-head ${fb.correct ? "right" : "wrong"}" tabindex="-1">${pEsc(head)}</h2>
    <p class="dml-pf-text">${pEsc(fb.text)}</p>${remedy}${misread}
    <div class="dml-pf-rules"><h3>${pEsc(say("practice-the-rule"))}</h3>${fb.rules.map(ruleHTML).join("")}</div>
    <figure class="dml-pf-where"><figcaption>${pEsc(say("practice-where"))}</figcaption><div class="dml-pf-diagram" role="img" tabindex="0"></div></figure>
    <button type="button" class="primary dml-pf-next" data-op="next">${pEsc(say("practice-next"))} <kbd>N</kbd></button>`;
}

function tableHTML(rows) {
  const body = rows
    .map((r) => {
      const seen = Object.entries(r.misreadings || {})
        .map(([id, n]) => `${pEsc(id)} ×${pEsc(n)}`)
        .join(", ");
      const last = r.last ? (r.last === "right" ? say("practice-last-right", { when: when(r.last_at) }) : say("practice-last-wrong", { when: when(r.last_at) })) : "–";
      return `<tr><th scope="row">${pEsc(r.title)} <code>${pEsc(r.rule)}</code></th>
        <td><span class="dml-pm-state ${pEsc(r.state)}">${STATE_MARKS[r.state] || ""} ${pEsc(stateName(r.state))}</span></td>
        <td>${pEsc(last)}</td><td>${pEsc(when(r.next))}</td><td>${seen || "–"}</td></tr>`;
    })
    .join("");
  const cols = [say("practice-col-rule"), say("practice-col-state"), say("practice-col-last"), say("practice-col-next"), say("practice-col-misreadings")];
  return `<table class="dml-pm-table"><caption>${pEsc(say("practice-rows-caption"))}</caption>
    <thead><tr>${cols.map((c) => `<th scope="col">${pEsc(c)}</th>`).join("")}</tr></thead>
    <tbody>${body}</tbody></table>`;
}

function countsText(counts) {
  return STATE_ORDER.map((s) => say("practice-count", { count: counts[s] ?? 0, state: stateName(s) })).join(" · ");
}

function drawDiagram(el, svg, dot, moduleText, label) {
  const key = svg || dot || "";
  if (drawnPractice.get(el) === key) return;
  drawnPractice.set(el, key);
  const said = () => {
    const words = describeSvg(el.querySelector("svg"), {
      to: say("practice-diagram-to"),
      more: (count) => say("practice-diagram-more", { count }),
    });
    el.setAttribute("aria-label", `${label}${words ? `: ${words}` : ""}`);
  };
  if (svg || !dot) {
    el.innerHTML = svg || "";
    said();
    return;
  }
  renderDot(el, dot, moduleText, (target, e) => {
    target.textContent = say("practice-diagram-failed", { error: e });
  }).then(said);
}

function render({ model, el }) {
  const uid = `dml-practice-${++practiceCount}`;
  el.innerHTML = `<div class="dml-tutor dml-practice" tabindex="-1">
    <div class="dml-head">
      <div class="dml-title"><span class="dml-pp-title"></span> <span class="dml-sub dml-pp-sub"></span></div>
      <div class="dml-status dml-pp-counts" role="status" aria-live="polite"></div>
    </div>
    <section class="dml-pq"></section>
    <section class="dml-pf" hidden></section>
    <p class="dml-pp-error" role="alert"></p>
    <details class="dml-pm"><summary class="dml-pm-summary"></summary>
      <p class="dml-pm-key"></p>
      <div class="dml-pm-map" role="img" tabindex="0"></div><div class="dml-pm-rows"></div></details>
  </div>`;
  const root = el.querySelector(".dml-practice");
  const $ = (sel) => root.querySelector(sel);
  let shownQuestion = "";
  let shownFeedback = false;

  const draw = () => {
    // before the kernel's first state (a trait's default is {}) there is no question and no feedback
    const q = { options: [], ...(model.get("question") || {}) };
    const fb = model.get("feedback")?.rules ? model.get("feedback") : null;
    const mastery = model.get("mastery") || { counts: {}, rows: [] };
    const svg = model.get("svg") || {};
    const viz = model.get("viz_module");
    PRACTICE_TEXT = model.get("text") || {};
    $(".dml-pp-title").textContent = say("practice-title");
    $(".dml-pq").setAttribute("aria-label", say("practice-region-question"));
    $(".dml-pf").setAttribute("aria-label", say("practice-region-feedback"));
    $(".dml-pm-summary").textContent = say("practice-map");
    $(".dml-pm-key").textContent = say("practice-map-key");
    $(".dml-pp-sub").textContent = `${model.get("title") || ""} · ${model.get("learner_name") || ""}`;
    $(".dml-pp-counts").textContent = countsText(mastery.counts || {});
    const key = JSON.stringify(q);
    const fresh = key !== shownQuestion;
    setPracticeHTML($(".dml-pq"), questionHTML(q, fb, uid));
    const panel = $(".dml-pf");
    if (fb) {
      setPracticeHTML(panel, feedbackHTML(fb));
      panel.hidden = false;
      drawDiagram($(".dml-pf-diagram"), svg.where, fb.where_dot, viz, say("practice-where-label"));
    } else {
      panel.hidden = true;
      setPracticeHTML(panel, "");
    }
    $(".dml-pp-error").textContent = model.get("error") || "";
    drawDiagram($(".dml-pm-map"), svg.map, mastery.dot, viz, say("practice-map-label"));
    setPracticeHTML($(".dml-pm-rows"), tableHTML(mastery.rows || []));
    // the focus follows the learner: to the feedback once answered, to the first option of a new question
    if (fb && !shownFeedback) $(".dml-pf-head")?.focus();
    else if (!fb && (shownFeedback || fresh) && root.contains(document.activeElement)) $(".dml-pq-option")?.focus();
    shownQuestion = key;
    shownFeedback = Boolean(fb);
  };

  const answered = () => Boolean(model.get("feedback")?.rules);
  const choose = (index) => {
    if (answered()) return;
    model.send({ op: "answer", index });
  };
  const next = () => {
    if (!answered()) return;
    root.focus();
    model.send({ op: "next" });
  };

  root.addEventListener("click", (event) => {
    const option = event.target.closest(".dml-pq-option");
    if (option) choose(Number(option.dataset.index));
    else if (event.target.closest("[data-op=next]")) next();
  });
  // Every key pressed in the widget stays in it (JupyterLab's one-key shortcuts listen on the
  // document); Notebook 7 reads keys in the capture phase, so the focused element carries
  // data-lm-suppress-shortcuts, which Lumino honours, as in the Tutor.
  const stopKey = (event) => event.stopPropagation();
  root.addEventListener("keyup", stopKey);
  root.addEventListener("keypress", stopKey);
  root.addEventListener("focusin", (e) => e.target.setAttribute("data-lm-suppress-shortcuts", "true"));
  root.addEventListener("focusout", (e) => e.target.removeAttribute("data-lm-suppress-shortcuts"));
  root.addEventListener("keydown", (event) => {
    event.stopPropagation();
    if (event.altKey || event.ctrlKey || event.metaKey || event.target.closest("input, textarea, select, summary")) return;
    const n = Number(event.key);
    const options = (model.get("question") || {}).options || [];
    if (Number.isInteger(n) && n >= 1 && n <= options.length && !answered()) {
      event.preventDefault();
      event.stopPropagation();
      choose(n - 1);
    } else if ((event.key === "n" || event.key === "N") && answered()) {
      event.preventDefault();
      event.stopPropagation();
      next();
    }
  });

  // one message changes several traits: draw once, after all of them
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      draw();
    });
  };
  const names = ["question", "feedback", "mastery", "svg", "error", "viz_module", "title", "learner_name", "text"];
  for (const t of names) model.on(`change:${t}`, schedule);
  draw();
  return () => {
    for (const t of names) model.off(`change:${t}`, schedule);
  };
}

export default { render };

// dml-tutor front end, the step and the decision: the step's narration, dice, rules and
// rulings; the breadcrumb; the decision's options (legal ones choose, the others ask why not);
// Predict, then reveal; the Why not answer. Each function returns HTML from the view model.

function renderRules(rules) {
  return rules
    .map(
      (r) => `<div class="dml-rule">
        <div class="dml-rule-head"><b>${esc(r.title)}</b> <code class="dml-rid">${esc(r.id)}</code></div>
        <div class="dml-rule-text">${esc(r.text)}</div>
        <div class="dml-rule-sec">${esc(say("tutor-rulebook", { section: r.section }))}</div></div>`,
    )
    .join("");
}

function renderRulings(rulings, openRulings) {
  if (!rulings.length) return "";
  return `<div class="dml-rulings"><span class="dml-label">${esc(say("tutor-rulings"))}</span>${rulings
    .map(
      (r) => `<details class="dml-ruling${r.cited ? " cited" : ""}" data-ruling="${esc(r.id)}"${openRulings.has(r.id) ? " open" : ""}>
            <summary title="${esc(r.title)}: ${esc(r.text)}" aria-label="${esc(say("tutor-ruling-label", { id: r.id, title: r.title }))}">${esc(r.id)}</summary>
            <div><b>${esc(r.title)}.</b> ${esc(r.text)} <span class="dml-rule-sec">(${esc(r.section)})</span></div>
          </details>`,
    )
    .join("")}</div>`;
}

function renderStep(v, openRulings) {
  const s = v.step;
  const who = s.seat !== null && s.seat !== undefined ? `<span class="dml-seat-tag">${esc(say("tutor-seat", { seat: s.seat }))}</span>` : "";
  const c = chanceOf(s.chance || s.dice);
  const dice = c ? `<div class="dml-dice">${chanceFaces(c)}<span class="dml-total">= ${esc(c.total)}</span>${rollBadge(c.name, c.said)}</div>` : "";
  const result = v.game.result ? `<div class="dml-result">${esc(v.game.result.text)}</div>` : "";
  return `<section class="dml-box dml-stepbox k-${esc(s.kind)}">${result}
    <div class="dml-narration"><span class="dml-kind">${esc(kindWord(s.kind))}</span>${who}${esc(s.text)}</div>
    ${dice}
    <div class="dml-rules">${renderRules(s.rules)}</div>
    ${renderRulings(s.rulings, openRulings)}
  </section>`;
}

function renderCrumbs(v) {
  const bc = v.step.breadcrumb;
  return bc
    .map(
      (f, i) =>
        `<span class="dml-crumb${i === bc.length - 1 ? " current" : ""}" title="${esc(f.title || f.name)}">${esc(f.label)}</span>`,
    )
    .join(`<span class="dml-sep">›</span>`);
}

function renderOption(o) {
  return o.legal
    ? `<button class="dml-opt${o.chosen ? " chosen" : ""}" data-op="choose" data-args="${attr([o.text])}"
                 title="${esc(o.text)}">${esc(o.label)}</button>`
    : `<button class="dml-opt illegal" data-op="why_not" data-args="${attr([o.text])}"
                 title="Not allowed: ${esc(o.why)}">${esc(o.label)}</button>`;
}

// The options in their groups, each group a <details> (open unless it is long and unchosen).
function renderOptionGroups(options) {
  const groups = new Map();
  for (const o of options) {
    if (!groups.has(o.group)) groups.set(o.group, []);
    groups.get(o.group).push(o);
  }
  let body = "";
  for (const [name, opts] of groups) {
    const open = opts.length <= 14 || opts.some((o) => o.chosen) ? " open" : "";
    body += `<details class="dml-group"${open}><summary>${esc(name)} <span class="dml-count">${opts.length}</span></summary>
        <div class="dml-opts" role="group" aria-label="${esc(name)}">${opts.map(renderOption).join("")}</div></details>`;
  }
  return body;
}

function renderDecision(v, options, uid) {
  const d = v.decision;
  if (!d) return "";
  const who = `<b>${esc(say("tutor-seat", { seat: d.seat }))}</b> <span class="dml-mode">${esc(modeWord(d.mode))}</span>`;
  const head = esc(
    say(d.live ? (d.mode === "person" ? "tutor-your-choice" : "tutor-options-of") : "tutor-options-had", { seat: "\u0000" }),
  ).replace("\u0000", who);
  const rules = d.rules.map((r) => `<code class="dml-rid" title="${esc(r.title)}">${esc(r.id)}</code>`).join(" ");
  let body;
  if (d.hidden) {
    body = `<p class="dml-note">${esc(say("tutor-hidden-options", { count: d.count, viewer: v.view_as, seat: d.seat }))}</p>`;
  } else {
    body = renderOptionGroups(options);
    if (!d.live) {
      body =
        `<p class="dml-note">${esc(say("tutor-chosen", { chosen: "\u0000" })).replace("\u0000", `<b>${esc(d.chosen || "")}</b>`)}</p>` + body;
    }
  }
  return `<section class="dml-box dml-decision${d.live ? " live" : ""}" role="group" aria-labelledby="${uid}-decision">
    <div class="dml-decision-head" id="${uid}-decision">${head} <span class="dml-rules-inline">${rules}</span></div>
    ${body}
  </section>`;
}

function renderPredict(p) {
  if (!p || !p.on) return "";
  const score = `<span class="dml-predict-score">${esc(p.score)}</span>`;
  if (p.question) {
    const q = p.question;
    const answer = q.choices.length
      ? q.choices
          .map((c, n) => `<button class="dml-opt" data-op="commit_prediction" data-args="${attr([c])}">${esc((q.labels || [])[n] ?? c)}</button>`)
          .join("")
      : `<input type="text" inputmode="numeric" class="dml-predict-number" size="6" placeholder="${esc(say("tutor-predict-number"))}" aria-label="${esc(say("tutor-predict-number-label"))}">
         <button data-op="predict-form" class="primary">${esc(say("tutor-predict-commit"))}</button>`;
    return `<section class="dml-box dml-predict asking" role="group" aria-label="${esc(say("tutor-predict-heading"))}"><h2>${esc(say("tutor-predict-heading"))} · ${esc(q.about)} ${score}</h2>
      <div class="dml-predict-prompt">${esc(q.prompt)}</div><div class="dml-opts">${answer}</div></section>`;
  }
  if (p.reveal) {
    const r = p.reveal;
    const rules = r.rules.map((x) => `<code class="dml-rid" title="${esc(x.title)}">${esc(x.id)}</code>`).join(" ");
    return `<section class="dml-box dml-predict ${r.right ? "right" : "wrong"}"><h2>${esc(say("tutor-predict-heading"))} ${score}</h2>
      <div><b>${esc(r.right ? say("tutor-predict-right") : say("tutor-predict-wrong", { guess: r.guess }))}</b> ${esc(r.explanation)}</div>
      <div class="dml-predict-rules">${esc(say("tutor-predict-rules"))} ${rules}</div></section>`;
  }
  return "";
}

function renderWhy(ans) {
  if (!ans.answer) return "";
  const remedy = ans.remedy
    ? `<div class="dml-why-remedy">${esc(say("tutor-why-remedy", { remedy: ans.remedy }))}</div>`
    : ans.remedy === null
      ? `<div class="dml-why-remedy">${esc(say("tutor-why-no-remedy"))}</div>`
      : "";
  return `<span class="${ans.legal ? "ok" : "no"}">${esc(ans.query)}: ${esc(ans.answer)}</span>` + remedy;
}

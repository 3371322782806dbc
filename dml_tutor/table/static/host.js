// dml-tutor table: the host of the tutor's own front end (tutor.js) on a table's page.
// tutor.js is an anywidget module: it reads the view model through model.get(name), listens
// with model.on("change:name"), and sends operations with model.send({op, args, kwargs}).
// This host gives it that model (tutor.js's hostModel) over the table's websocket (<page
// url>/ws): each frame is {"type": "state", "state": <this role's view model>}, and
// operations go back as sent.

const config = JSON.parse(document.getElementById("table-config").textContent);
const base = location.pathname.replace(/\/$/, "");
let socket = null;
let rendered = false;
let tries = 0;
let model = null; // tutor.js's hostModel, once the module is loaded
let update = null;

function send(msg) {
  if (!socket || socket.readyState !== WebSocket.OPEN) throw new Error("not connected");
  socket.send(JSON.stringify(msg));
}

const status = document.querySelector(".table-status");
const ops = document.querySelector(".table-teacher-ops");

function bar(state) {
  const t = state.table || {};
  document.body.dataset.paused = String(!!t.paused);
  document.body.dataset.over = String(!!state.over);
  document.body.dataset.decisions = String(t.decisions ?? "");
  let text = "";
  if (state.over) text = `The game is over. ${state.result?.text || ""}`;
  else if (t.paused) text = "Paused by the teacher.";
  else if (state.decision) text = "Your move.";
  else if (config.role === "seat") text = "Waiting for the others.";
  status.textContent = text;
  document.body.dataset.yourMove = String(!!state.decision);
  const rp = state.room_predict;
  if (config.role === "teacher") {
    const predict = t.paused ? `<button data-table-op="predict" title="Ask the room the question of this step (or the next one)">Predict for the room</button>` : "";
    const reveal = rp && !rp.reveal ? `<button data-table-op="reveal" class="primary">Reveal (${rp.committed} committed)</button>` : "";
    ops.innerHTML =
      (t.paused
        ? `<button data-table-op="resume" class="primary">Resume the table</button>`
        : `<button data-table-op="pause">Pause the table</button>`) + predict + reveal;
  }
  roomPredict(rp);
}

const esc = (v) => String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
const predictBox = document.querySelector(".table-predict");

// Predict for the room: the question, each seat's own guess (buttons or a number), how many
// devices have committed, and after the reveal the tally beside the engine's answer.
function roomPredict(rp) {
  if (!predictBox) return;
  predictBox.hidden = !rp;
  if (!rp) {
    predictBox.innerHTML = "";
    return;
  }
  let body = "";
  if (rp.reveal) {
    const r = rp.reveal;
    const rows = r.tally
      .map((x) => `<tr class="${x.right ? "right" : ""}"><td>${esc(x.guess)}</td><td>${esc(x.count)}</td><td>${x.right ? "✓" : ""}</td></tr>`)
      .join("");
    body = `<p class="table-answer">The engine: <b>${esc(r.answer)}</b>. ${esc(r.explanation)}
      <span class="table-rules">${r.rules.map((id) => `<code>${esc(id)}</code>`).join(" ")}</span></p>
      <p>${esc(r.right)} of ${esc(r.of)} devices were right.</p>
      <table class="table-tally"><thead><tr><th>guess</th><th>devices</th><th></th></tr></thead><tbody>${rows}</tbody></table>`;
  } else if (config.role === "seat") {
    const choices = rp.choices.length
      ? rp.choices.map((c) => `<button data-guess="${esc(c)}"${rp.mine === c ? ' class="chosen"' : ""}>${esc(c)}</button>`).join(" ")
      : `<input type="number" class="table-guess" aria-label="Your guess" value="${esc(rp.mine ?? "")}"> <button data-guess-input>Commit</button>`;
    body = `<div class="table-choices">${choices}</div><p>${rp.mine === null || rp.mine === undefined ? "Commit your guess." : `Your guess: <b>${esc(rp.mine)}</b> (you may change it until the reveal).`}</p>`;
  } else {
    body = `<p>${esc(rp.committed)} device(s) have committed a guess.</p>`;
  }
  predictBox.innerHTML = `<h3>Predict: ${esc(rp.about)}</h3><p class="table-prompt">${esc(rp.prompt)}</p>${body}`;
}

predictBox?.addEventListener("click", (event) => {
  const b = event.target.closest("[data-guess], [data-guess-input]");
  if (!b) return;
  const guess = b.dataset.guess ?? predictBox.querySelector(".table-guess").value;
  send({ op: "commit_prediction", args: [guess] });
});

ops?.addEventListener("click", (event) => {
  const b = event.target.closest("[data-table-op]");
  if (b) send({ op: b.dataset.tableOp, args: [] });
});

async function start(tutor) {
  const el = document.getElementById("tutor");
  tutor.default.render({ model, el });
}

function connect(tutor) {
  const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${base}/ws`;
  socket = new WebSocket(url);
  socket.addEventListener("open", () => {
    tries = 0;
    document.body.dataset.connected = "true";
  });
  socket.addEventListener("message", (event) => {
    const msg = JSON.parse(event.data);
    if (msg.type !== "state") {
      status.textContent = msg.error || "";
      return;
    }
    const state = msg.state;
    update(state, rendered);
    bar(state);
    if (!rendered) {
      rendered = true;
      start(tutor);
    }
  });
  socket.addEventListener("close", (event) => {
    document.body.dataset.connected = "false";
    if (event.code === 4404) {
      status.textContent = "No table has this link.";
      return;
    }
    // The server may be restarting: try again, a little later each time (at most every 10 s).
    status.textContent = "Reconnecting…";
    tries += 1;
    setTimeout(() => connect(tutor), Math.min(10000, 300 * 2 ** Math.min(tries, 6)));
  });
}

const [viz, tutor] = await Promise.all([
  fetch("/static/viz.js").then((r) => r.text()),
  import("/static/tutor.js"),
]);
({ model, update } = tutor.hostModel(send));
model.set("viz_module", viz);
connect(tutor);

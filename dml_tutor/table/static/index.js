// The teacher's form at "/": pick a game, settings (JSON), optionally a position; create the
// table (POST /api/tables) and go to the teacher's page, which shows each seat's join link and QR code.
const packs = await (await fetch("/api/packs")).json();
const select = document.getElementById("pack");
const settings = document.getElementById("settings");
for (const p of packs) select.add(new Option(p.title, p.name));
const fill = () => {
  const p = packs.find((x) => x.name === select.value);
  settings.value = JSON.stringify(p.settings);
};
select.addEventListener("change", fill);
fill();
document.getElementById("new-table").addEventListener("submit", async (event) => {
  event.preventDefault();
  const made = document.getElementById("made");
  const body = { pack: select.value };
  try {
    body.settings = settings.value.trim() ? JSON.parse(settings.value) : {};
    const pos = document.getElementById("position").value.trim();
    if (pos) body.position = JSON.parse(pos);
  } catch (e) {
    made.textContent = `Not JSON: ${e.message}`;
    return;
  }
  const r = await fetch("/api/tables", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const answer = await r.json();
  if (r.status !== 201) {
    made.textContent = answer.error;
    return;
  }
  location.href = answer.teacher;
});

// Last Stone's panel: the pile as a row of stones, then the seats. Draws the JSON of panel.py
// (view.pile, view.seats); the shell appends it to its module, where registerPanel is defined.
registerPanel("last_stone", {
  render(el, v, ctx) {
    const pile = v.pile || { stones: 0, title: "", text: "" };
    const stones = '<span class="last-stone-stone" aria-hidden="true"></span>'.repeat(pile.stones);
    el.innerHTML = `<section class="dml-box last-stone-table">
        <h2>${ctx.esc(pile.title)}</h2>
        <div class="last-stone-pile" role="img" aria-label="${ctx.esc(pile.text)}">${stones}</div>
        <p class="last-stone-count">${ctx.esc(pile.text)}</p>
      </section>
      <section class="dml-seats">${(v.seats || []).map((s) => ctx.seatCard(s)).join("")}</section>`;
  },
});

# %% [markdown]
# # MERC: how the game ends
#
# MERC pits the **Dictator** against the **Rebels**, who win or lose together. Page 3 of
# the MERC rules (v6.6, *Ending The Game*) gives three ways to end it:
#
# | condition | when it is checked | who wins |
# |---|---|---|
# | 1. Tactics exhausted: no Tactics card in hand or deck | at the end of the Dictator's turn | the side with more sector value; the Dictator wins ties |
# | 2. Base captured | at once | the Rebels |
# | 3. Dictator killed | at once | the Rebels |
#
# This notebook walks through each condition with the `merc` pack of dml-tutor, then
# runs the page's edge cases as **asserted** cells: if the engine ever drifts from the
# rules, the notebook stops at that cell. The last part puts the printed rules beside
# the page's own *Implementation Notes* code, which reads two points differently.
#
# Every step the engine takes is recorded with the ids of the rules it applies. The rule
# text is our own short summary, citing the page's section (`MERC p.3, Condition 2`).

# %%
from dml_tutor.games import merc


def position(sectors, *, day=4, turn="dictator", base="Capital", revealed=True, hand=2, deck=0, card=None):
    """A position; ``sectors`` maps a name to (value, Dictator units, Rebel units)."""
    return {
        "day": day,
        "turn": turn,
        "sectors": {n: {"value": v, "dictator": d, "rebels": r} for n, (v, d, r) in sectors.items()},
        "dictator": {
            "base": base,
            "revealed": revealed,
            "hand": hand,
            "deck": deck,
            "card": None if card is None else {"sector": card[0], "health": card[1]},
        },
    }


def fight(sector, dictator=0, rebels=0, damage=0):
    """A combat: the units each side loses there, and damage to the Dictator card."""
    return {"move": "combat", "sector": sector, "dictator_losses": dictator, "rebel_losses": rebels,
            "dictator_damage": damage}


def table(g):
    """Each sector with its units and who controls it, and each side's total value."""
    for name, s in g.sectors.items():
        who = g.control(name) or "neutral"
        marks = " [base]" if name == g.base else ""
        if g.card is not None and g.card.sector == name:
            marks += f" [Dictator card, health {g.card.health}]"
        print(f"  {name:10} value {s.value}  Dictator {s.dictator}  Rebels {s.rebels}  -> {who}{marks}")
    v = g.values()
    print(f"  totals: Dictator {v['dictator']}, Rebels {v['rebels']}; Tactics: hand {g.hand}, deck {g.deck}")


def steps(g, since=0):
    """The trace from entry ``since``: rule ids, where, what."""
    for e in g.trace[since:]:
        print(f"[{', '.join(e.rules)}] {e.path[-1].label}: {e.text}")


# %% [markdown]
# ## The rules the pack cites
#
# Every id below is cited by the pack's code; `docs/rules-reference-merc.md` lists them
# with the code that applies each one. `P-08` is a project ruling (`docs/rulings.md`).

# %%
for r in merc.catalog().values():
    print(f"{r.id:32} {r.title}  ({r.section})")

# %% [markdown]
# ## Where the check is
#
# The rules' sequences are generator functions; the tree below is derived from their
# code, so it cannot drift. The **Game-End Check** runs in four places: when a game
# starts from a position, after every combat, after the base is revealed, and at the end
# of the Dictator's turn (after the draw). Only there does it look at the Tactics.

# %%
def draw(node, depth=0):
    print("  " * depth + node.name)
    for child in node.children:
        draw(child, depth + 1)


draw(merc.PACK.tree)

# %% [markdown]
# ## Condition 1: the Tactics run out
#
# The seed's card-flow table: the Dictator starts with 5 Tactics cards in the deck and
# none in hand, draws 3 at the end of the Dictator's turn on Day 1 and 1 a day after that
# while the deck has cards, and plays one card a day. `merc.START` is that opening.
# We play it out with the Dictator playing a card whenever there is one, and record
# (deck, hand) after each Dictator turn.

# %%
g = merc.Game.from_position(merc.START)
flow = {}
while g.result is None:
    if g.current_player == merc.DICTATOR:
        today = g.day
        if g.hand:
            g.apply("play a Tactics card")
        g.apply("end the Dictator's turn")
        flow[today] = (g.deck, g.hand)
    else:
        g.apply("end the Rebels' turn")
for day_number, (deck, hand) in flow.items():
    print(f"Day {day_number}: deck {deck}, hand {hand}")
print(g.result)

# %%
assert flow == {1: (2, 3), 2: (1, 3), 3: (0, 3), 4: (0, 2), 5: (0, 1), 6: (0, 0)}
assert g.day == 6 and g.result.reason == "tactics_exhausted"

# %% [markdown]
# The last Dictator turn, step by step: the draw finds the deck empty, then the
# game-end check finds the base safe (not even placed), the Dictator card not in play,
# and no Tactics left, so the sides compare the value they control.

# %%
last_day = max(i for i, e in enumerate(g.trace) if e.path[-1].name == "End-of-Turn Draw")
steps(g, last_day)

# %% [markdown]
# **Only at the end of the Dictator's turn.** Here the Dictator has no Tactics left on
# the Rebels' turn. A combat runs the check, but the printed rules look at the Tactics
# only at the end of the Dictator's turn, so the game goes on into Day 6.

# %%
g = merc.Game.from_position(position({"Capital": (5, 2, 0), "Mine": (4, 1, 3)}, turn="rebels", day=5, hand=0))
g.apply(fight("Mine", dictator=1))
assert g.result is None
g.apply("end the Rebels' turn")
assert g.result is None and (g.day, g.turn) == (6, "dictator")
g.apply("end the Dictator's turn")
table(g)
print(g.result)
assert g.result == merc.Result("dictator", "tactics_exhausted", rebel_value=4, dictator_value=5)

# %% [markdown]
# **The Dictator wins ties**, in value as in control; a sector with no units counts for
# nobody (the Jungle below is worth 9 to no one).

# %%
g = merc.Game.from_position(position({"Capital": (4, 1, 0), "Mine": (4, 0, 1), "Jungle": (9, 0, 0)}, hand=0))
g.apply("end the Dictator's turn")
table(g)
print(g.result)
assert g.control("Jungle") is None
assert g.result == merc.Result("dictator", "tactics_exhausted", 4, 4)

# %% [markdown]
# ## Condition 2: the base is captured
#
# The base must be revealed, and the Rebels must control its sector with every Dictator
# unit there defeated, and the Dictator card too when it stands there (`P-08`). It is
# immediate: the check after the combat ends the game.

# %%
g = merc.Game.from_position(position({"Capital": (5, 1, 2), "Mine": (4, 3, 0)}, turn="rebels", hand=3, deck=2))
table(g)
mark = len(g.trace)
g.apply(fight("Capital", dictator=1))
steps(g, mark)
assert g.result == merc.Result("rebels", "base_captured")
print(" > ".join(f.label for f in g.trace[-1].path))

# %% [markdown]
# Each requirement, asserted. A hidden base cannot fall; one Dictator unit left at the
# base keeps it (the Rebels control the sector, 3 to 1, but not every unit is defeated);
# an emptied base is neutral, so nobody controls it.

# %%
hidden = merc.Game.from_position(position({"Capital": (5, 1, 2)}, revealed=False, turn="rebels"))
hidden.apply(fight("Capital", dictator=1))
assert hidden.result is None and hidden.control("Capital") == "rebels"

one_left = merc.Game.from_position(position({"Capital": (5, 2, 3)}, turn="rebels"))
one_left.apply(fight("Capital", dictator=1))
assert one_left.result is None and one_left.control("Capital") == "rebels"

emptied = merc.Game.from_position(position({"Capital": (5, 1, 1)}, turn="rebels"))
emptied.apply(fight("Capital", dictator=1, rebels=1))
assert emptied.result is None and emptied.control("Capital") is None
print("a hidden base, a unit left, an empty base: the game goes on in all three")

# %% [markdown]
# **The Dictator card at the base (`P-08`).** The page says the card "must also be
# defeated". We read it as the card when it stands in the base sector; a card elsewhere
# does not save the base. The variant `dictator_card="anywhere"` reads it the other way.

# %%
at_base = merc.Game.from_position(position({"Capital": (5, 1, 2)}, turn="rebels", card=("Capital", 1)))
at_base.apply(fight("Capital", dictator=1))
assert at_base.result is None
away = position({"Capital": (5, 1, 2), "Mine": (4, 0, 1)}, turn="rebels", card=("Mine", 2))
default, anywhere = merc.Game.from_position(away), merc.Game.from_position(away, {"dictator_card": "anywhere"})
for g in (default, anywhere):
    g.apply(fight("Capital", dictator=1))
print("card at the base:", at_base.result)
print("card in the Mine, P-08:", default.result)
print("card in the Mine, variant anywhere:", anywhere.result)
assert default.result == merc.Result("rebels", "base_captured") and anywhere.result is None

# %% [markdown]
# ## Condition 3: the Dictator is killed
#
# The Dictator card is only in play once the base is revealed, and the **protection
# rule** keeps it from harm while another Dictator unit stands in its sector. The engine
# refuses such a combat and says why, citing the rule.

# %%
g = merc.Game.from_position(position({"Capital": (5, 2, 3)}, turn="rebels", hand=3, card=("Capital", 2)))
print(g.why_not(fight("Capital", dictator=1, damage=2)))
assert "merc.protection" in g.why_not(fight("Capital", dictator=1, damage=2))

# %% [markdown]
# Defeat both units in the same combat, and the card can be hit: 2 damage kill it. The
# same combat also leaves the base without a Dictator unit or a living card; the check
# looks at the base first, so the page's order names this a **base capture**. With the
# card in another sector, lethal damage is a plain **Dictator killed**.

# %%
g.apply(fight("Capital", dictator=2, damage=2))
print(g.result)
assert g.result.reason == "base_captured"

p = position({"Capital": (5, 3, 0), "Mine": (4, 0, 2)}, turn="rebels", hand=3, card=("Mine", 2))
g = merc.Game.from_position(p)
mark = len(g.trace)
g.apply("combat in Mine: Dictator loses 0, Rebels lose 1, the Dictator card takes 2 damage")
steps(g, mark)
assert g.result == merc.Result("rebels", "dictator_killed")

# %% [markdown]
# ## The page's edge cases
#
# **All the Rebels' MERCs die.** The game does not end; the Rebels still take their
# turn (they may hire again).

# %%
g = merc.Game.from_position(position({"Capital": (5, 2, 0), "Mine": (4, 1, 2)}, hand=2, deck=1))
g.apply(fight("Mine", rebels=2))
g.apply("end the Dictator's turn")
assert g.result is None and g.current_player == merc.REBELS
print(g.pending.prompt)
steps(g, len(g.trace) - 3)

# %% [markdown]
# **The Dictator has no MERCs.** Units are MERCs and militia alike, so two militia hold a
# sector against one Rebel, and the Dictator still plays Tactics.

# %%
g = merc.Game.from_position(position({"Mine": (4, 2, 1)}, base=None, revealed=False, hand=1))
g.apply("play a Tactics card")
assert g.control("Mine") == "dictator" and g.hand == 0

# %% [markdown]
# **What the Rebels may see.** A base that is placed but not revealed is hidden from the
# Rebels' view (the Dictator sees it).

# %%
g = merc.Game.from_position(position({"Capital": (5, 2, 0), "Mine": (4, 0, 1)}, revealed=False))
print("Dictator:", g.view(merc.DICTATOR)["dictator"]["base"], "| Rebels:", g.view(merc.REBELS)["dictator"]["base"])
assert g.view(merc.REBELS)["dictator"]["base"] is None

# %% [markdown]
# ## The printed rules against the Implementation Notes
#
# The page ends with example code for the game-end check. It departs from the printed
# rules twice: it counts the base as captured whenever the base sector is **not
# Dictator-controlled**, an empty sector included (and never asks about the Dictator
# card); and it runs the whole check, Tactics included, **after every combat**. The
# option `{"rules": "implementation_notes"}` follows the code. Two positions where the
# readings part:

# %%
empty_base = position({"Capital": (5, 1, 1), "Mine": (4, 0, 2)}, turn="rebels", hand=2)
no_tactics = position({"Capital": (5, 2, 0), "Mine": (4, 1, 3)}, turn="rebels", hand=0)
cases = {
    "both sides lose their last unit at the base": (empty_base, fight("Capital", dictator=1, rebels=1)),
    "a combat on the Rebels' turn, no Tactics left": (no_tactics, fight("Mine", dictator=1)),
}
seen = {}
for name, (p, move) in cases.items():
    for rules in merc.RULE_SETS:
        g = merc.Game.from_position(p, {"rules": rules})
        g.apply(move)
        seen[name, rules] = g.result


def said(result):
    return "the game goes on" if result is None else str(result)


print(f"{'situation':46} | {'printed rules':18} | implementation notes")
for name in cases:
    print(f"{name:46} | {said(seen[name, 'printed']):18} | {said(seen[name, 'implementation_notes'])}")

# %%
assert seen["both sides lose their last unit at the base", "printed"] is None
assert seen["both sides lose their last unit at the base", "implementation_notes"] == merc.Result(
    "rebels", "base_captured"
)
assert seen["a combat on the Rebels' turn, no Tactics left", "printed"] is None
assert seen["a combat on the Rebels' turn, no Tactics left", "implementation_notes"] == merc.Result(
    "dictator", "tactics_exhausted", 4, 5
)

# %% [markdown]
# Under the printed rules the second game waits for the end of the Dictator's next turn,
# and only then ends, with the same totals:

# %%
g = merc.Game.from_position(no_tactics)
for move in (fight("Mine", dictator=1), "end the Rebels' turn", "end the Dictator's turn"):
    g.apply(move)
print(f"Day {g.day}: {g.result}")
assert g.result == seen["a combat on the Rebels' turn, no Tactics left", "implementation_notes"]

# %% [markdown]
# ## Step through it in the tutor
#
# The same game in the tutor widget: the breadcrumb, the diagram of where the check is,
# the rule text beside each step, and MERC's table (sectors with control and value per
# side, the base, the Dictator card, the Tactics). Press **Run to decision**, pick the
# Rebels' combat at the Mine, and step until the check after it. Switch the rule set in
# the restart form to see the printed rules keep the game going.

# %%
from dml_tutor.tutor import Tutor

Tutor(merc.Game.from_position(no_tactics, {"rules": "implementation_notes"}), seats=["random", "person"])

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

# %% [markdown]
# The tables below are **scenarios** (`dml_tutor.games.merc.scenarios`): a scenario is a small
# table (sectors written `name value Dictator-units Rebel-units`, the base, the Dictator
# card as `sector health`, the Tactics left) and moves in the pack's printed form, played
# by the engine. Its table shows every step with the rule ids, and the outcome after it.
# `TacticsExhausted`, `BaseCaptured` and `DictatorKilled` are the page's three
# conditions; each argument can be changed (`.form()` gives a form that replays on every
# change), and `MercScenario` is any table at all.

# %%
from dml_tutor.games import merc
from dml_tutor.games.merc.scenarios import BaseCaptured, DictatorKilled, MercScenario, TacticsExhausted

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
from dml_tutor.scenarios import trace_table

last_day = max(i for i, e in enumerate(g.trace) if e.path[-1].name == "End-of-Turn Draw")
trace_table(g, last_day, title="The last Dictator turn")

# %% [markdown]
# **Only at the end of the Dictator's turn.** The scenario `TacticsExhausted`: the
# Dictator has no Tactics left on the Rebels' turn of Day 5. A combat runs the check, but
# the printed rules look at the Tactics only at the end of the Dictator's turn, so the
# game goes on into Day 6 and ends there, Dictator 5 to Rebels 4.

# %%
exhausted = TacticsExhausted()
result = exhausted.run()
result

# %%
g = result.game
assert g.day == 6 and g.outcome.reason == "tactics_exhausted"
assert g.result == merc.Result("dictator", "tactics_exhausted", rebel_value=4, dictator_value=5)

# %% [markdown]
# **The Dictator wins ties**, in value as in control; a sector with no units counts for
# nobody (the Jungle below is worth 9 to no one). The same scenario on another table:

# %%
tie = TacticsExhausted(sectors="Capital 4 1 0; Mine 4 0 1; Jungle 9 0 0", turn="dictator", day=4, moves="end turn")
result = tie.run()
result

# %%
assert result.game.control("Jungle") is None
assert result.game.result == merc.Result("dictator", "tactics_exhausted", 4, 4)

# %% [markdown]
# ## Condition 2: the base is captured
#
# The base must be revealed, and the Rebels must control its sector with every Dictator
# unit there defeated, and the Dictator card too when it stands there (`P-08`). It is
# immediate: the check after the combat ends the game.

# %%
result = BaseCaptured(sectors="Capital 5 1 2; Mine 4 3 0", card="", deck=2).run()
result

# %%
assert result.game.result == merc.Result("rebels", "base_captured")
print(result.game.trace[-1].breadcrumb)

# %% [markdown]
# Each requirement, asserted. A hidden base cannot fall; one Dictator unit left at the
# base keeps it (the Rebels control the sector, 3 to 1, but not every unit is defeated);
# an emptied base is neutral, so nobody controls it.

# %%
capture = BaseCaptured(sectors="Capital 5 1 2", card="", hand=2)
hidden = capture.replace(revealed=False).run().game
one_left = capture.replace(sectors="Capital 5 2 3").run().game
emptied = (
    capture.replace(sectors="Capital 5 1 1", moves="combat in Capital: Dictator loses 1, Rebels lose 1").run().game
)
assert hidden.outcome is None and hidden.control("Capital") == "rebels"
assert one_left.outcome is None and one_left.control("Capital") == "rebels"
assert emptied.outcome is None and emptied.control("Capital") is None
print("a hidden base, a unit left, an empty base: the game goes on in all three")

# %% [markdown]
# **The Dictator card at the base (`P-08`).** The page says the card "must also be
# defeated". We read it as the card when it stands in the base sector; a card elsewhere
# does not save the base. The argument `dictator_card="anywhere"` reads it the other way.
# `BaseCaptured()` with its defaults is the card in the Mine:

# %%
at_base = BaseCaptured(sectors="Capital 5 1 2", card="Capital 1").run().game
default = BaseCaptured().run().game
anywhere = BaseCaptured(dictator_card="anywhere").run().game
print("card at the base:", at_base.result)
print("card in the Mine, P-08:", default.result)
print("card in the Mine, variant anywhere:", anywhere.result)
assert at_base.outcome is None
assert default.result == merc.Result("rebels", "base_captured") and anywhere.outcome is None

# %% [markdown]
# ## Condition 3: the Dictator is killed
#
# The Dictator card is only in play once the base is revealed, and the **protection
# rule** keeps it from harm while another Dictator unit stands in its sector. The engine
# refuses such a combat and says why, citing the rule; the scenario shows the refusal
# instead of a table.

# %%
guarded = DictatorKilled(
    sectors="Capital 5 2 3",
    card="Capital 2",
    moves="combat in Capital: Dictator loses 1, Rebels lose 0, the Dictator card takes 2 damage",
)
guarded

# %%
try:
    guarded.run()
except merc.IllegalActionError as e:
    refusal = e
print(refusal)
assert "merc.protection" in refusal.rules

# %% [markdown]
# Defeat both units in the same combat, and the card can be hit: 2 damage kill it. The
# same combat also leaves the base without a Dictator unit or a living card; the check
# looks at the base first, so the page's order names this a **base capture**. With the
# card in another sector (`DictatorKilled()` as it is), lethal damage is a plain
# **Dictator killed**.

# %%
both = guarded.replace(moves="combat in Capital: Dictator loses 2, Rebels lose 0, the Dictator card takes 2 damage")
print(both.run().game.result)
assert both.run().game.outcome.reason == "base_captured"

result = DictatorKilled().run()
result

# %%
assert result.game.result == merc.Result("rebels", "dictator_killed")

# %% [markdown]
# ## The page's edge cases
#
# **All the Rebels' MERCs die.** The game does not end; the Rebels still take their
# turn (they may hire again).

# %%
wiped = MercScenario(
    sectors="Capital 5 2 0; Mine 4 1 2",
    hand=2,
    deck=1,
    moves=["combat in Mine: Dictator loses 0, Rebels lose 2", "end turn"],
)
result = wiped.run()
assert result.game.outcome is None and result.game.current_player == merc.REBELS
print(result.game.pending.prompt)
result

# %% [markdown]
# **The Dictator has no MERCs.** Units are MERCs and militia alike, so two militia hold a
# sector against one Rebel, and the Dictator still plays Tactics.

# %%
g = MercScenario(sectors="Mine 4 2 1", base="", revealed=False, hand=1, moves="play a Tactics card").run().game
assert g.control("Mine") == "dictator" and g.hand == 0

# %% [markdown]
# **What the Rebels may see.** A base that is placed but not revealed is hidden from the
# Rebels' view (the Dictator sees it).

# %%
g = MercScenario(sectors="Capital 5 2 0; Mine 4 0 1", revealed=False, moves=()).run().game
print("Dictator:", g.view(merc.DICTATOR)["dictator"]["base"], "| Rebels:", g.view(merc.REBELS)["dictator"]["base"])
assert g.view(merc.REBELS)["dictator"]["base"] is None

# %% [markdown]
# ## The printed rules against the Implementation Notes
#
# The page ends with example code for the game-end check. It departs from the printed
# rules twice: it counts the base as captured whenever the base sector is **not
# Dictator-controlled**, an empty sector included (and never asks about the Dictator
# card); and it runs the whole check, Tactics included, **after every combat**. The
# argument `rules="implementation_notes"` follows the code. Two scenarios where the
# readings part:

# %%
empty_base = MercScenario(
    sectors="Capital 5 1 1; Mine 4 0 2", turn="rebels", moves="combat in Capital: Dictator loses 1, Rebels lose 1"
)
no_tactics = TacticsExhausted(moves="combat in Mine: Dictator loses 1, Rebels lose 0")
cases = {
    "both sides lose their last unit at the base": empty_base,
    "a combat on the Rebels' turn, no Tactics left": no_tactics,
}
seen = {
    (name, rules): s.replace(rules=rules).run().game.result for name, s in cases.items() for rules in merc.RULE_SETS
}


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
# and only then ends, with the same totals: that is `TacticsExhausted()` itself. Its form
# plays it again on every change: pick the other rule set there and the combat ends it.

# %%
g = TacticsExhausted().run().game
print(f"Day {g.day}: {g.result}")
assert g.result == seen["a combat on the Rebels' turn, no Tactics left", "implementation_notes"]
TacticsExhausted().form()

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

notes = TacticsExhausted(day=4, rules="implementation_notes")
Tutor(merc.Game.from_position(notes.position(), notes.options()), seats=["random", "person"])

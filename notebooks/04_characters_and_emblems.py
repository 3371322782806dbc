# %% [markdown]
# # 4. Characters and Emblems
#
# Jacks, Queens and the Thief are **Characters**. In a Character Power Phase
# (`cpp.sequence`) a player may play one as an **Ultimate Power**: it goes on the
# Character Power Stack, does its thing when it resolves, and then leaves for Exile.
# Jacks, Queens and Tens are also court cards, which can be played as **Emblems**
# instead: they resolve into your Court and stay there (`emblem.play`).

# %%
import dml_tutor as dml

for rule_id in [
    "char.grand-inquisitor",
    "char.rogue-jester",
    "char.supreme-confiscator",
    "char.tithe-embezzler",
    "char.dragon-empress",
    "char.harlot-queen",
    "char.pampered-heiress",
    "char.archduchess",
    "char.thief",
]:
    r = dml.rule(rule_id)
    print(f"{r.title}\n    {r.text}")

# %% [markdown]
# ## The Stack: last in, first out
#
# From the Dealer, in seat order, each player may put cards on the Stack or pass. After
# anyone plays, the others may answer, until everybody but the last player to play has
# passed in a row (`R-16`). Then the Stack resolves from the top. The choices a power
# needs (whose card, which Stock) are made as it resolves, not when it is played
# (`P-01`).
#
# The `CharacterStack` scenario plays, bottom to top: the Pampered Heiress (seat 0), the
# Harlot Queen (seat 1), a Ten as an Emblem (seat 2) and the Rogue Jester (seat 3).

# %%
from dml_tutor.games.dml.scenarios import CharacterStack

CharacterStack()

# %% [markdown]
# The Jester resolves first and turns over everything below him (`char.rogue-jester`,
# `R-23`). Now the Heiress is on top: she takes an Egg from the Nest. The Harlot Queen
# comes last and cancels whatever is still below her: the Ten goes to the Dragon's Hoard
# instead of a Court (`char.harlot-queen`, `R-24`). Without the Jester the order is plain
# last-in-first-out, and the Harlot Queen cancels the Heiress instead:

# %%
for plays in ["0 QH power; 1 QC power; 2 TS emblem; 3 JC power", "0 QH power; 1 QC power; 2 TS emblem"]:
    result = CharacterStack(plays=plays).run()
    print(f"{plays:<50} resolved {result.resolved}, cancelled {result.cancelled}")

# %% [markdown]
# Every scenario leaves its engine game behind, so `Tutor(game)` can replay it step by
# step. Jump to where the Stack starts resolving and step through it in the widget:

# %%
from dml_tutor.tutor import Tutor

t = Tutor(CharacterStack().run().game, seats="heuristic")
t.goto(next(e.index for e in t.game.trace if "cpp.resolution" in e.rules))
for _ in range(3):
    print(t.view["step"]["text"], "| Stack, bottom first:", [item["card"]["text"] for item in t.view["stack"]])
    t.step()
t

# %% [markdown]
# ## Emblems in response
#
# An Emblem is played on the Stack like a power, so it can answer a power. Here seat 1
# answers the Heiress with J♠ as an Emblem; the Emblem is on top, so it reaches the Court
# first:

# %%
CharacterStack(plays=[(0, "QH", "power"), (1, "JS", "emblem")])

# %% [markdown]
# Under Decadence a player the Event hits may not play Ultimate Powers, but may still
# play Emblems (`R-25`). The scenario refuses the power with the engine's reason:

# %%
CharacterStack(event="9H", hands=["2H 3H 4H 5H 6H 7H 8H 2C 3C"], plays="0 QH power")

# %% [markdown]
# ## Static Bonus
#
# An Emblem in your Court lowers the TV of *your* attempts on its suit: +1 for a Jack or a
# Ten, +2 for a Queen; bonuses add up and count once per attempt (`emblem.static-bonus`,
# `R-12`). They help against Stocks and Emblems of that suit, never against a Black
# Market, whose TV is always 7. Seat 0 has 10♦ and Q♦ in its Court and declares the 9♦:

# %%
position = {
    "begin": {"at": "declaration", "seat": 0},
    "zones": {"event": "9S", "stock:D": "9D", "court:0": "TD QD", "treasury:0": "2H"},
}
g = dml.Game.from_position(position)
g.apply("seat 0: attempt 9♦ from the Spice Stock")  # now seat 0 may bid its 2♥ at Declaration
for label, amount in g.attempt.tv().terms():
    print(f"{label:<30} {amount:+d}")
print("Target Value:", g.attempt.tv().total)

# %% [markdown]
# Every Emblem also gives its suit a *Vantage Bonus*: Spades shield your Eggs in a Dragon
# Siege, Hearts draw an extra card from a Black Market, Diamonds give an extra Market
# Action, and Clubs give nothing beyond the Static Bonus (`R-18`). A Character may fire
# its power from the Court as well as from the Treasury (`R-17`); the designers'
# notebook switches that off.
#
# ## Exercise
#
# Stack, bottom to top: seat 0 plays the Heiress (QH), seat 1 the Rogue Jester (JC), seat
# 2 the Harlot Queen (QC). Which cards resolve, in order? Write them as `["Q♣", ...]`.

# %%
my_answer = None  # your answer

engine = CharacterStack(plays="0 QH power; 1 JC power; 2 QC power").run()
if my_answer is None:
    print("Write your answer first.")
else:
    right = my_answer == engine.resolved
    print("Right!" if right else f"Not quite: {engine.resolved} (cancelled {engine.cancelled}).")
    print("Rules: R-16, R-24, char.rogue-jester, char.harlot-queen")

# %% [markdown]
# # 5. The end and scoring
#
# A game ends in one of three ways: the Dealer cannot draw an Event because the deck is
# empty (Victory Points are counted), or a player declares **Monopoly**, or **Father of
# Dragons** (they win at once, and nothing pending resolves). Only the Event Phase's draw
# ends the game; an empty deck during a Supply Step or a Restock just stops the drawing
# (`R-26`).

# %% [markdown]
# ## Counting Victory Points
#
# Reveal the Merchant Kings, drop everything that is neither a Resource nor a Dragon Egg,
# then for each Resource Type: add the Face Values, double that total for your Desired
# Resource, then add the Guild bonus, 2 for every *other* Resource of a Guild House's
# (Ten's) type you hold, not doubled (`end.counting`, `R-29`). Each Egg is worth 20.
# Most points wins; on a tie more Eggs wins; still tied, nobody wins (`end.ties`,
# `R-28`).
#
# `VictoryPoints` counts a table the seed's way, stack by stack, and then lets the
# engine's End Stage score the same table: both must agree.

# %%
from dml_tutor.games.dml.scenarios import FatherOfDragons, Monopoly, VictoryPoints

VictoryPoints()

# %% [markdown]
# Seats 1 and 2 both have 56; seat 1's Egg decides. With equal Eggs nobody wins:

# %%
tie = VictoryPoints(treasuries=["2S", "9H 8H 6H 5H", "9C 8C 6C 5C", "2D"], courts=[]).run()
print([s.total for s in tie.scores], "winner:", tie.winner, "| engine agrees:", tie.agrees)

# %% [markdown]
# `dml.score` gives the breakdown for one player. The Guild bonus is added after doubling:

# %%
import dml_tutor as dml

for line in dml.score(["5S", "7S"], court=["TS"], desired="S").lines():
    print(line)

# %% [markdown]
# ## Monopoly
#
# All eight Resources 2 to 9 of one type in your Treasury: declare Monopoly and win on
# the spot (`win.monopoly`). The engine checks after every step and offers the
# declaration as a decision (`R-27`) each time your Treasury gains a card while the set
# is complete; if you decline, "declare Monopoly" stays on offer beside each of your
# later choices (`P-05`). Here seat 0 holds 2♠ to 8♠ and buys the 9♠:

# %%
Monopoly()

# %%
declined = Monopoly(declare=False).run()
print("declined: game over?", declined.game.is_over)
seized = Monopoly(seize_card="8D", dice=[(2, 3)]).run()
owner = next(seat for seat, hand in enumerate(seized.game.treasury) if dml.Card.parse("9S") in hand)
print("roll fails with a Seizer: 9♠ goes to seat", owner)

# %% [markdown]
# ## Father of Dragons
#
# All four Dragon Eggs in your Treasury win the same way (`win.father-of-dragons`). Seat 0
# holds three and draws the fourth from a Black Market (TV 7, no bids, no Seize Attempts,
# `acq.black-market`):

# %%
FatherOfDragons()

# %% [markdown]
# ## Exercise
#
# Seat 0 desires Wood (King of Clubs) and holds 10♣ 4♣ 2♣ 9♥ and an Egg. How many
# Victory Points? Work it out on paper first.

# %%
my_answer = None  # your answer

engine = dml.score(["TC", "4C", "2C", "9H", "AD"], desired="C")
if my_answer is None:
    print("Write your answer first.")
else:
    print("Right!" if my_answer == engine.total else f"Not quite: {engine.total}.", "(end.counting, R-29)")
    print("\n".join(engine.lines()))

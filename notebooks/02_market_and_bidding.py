# %% [markdown]
# # 2. The Market and bidding
#
# To buy from the Marketplace you declare an **Acquisition Attempt** and then roll two
# dice: you need at least its **Target Value** (TV). Everything in this notebook is about
# moving that number, and about who may move it.

# %% [markdown]
# ## The Wheel of Profit
#
# Every Resource Type is bought with another one. The *Primary Buying Resource* lowers
# the TV when you bid it; the *Secondary Buying Resource* cancels a rival's bids
# (`wheel.profit`). The engine's own functions give the table:

# %%
from IPython.display import display

import dml_tutor as dml
from dml_tutor.games.dml.display.drawings import wheel_dot
from dml_tutor.tutor import DiagramView

for suit in "HDSC":
    primary, secondary = dml.primary_buying(suit), dml.secondary_buying(suit)
    print(
        f"buy {dml.RESOURCE_NAME[suit]:<6} {dml.SUIT_SYMBOL[suit]}: "
        f"bid {dml.RESOURCE_NAME[primary]} {dml.SUIT_SYMBOL[primary]} (primary), "
        f"defend with {dml.RESOURCE_NAME[secondary]} {dml.SUIT_SYMBOL[secondary]} (secondary)"
    )

# %% [markdown]
# Read it as a cycle Slaves → Spice → Iron → Wood → Slaves: each type is bought with the
# one before it and defended with the one two before it. The diagram highlights Iron,
# the type bought in the example further down.

# %%
DiagramView(wheel_dot("S"))  # drawn by Graphviz in the kernel, or in the browser (JupyterLite)

# %% [markdown]
# ## An Acquisition Attempt in four parts
#
# 1. **Declaration** (`acq.declaration`): pick any non-empty set of cards from one Stock
#    (`R-01`), or one Emblem in another player's Court, or a Black Market. The TV is the
#    sum of the Face Values with the Event's Market Effect. You may bid Primary Buying
#    Resources straight away, and after those bids the TV must be 12 or less (`R-03`).
# 2. **Seize Attempt Phase** (`seize.sequence`): in seat order, every other player may lay
#    one card face down, or pass. The highest Primary Buying Resource among them wins and
#    becomes the *Seizer's* first bid, raising the TV (`R-05`). Black Markets and Emblems
#    provoke no Seize Attempts (`R-06`).
# 3. **Bidding Phase** (`bid.sequence`): only with a Seizer (`R-04`). The Active Player
#    bids Primary cards (TV down) *or* Secondary cards against the Seizer's bids, the
#    Seizer bids Primary cards (TV up), turn and turn about; the first pass ends it
#    (`R-07`, `bid.primary`, `bid.secondary`).
# 4. **Resolution Step** (`resolution.step`): roll two dice. Success: the cards are yours.
#    Failure: they go to the Seizer, or back where they were. Every bid card goes to the
#    Stock of its own suit (`R-09`).
#
# `dml.target_value` computes the TV by ruling `R-02` from its terms:

# %%
print(dml.target_value(["5S"]))  # declare the Iron 5
print(dml.target_value(["5S"], active_primary=["2D"]))  # bid 2♦
print(dml.target_value(["5S"], active_primary=["2D"], seizer_primary=["3D"]))  # a Seizer's 3♦
print(dml.target_value(["5S"], active_primary=["2D"], seizer_primary=["3D"], active_secondary=["4H"]))

# %% [markdown]
# ## The rulebook's bidding example, played by the engine
#
# The rulebook prints one worked example: Iron 5 is declared, the Active Player bids 2♦,
# another player seizes with 3♦, and the Active Player answers either with 4♦ (primary)
# or with 4♥ (a secondary counter-offer). The scenario `BiddingExample` plays it through
# the real engine, seat 0 active and seat 1 seizing. Both answers:

# %%
from dml_tutor.games.dml.scenarios import BiddingExample

BiddingExample(counter="primary").run()

# %%
BiddingExample(counter="secondary").run()

# %% [markdown]
# ### Where the printed numbers and the engine differ
#
# The rulebook prints **8** after the Seize Attempt; the engine gives **6**. The printed 8
# is the declared 5 plus the Seize card's 3: it forgets the 2♦ the Active Player already
# bid. Nothing takes that bid back, and the Resolution Step applies *every* bid, so ruling
# `R-02` keeps it: 5 − 2 + 3 = 6. The primary answer then moves both lines by −4, which
# is why the rulebook prints 4 where the engine has 2. The secondary line agrees with the
# engine again (3), because the rulebook's own "back to 3" is 5 − 2: it counts the 2♦
# there. `docs/bidding-example.md` tells the whole story.

# %%
print("printed:", [value for _, _, value in BiddingExample.rulebook_numbers("primary")])
for d in BiddingExample().discrepancies():
    print(f"- {d.label}: rulebook {d.rulebook}, engine {d.engine}.")
    print(f"  {d.why}")

# %% [markdown]
# ## Change the example
#
# Every argument of the scenario is editable in a form. An illegal change is refused with
# the engine's reason and its rule ids: try the answer `5C` (Wood does not buy Iron,
# `wheel.profit`), the Event `3S` (Contraband Crackdown 3 forbids bidding the 4♦, `R-08`),
# or the Seize card `5H` (a bluff wins nothing, so there is no Bidding Phase, `R-04`).

# %%
BiddingExample().form()

# %%
display(BiddingExample(counter_cards="5C"))  # refused, with the reason

# %% [markdown]
# ## Play it yourself
#
# `Tutor.from_position` opens the same table in the tutor, with seats 0 and 1 both
# played by you. The scenario's table gives seat 0 only the answer it plays (4♦), so the
# cell hands seat 0 the 4♥ as well: then both of the rulebook's answers are on offer.
# The cell makes the rulebook's first three moves; carry on in the widget (answer with
# 4♦ or 4♥, then let seat 1 decide) and watch the Target Value panel.

# %%
from dml_tutor import Tutor

position = BiddingExample().position()
position["zones"]["treasury:0"].append("4H")  # seat 0 holds 2♦ 4♦ 4♥
t = Tutor.from_position(position, seats=["person", "person", "heuristic", "heuristic"])
t.run_to_decision()
for move in ["attempt 5♠ from the Iron Stock", "bid 2♦ (Spice, primary)", "lay 3♦ face down (Seize Attempt)"]:
    t.choose(move)
    t.run_to_decision()
attempt = t.view["attempt"]
print("Target Value:", " ".join(f"{term['amount']:+d}" for term in attempt["terms"]), "=", attempt["total"])
print("Seat", t.view["decision"]["seat"], "now:", t.view["decision"]["prompt"])
for option in t.decisions:
    if option["legal"]:  # the tutor also lists tempting moves the rules forbid, greyed out
        print("  ", option["label"])
t

# %% [markdown]
# ## Exercise
#
# Under a Marauders 5 Event (the card `5C`), Marketplace Resources of 5 or more count +2.
# What TV does the Iron 5 start at, before any bid? Write your answer, then run the cell.

# %%
my_answer = None  # your answer

result = BiddingExample(event="5C").run()
engine = result.target_values[0].value
if my_answer is None:
    print("Write your answer first.")
else:
    verdict = "Right!" if my_answer == engine else f"Not quite: the engine says {engine}."
    print(verdict, "(R-02, event.marauders)")

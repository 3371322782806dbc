# %% [markdown]
# # 1. Setup and the first Round
#
# This notebook walks through the Setup Stage and one whole Round with the tutor, then
# reads the engine's trace as a table. Every row of the trace names the rule it applies.

# %% [markdown]
# ## The Setup Stage in seven steps
#
# | step | what happens | rule ids |
# |---|---|---|
# | 1 | Everyone rolls two dice; the highest roll takes the Initiative Badge and deals. Tied players roll again, a Dabo! may be re-rolled, and a Woot! Woot! takes the badge at once. | `setup.roll-off`, `R-22` |
# | 2 | The Dealer takes the Kings, every 2 and 3, and the four Aces out of the deck; what is left is the Event Deck. | `setup.extract` |
# | 3 | The Aces are Dragon Eggs and go face down into the Dragon's Nest. | `setup.nest` |
# | 4 | The 2s and 3s are mixed into four piles, one 2 and one 3 each. | `setup.piles`, `R-21` |
# | 5 | Every player gets one Merchant King face down: its suit is their secret Desired Resource. | `setup.kings` |
# | 6 | Starting with the Dealer, each player takes one starting pile. | `setup.choose-pile`, `R-21` |
# | 7 | The Dealer restocks the Marketplace until the Stocks hold three Resources. | `setup.restock`, `R-15` |
#
# Every random choice, shuffles included, comes from the game's one seeded generator
# (`R-21`), so a seed replays a game exactly.

# %%
from dml_tutor import Tutor
from dml_tutor.scenarios import trace_table

t = Tutor(seed=7)
t


# %% [markdown]
# The widget starts at the first step. Step through the Setup from code (or click
# **Step ▶**) and print where each step happens and what it does:


# %%
def where(t):
    return " › ".join(crumb["label"] for crumb in t.view["step"]["breadcrumb"][1:])


for _ in range(8):
    print(f"{t.cursor:>2}  {where(t):<40} {t.view['step']['text']}")
    t.step()

# %% [markdown]
# ## The trace as a table
#
# The engine keeps every step in `game.trace`: its index, the Round, its place in the
# nesting, the seat involved, what happened, and the rule ids (hover over an id for
# its text). Here is the whole Setup Stage:

# %%
g = t.game
game_stage = next(e.index for e in g.trace if any(f.name == "Game Stage" for f in e.path))
trace_table(g, 0, game_stage, title="The Setup Stage")

# %% [markdown]
# ## One Round
#
# A Round (`round.sequence`) has three parts:
#
# 1. **Event Phase**: the Dealer turns up the top card of the Event Deck; its type and
#    value decide this Round's Player Effect and Market Effect (`event.draw`,
#    `event.resolution`, `R-19`).
# 2. **Action Phase**: a Character Power Phase, then each player's Turn in seat order
#    from the Dealer, with another Character Power Phase after every Turn
#    (`action.sequence`, `cpp.sequence`). A Turn is a Supply Step (one card from the
#    deck into the Marketplace), a Market Phase (your Acquisition Attempts) and a
#    Restock back to three Resources (`turn.sequence`, `supply.step`,
#    `market.sequence`, `restock.sequence`, `R-13`, `R-15`).
# 3. **End Phase**: the Event card goes to the Dragon's Hoard and the Initiative Badge
#    moves on to the next seat (`end-phase.sequence`).
#
# **Step over** skips everything a step opens: from the Event draw it jumps past the
# Event Resolution straight to the Action Phase. **Step out** finishes the sequence you
# are in.

# %%
t.goto(game_stage + 2)  # the Event draw of Round 1
print("at       ", where(t), "|", t.view["step"]["text"])
t.step_over()
print("step over", where(t), "|", t.view["step"]["text"])
t.step()
print("step     ", where(t), "|", t.view["step"]["text"])
t.step_out()
print("step out ", where(t), "|", t.view["step"]["text"])


# %% [markdown]
# Now play the rest of Round 1. Seat 0 (you) passes whenever it may; the other seats
# decide for themselves. `run_to_decision()` stops each time seat 0 must choose.


# %%
def pass_or_first(t):
    legal = [o["text"] for o in t.decisions if o["legal"]]
    return next((text for text in legal if "pass" in text), legal[0])


while t.game.round < 2 and not t.game.is_over:
    if t.view["nav"]["waiting"] == 0:
        print("seat 0 chooses:", pass_or_first(t))
        t.choose(pass_or_first(t))
    else:
        t.run_to_decision()

# %%
first = next(e.index for e in g.trace if e.round == 1)
last = next(e.index for e in g.trace if e.round == 2)
trace_table(g, first, last, kinds=["step", "roll", "action"], title="Round 1 (each decision as the action taken)")

# %% [markdown]
# ## Exercise
#
# Who was the Dealer in Round 1, and who deals Round 2? Write your answer in the cell,
# then run it: it is checked against the engine (`setup.roll-off`, `end-phase.sequence`).

# %%
my_answer = None  # your answer as (dealer of Round 1, dealer of Round 2), e.g. (0, 1)

starts = [e for e in g.trace if "round.sequence" in e.rules]
engine = tuple(int(e.text.split("seat ")[1].split()[0]) for e in starts[:2])
if my_answer is None:
    print("Write your answer first.")
elif tuple(my_answer) == engine:
    print("Right: the roll-off picks the first Dealer, then the badge moves on one seat every Round.")
else:
    print(f"Not quite: the engine says {engine}.")

# %% [markdown]
# **Try this:** `t.restart(seed=3)` gives a tie in the roll-off. Find the re-roll in
# `trace_table(t.game, 0, 12)`, and check the ruling that settles ties (`R-22`).

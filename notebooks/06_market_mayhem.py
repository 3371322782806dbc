# %% [markdown]
# # 6. Market Mayhem: your first full game
#
# Market Mayhem is the teaching mode (`mode.quickstart`): the deck holds only Merchant
# Kings and Resources, so there are no Characters, Emblems, Eggs, Black Markets or Dragon's
# Hoard, and Events have their Market Effects but no Player Effects. Woot! Woot! and
# Wyvern Eyes are just an automatic success and failure. Spent Event cards leave the game
# at the end of the Round (`R-31`). It is the whole Marketplace game and nothing else.

# %%
from dml_tutor import Tutor

t = Tutor(seed=5, mode="quickstart", seats=["person", "heuristic", "heuristic", "heuristic"])
t

# %% [markdown]
# ## How to choose
#
# Click **Run to decision**, then one of the buttons. From code: `run_to_decision()`,
# then `choose(...)` with an option's index, its printed text, or its text without the
# `seat 0:` prefix. A choice the rules forbid is refused with the reason.

# %%
t.run_to_decision()
print(t.view["decision"]["prompt"])
for option in t.decisions:
    print(f"  [{option['index']}] {option['label']}")

# %%
print(t.why_not("lay 9♠ face down"))  # a card seat 0 does not hold
t.choose(len(t.decisions) - 1)  # the last option: pass
t.step()
print(t.view["step"]["text"])

# %% [markdown]
# Changed your mind? Go back to the decision and choose again: the tutor replays the
# game up to that point and plays on from the new choice.

# %%
t.back()
t.back()
print("back at:", t.view["step"]["text"])
t.choose(0)
t.step()
print("now:", t.view["step"]["text"])

# %% [markdown]
# ## Let the agents play
#
# Hand seat 0 to the heuristic player and run the game to its end. With no person
# seated nobody must decide, so `run_to_decision()` plays on to the end of the game.

# %%
t.set_seat(0, "heuristic")
t.run_to_decision()

result = t.game.result
print("winner: seat", result.winner, f"({result.reason})")
for seat, score in enumerate(result.scores):
    print(f"seat {seat}: " + "; ".join(score.lines()))

# %% [markdown]
# ## Try this
#
# Restart with another seed and play seat 0 yourself to the end. Or compare the agents:
# the engine plays a few quick games with tracing off.

# %%
import dml_tutor as dml
from dml_tutor.games.dml.agents import make_agents, play_out

wins = [0, 0, 0, 0]
for seed in range(5):
    g = dml.Game(players=4, seed=seed, mode="quickstart", trace=False)
    play_out(g, make_agents(["heuristic", "random", "heuristic", "random"], 4, seed=seed))
    if g.result.winner is not None:
        wins[g.result.winner] += 1
print("wins by seat (heuristic, random, heuristic, random):", wins)

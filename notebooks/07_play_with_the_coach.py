# %% [markdown]
# # 7. Play with the coach: a whole Market Mayhem game, with hints
#
# You take seat 0; the three other seats are the built-in (heuristic) players. At each of
# your decisions the **Hint** button plays every option out many times from what *your*
# seat knows, and shows each option's chance of winning as a bar with its 95% interval:
# the best one first and starred, or "too close to call" where the intervals overlap. The
# choice stays yours. (A decision with only one legal move gets no hint.) Market Mayhem (`mode.quickstart`) is the
# teaching mode: Merchant Kings and Resources only.

# %%
from dml_tutor import Tutor

t = Tutor(seed=11, mode="quickstart", seats=["person", "heuristic", "heuristic", "heuristic"])
t

# %% [markdown]
# ## Ask for a hint
#
# Click **Run to decision**, then **Hint**. From code: `t.hint()`. Each line is one option:
# its chance of winning, the 95% interval of that estimate, the rollouts it took, and the
# option's expected Victory Points. An option whose interval falls wholly below the best
# one's stops early ("cannot be best"), so the hint spends its time on the close calls.
# Here we ask for few rollouts so the notebook runs quickly; the button asks for 100.

# %%
t.run_to_decision()
h = t.hint(rollouts=8)
print(h)

# %%
for option in h.options:
    print(f"{option.win_rate:.0%} [{option.low:.0%}, {option.high:.0%}]  {option.value:.1f} VP  {option.action}")
print("best:", h.best.action)

# %% [markdown]
# ## No peeking
#
# A hint never reads a card your seat cannot see. Each rollout starts from a table
# *resampled* from your knowledge: the other Treasuries, the Merchant Kings still face
# down and the order of the Event Deck are dealt again at random from the cards you have
# not seen, and future dice are unknown too. Your knowledge follows the game step by step:
# a card you saw go into a Treasury, or saw revealed there (a Seize Attempt's reveal, a
# Dragon Siege), stays in that Treasury; when a card leaves a Treasury without your seeing
# which (laid face down, stolen at random), the cards you knew there are unknown again.
# Your own Treasury is the same in every rollout; seat 1's is dealt again (the true table,
# then two rollouts):

# %%
from dml_tutor.games.dml import PACK

deal = PACK.resample(t.game, 0)  # what seat 0 knows, read once
for name in ("treasury:0", "treasury:1"):
    tables = [t.game.zones(), deal(1).zones(), deal(2).zones()]
    print(name, *(" ".join(map(str, z[name])) for z in tables), sep="  |  ")

# %% [markdown]
# ## A whole game with the coach beside you
#
# On a tutor of its own (`coach_game`: the one at the top stays yours to play), a new player
# takes the starred option every time (you would read the bars and sometimes disagree).
# `choose` takes the option itself, its index or its text.

# %%
coach_game = Tutor(seed=11, mode="quickstart", seats=["person", "heuristic", "heuristic", "heuristic"])
decisions = 0
while True:
    coach_game.run_to_decision()
    d = coach_game.game.pending
    if d is None:
        break
    if len(d.actions) > 1:
        best = coach_game.hint(rollouts=4, seed=decisions).best
        print(f"Round {coach_game.game.round}: {best.win_rate:.0%} for {best.action}")
        coach_game.choose(best.action)
    else:
        coach_game.choose(0)
    decisions += 1

result = coach_game.game.result
print("winner:", "a tie" if result.winner is None else f"seat {result.winner}", f"({result.reason})")
for seat, score in enumerate(result.scores):
    print(f"seat {seat}: {score.total} VP")

# %% [markdown]
# ## Why not, and how
#
# A move the rules refuse says which rule forbids it and, where the rules allow a remedy,
# what would make it legal: ask `t.why_not(...)` at any decision.
#
# ## The coach as a player
#
# The coach is also an agent (`agents="coach"`) that plays by its own small hints, for the
# lab: `dml-tutor simulate --agents coach,heuristic,heuristic,heuristic` pits it against
# three heuristic players. It is slow (every decision is many playouts), so give it few games.

# %% [markdown]
# ## Back to your own game
#
# The tutor at the top is still at your decision, after Run All too: scroll up, read the
# hint and choose.

# %%
print("your game is over" if t.game.is_over else f"your game waits at seat {t.game.pending.seat}'s decision")

# %% [markdown]
# # A 60-minute DML workshop (for teachers)
#
# **Goals.** By the end, participants can (1) follow a Round from the Event to the End
# Phase, (2) work out a Target Value from its terms, including bids and Seize Attempts,
# (3) judge the odds of a roll and when to re-roll a Dabo!, (4) resolve a Character Power
# Stack, and (5) score a game. Each exercise is answered in code and checked against the
# rules engine, with the rule ids to look up.

# %% [markdown]
# ## Plan
#
# | time | activity | material |
# |---|---|---|
# | 0-5 min | What DML is; how the tutor shows rules | [00 Start here](../00_start_here.ipynb) |
# | 5-15 min | Setup and one Round, on the projector | [01 Setup](../01_setup_and_first_round.ipynb) |
# | 15-25 min | The Wheel of Profit and the bidding example | [02 Market](../02_market_and_bidding.ipynb), exercises 1-2 |
# | 25-35 min | Events and the odds of a roll | [03 Events and dice](../03_events_and_dice.ipynb), exercises 3-4 |
# | 35-45 min | The Character Power Stack | [04 Characters](../04_characters_and_emblems.ipynb), exercise 5 |
# | 45-55 min | Scoring; pairs play Market Mayhem | [05 Scoring](../05_the_end_and_scoring.ipynb), exercise 6, [06 Mayhem](../06_market_mayhem.ipynb) |
# | 55-60 min | Questions; the rulings page | `docs/rulings.md` |

# %% [markdown]
# ## The checker
#
# Run this cell once. Every exercise below computes its answer with the engine (never
# typed in by hand), and `check(answer)` compares yours with it and prints the rule ids
# to read. `check` checks the exercise shown last.

# %%
from fractions import Fraction

import dml_tutor as dml
from dml_tutor.scenarios import BiddingExample, CharacterStack, EventEffects, VictoryPoints

EXERCISES = {}
_current = {"n": None}


def exercise(n, question, engine_answer, rules):
    EXERCISES[n] = (question, engine_answer, rules)
    _current["n"] = n
    print(f"Exercise {n}. {question}")


def is_right(answer, n):
    expected = EXERCISES[n][1]
    if isinstance(expected, Fraction):
        return abs(float(answer) - float(expected)) < 0.005
    return answer == expected


def check(answer, n=None):
    # compare an answer with the engine's, for the exercise shown last (or exercise n)
    n = _current["n"] if n is None else n
    _, expected, rules = EXERCISES[n]
    if answer is None:
        print(f"Exercise {n}: write your answer first.")
    elif is_right(answer, n):
        print(f"Exercise {n}: {answer!r} is right. Rules: {', '.join(rules)}")
    else:
        print(f"Exercise {n}: {answer!r} is wrong; the engine says {expected}. Rules: {', '.join(rules)}")


# %% [markdown]
# ### Exercise 1: the bidding example

# %%
result = BiddingExample().run()
exercise(
    1,
    "Iron 5 is declared; the Active Player bids 2♦; seat 1 wins the Seize Attempt with 3♦. "
    "What is the Target Value now?",
    next(m.value for m in result.target_values if m.key == "seize"),
    ["R-02", "bid.primary", "seize.award"],
)

# %%
answer = None  # your answer, e.g. 8
check(answer)

# %% [markdown]
# ### Exercise 2: a counter-offer

# %%
result = BiddingExample(counter="secondary").run()
exercise(
    2,
    "Same attempt; the Active Player now counter-offers 4♥ (Slaves, secondary). Target Value?",
    result.target_values[-1].value,
    ["R-02", "bid.secondary", "R-07"],
)

# %%
answer = None
check(answer)

# %% [markdown]
# ### Exercise 3: an Event

# %%
result = EventEffects(event="3D").run()
exercise(
    3,
    "The Event is Tax Relief 3 (3♦). Seat 0 declares 6♠ 3♠. Target Value?",
    result.rows[-1].value,
    ["event.tax-relief", "R-02"],
)

# %%
answer = None
check(answer)

# %% [markdown]
# ### Exercise 4: the odds

# %%
exercise(
    4,
    "Target Value 9: chance to succeed if you re-roll every failing Dabo! (a fraction or a decimal)?",
    dml.success_probability(9, "optimal"),
    ["resolution.step", "dice.dabo", "R-10"],
)

# %%
answer = None
check(answer)

# %% [markdown]
# ### Exercise 5: the Stack

# %%
result = CharacterStack(plays="0 QH power; 1 QC power; 2 JC power").run()
exercise(
    5,
    "Bottom to top: Q♥ (seat 0), Q♣ (seat 1), J♣ (seat 2). Which card resolves second? (e.g. 'Q♥')",
    result.resolved[1],
    ["R-16", "char.rogue-jester", "R-24"],
)

# %%
answer = None
check(answer)

# %% [markdown]
# ### Exercise 6: scoring

# %%
result = VictoryPoints().run()
exercise(
    6,
    "In the default VictoryPoints table, seats 1 and 2 tie on points. Which seat wins?",
    result.winner,
    ["end.ties", "R-28"],
)

# %%
answer = None
check(answer)

# %% [markdown]
# ## Answer key (for the teacher)
#
# Every exercise checked with the engine's own answer:

# %%
for n, (_, expected, _) in EXERCISES.items():
    assert is_right(expected, n)
    check(expected, n)

# %% [markdown]
# **Try this** with a group that finishes early: change an exercise's scenario (another
# Event card, another Seize card) and let them predict the new answer before `check`.

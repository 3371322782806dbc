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
# | any slot | Predict, then reveal: the room predicts, the engine answers | [below](#Predict,-then-reveal) |

# %% [markdown]
# ## The checker
#
# Run this cell once. Every exercise below computes its answer with the engine (never
# typed in by hand) and gives you its own checker: `check_1(answer)` compares your answer
# to exercise 1 with the engine's and prints the rule ids to read, `check_2` does the
# same for exercise 2, and so on, whatever order the cells run in. Probabilities may be
# answered as a fraction (`Fraction(10, 33)` or `"10/33"`) or a decimal (`0.30`).

# %%
from fractions import Fraction

import dml_tutor as dml
from dml_tutor.games.dml.scenarios import BiddingExample, CharacterStack, EventEffects, VictoryPoints

EXERCISES = {}


def shown(value):
    # a fraction as 10/33 (30.3%), anything else as Python writes it
    if isinstance(value, Fraction):
        return f"{value} ({float(value):.1%})"
    return repr(value)


def is_right(answer, expected):
    if isinstance(expected, Fraction):
        try:
            return abs(Fraction(answer) - expected) < Fraction(1, 200)  # within half a percent
        except (TypeError, ValueError):
            return False
    return answer == expected


def check(n, answer):
    # compare an answer with the engine's answer to exercise n
    _, expected, rules = EXERCISES[n]
    if answer is None:
        print(f"Exercise {n}: write your answer first.")
    elif is_right(answer, expected):
        print(f"Exercise {n}: {shown(answer)} is right. Rules: {', '.join(rules)}")
    else:
        print(f"Exercise {n}: {shown(answer)} is wrong; the engine says {shown(expected)}. Rules: {', '.join(rules)}")


def exercise(n, question, engine_answer, rules):
    # show exercise n and return its own checker
    EXERCISES[n] = (question, engine_answer, rules)
    print(f"Exercise {n}. {question}")
    return lambda answer: check(n, answer)


# %% [markdown]
# ### Exercise 1: the bidding example

# %%
result = BiddingExample().run()
check_1 = exercise(
    1,
    "Iron 5 is declared; the Active Player bids 2♦; seat 1 wins the Seize Attempt with 3♦. "
    "What is the Target Value now?",
    next(m.value for m in result.target_values if m.key == "seize"),
    ["R-02", "bid.primary", "seize.award"],
)

# %%
answer = None  # your answer, e.g. 8
check_1(answer)

# %% [markdown]
# ### Exercise 2: a counter-offer

# %%
result = BiddingExample(counter="secondary").run()
check_2 = exercise(
    2,
    "Same attempt; the Active Player now counter-offers 4♥ (Slaves, secondary). Target Value?",
    result.target_values[-1].value,
    ["R-02", "bid.secondary", "R-07"],
)

# %%
answer = None
check_2(answer)

# %% [markdown]
# ### Exercise 3: an Event

# %%
result = EventEffects(event="3D").run()
check_3 = exercise(
    3,
    "The Event is Tax Relief 3 (3♦). Seat 0 declares 6♠ 3♠. Target Value?",
    result.rows[-1].value,
    ["event.tax-relief", "R-02"],
)

# %%
answer = None
check_3(answer)

# %% [markdown]
# ### Exercise 4: the odds

# %%
check_4 = exercise(
    4,
    "Target Value 9: chance to succeed if you re-roll every failing Dabo! (a fraction or a decimal)?",
    dml.success_probability(9, "optimal"),
    ["resolution.step", "dice.dabo", "R-10"],
)

# %%
answer = None
check_4(answer)

# %% [markdown]
# ### Exercise 5: the Stack

# %%
result = CharacterStack(plays="0 QH power; 1 QC power; 2 JC power").run()
check_5 = exercise(
    5,
    "Bottom to top: Q♥ (seat 0), Q♣ (seat 1), J♣ (seat 2). Which card resolves second? (e.g. 'Q♥')",
    result.resolved[1],
    ["R-16", "char.rogue-jester", "R-24"],
)

# %%
answer = None
check_5(answer)

# %% [markdown]
# ### Exercise 6: scoring

# %%
result = VictoryPoints().run()
check_6 = exercise(
    6,
    "In the default VictoryPoints table, seats 1 and 2 tie on points. Which seat wins?",
    result.winner,
    ["end.ties", "R-28"],
)

# %%
answer = None
check_6(answer)

# %% [markdown]
# ## Predict, then reveal
#
# The heart of the workshop: the room predicts, then the engine shows what the rules do.
# `Predict` plays a game with the built-in agents and stops just before each moment of the
# kinds you choose: the Target Value after a declaration or a bid (`"target_value"`), who
# wins a Seize Attempt (`"seize"`), where the cards go after the roll (`"roll"`), who wins
# on Victory Points (`"scores"`). Ask the room (a show of hands), click the prediction in,
# and **Commit prediction**: the engine's own step answers, with the rule ids to read, and
# the score runs for the session. **Next** goes on to the next moment.

# %%
from dml_tutor.games.dml.scenarios.prediction_form import Predict

quiz = Predict(seed=4, kinds=["target_value", "seize", "roll"], limit=8)
quiz

# %% [markdown]
# The same in code, for a group that types: `question` is what to predict, `commit` takes
# a number or one of the choices (or its position in `choices`) and returns the reveal.

# %%
ending = Predict(seed=4, kinds=["scores"])
print(ending.question.prompt, ending.question.choices)
print(ending.commit("seat 1").text)
print(ending.score)

# %% [markdown]
# ## Answer key (for the teacher)
#
# Every exercise checked with the engine's own answer:

# %%
for n, (_, expected, _) in EXERCISES.items():
    check(n, expected)

# %% [markdown]
# **Try this** with a group that finishes early: change an exercise's scenario (another
# Event card, another Seize card) and let them predict the new answer before they run
# its checker.

# %% [markdown]
# # 8. Practice until it sticks
#
# Reading a rule once is not knowing it. Here the engine asks you questions on the rules,
# one rule at a time: **which move is legal**, **what happens next**, **which rule
# applies**. Every answer is computed by the engine from a real position, and every wrong
# option is wrong for a reason it names: a rule that refuses the move, or a *misreading*
# of a rule (the same position worked out with the rule read the wrong way).
#
# A wrong answer is only checked, never played: you see the rule, our text of it, what
# would have made a move legal, and where the rule sits in the game. Each answer is also
# a review of its rule in a spaced-repetition schedule (FSRS, the scheduler Anki uses), so
# a rule you get wrong comes back soon and one you know comes back days later.

# %% [markdown]
# ## A question, and the feedback on an answer
#
# `practice.question(pack, rule, seed=...)` makes one; the same seed makes the same
# question again. This one asks what a Seize Attempt's bids make of the Target Value.

# %%
from dml_tutor import practice

q = practice.question("dml", "bid.primary", kind="what_next", seed=0)
print(q.prompt)
for i, option in enumerate(q.options, start=1):
    print(f"{i}. {option.text}")

# %% [markdown]
# Say you chose the first option. `practice.feedback` checks it: right or not, the rules
# to read, the engine's words on your option, and the misreading it shows.

# %%
told = practice.feedback(q, 0)
print(told.correct, told.rules)
print(told.text)
print("misreading:", told.misreading, "-", practice.misreadings("dml")[told.misreading].text)

# %% [markdown]
# ## A learner: what to practise next
#
# A `Learner` keeps your record under your name: which rules you met, how you answered,
# when each rule is due again. `next(pack)` gives the question to ask now: rules due for
# review first, then new rules in the order they first matter in a game; a rule you just
# answered waits while another is waiting, and no rule takes more than half of any ten
# questions while others are due. `answer(question, index)` checks and records.
#
# Here a learner kept in memory (`":memory:"`; by default the record is a file in your
# user data folder) answers ten questions, every third one wrong, on a clock we move a
# minute per answer.

# %%
from datetime import UTC, datetime, timedelta

from dml_tutor.practice import Learner

now = [datetime(2026, 3, 2, 9, 0, tzinfo=UTC)]
ada = Learner("ada", ":memory:", clock=lambda: now[0])
for n in range(10):
    q = ada.next("dml")
    pick = q.answer if n % 3 else next(i for i, o in enumerate(q.options) if not o.correct)
    told = ada.answer(q, pick)
    print(f"{q.kind:<10} {q.rule:<16} {'right' if told.correct else 'wrong'}")
    now[0] += timedelta(minutes=1)

# %% [markdown]
# ## Mastery
#
# Each rule is **new** (never asked), **learning**, **due** (its review is due now) or
# **known**: your last answer right, past the first two steps of learning, and FSRS gives
# at least a 90% chance you recall it now. A wrong answer always leaves "known".

# %%
from collections import Counter

Counter(ada.mastery("dml").values())

# %% [markdown]
# The mastery map is the rulebook's sequence tree, the one the tutor draws, with each rule
# in the sequence where it fires, by colour and by word; the table lists every rule with
# your last answer, its next review and the misreadings your answers showed.

# %%
from dml_tutor.practice.mastery import mastery_map

mastery_map(ada, "dml")

# %% [markdown]
# ## Your record is yours
#
# It stays on your device. `export()` gives it as JSON text (to keep, or to carry to
# another machine) and `Learner.from_export(text)` reads it back.

# %%
text = ada.export()
again = Learner.from_export(text, ":memory:", clock=lambda: now[0])
print(len(text), "characters;", again.mastery("dml") == ada.mastery("dml"))

# %% [markdown]
# ## Practise
#
# The widget asks, checks and explains; its mastery map is below the question. Keys: 1-4
# choose an option, N asks the next question. Your answers go to your record (your name
# below; the file is in your user data folder, several learners by name). MERC and Terrus
# work the same: `Practice("merc", "you")`.

# %%
from dml_tutor.tutor.practice import Practice

Practice("dml", "you")

# %% [markdown]
# # Start here: Dragon's Money Laundering, one step at a time
#
# **Dragon's Money Laundering** (DML) is a trading card game for three or four merchants,
# played with one ordinary 54-card deck (both jokers in) and two dice. Every suit is a
# Resource (Iron ♠, Wood ♣, Slaves ♥, Spice ♦), and you buy Resources from a shared
# Marketplace by declaring an *Acquisition Attempt* and rolling two dice at or above its
# *Target Value*. You push that number down by bidding the Resource that buys the one you
# want on the *Wheel of Profit*, while a rival may *seize* your attempt and bid it back up.
# Each Round opens with an *Event* that bends the rules, and Characters, Emblems, Dragon
# Eggs, Black Markets and the odd Dragon Siege stir things further. When the deck runs dry
# the richest Treasury wins (your secret Merchant King's Resource counts double), unless
# someone wins early by cornering one Resource (*Monopoly*) or hatching all four Dragon
# Eggs (*Father of Dragons*).
#
# The rulebook is written as nested sequences, like a program calling subroutines. This
# tutor runs exactly that program and shows every step with the rule ids it applies:
# rulebook rules such as `acq.declaration`, shared rulings such as `R-02`, and the
# project's own rulings such as `P-01`.

# %% [markdown]
# ## Open the tutor
#
# Run the next cell. Seat 0 is you; the other three seats are played by a simple
# heuristic player. Click **Step ▶** to watch the Setup unfold.

# %%
from dml_tutor import Tutor

Tutor(seed=7)

# %% [markdown]
# ## What each panel shows
#
# | panel | what you see |
# |---|---|
# | header | mode, number of players, seed, and where you are in the recorded history |
# | controls | **Back** and **Forward** move through what already happened; **Step** plays one step on; **Step over** skips the sub-sequences the current step opens; **Step out** finishes the current sequence; **Run to decision** goes on until you must choose; **Fork** branches the game here and shows it beside a copy, to try another choice (the first difference highlighted); the slider jumps anywhere; **View as** hides what a seat may not know; **Restart** starts a new seed, player count or mode |
# | breadcrumb | the live nesting of rulebook sequences, e.g. Round 1 › Action Phase › Turn of seat 2 › Market Phase |
# | step | one sentence on what just happened, the dice if any were rolled, and a card per rule id with our short text and the rulebook section to look it up |
# | decision | when a seat must choose: the prompt and every legal option as a button, grouped; greyed options are tempting moves the rules forbid, and clicking one asks *why not?* |
# | Acquisition Attempt | the Target Value term by term and the exact chance to roll it |
# | table | the Event and its effects, the four Stocks with the Resource that buys each, Black Markets, Dragon's Hoard, Nest, Exile, Event Deck and the Character Power Stack |
# | seats | each player's badges (Dealer, Active, deciding, hit by the Event), Court, Treasury and Merchant King, and who plays the seat |
# | right column | the rulebook's sequence tree with the live path in bold, the Wheel of Profit, and the log |

# %% [markdown]
# ## Every button is also a method
#
# The same tutor can be driven from code: `step()`, `step_over()`, `step_out()`,
# `run_to_decision()`, `back()`, `forward()`, `goto(n)`, `choose(...)`, `why_not(...)`,
# `restart(seed)`, `set_seat(seat, kind)` and `set_view(seat)`. The cells below drive a
# second tutor, shown here, so the one above stays where you left it (after *Run All* it
# is still at the first step of the Setup); this one follows along as the cells run.

# %%
t = Tutor(seed=7)
t

# %%
t.run_to_decision()  # on until seat 0 must choose
print(" › ".join(crumb["label"] for crumb in t.view["step"]["breadcrumb"]))
print("Prompt:", t.view["decision"]["prompt"])
for option in t.decisions:
    print(f"  [{option['index']}] {option['label']}")

# %% [markdown]
# Seat 2 is trying to buy the 4♦. Spice is bought with Slaves (the Wheel of Profit), so a
# face-down Slaves card is the only kind that can win this Seize Attempt (`R-05`). Seat 0
# holds 2♥: a real threat. Ask the tutor why a card you do not hold cannot be laid, then
# lay the 2♥ by its printed text (an index works too) and watch the Seize Attempt
# resolve.

# %%
print(t.why_not("lay 9♠ face down"))
t.choose("lay 2♥ face down (Seize Attempt)")
for _ in range(5):
    t.step()
    print(t.view["step"]["text"])
print("Target Value now:", t.view["attempt"]["total"], "| chance:", t.view["attempt"]["probability"]["percent"])

# %% [markdown]
# ## The learning path
#
# 1. [Setup and the first Round](01_setup_and_first_round.ipynb): the Setup Stage and one
#    whole Round, with the trace as a table.
# 2. [The Market and bidding](02_market_and_bidding.ipynb): the Wheel of Profit,
#    Acquisition Attempts, Seize Attempts and the rulebook's bidding example.
# 3. [Events and dice](03_events_and_dice.ipynb): the six Event types, the odds of a roll,
#    the Foreign Merchant and the Dragon Siege.
# 4. [Characters and Emblems](04_characters_and_emblems.ipynb): the Character Power Stack
#    and the Static Bonus.
# 5. [The end and scoring](05_the_end_and_scoring.ipynb): Victory Points, ties, Monopoly
#    and Father of Dragons.
# 6. [Market Mayhem](06_market_mayhem.ipynb): the quickstart mode as your first full game.
#
# For teachers: [a 60-minute workshop](workshop/60_minute_workshop.ipynb). For designers:
# [every ruling as an executable check](designers/edge_cases.ipynb).

# %% [markdown]
# ## Try this
#
# Look at the table as seat 0 sees it: the other Treasuries turn face down. Then start
# again with another seed and see who wins the roll-off for the Initiative Badge
# (`setup.roll-off`, `R-22`).

# %%
t.set_view(0)
hidden = [seat["seat"] for seat in t.view["seats"] if seat["treasury"]["cards"] is None]
print("Treasuries hidden from seat 0:", hidden)
t.set_view(None)

t.restart(seed=3)  # try other seeds
t.run_to_decision()
print("Dealer of Round 1: seat", t.game.dealer)

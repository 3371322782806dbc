# %% [markdown]
# # 3. Events and dice
#
# Each Round opens with an Event. Its **Player Effect** hits every player whose Treasury
# holds at least V cards when it resolves, for the whole Round (`R-19`); its **Market
# Effect** touches the whole Marketplace. Then come the dice: the odds of a roll, the
# doubles with names, and the two sequences dice can start.

# %%
import dml_tutor as dml
from dml_tutor.games.dml.scenarios import AttemptOdds, DragonSiege, EventEffects, ForeignMerchantRestock

for card in ["5S", "5H", "5C", "5D", "JH", "TH"]:
    event = dml.Event.of(card)
    print(f"{dml.Card.parse(card).symbol:>4}  {event.type:<21} [{event.rule}]")
    print(f"      players: {event.player_effect}; market: {event.market_effect}")

# %% [markdown]
# Spades are *Contraband Crackdown* (no Seize Attempts; only low bids), Hearts *Decadence*
# (no Ultimate Powers; only high bids), Clubs *Marauders* (lose a random card; the
# Marketplace counts +2), Diamonds *Tax Relief* (no Black Market Action; the Marketplace
# counts −2). Jacks, Queens, the Thief or no card at all make a *Carnival of Coin* (an
# extra Market Action for everyone), and a Ten a *Grand Opening* (the Event card itself
# is up for sale). The bid limits apply to both sides and to Seize cards (`R-08`); Tax
# Relief still lets you spend your Market Action on a Black Market (`R-14`).
#
# ## Each Event through the engine
#
# `EventEffects` draws the Event at the start of a Round with four Treasuries of 6, 3, 5
# and 2 cards, then has seat 0 declare 6♠ 3♠, and compares the TV with the same
# declaration under no Event. One summary line per Event type:

# %%
for card in ["5S", "6H", "5C", "3D", "JH", "TH"]:
    result = EventEffects(event=card).run()
    g = result.game
    hit = sorted(g.affected or g.extra_action)  # Carnival and Grand Opening: everyone
    moved = result.rows[-1].what.split("(")[-1].rstrip(").")
    print(f"{g.event!s:<26} Player Effect on seats {hit}; TV of 6♠ 3♠: {result.rows[-1].value} ({moved})")

# %% [markdown]
# The Crackdown, Decadence and Marauders hit only the Treasuries of at least V cards (6,
# 3, 5 and 2 cards here); the Carnival of Coin and the Grand Opening reach everybody
# (their Player Effect is a bonus). Only Marauders and Tax Relief move a TV. A closer
# look at Marauders, step by step with the rule ids:

# %%
EventEffects(event="5C").run()

# %% [markdown]
# A Foreign Merchant turned up as the Event resolves at once and leaves the Event Zone
# empty, so the Round is a Carnival of Coin (`R-20`):

# %%
EventEffects(event="X1").run()

# %% [markdown]
# ## Dice
#
# Two dice, summed; you need the TV or more. Some doubles have names (`dice.dabo`,
# `dice.woot`, `dice.wyvern`):
#
# - **Dabo!** (2-2 to 5-5): you may re-roll at once, and the new roll counts. The engine
#   asks every time (`R-10`); re-rolling exactly when the roll fails is best.
# - **Woot! Woot!** (6-6): succeeds whatever the TV, and then a Foreign Merchant arrives.
# - **Wyvern Eyes** (1-1): fails whatever the TV, and then a Dragon Siege begins.
#
# The sequences a roll starts wait until the roll's own outcome is done (`R-11`). So no
# TV is hopeless and none is certain:

# %%
AttemptOdds().run()

# %%
odds = AttemptOdds()
odds.plot()

# %% [markdown]
# The chances are exact fractions from `dml.success_probability`. A seeded simulation of
# the same dice agrees to within a percent or two:

# %%
odds.simulate(n=3000, seed=1)

# %% [markdown]
# ## A Foreign Merchant in the middle of a Restock
#
# When the Foreign Merchant is drawn, everything pauses: the Dragon's Hoard, one Egg from
# the Nest and the card itself are shuffled into a new Black Market, and the interrupted
# sequence carries on where it stopped (`fm.sequence`, `R-15`).

# %%
ForeignMerchantRestock()

# %% [markdown]
# ## The Dragon Siege and Dragon Shield
#
# Wyvern Eyes (or the Dragon Empress) starts a Dragon Siege (`siege.sequence`): every
# player with Eggs returns them to the Nest and loses half of the rest of the Treasury,
# rounded up, at random, unless Dragon Shield protects them: no more Eggs than Spade
# Emblems in the Court (`emblem.dragon-shield`). Seat 1 has one Egg and one Spade Emblem;
# seat 2 has two Eggs and none.

# %%
DragonSiege(shields=1)

# %%
for shields in (0, 1):
    g = DragonSiege(shields=shields).run().game
    print(f"{shields} Spade Emblem(s): seat 1 keeps its Egg: {dml.Card.parse('AS') in g.treasury[1]}")

# %% [markdown]
# ## Exercise
#
# What is the chance of success at TV 8 if you re-roll every failing Dabo!? Give a
# decimal such as `0.54`; the cell checks it against the engine to within half a
# percent.

# %%
my_answer = None  # your answer

engine = dml.success_probability(8, "optimal")
if my_answer is None:
    print("Write your answer first.")
else:
    close = abs(float(my_answer) - float(engine)) < 0.005
    print("Right!" if close else f"Not quite: {engine} = {float(engine):.1%}.", "(resolution.step, R-10)")

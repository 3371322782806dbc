"""Write every notebook of the learning path from this Python source, without outputs.

The notebooks are generated, never edited by hand, so they cannot go stale: change the
text here, run this script, and commit the ``.ipynb`` files it writes.

    .venv/bin/python notebooks/make_notebooks.py            # write them all
    .venv/bin/python notebooks/make_notebooks.py --check    # fail if any file differs

Cells are stored without outputs and with stable ids, so a rerun that changes nothing
writes byte-identical files. ``tests/test_notebooks.py`` runs each one in a fresh kernel.
"""

# Markdown tables cannot be wrapped, so long lines are allowed in this file.
# ruff: noqa: E501

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = Path(__file__).resolve().parent

Cell = tuple[str, str]  # ("markdown" | "code", source)


def md(text: str) -> Cell:
    return ("markdown", textwrap.dedent(text).strip("\n"))


def code(text: str) -> Cell:
    return ("code", textwrap.dedent(text).strip("\n"))


# =====================================================================================
# 00 Start here
# =====================================================================================

START_HERE = [
    md(
        """
        # Start here: Dragon's Money Laundering, one step at a time

        **Dragon's Money Laundering** (DML) is a trading card game for three or four merchants,
        played with one ordinary 54-card deck (both jokers in) and two dice. Every suit is a
        Resource (Iron ♠, Wood ♣, Slaves ♥, Spice ♦), and you buy Resources from a shared
        Marketplace by declaring an *Acquisition Attempt* and rolling two dice at or above its
        *Target Value*. You push that number down by bidding the Resource that buys the one you
        want on the *Wheel of Profit*, while a rival may *seize* your attempt and bid it back up.
        Each Round opens with an *Event* that bends the rules, and Characters, Emblems, Dragon
        Eggs, Black Markets and the odd Dragon Siege stir things further. When the deck runs dry
        the richest Treasury wins (your secret Merchant King's Resource counts double), unless
        someone wins early by cornering one Resource (*Monopoly*) or hatching all four Dragon
        Eggs (*Father of Dragons*).

        The rulebook is written as nested sequences, like a program calling subroutines. This
        tutor runs exactly that program and shows every step with the rule ids it applies:
        rulebook rules such as `acq.declaration`, shared rulings such as `R-02`, and the
        project's own rulings such as `P-01`.
        """
    ),
    md(
        """
        ## Open the tutor

        Run the next cell. Seat 0 is you; the other three seats are played by a simple
        heuristic player. Click **Step ▶** to watch the Setup unfold.
        """
    ),
    code(
        """
        from dml_tutor.tutor import Tutor

        t = Tutor(seed=7)
        t
        """
    ),
    md(
        """
        ## What each panel shows

        | panel | what you see |
        |---|---|
        | header | mode, number of players, seed, and where you are in the recorded history |
        | controls | **Back** and **Forward** move through what already happened; **Step** plays one step on; **Step over** skips the sub-sequences the current step opens; **Step out** finishes the current sequence; **Run to decision** goes on until you must choose; the slider jumps anywhere; **View as** hides what a seat may not know; **Restart** starts a new seed, player count or mode |
        | breadcrumb | the live nesting of rulebook sequences, e.g. Round 1 › Action Phase › Turn of seat 2 › Market Phase |
        | step | one sentence on what just happened, the dice if any were rolled, and a card per rule id with our short text and the rulebook section to look it up |
        | decision | when a seat must choose: the prompt and every legal option as a button, grouped; greyed options are tempting moves the rules forbid, and clicking one asks *why not?* |
        | Acquisition Attempt | the Target Value term by term (R-02) and the exact chance to roll it |
        | table | the Event and its effects, the four Stocks with the Resource that buys each, Black Markets, Dragon's Hoard, Nest, Exile, Event Deck and the Character Power Stack |
        | seats | each player's badges (Dealer, Active, deciding, hit by the Event), Court, Treasury and Merchant King, and who plays the seat |
        | right column | the rulebook's sequence tree with the live path in bold, the Wheel of Profit, and the log |
        """
    ),
    md(
        """
        ## Every button is also a method

        The same tutor can be driven from code: `step()`, `step_over()`, `step_out()`,
        `run_to_decision()`, `back()`, `forward()`, `goto(n)`, `choose(...)`, `why_not(...)`,
        `restart(seed)`, `set_seat(seat, kind)` and `set_view(seat)`. The widget above follows
        along.
        """
    ),
    code(
        """
        t.run_to_decision()  # on until seat 0 must choose
        print(" › ".join(crumb["label"] for crumb in t.view["step"]["breadcrumb"]))
        print("Prompt:", t.view["decision"]["prompt"])
        for option in t.decisions:
            print(f"  [{option['index']}] {option['label']}")
        """
    ),
    md(
        """
        Seat 2 is trying to buy the 4♦. Spice is bought with Slaves (the Wheel of Profit), so a
        face-down Slaves card is the only kind that can win this Seize Attempt (`R-05`). Seat 0
        holds 2♥: a real threat. Ask the tutor why a card you do not hold cannot be laid, then
        lay the 2♥ by its printed text (an index works too) and watch the Seize Attempt
        resolve.
        """
    ),
    code(
        """
        print(t.why_not("lay 9♠ face down"))
        t.choose("lay 2♥ face down (Seize Attempt)")
        for _ in range(5):
            t.step()
            print(t.view["step"]["text"])
        print("Target Value now:", t.view["attempt"]["total"], "| chance:", t.view["attempt"]["probability"]["percent"])
        """
    ),
    md(
        """
        ## The learning path

        1. [Setup and the first Round](01_setup_and_first_round.ipynb): the Setup Stage and one
           whole Round, with the trace as a table.
        2. [The Market and bidding](02_market_and_bidding.ipynb): the Wheel of Profit,
           Acquisition Attempts, Seize Attempts and the rulebook's bidding example.
        3. [Events and dice](03_events_and_dice.ipynb): the six Event types, the odds of a roll,
           the Foreign Merchant and the Dragon Siege.
        4. [Characters and Emblems](04_characters_and_emblems.ipynb): the Character Power Stack
           and the Static Bonus.
        5. [The end and scoring](05_the_end_and_scoring.ipynb): Victory Points, ties, Monopoly
           and Father of Dragons.
        6. [Market Mayhem](06_market_mayhem.ipynb): the quickstart mode as your first full game.

        For teachers: [a 60-minute workshop](workshop/60_minute_workshop.ipynb). For designers:
        [every ruling as an executable check](designers/edge_cases.ipynb).
        """
    ),
    md(
        """
        ## Try this

        Look at the table as seat 0 sees it: the other Treasuries turn face down. Then start
        again with another seed and see who wins the roll-off for the Initiative Badge
        (`setup.roll-off`, `R-22`).
        """
    ),
    code(
        """
        t.set_view(0)
        hidden = [seat["seat"] for seat in t.view["seats"] if seat["treasury"]["cards"] is None]
        print("Treasuries hidden from seat 0:", hidden)
        t.set_view(None)

        t.restart(seed=3)  # try other seeds
        t.run_to_decision()
        print("Dealer of Round 1: seat", t.game.dealer)
        """
    ),
]


# =====================================================================================
# 01 Setup and the first Round
# =====================================================================================

SETUP = [
    md(
        """
        # 1. Setup and the first Round

        This notebook walks through the Setup Stage and one whole Round with the tutor, then
        reads the engine's trace as a table. Every row of the trace names the rule it applies.
        """
    ),
    md(
        """
        ## The Setup Stage in seven steps

        | step | what happens | rule ids |
        |---|---|---|
        | 1 | Everyone rolls two dice; the highest roll takes the Initiative Badge and deals. Tied players roll again, a Dabo! may be re-rolled, and a Woot! Woot! takes the badge at once. | `setup.roll-off`, `R-22` |
        | 2 | The Dealer takes the Kings, every 2 and 3, and the four Aces out of the deck; what is left is the Event Deck. | `setup.extract` |
        | 3 | The Aces are Dragon Eggs and go face down into the Dragon's Nest. | `setup.nest` |
        | 4 | The 2s and 3s are mixed into four piles, one 2 and one 3 each. | `setup.piles`, `R-21` |
        | 5 | Every player gets one Merchant King face down: its suit is their secret Desired Resource. | `setup.kings` |
        | 6 | Starting with the Dealer, each player takes one starting pile. | `setup.choose-pile`, `R-21` |
        | 7 | The Dealer restocks the Marketplace until the Stocks hold three Resources. | `setup.restock`, `R-15` |

        Every random choice, shuffles included, comes from the game's one seeded generator
        (`R-21`), so a seed replays a game exactly.
        """
    ),
    code(
        """
        from dml_tutor.scenarios import trace_table
        from dml_tutor.tutor import Tutor

        t = Tutor(seed=7)
        t
        """
    ),
    md(
        """
        The widget starts at the first step. Step through the Setup from code (or click
        **Step ▶**) and print where each step happens and what it does:
        """
    ),
    code(
        """
        def where(t):
            return " › ".join(crumb["label"] for crumb in t.view["step"]["breadcrumb"][1:])


        for _ in range(8):
            print(f"{t.cursor:>2}  {where(t):<40} {t.view['step']['text']}")
            t.step()
        """
    ),
    md(
        """
        ## The trace as a table

        The engine keeps every step in `game.trace`: its index, the Round, its place in the
        nesting, the seat involved, what happened, and the rule ids (hover over an id for
        its text). Here is the whole Setup Stage:
        """
    ),
    code(
        """
        g = t.game
        game_stage = next(e.index for e in g.trace if any(f.name == "Game Stage" for f in e.path))
        trace_table(g, 0, game_stage, title="The Setup Stage")
        """
    ),
    md(
        """
        ## One Round

        A Round (`round.sequence`) has three parts:

        1. **Event Phase**: the Dealer turns up the top card of the Event Deck; its type and
           value decide this Round's Player Effect and Market Effect (`event.draw`,
           `event.resolution`, `R-19`).
        2. **Action Phase**: a Character Power Phase, then each player's Turn in seat order
           from the Dealer, with another Character Power Phase after every Turn
           (`action.sequence`, `cpp.sequence`). A Turn is a Supply Step (one card from the
           deck into the Marketplace), a Market Phase (your Acquisition Attempts) and a
           Restock back to three Resources (`turn.sequence`, `supply.step`,
           `market.sequence`, `restock.sequence`, `R-13`, `R-15`).
        3. **End Phase**: the Event card goes to the Dragon's Hoard and the Initiative Badge
           moves on to the next seat (`end-phase.sequence`).

        **Step over** skips everything a step opens: from the Event draw it jumps past the
        Event Resolution straight to the Action Phase. **Step out** finishes the sequence you
        are in.
        """
    ),
    code(
        """
        t.goto(game_stage + 2)  # the Event draw of Round 1
        print("at       ", where(t), "|", t.view["step"]["text"])
        t.step_over()
        print("step over", where(t), "|", t.view["step"]["text"])
        t.step()
        print("step     ", where(t), "|", t.view["step"]["text"])
        t.step_out()
        print("step out ", where(t), "|", t.view["step"]["text"])
        """
    ),
    md(
        """
        Now play the rest of Round 1. Seat 0 (you) passes whenever it may; the other seats
        decide for themselves. `run_to_decision()` stops each time seat 0 must choose.
        """
    ),
    code(
        """
        def pass_or_first(t):
            legal = [o["text"] for o in t.decisions if o["legal"]]
            return next((text for text in legal if "pass" in text), legal[0])


        while t.game.round < 2 and not t.game.is_over:
            if t.view["nav"]["waiting"] == 0:
                print("seat 0 chooses:", pass_or_first(t))
                t.choose(pass_or_first(t))
            else:
                t.run_to_decision()
        """
    ),
    code(
        """
        first = next(e.index for e in g.trace if e.round == 1)
        last = next(e.index for e in g.trace if e.round == 2)
        trace_table(g, first, last, kinds=["step", "roll", "action"], title="Round 1 (each decision as the action taken)")
        """
    ),
    md(
        """
        ## Exercise

        Who was the Dealer in Round 1, and who deals Round 2? Write your answer in the cell,
        then run it: it is checked against the engine (`setup.roll-off`, `end-phase.sequence`).
        """
    ),
    code(
        """
        my_answer = None  # your answer as (dealer of Round 1, dealer of Round 2), e.g. (0, 1)

        starts = [e for e in g.trace if "round.sequence" in e.rules]
        engine = tuple(int(e.text.split("seat ")[1].split()[0]) for e in starts[:2])
        if my_answer is None:
            print("Write your answer first.")
        elif tuple(my_answer) == engine:
            print("Right: the roll-off picks the first Dealer, then the badge moves on one seat every Round.")
        else:
            print(f"Not quite: the engine says {engine}.")
        """
    ),
    md(
        """
        **Try this:** `t.restart(seed=3)` gives a tie in the roll-off. Find the re-roll in
        `trace_table(t.game, 0, 12)`, and check the ruling that settles ties (`R-22`).
        """
    ),
]


# =====================================================================================
# 02 Market and bidding
# =====================================================================================

MARKET = [
    md(
        """
        # 2. The Market and bidding

        To buy from the Marketplace you declare an **Acquisition Attempt** and then roll two
        dice: you need at least its **Target Value** (TV). Everything in this notebook is about
        moving that number, and about who may move it.
        """
    ),
    md(
        """
        ## The Wheel of Profit

        Every Resource Type is bought with another one. The *Primary Buying Resource* lowers
        the TV when you bid it; the *Secondary Buying Resource* cancels a rival's bids
        (`wheel.profit`). The engine's own functions give the table:
        """
    ),
    code(
        """
        from IPython.display import HTML, display

        import dml_tutor as dml
        from dml_tutor.diagrams import wheel_dot
        from dml_tutor.render import render_html

        for suit in "HDSC":
            primary, secondary = dml.primary_buying(suit), dml.secondary_buying(suit)
            print(
                f"buy {dml.RESOURCE_NAME[suit]:<6} {dml.SUIT_SYMBOL[suit]}: "
                f"bid {dml.RESOURCE_NAME[primary]} {dml.SUIT_SYMBOL[primary]} (primary), "
                f"defend with {dml.RESOURCE_NAME[secondary]} {dml.SUIT_SYMBOL[secondary]} (secondary)"
            )
        """
    ),
    md(
        """
        Read it as a cycle Slaves → Spice → Iron → Wood → Slaves: each type is bought with the
        one before it and defended with the one two before it. The diagram highlights Iron,
        the type bought in the example further down.
        """
    ),
    code(
        """
        HTML(render_html(wheel_dot("S")))
        """
    ),
    md(
        """
        ## An Acquisition Attempt in four parts

        1. **Declaration** (`acq.declaration`): pick any non-empty set of cards from one Stock
           (`R-01`), or one Emblem in another player's Court, or a Black Market. The TV is the
           sum of the Face Values with the Event's Market Effect. You may bid Primary Buying
           Resources straight away, and after those bids the TV must be 12 or less (`R-03`).
        2. **Seize Attempt Phase** (`seize.sequence`): in seat order, every other player may lay
           one card face down, or pass. The highest Primary Buying Resource among them wins and
           becomes the *Seizer's* first bid, raising the TV (`R-05`). Black Markets and Emblems
           provoke no Seize Attempts (`R-06`).
        3. **Bidding Phase** (`bid.sequence`): only with a Seizer (`R-04`). The Active Player
           bids Primary cards (TV down) *or* Secondary cards against the Seizer's bids, the
           Seizer bids Primary cards (TV up), turn and turn about; the first pass ends it
           (`R-07`, `bid.primary`, `bid.secondary`).
        4. **Resolution Step** (`resolution.step`): roll two dice. Success: the cards are yours.
           Failure: they go to the Seizer, or back where they were. Every bid card goes to the
           Stock of its own suit (`R-09`).

        `dml.target_value` computes the TV by ruling `R-02` from its terms:
        """
    ),
    code(
        """
        print(dml.target_value(["5S"]))  # declare the Iron 5
        print(dml.target_value(["5S"], active_primary=["2D"]))  # bid 2♦
        print(dml.target_value(["5S"], active_primary=["2D"], seizer_primary=["3D"]))  # a Seizer's 3♦
        print(dml.target_value(["5S"], active_primary=["2D"], seizer_primary=["3D"], active_secondary=["4H"]))
        """
    ),
    md(
        """
        ## The rulebook's bidding example, played by the engine

        The rulebook prints one worked example: Iron 5 is declared, the Active Player bids 2♦,
        another player seizes with 3♦, and the Active Player answers either with 4♦ (primary)
        or with 4♥ (a secondary counter-offer). The scenario `BiddingExample` plays it through
        the real engine, seat 0 active and seat 1 seizing. Both answers:
        """
    ),
    code(
        """
        from dml_tutor.scenarios import BiddingExample

        BiddingExample(counter="primary").run()
        """
    ),
    code(
        """
        BiddingExample(counter="secondary").run()
        """
    ),
    md(
        """
        ### Where the printed numbers and the engine differ

        The rulebook prints **8** after the Seize Attempt; the engine gives **6**. The printed 8
        is the declared 5 plus the Seize card's 3: it forgets the 2♦ the Active Player already
        bid. Nothing takes that bid back, and the Resolution Step applies *every* bid, so ruling
        `R-02` keeps it: 5 − 2 + 3 = 6. The primary answer then moves both lines by −4, which
        is why the rulebook prints 4 where the engine has 2. The secondary line agrees with the
        engine again (3), because the rulebook's own "back to 3" is 5 − 2: it counts the 2♦
        there. `docs/bidding-example.md` tells the whole story.
        """
    ),
    code(
        """
        print("printed:", [value for _, _, value in BiddingExample.rulebook_numbers("primary")])
        for d in BiddingExample().discrepancies():
            print(f"- {d.label}: rulebook {d.rulebook}, engine {d.engine}.")
            print(f"  {d.why}")
        """
    ),
    md(
        """
        ## Change the example

        Every argument of the scenario is editable in a form. An illegal change is refused with
        the engine's reason and its rule ids: try the answer `5C` (Wood does not buy Iron,
        `wheel.profit`), the Event `3S` (Contraband Crackdown 3 forbids bidding the 4♦, `R-08`),
        or the Seize card `5H` (a bluff wins nothing, so there is no Bidding Phase, `R-04`).
        """
    ),
    code(
        """
        BiddingExample().form()
        """
    ),
    code(
        """
        display(BiddingExample(counter_cards="5C"))  # refused, with the reason
        """
    ),
    md(
        """
        ## Play it yourself

        `Tutor.from_position` opens the same table in the tutor, with seats 0 and 1 both
        played by you. The cell makes the rulebook's first three moves; carry on in the widget
        (answer with 4♦ or 4♥, then let seat 1 decide) and watch the Target Value panel.
        """
    ),
    code(
        """
        from dml_tutor.tutor import Tutor

        t = Tutor.from_position(BiddingExample().position(), seats=["person", "person", "heuristic", "heuristic"])
        t.run_to_decision()
        for move in ["attempt 5♠ from the Iron Stock", "bid 2♦ (Spice, primary)", "lay 3♦ face down (Seize Attempt)"]:
            t.choose(move)
            t.run_to_decision()
        attempt = t.view["attempt"]
        print("Target Value:", " ".join(f"{term['amount']:+d}" for term in attempt["terms"]), "=", attempt["total"])
        print("Seat", t.view["decision"]["seat"], "now:", t.view["decision"]["prompt"])
        t
        """
    ),
    md(
        """
        ## Exercise

        Under a Marauders 5 Event (the card `5C`), Marketplace Resources of 5 or more count +2.
        What TV does the Iron 5 start at, before any bid? Write your answer, then run the cell.
        """
    ),
    code(
        """
        my_answer = None  # your answer

        result = BiddingExample(event="5C").run()
        engine = result.target_values[0].value
        if my_answer is None:
            print("Write your answer first.")
        else:
            verdict = "Right!" if my_answer == engine else f"Not quite: the engine says {engine}."
            print(verdict, "(R-02, event.marauders)")
        """
    ),
]


# =====================================================================================
# 03 Events and dice
# =====================================================================================

EVENTS = [
    md(
        """
        # 3. Events and dice

        Each Round opens with an Event. Its **Player Effect** hits every player whose Treasury
        holds at least V cards when it resolves, for the whole Round (`R-19`); its **Market
        Effect** touches the whole Marketplace. Then come the dice: the odds of a roll, the
        doubles with names, and the two sequences dice can start.
        """
    ),
    code(
        """
        import dml_tutor as dml
        from dml_tutor.scenarios import AttemptOdds, DragonSiege, EventEffects, ForeignMerchantRestock

        for card in ["5S", "5H", "5C", "5D", "JH", "TH"]:
            event = dml.Event.of(card)
            print(f"{dml.Card.parse(card).symbol:>4}  {event.type:<21} [{event.rule}]")
            print(f"      players: {event.player_effect}; market: {event.market_effect}")
        """
    ),
    md(
        """
        Spades are *Contraband Crackdown* (no Seize Attempts; only low bids), Hearts *Decadence*
        (no Ultimate Powers; only high bids), Clubs *Marauders* (lose a random card; the
        Marketplace counts +2), Diamonds *Tax Relief* (no Black Market Action; the Marketplace
        counts −2). Jacks, Queens, the Thief or no card at all make a *Carnival of Coin* (an
        extra Market Action for everyone), and a Ten a *Grand Opening* (the Event card itself
        is up for sale). The bid limits apply to both sides and to Seize cards (`R-08`); Tax
        Relief still lets you spend your Market Action on a Black Market (`R-14`).

        ## Each Event through the engine

        `EventEffects` draws the Event at the start of a Round with four Treasuries of 6, 3, 5
        and 2 cards, then has seat 0 declare 6♠ 3♠, and compares the TV with the same
        declaration under no Event. One summary line per Event type:
        """
    ),
    code(
        """
        for card in ["5S", "6H", "5C", "3D", "JH", "TH"]:
            result = EventEffects(event=card).run()
            g = result.game
            hit = sorted(g.affected or g.extra_action)  # Carnival and Grand Opening: everyone
            moved = result.rows[-1].what.split("(")[-1].rstrip(").")
            print(f"{g.event!s:<26} Player Effect on seats {hit}; TV of 6♠ 3♠: {result.rows[-1].value} ({moved})")
        """
    ),
    md(
        """
        The Crackdown, Decadence and Marauders hit only the Treasuries of at least V cards (6,
        3, 5 and 2 cards here); the Carnival of Coin and the Grand Opening reach everybody
        (their Player Effect is a bonus). Only Marauders and Tax Relief move a TV. A closer
        look at Marauders, step by step with the rule ids:
        """
    ),
    code(
        """
        EventEffects(event="5C").run()
        """
    ),
    md(
        """
        A Foreign Merchant turned up as the Event resolves at once and leaves the Event Zone
        empty, so the Round is a Carnival of Coin (`R-20`):
        """
    ),
    code(
        """
        EventEffects(event="X1").run()
        """
    ),
    md(
        """
        ## Dice

        Two dice, summed; you need the TV or more. Some doubles have names (`dice.dabo`,
        `dice.woot`, `dice.wyvern`):

        - **Dabo!** (2-2 to 5-5): you may re-roll at once, and the new roll counts. The engine
          asks every time (`R-10`); re-rolling exactly when the roll fails is best.
        - **Woot! Woot!** (6-6): succeeds whatever the TV, and then a Foreign Merchant arrives.
        - **Wyvern Eyes** (1-1): fails whatever the TV, and then a Dragon Siege begins.

        The sequences a roll starts wait until the roll's own outcome is done (`R-11`). So no
        TV is hopeless and none is certain:
        """
    ),
    code(
        """
        AttemptOdds().run()
        """
    ),
    code(
        """
        odds = AttemptOdds()
        odds.plot()
        """
    ),
    md(
        """
        The chances are exact fractions from `dml.success_probability`. A seeded simulation of
        the same dice agrees to within a percent or two:
        """
    ),
    code(
        """
        odds.simulate(n=3000, seed=1)
        """
    ),
    md(
        """
        ## A Foreign Merchant in the middle of a Restock

        When the Foreign Merchant is drawn, everything pauses: the Dragon's Hoard, one Egg from
        the Nest and the card itself are shuffled into a new Black Market, and the interrupted
        sequence carries on where it stopped (`fm.sequence`, `R-15`).
        """
    ),
    code(
        """
        ForeignMerchantRestock()
        """
    ),
    md(
        """
        ## The Dragon Siege and Dragon Shield

        Wyvern Eyes (or the Dragon Empress) starts a Dragon Siege (`siege.sequence`): every
        player with Eggs returns them to the Nest and loses half of the rest of the Treasury,
        rounded up, at random, unless Dragon Shield protects them: no more Eggs than Spade
        Emblems in the Court (`emblem.dragon-shield`). Seat 1 has one Egg and one Spade Emblem;
        seat 2 has two Eggs and none.
        """
    ),
    code(
        """
        DragonSiege(shields=1)
        """
    ),
    code(
        """
        for shields in (0, 1):
            g = DragonSiege(shields=shields).run().game
            print(f"{shields} Spade Emblem(s): seat 1 keeps its Egg: {dml.Card.parse('AS') in g.treasury[1]}")
        """
    ),
    md(
        """
        ## Exercise

        What is the chance of success at TV 8 if you re-roll every failing Dabo!? Give a
        decimal such as `0.54`; the cell checks it against the engine to within half a
        percent.
        """
    ),
    code(
        """
        my_answer = None  # your answer

        engine = dml.success_probability(8, "optimal")
        if my_answer is None:
            print("Write your answer first.")
        else:
            close = abs(float(my_answer) - float(engine)) < 0.005
            print("Right!" if close else f"Not quite: {engine} = {float(engine):.1%}.", "(resolution.step, R-10)")
        """
    ),
]


# =====================================================================================
# 04 Characters and Emblems
# =====================================================================================

CHARACTERS = [
    md(
        """
        # 4. Characters and Emblems

        Jacks, Queens and the Thief are **Characters**. In a Character Power Phase
        (`cpp.sequence`) a player may play one as an **Ultimate Power**: it goes on the
        Character Power Stack, does its thing when it resolves, and then leaves for Exile.
        Jacks, Queens and Tens are also court cards, which can be played as **Emblems**
        instead: they resolve into your Court and stay there (`emblem.play`).
        """
    ),
    code(
        """
        import dml_tutor as dml

        for rule_id in [
            "char.grand-inquisitor",
            "char.rogue-jester",
            "char.supreme-confiscator",
            "char.tithe-embezzler",
            "char.dragon-empress",
            "char.harlot-queen",
            "char.pampered-heiress",
            "char.archduchess",
            "char.thief",
        ]:
            r = dml.rule(rule_id)
            print(f"{r.title}\\n    {r.text}")
        """
    ),
    md(
        """
        ## The Stack: last in, first out

        From the Dealer, in seat order, each player may put cards on the Stack or pass. After
        anyone plays, the others may answer, until everybody but the last player to play has
        passed in a row (`R-16`). Then the Stack resolves from the top. The choices a power
        needs (whose card, which Stock) are made as it resolves, not when it is played
        (`P-01`).

        The `CharacterStack` scenario plays, bottom to top: the Pampered Heiress (seat 0), the
        Harlot Queen (seat 1), a Ten as an Emblem (seat 2) and the Rogue Jester (seat 3).
        """
    ),
    code(
        """
        from dml_tutor.scenarios import CharacterStack

        CharacterStack()
        """
    ),
    md(
        """
        The Jester resolves first and turns over everything below him (`char.rogue-jester`,
        `R-23`). Now the Heiress is on top: she takes an Egg from the Nest. The Harlot Queen
        comes last and cancels whatever is still below her: the Ten goes to the Dragon's Hoard
        instead of a Court (`char.harlot-queen`, `R-24`). Without the Jester the order is plain
        last-in-first-out, and the Harlot Queen cancels the Heiress instead:
        """
    ),
    code(
        """
        for plays in ["0 QH power; 1 QC power; 2 TS emblem; 3 JC power", "0 QH power; 1 QC power; 2 TS emblem"]:
            result = CharacterStack(plays=plays).run()
            print(f"{plays:<50} resolved {result.resolved}, cancelled {result.cancelled}")
        """
    ),
    md(
        """
        Every scenario leaves its engine game behind, so `Tutor(game)` can replay it step by
        step. Jump to where the Stack starts resolving and step through it in the widget:
        """
    ),
    code(
        """
        from dml_tutor.tutor import Tutor

        t = Tutor(CharacterStack().run().game, seats="heuristic")
        t.goto(next(e.index for e in t.game.trace if "cpp.resolution" in e.rules))
        for _ in range(3):
            print(t.view["step"]["text"], "| Stack, bottom first:", [item["card"]["text"] for item in t.view["stack"]])
            t.step()
        t
        """
    ),
    md(
        """
        ## Emblems in response

        An Emblem is played on the Stack like a power, so it can answer a power. Here seat 1
        answers the Heiress with J♠ as an Emblem; the Emblem is on top, so it reaches the Court
        first:
        """
    ),
    code(
        """
        CharacterStack(plays=[(0, "QH", "power"), (1, "JS", "emblem")])
        """
    ),
    md(
        """
        Under Decadence a player the Event hits may not play Ultimate Powers, but may still
        play Emblems (`R-25`). The scenario refuses the power with the engine's reason:
        """
    ),
    code(
        """
        CharacterStack(event="9H", hands=["2H 3H 4H 5H 6H 7H 8H 2C 3C"], plays="0 QH power")
        """
    ),
    md(
        """
        ## Static Bonus

        An Emblem in your Court lowers the TV of *your* attempts on its suit: +1 for a Jack or a
        Ten, +2 for a Queen; bonuses add up and count once per attempt (`emblem.static-bonus`,
        `R-12`). They help against Stocks and Emblems of that suit, never against a Black
        Market, whose TV is always 7. Seat 0 has 10♦ and Q♦ in its Court and declares the 9♦:
        """
    ),
    code(
        """
        position = {
            "begin": {"at": "declaration", "seat": 0},
            "zones": {"event": "9S", "stock:D": "9D", "court:0": "TD QD", "treasury:0": "2H"},
        }
        g = dml.Game.from_position(position)
        g.apply("seat 0: attempt 9♦ from the Spice Stock")  # now seat 0 may bid its 2♥ at Declaration
        for label, amount in g.attempt.tv().terms():
            print(f"{label:<30} {amount:+d}")
        print("Target Value:", g.attempt.tv().total)
        """
    ),
    md(
        """
        Every Emblem also gives its suit a *Vantage Bonus*: Spades shield your Eggs in a Dragon
        Siege, Hearts draw an extra card from a Black Market, Diamonds give an extra Market
        Action, and Clubs give nothing beyond the Static Bonus (`R-18`). A Character may fire
        its power from the Court as well as from the Treasury (`R-17`); the designers'
        notebook switches that off.

        ## Exercise

        Stack, bottom to top: seat 0 plays the Heiress (QH), seat 1 the Rogue Jester (JC), seat
        2 the Harlot Queen (QC). Which cards resolve, in order? Write them as `["Q♣", ...]`.
        """
    ),
    code(
        """
        my_answer = None  # your answer

        engine = CharacterStack(plays="0 QH power; 1 JC power; 2 QC power").run()
        if my_answer is None:
            print("Write your answer first.")
        else:
            right = my_answer == engine.resolved
            print("Right!" if right else f"Not quite: {engine.resolved} (cancelled {engine.cancelled}).")
            print("Rules: R-16, R-24, char.rogue-jester, char.harlot-queen")
        """
    ),
]


# =====================================================================================
# 05 The end and scoring
# =====================================================================================

ENDING = [
    md(
        """
        # 5. The end and scoring

        A game ends in one of three ways: the Dealer cannot draw an Event because the deck is
        empty (Victory Points are counted), or a player declares **Monopoly**, or **Father of
        Dragons** (they win at once, and nothing pending resolves). Only the Event Phase's draw
        ends the game; an empty deck during a Supply Step or a Restock just stops the drawing
        (`R-26`).
        """
    ),
    md(
        """
        ## Counting Victory Points

        Reveal the Merchant Kings, drop everything that is neither a Resource nor a Dragon Egg,
        then for each Resource Type: add the Face Values, double that total for your Desired
        Resource, then add the Guild bonus, 2 for every *other* Resource of a Guild House's
        (Ten's) type you hold, not doubled (`end.counting`, `R-29`). Each Egg is worth 20.
        Most points wins; on a tie more Eggs wins; still tied, nobody wins (`end.ties`,
        `R-28`).

        `VictoryPoints` counts a table the seed's way, stack by stack, and then lets the
        engine's End Stage score the same table: both must agree.
        """
    ),
    code(
        """
        from dml_tutor.scenarios import FatherOfDragons, Monopoly, VictoryPoints

        VictoryPoints()
        """
    ),
    md(
        """
        Seats 1 and 2 both have 56; seat 1's Egg decides. With equal Eggs nobody wins:
        """
    ),
    code(
        """
        tie = VictoryPoints(treasuries=["2S", "9H 8H 6H 5H", "9C 8C 6C 5C", "2D"], courts=[]).run()
        print([s.total for s in tie.scores], "winner:", tie.winner, "| engine agrees:", tie.agrees)
        """
    ),
    md(
        """
        `dml.score` gives the breakdown for one player. The Guild bonus is added after doubling:
        """
    ),
    code(
        """
        import dml_tutor as dml

        for line in dml.score(["5S", "7S"], court=["TS"], desired="S").lines():
            print(line)
        """
    ),
    md(
        """
        ## Monopoly

        All eight Resources 2 to 9 of one type in your Treasury: declare Monopoly and win on
        the spot (`win.monopoly`). The engine checks after every step and offers the
        declaration as a decision (`R-27`) each time your Treasury gains a card while the set
        is complete; if you decline, "declare Monopoly" stays on offer beside each of your
        later choices (`P-05`). Here seat 0 holds 2♠ to 8♠ and buys the 9♠:
        """
    ),
    code(
        """
        Monopoly()
        """
    ),
    code(
        """
        declined = Monopoly(declare=False).run()
        print("declined: game over?", declined.game.is_over)
        seized = Monopoly(seize_card="8D", dice=[(2, 3)]).run()
        owner = next(seat for seat, hand in enumerate(seized.game.treasury) if dml.Card.parse("9S") in hand)
        print("roll fails with a Seizer: 9♠ goes to seat", owner)
        """
    ),
    md(
        """
        ## Father of Dragons

        All four Dragon Eggs in your Treasury win the same way (`win.father-of-dragons`). Seat 0
        holds three and draws the fourth from a Black Market (TV 7, no bids, no Seize Attempts,
        `acq.black-market`):
        """
    ),
    code(
        """
        FatherOfDragons()
        """
    ),
    md(
        """
        ## Exercise

        Seat 0 desires Wood (King of Clubs) and holds 10♣ 4♣ 2♣ 9♥ and an Egg. How many
        Victory Points? Work it out on paper first.
        """
    ),
    code(
        """
        my_answer = None  # your answer

        engine = dml.score(["TC", "4C", "2C", "9H", "AD"], desired="C")
        if my_answer is None:
            print("Write your answer first.")
        else:
            print("Right!" if my_answer == engine.total else f"Not quite: {engine.total}.", "(end.counting, R-29)")
            print("\\n".join(engine.lines()))
        """
    ),
]


# =====================================================================================
# 06 Market Mayhem
# =====================================================================================

MAYHEM = [
    md(
        """
        # 6. Market Mayhem: your first full game

        Market Mayhem is the teaching mode (`mode.quickstart`): the deck holds only Merchant
        Kings and Resources, so there are no Characters, Emblems, Eggs, Black Markets or Dragon's
        Hoard, and Events have their Market Effects but no Player Effects. Woot! Woot! and
        Wyvern Eyes are just an automatic success and failure. Spent Event cards leave the game
        at the end of the Round (`R-31`). It is the whole Marketplace game and nothing else.
        """
    ),
    code(
        """
        from dml_tutor.tutor import Tutor

        t = Tutor(seed=5, mode="quickstart", seats=["person", "heuristic", "heuristic", "heuristic"])
        t
        """
    ),
    md(
        """
        ## How to choose

        Click **Run to decision**, then one of the buttons. From code: `run_to_decision()`,
        then `choose(...)` with an option's index, its printed text, or its text without the
        `seat 0:` prefix. A choice the rules forbid is refused with the reason.
        """
    ),
    code(
        """
        t.run_to_decision()
        print(t.view["decision"]["prompt"])
        for option in t.decisions:
            print(f"  [{option['index']}] {option['label']}")
        """
    ),
    code(
        """
        print(t.why_not("lay 9♠ face down"))  # a card seat 0 does not hold
        t.choose(len(t.decisions) - 1)  # the last option: pass
        t.step()
        print(t.view["step"]["text"])
        """
    ),
    md(
        """
        Changed your mind? Go back to the decision and choose again: the tutor replays the
        game up to that point and plays on from the new choice.
        """
    ),
    code(
        """
        t.back()
        t.back()
        print("back at:", t.view["step"]["text"])
        t.choose(0)
        t.step()
        print("now:", t.view["step"]["text"])
        """
    ),
    md(
        """
        ## Let the agents play

        Hand seat 0 to the heuristic player and run the game to its end. With no person
        seated, `run_to_decision()` stops at every decision, so loop until the game is over.
        """
    ),
    code(
        """
        t.set_seat(0, "heuristic")
        while not t.game.is_over:
            t.run_to_decision()

        result = t.game.result
        print("winner: seat", result.winner, f"({result.reason})")
        for seat, score in enumerate(result.scores):
            print(f"seat {seat}: " + "; ".join(score.lines()))
        """
    ),
    md(
        """
        ## Try this

        Restart with another seed and play seat 0 yourself to the end. Or compare the agents:
        the engine plays a few quick games with tracing off.
        """
    ),
    code(
        """
        import dml_tutor as dml
        from dml_tutor.agents import make_agents, play_out

        wins = [0, 0, 0, 0]
        for seed in range(5):
            g = dml.Game(players=4, seed=seed, mode="quickstart", trace=False)
            play_out(g, make_agents(["heuristic", "random", "heuristic", "random"], 4, seed=seed))
            if g.result.winner is not None:
                wins[g.result.winner] += 1
        print("wins by seat (heuristic, random, heuristic, random):", wins)
        """
    ),
]


# =====================================================================================
# Workshop
# =====================================================================================

WORKSHOP = [
    md(
        """
        # A 60-minute DML workshop (for teachers)

        **Goals.** By the end, participants can (1) follow a Round from the Event to the End
        Phase, (2) work out a Target Value from its terms, including bids and Seize Attempts,
        (3) judge the odds of a roll and when to re-roll a Dabo!, (4) resolve a Character Power
        Stack, and (5) score a game. Each exercise is answered in code and checked against the
        rules engine, with the rule ids to look up.
        """
    ),
    md(
        """
        ## Plan

        | time | activity | material |
        |---|---|---|
        | 0-5 min | What DML is; how the tutor shows rules | [00 Start here](../00_start_here.ipynb) |
        | 5-15 min | Setup and one Round, on the projector | [01 Setup](../01_setup_and_first_round.ipynb) |
        | 15-25 min | The Wheel of Profit and the bidding example | [02 Market](../02_market_and_bidding.ipynb), exercises 1-2 |
        | 25-35 min | Events and the odds of a roll | [03 Events and dice](../03_events_and_dice.ipynb), exercises 3-4 |
        | 35-45 min | The Character Power Stack | [04 Characters](../04_characters_and_emblems.ipynb), exercise 5 |
        | 45-55 min | Scoring; pairs play Market Mayhem | [05 Scoring](../05_the_end_and_scoring.ipynb), exercise 6, [06 Mayhem](../06_market_mayhem.ipynb) |
        | 55-60 min | Questions; the rulings page | `docs/rulings.md` |
        """
    ),
    md(
        """
        ## The checker

        Run this cell once. Every exercise below computes its answer with the engine (never
        typed in by hand), and `check(answer)` compares yours with it and prints the rule ids
        to read. `check` checks the exercise shown last.
        """
    ),
    code(
        """
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
        """
    ),
    md("### Exercise 1: the bidding example"),
    code(
        """
        result = BiddingExample().run()
        exercise(
            1,
            "Iron 5 is declared; the Active Player bids 2♦; seat 1 wins the Seize Attempt with 3♦. "
            "What is the Target Value now?",
            next(m.value for m in result.target_values if m.key == "seize"),
            ["R-02", "bid.primary", "seize.award"],
        )
        """
    ),
    code(
        """
        answer = None  # your answer, e.g. 8
        check(answer)
        """
    ),
    md("### Exercise 2: a counter-offer"),
    code(
        """
        result = BiddingExample(counter="secondary").run()
        exercise(
            2,
            "Same attempt; the Active Player now counter-offers 4♥ (Slaves, secondary). Target Value?",
            result.target_values[-1].value,
            ["R-02", "bid.secondary", "R-07"],
        )
        """
    ),
    code(
        """
        answer = None
        check(answer)
        """
    ),
    md("### Exercise 3: an Event"),
    code(
        """
        result = EventEffects(event="3D").run()
        exercise(
            3,
            "The Event is Tax Relief 3 (3♦). Seat 0 declares 6♠ 3♠. Target Value?",
            result.rows[-1].value,
            ["event.tax-relief", "R-02"],
        )
        """
    ),
    code(
        """
        answer = None
        check(answer)
        """
    ),
    md("### Exercise 4: the odds"),
    code(
        """
        exercise(
            4,
            "Target Value 9: chance to succeed if you re-roll every failing Dabo! (a fraction or a decimal)?",
            dml.success_probability(9, "optimal"),
            ["resolution.step", "dice.dabo", "R-10"],
        )
        """
    ),
    code(
        """
        answer = None
        check(answer)
        """
    ),
    md("### Exercise 5: the Stack"),
    code(
        """
        result = CharacterStack(plays="0 QH power; 1 QC power; 2 JC power").run()
        exercise(
            5,
            "Bottom to top: Q♥ (seat 0), Q♣ (seat 1), J♣ (seat 2). Which card resolves second? (e.g. 'Q♥')",
            result.resolved[1],
            ["R-16", "char.rogue-jester", "R-24"],
        )
        """
    ),
    code(
        """
        answer = None
        check(answer)
        """
    ),
    md("### Exercise 6: scoring"),
    code(
        """
        result = VictoryPoints().run()
        exercise(
            6,
            "In the default VictoryPoints table, seats 1 and 2 tie on points. Which seat wins?",
            result.winner,
            ["end.ties", "R-28"],
        )
        """
    ),
    code(
        """
        answer = None
        check(answer)
        """
    ),
    md(
        """
        ## Answer key (for the teacher)

        Every exercise checked with the engine's own answer:
        """
    ),
    code(
        """
        for n, (_, expected, _) in EXERCISES.items():
            assert is_right(expected, n)
            check(expected, n)
        """
    ),
    md(
        """
        **Try this** with a group that finishes early: change an exercise's scenario (another
        Event card, another Seize card) and let them predict the new answer before `check`.
        """
    ),
]


# =====================================================================================
# Designers: every ruling as an executable check
# =====================================================================================

EDGE_HELPERS = code(
    '''
    import re

    import dml_tutor as dml
    from dml_tutor.agents import HeuristicAgent
    from dml_tutor.cards import mode_cards

    C = dml.Card.parse
    NEUTRAL = "9S"  # Contraband Crackdown 9: it touches no Treasury of fewer than 9 cards


    def table(zones=None, *, deck=None, mode="full", **extra):
        """A game from a position. With ``deck`` (top first) every card no zone names goes to
        Exile, so the draws are exactly the ones listed."""
        z = {k: (v.split() if isinstance(v, str) else list(v)) for k, v in (zones or {}).items()}
        if deck is not None:
            z["deck"] = deck.split()
            placed = {C(c) for cards in z.values() for c in cards}
            z["exile"] = z.get("exile", []) + [
                c.code for c in mode_cards(mode) if c not in placed and not (c.is_egg or c.is_king)
            ]
        return dml.Game.from_position({"zones": z, "mode": mode, **extra})


    def at_declaration(zones, *, dice=(), event=NEUTRAL, **kw):
        """Seat 0 about to declare an Acquisition Attempt, with forced dice."""
        return table(
            {**zones, "event": event},
            deck=kw.pop("deck", ""),
            begin={"at": "declaration", "seat": 0},
            dice=[list(d) for d in dice],
            **kw,
        )


    def play(g, *moves):
        for m in moves:
            g.apply(m)


    def passing(d):
        for a in d.actions:
            if isinstance(a, dml.Pass) or (isinstance(a, dml.Reroll) and not a.reroll):
                return a
            if isinstance(a, dml.DeclareWin) and not a.declare:
                return a
        return None


    def pass_until(g, stop, limit=500):
        for _ in range(limit):
            if g.is_over or stop(g):
                return
            g.apply(passing(g.pending))
        raise AssertionError("the stop condition never came")


    def asks(kind, seat=None):
        return lambda g: g.pending is not None and g.pending.kind == kind and seat in (None, g.pending.seat)


    def zone(g, name):
        return [c.code for c in g.zones().get(name, [])]


    def options(g):
        return [str(a) for a in g.legal_actions()]


    def citing(g, rule, start=0):
        return [e for e in g.trace[start:] if rule in e.rules]


    def target(g):
        return int(g.pending.context["target"])


    def roll_targets(g):
        found = (re.search(r"against Target Value (-?\\d+)", e.text) for e in g.trace if e.kind == "roll")
        return [int(m[1]) for m in found if m]


    def ruling(rule_id):
        r = dml.rule(rule_id)
        print(f"{rule_id} {r.title}: {r.text}")


    def holds(rule_id, what):
        print(f"  ✔ {rule_id} holds: {what}")
    '''
)


def ruling_cell(rule_id: str, body: str) -> Cell:
    return code(f'ruling("{rule_id}")\n' + textwrap.dedent(body).strip("\n"))


EDGE_CASES = [
    md(
        """
        # Edge cases: every ruling, executed

        The rules pack settles each silent, unclear or contradictory point with a ruling
        (`R-01` ... `R-31`), and the project adds its own (`P-01` ... `P-07`, see
        `docs/rulings.md`). Each cell below prints a ruling's short text from the rule catalog,
        builds a small position with `Game.from_position` (forced dice, a fixed deck, scripted
        decisions), and **asserts** what the ruling says. If the engine ever drifts from a
        ruling, this notebook stops at that cell.

        The last section switches the rule variant `powers_from_court` (`R-17`) on and off and
        compares the outcomes.
        """
    ),
    EDGE_HELPERS,
    md("## Acquisition Attempts"),
    ruling_cell(
        "R-01",
        """
        g = at_declaration({"stock:S": "5S 6S 7S", "stock:H": "2H", "treasury:0": "2D"})
        declares = [a for a in g.legal_actions() if isinstance(a, dml.Declare)]
        iron = {tuple(c.code for c in a.cards) for a in declares if a.target == "stock:S"}
        assert ("5S", "7S") in iron and ("6S",) in iron  # any set, not only the top cards
        assert not any(len({c.suit for c in a.cards}) > 1 for a in declares)
        play(g, "seat 0: attempt 5♠ 7♠ from the Iron Stock")
        assert zone(g, "stock:S") == ["6S"] and zone(g, "pending:declared") == ["5S", "7S"]
        holds("R-01", "5♠ 7♠ taken from the middle of the Iron Stock; one Stock per declaration")
        """,
    ),
    ruling_cell(
        "R-02",
        """
        g = at_declaration({"stock:S": "5S", "treasury:0": "2D 4D", "treasury:1": "3D"}, dice=[(6, 5)])
        play(
            g,
            "seat 0: attempt 5♠ from the Iron Stock",
            "seat 0: bid 2♦ (Spice, primary)",
            "seat 1: lay 3♦ face down (Seize Attempt)",
        )
        assert target(g) == 6  # the rulebook's example prints 8
        g = at_declaration({"court:1": "JS", "court:0": "QS", "treasury:0": "2D"}, dice=[(1, 6)])
        play(g, "seat 0: attempt J♠ from seat 1's Court")
        assert target(g) == 10 - 2  # an Emblem counts 10, less seat 0's own Spade Queen
        holds("R-02", "5 - 2 + 3 = 6 after the Seize; a Court Jack counts 10")
        """,
    ),
    ruling_cell(
        "R-03",
        """
        g = at_declaration({"stock:C": "9C 8C", "treasury:0": "3S"})
        why = g.why_not(dml.Declare(0, "stock:C", (C("9C"), C("8C"))))
        assert "2 over 12" in why and "R-03" in why
        print("  refused:", why)
        g = at_declaration({"stock:S": "8S", "treasury:1": "5D"}, dice=[(6, 5)])
        play(g, "seat 0: attempt 8♠ from the Iron Stock", "seat 1: lay 5♦ face down (Seize Attempt)")
        assert roll_targets(g) == [13]  # later bidding may pass 12
        holds("R-03", "17 with only 3 to bid is refused; a Seize card may push the TV to 13")
        """,
    ),
    ruling_cell(
        "R-04",
        """
        g = at_declaration({"stock:S": "8S", "treasury:0": "2D 3D", "treasury:1": "4C"}, dice=[(1, 2)])
        play(
            g,
            "seat 0: attempt 8♠ from the Iron Stock",
            "seat 0: bid 2♦ (Spice, primary)",
            "seat 1: lay 4♣ face down (Seize Attempt)",
        )  # a bluff: nobody wins the Seize
        assert citing(g, "R-04") and not any(e.path[-1].name == "Bid Action" for e in g.trace)
        assert zone(g, "treasury:0") == ["3D"]  # no second chance to bid the 3♦
        holds("R-04", "without a Seizer the only bids are those made at Declaration")
        """,
    ),
    ruling_cell(
        "R-05",
        """
        g = at_declaration({"stock:S": "8S", "treasury:1": "AH AS 6D"}, dice=[(1, 2)])
        play(g, "seat 0: attempt 8♠ from the Iron Stock")
        assert options(g) == ["seat 1: lay 6♦ face down (Seize Attempt)", "seat 1: pass (Seize Attempt)"]
        assert "R-05" in g.why_not(dml.Seize(1, C("AH")))  # an Egg is never laid
        play(g, "seat 1: lay 6♦ face down (Seize Attempt)")
        assert roll_targets(g) == [8 + 6] and "8S" in zone(g, "treasury:1")
        holds("R-05", "the Seize card is the Seizer's first bid; Eggs may not be laid")
        """,
    ),
    ruling_cell(
        "R-06",
        """
        zones = {"black_market:1": "5H", "court:1": "TD", "treasury:1": "9H 9C", "treasury:2": "8C"}
        for move in ("seat 0: attempt Black Market 1", "seat 0: attempt 10♦ from seat 1's Court"):
            g = at_declaration(zones, dice=[(1, 2)])
            play(g, move)
            assert not citing(g, "seize.sequence")
        g = table({"treasury:1": "9H 9C", "stock:S": "5S 6S 7S"}, deck="TH 2D 3D", dice=[[1, 2]])
        play(g, "seat 0: attempt 10♥ from the Grand Opening card")
        assert asks("seize", 1)(g)
        holds("R-06", "no Seize on Black Markets or Emblems, but the Grand Opening card provokes one")
        """,
    ),
    ruling_cell(
        "R-07",
        """
        g = at_declaration({"stock:S": "8S", "treasury:0": "2D 4H", "treasury:1": "5D 3D"}, dice=[(6, 5)])
        play(
            g,
            "seat 0: attempt 8♠ from the Iron Stock",
            "seat 0: pass (no bid at Declaration)",
            "seat 1: lay 5♦ face down (Seize Attempt)",
        )
        kinds = {(a.role, tuple(c.code for c in a.cards)) for a in g.legal_actions() if isinstance(a, dml.Bid)}
        assert kinds == {("primary", ("2D",)), ("secondary", ("4H",))}  # never both in one Bid Action
        play(g, "seat 0: bid 4♥ (Slaves, secondary)")
        assert "R-07" in g.why_not(dml.Bid(1, (C("3D"),), "secondary"))  # the Seizer bids primary only
        play(g, "seat 1: pass (bid)")  # a pass ends the bidding at once
        assert roll_targets(g) == [8 + max(0, 5 - 4)]
        holds("R-07", "Active first, one kind per action; the Seizer bids primary; a pass ends it")
        """,
    ),
    ruling_cell(
        "R-08",
        """
        hands = {"stock:S": "8S", "treasury:0": "2D 6D 3H 5H", "treasury:1": "3D 7D 4D"}
        g = at_declaration(hands, event="4S")  # Contraband Crackdown 4
        play(
            g,
            "seat 0: attempt 8♠ from the Iron Stock",
            "seat 0: pass (no bid at Declaration)",
            "seat 1: lay 4♦ face down (Seize Attempt)",
        )
        bids = {(a.role, c.code) for a in g.legal_actions() if isinstance(a, dml.Bid) for c in a.cards}
        assert bids == {("primary", "2D"), ("secondary", "3H")}  # 6♦ and 5♥ are above 4
        play(g, "seat 0: bid 2♦ (Spice, primary)")
        assert "R-08" in g.why_not(dml.Bid(1, (C("7D"),), "primary"))
        holds("R-08", "the Crackdown limits both sides' bids, primary and secondary")
        """,
    ),
    ruling_cell(
        "R-09",
        """
        g = at_declaration({"stock:S": "8S", "treasury:0": "2D AD", "court:0": "TD", "treasury:1": "5D"}, dice=[(1, 2)])
        play(g, "seat 0: attempt 8♠ from the Iron Stock")
        assert all("R-09" in g.why_not(dml.Bid(0, (C(card),), "primary")) for card in ("AD", "TD"))
        play(g, "seat 0: bid 2♦ (Spice, primary)", "seat 1: lay 5♦ face down (Seize Attempt)")
        assert zone(g, "treasury:1") == ["8S"] and zone(g, "stock:D") == ["2D", "5D"]
        holds("R-09", "failure hands the card to the Seizer; bids go to their own Stock; no Eggs or Court cards")
        """,
    ),
    ruling_cell(
        "R-10",
        """
        g = at_declaration({"stock:S": "8S"}, dice=[(4, 4), (2, 3)])
        play(g, "seat 0: attempt 8♠ from the Iron Stock")
        d = g.pending
        assert d.kind == "reroll" and d.context["fails"] is False  # 8 succeeds, yet the re-roll is offered
        assert HeuristicAgent().choose(g, d) == dml.Reroll(0, False)
        g.apply(dml.Reroll(0, True))
        assert [e.dice for e in g.trace if e.kind == "roll"] == [(4, 4), (2, 3)]
        holds("R-10", "every Dabo! is a decision; the new roll replaces the old one")
        """,
    ),
    ruling_cell(
        "R-11",
        """
        g = at_declaration({"stock:S": "5S", "hoard": "6H 7H"}, dice=[(6, 6)])
        play(g, "seat 0: attempt 5♠ from the Iron Stock")
        success = next(e.index for e in g.trace if e.text.startswith("Success"))
        merchant = next(e.index for e in g.trace if "fm.sequence" in e.rules)
        assert success < merchant and "5S" in zone(g, "treasury:0")
        market = zone(g, "black_market:1")  # the Hoard and one Egg; no card triggered it, so no joker
        assert sorted(c for c in market if not c.startswith("A")) == ["6H", "7H"] and len(market) == 3
        holds("R-11", "Woot! Woot!: the 5♠ is bought first, then the Foreign Merchant makes a Black Market")
        """,
    ),
    ruling_cell(
        "R-12",
        """
        g = at_declaration({"stock:D": "9D", "court:0": "TD QD"}, dice=[(2, 4)])
        play(g, "seat 0: attempt 9♦ from the Spice Stock")
        assert roll_targets(g) == [9 - 1 - 2]
        g = at_declaration({"court:0": "TH QH", "black_market:1": "5S 6S 7S 8S"}, dice=[(2, 4)])
        play(g, "seat 0: attempt Black Market 1")
        assert roll_targets(g) == [7]
        holds("R-12", "Static Bonuses add up on a Stock of their suit, never on a Black Market")
        """,
    ),
    md("## Turns and phases"),
    ruling_cell(
        "R-13",
        """
        g = table(
            {"court:0": "TD", "event": "JH", "stock:S": "5S", "black_market:1": "5H 6H"},
            deck="",
            begin={"at": "market_phase", "seat": 0},
        )
        prompts = []
        while g.active == 0 and g.pending is not None:
            prompts.append(g.pending.prompt.split(":")[0])
            g.apply(passing(g.pending))
        assert prompts == [
            "Extra Market Action (Carnival of Coin)",
            "Extra Market Action (Diamonds Emblem)",
            "Market Action",
            "Black Market Action",
        ], prompts
        holds("R-13", " → ".join(prompts))
        """,
    ),
    ruling_cell(
        "R-14",
        """
        g = table({"black_market:1": "5H 6H", "treasury:0": "2S 3S 4S 5S 6S"}, deck="5D 7C 8C", dice=[[3, 4]])
        assert "seat 0: attempt Black Market 1" in options(g)  # the Market Action, used on a Black Market
        play(g, "seat 0: attempt Black Market 1")
        assert citing(g, "R-14") and g.active == 1  # and no Black Market Action after it
        holds("R-14", "Tax Relief removes the Black Market Action, not the substitution")
        """,
    ),
    ruling_cell(
        "R-15",
        """
        g = table({"stock:S": "5S 6S 7S"}, deck=f"{NEUTRAL} TD 2C")
        assert zone(g, "stock:D") == ["TD"]  # a drawn Ten is a Resource
        g = table({"stock:S": "5S", "black_market:1": "5H 6H 7H"}, deck="TH JD 2D 3D 4D")
        pass_until(g, lambda g: g.active == 1)
        assert "JD" in zone(g, "hoard") and zone(g, "event") == ["TH"]
        drawn = [e.text for e in citing(g, "restock.sequence") if e.text.startswith("Drawn")]
        assert len(drawn) == 2, drawn  # 1 Resource in the Stocks: two more, whatever the Black Market holds
        holds("R-15", "Tens go to their Stock, Jacks to the Hoard; Black Markets and the Event card do not count")
        """,
    ),
    ruling_cell(
        "R-16",
        """
        hands = {"treasury:0": "JS TS", "treasury:1": "TD", "treasury:2": "TC", "treasury:3": "TH"}
        g = table(hands, deck=f"{NEUTRAL} 2C 3C 4C")
        play(
            g,
            "seat 0: play 10♠ as an Emblem",
            "seat 0: pass (Character Power Phase)",
            "seat 1: pass (Character Power Phase)",
            "seat 2: play 10♣ as an Emblem",
        )
        asked = []
        while g.pending is not None and g.pending.kind == "play":
            asked.append(g.pending.seat)
            g.apply(passing(g.pending))
        assert asked == [3, 0, 1]  # everyone but seat 2, who played last
        assert zone(g, "court:0") == ["TS"] and zone(g, "court:2") == ["TC"]
        holds("R-16", f"after seat 2's play, seats {asked} are asked; then the Stack resolves")
        """,
    ),
    ruling_cell(
        "R-17",
        """
        base = {"court:0": "JS", "stock:S": "5S 6S 7S"}
        plays = [a for a in table(base, deck=f"{NEUTRAL} 2C").legal_actions() if isinstance(a, dml.Play)]
        assert any(a.source == "court" for a in plays)
        g = table(base, deck=f"{NEUTRAL} 2C", options={"powers_from_court": False})
        assert not any(isinstance(a, dml.Play) for a in g.legal_actions())
        holds("R-17", "by default a Court Character may fire; the variant allows the Treasury only (compared below)")
        """,
    ),
    ruling_cell(
        "R-18",
        """
        g = table(
            {"court:0": "TC JC QC", "stock:C": "9C", "black_market:1": "5H 6H", "event": NEUTRAL},
            deck="",
            begin={"at": "market_phase", "seat": 0},
            dice=[[3, 4], [3, 4]],
        )
        assert g.pending.prompt.startswith("Market Action")  # no extra action from Clubs
        play(g, "seat 0: attempt 9♣ from the Wood Stock")
        assert roll_targets(g) == [9 - 1 - 1 - 2]
        play(g, "seat 0: attempt Black Market 1")
        assert len(zone(g, "treasury:0")) == 2  # no extra card either
        holds("R-18", "Club Emblems give their Static Bonus and nothing else")
        """,
    ),
    ruling_cell(
        "R-19",
        """
        g = table(
            {"stock:D": "5D", "treasury:0": "4S", "treasury:1": "2H 3H 9C", "treasury:2": "6S"},
            deck="3S 2C 3C 4C",
            dice=[[3, 4]],
        )  # Contraband Crackdown 3
        first = citing(g, "event.crackdown")[0]
        assert "seat 1" in first.text and "seat 0" not in first.text  # 3 cards or more when it resolves
        pass_until(g, asks("declare", 1))
        play(g, "seat 1: attempt 5♦ from the Spice Stock", "seat 1: bid 2♥ 3♥ (Slaves, primary)")
        pass_until(g, asks("declare", 2))
        assert len(zone(g, "treasury:1")) == 2
        start = len(g.trace)
        play(g, "seat 2: attempt 2♣ from the Wood Stock", "seat 0: pass (Seize Attempt)")
        assert any(e.seat == 1 and "event.crackdown" in e.rules for e in g.trace[start:])
        holds("R-19", "seat 1 stays under the Crackdown with 2 cards: the effect lasts the Round")
        """,
    ),
    ruling_cell(
        "R-20",
        """
        g = table({"stock:S": "5S 6S 7S"}, deck="X1 4C 5C")
        assert zone(g, "event") == [] and g.event.type == "Carnival of Coin"
        assert citing(g, "R-20") and citing(g, "fm.sequence")
        holds("R-20", "the Foreign Merchant as the Event resolves at once: a Carnival of Coin Round")
        """,
    ),
    ruling_cell(
        "R-21",
        """
        a, b = dml.Game(seed=7), dml.Game(seed=7)  # both past the Setup: shuffled, dealt, restocked
        assert a.zones() == b.zones() and dml.Game(seed=4).zones() != a.zones()
        play(a, a.legal_actions()[0])
        loaded = dml.Game.from_json(a.to_json())  # a save is the seed and the decisions
        assert loaded.zones() == a.zones()
        holds("R-21", "one seeded generator: the same seed and decisions give the same table")
        """,
    ),
    ruling_cell(
        "R-22",
        """
        tie = [e.text for e in dml.Game(seed=3).trace if "setup.roll-off" in e.rules]
        assert any("tie" in t and "roll again" in t for t in tie)
        woot = [e.text for e in dml.Game(seed=2).trace if "setup.roll-off" in e.rules]
        assert "Woot! Woot!" in woot[0] and len(woot) == 2  # the others do not roll at all
        dabo = dml.Game(seed=1)
        assert dabo.pending.kind == "reroll" and "R-22" in citing(dabo, "setup.roll-off")[-1].rules
        holds("R-22", f"seed 3: {tie[4]} | seed 2: {woot[1]} | seed 1: {dabo.pending.prompt}")
        """,
    ),
    md("## Characters"),
    ruling_cell(
        "R-23",
        """
        g = table({"treasury:0": "JD", "treasury:1": "5S AH", "treasury:2": "6S"}, deck=f"{NEUTRAL} 2C 3C")
        play(g, "seat 0: play J♦ (Tithe Embezzler) as an Ultimate Power")
        assert g.pending.seat == 1 and g.pending.kind == "choose"  # the victim chooses
        play(g, "seat 1: give A♥ to seat 0")
        assert sorted(zone(g, "treasury:0")) == ["6S", "AH"]  # seat 2's only card; seat 3 has none
        holds("R-23", "each Tithe victim picks the card it gives; an empty Treasury gives nothing")
        """,
    ),
    ruling_cell(
        "R-24",
        """
        g = table({"treasury:0": "JD QC", "treasury:1": "TS"}, deck=f"{NEUTRAL} 2C 3C")
        play(
            g,
            "seat 0: play J♦ (Tithe Embezzler) as an Emblem",
            "seat 0: pass (Character Power Phase)",
            "seat 1: play 10♠ as an Emblem",
            "seat 0: play Q♣ (Harlot Queen of Smorgon) as an Ultimate Power",
        )
        assert zone(g, "court:0") == [] and zone(g, "court:1") == []
        assert {"JD", "QC"} <= set(zone(g, "exile")) and zone(g, "hoard") == ["TS"]
        holds("R-24", "Emblems below her are cancelled too: the Jack to Exile, the Ten to the Hoard")
        """,
    ),
    ruling_cell(
        "R-25",
        """
        g = table({"treasury:0": "JS 2C 3C"}, deck="3H 4C 5C")  # Decadence 3 hits seat 0
        assert options(g) == ["seat 0: play J♠ (Grand Inquisitor) as an Emblem", "seat 0: pass (Character Power Phase)"]
        assert "R-25" in g.why_not(dml.Play(0, C("JS"), "power"))
        holds("R-25", "Decadence forbids the power, not the Emblem")
        """,
    ),
    md("## The end"),
    ruling_cell(
        "R-26",
        """
        g = table({"stock:S": "5S 6S 7S"}, deck=NEUTRAL)
        assert not g.is_over  # the Supply Step found the deck empty: the game goes on
        pass_until(g, lambda g: g.is_over)
        assert g.round == 2 and len(citing(g, "event.deck-empty")) == 1
        holds("R-26", "only Round 2's Event draw from the empty deck ends the game")
        """,
    ),
    ruling_cell(
        "R-27",
        """
        g = at_declaration({"stock:S": "9S", "treasury:0": "2S 3S 4S 5S 6S 7S 8S 2D"}, event="JH", dice=[(4, 5)])
        play(g, "seat 0: attempt 9♠ from the Iron Stock", "seat 0: bid 2♦ (Spice, primary)")
        assert HeuristicAgent().choose(g, g.pending) == dml.DeclareWin(0, "monopoly", True)
        play(g, "seat 0: declare Monopoly")
        assert g.result == dml.Result(0, "monopoly")
        counted = sorted(c.code for cards in g.zones().values() for c in cards)
        assert counted == sorted(c.code for c in mode_cards("full"))  # pending cards stay where they lie
        holds("R-27", "offered after the step that completes the set; the game ends with cards still pending")
        """,
    ),
    ruling_cell(
        "R-28",
        """
        g = table({"treasury:0": "9C 8C 3C", "treasury:1": "AH", "king:0": "KD", "king:1": "KS"}, deck="")
        assert [s.total for s in g.result.scores[:2]] == [20, 20] and g.result.winner == 1
        assert dml.decide_winner([dml.score(["AH"], desired="S"), dml.score(["AD"], desired="S")]) is None
        holds("R-28", "20 against 20: the Egg wins; equal Eggs: nobody wins")
        """,
    ),
    ruling_cell(
        "R-29",
        """
        assert dml.score(["TS", "5S", "7S"], desired="H").total == 22 + 2 * 2
        assert dml.score(["5S", "7S"], court=["TS"], desired="S").total == 2 * 22 + 4  # the bonus is not doubled
        holds("R-29", "a Guild House adds 2 per other Resource of its type, Court included, after doubling")
        """,
    ),
    md("## Modes"),
    ruling_cell(
        "R-30",
        """
        g = dml.Game(players=3, seed=4)
        steps = [e.text for e in citing(g, "R-30")]
        assert len(steps) == 2 and len(zone(g, "exile")) == 1 and zone(g, "exile")[0][0] == "K"
        pile = [c for c in zone(g, "hoard") if c[0] in "23"]
        assert sorted(c[0] for c in pile) == ["2", "3"]
        holds("R-30", f"Exile holds {zone(g, 'exile')}; the undealt pile {pile} is in the Hoard")
        """,
    ),
    ruling_cell(
        "R-31",
        """
        g = table({"stock:S": "2S 3S 4S", "treasury:0": "5D"}, deck="2C 5C 6C 7C", mode="quickstart", dice=[[6, 6]])
        assert g.pending.prompt.startswith("Market Action") and zone(g, "treasury:0") == ["5D"]  # no Player Effect
        play(g, "seat 0: attempt 2♠ 3♠ 4♠ from the Iron Stock")
        assert roll_targets(g) == [10] and not citing(g, "fm.sequence")  # Woot! Woot! starts nothing
        pass_until(g, lambda g: g.round == 2)
        assert "2C" in zone(g, "exile") and zone(g, "hoard") == []
        holds("R-31", "Market Mayhem: the spent Event leaves the game; dice only succeed or fail")
        """,
    ),
    md("## The project's rulings"),
    ruling_cell(
        "P-01",
        """
        g = table({"treasury:0": "QD", "treasury:1": "JS", "stock:S": "5S 6S"}, deck=f"{NEUTRAL} 2H 3H 4H 5C")
        play(
            g,
            "seat 0: play Q♦ (Archduchess of Avarice) as an Ultimate Power",
            "seat 1: play J♠ (Grand Inquisitor) as an Ultimate Power",
        )
        sweep = citing(g, "char.grand-inquisitor")[-1].index
        choice = next(e for e in g.trace if e.kind == "action" and isinstance(e.action, dml.ChooseZone))
        assert choice.index > sweep and "P-01" in choice.rules
        assert sorted(zone(g, "treasury:0")) == ["2H", "3H", "4H"]
        holds("P-01", "the Archduchess picks her Stock after the Inquisitor's sweep and Restock")
        """,
    ),
    ruling_cell(
        "P-02",
        """
        g = dml.Game(players=3, seed=4, mode="quickstart")
        assert citing(g, "P-02") and zone(g, "hoard") == []
        pile = [c for c in zone(g, "exile") if c[0] in "23"]
        assert sorted(c[0] for c in pile) == ["2", "3"]
        holds("P-02", f"three-player Market Mayhem: the undealt pile {pile} goes to Exile")
        """,
    ),
    ruling_cell(
        "P-03",
        """
        g = table({"treasury:1": "X2 5D", "stock:S": "5S 6S 7S"}, deck=NEUTRAL, dice=[[3, 4]])
        play(g, "seat 1: play Thief as an Ultimate Power", "seat 1: give 5♦ to seat 2")
        assert zone(g, "deck") == [] and "X2" in zone(g, "hoard") and citing(g, "P-03")
        holds("P-03", "a Thief that would be shuffled into an empty deck stays in the Hoard")
        """,
    ),
    ruling_cell(
        "P-04",
        """
        g = at_declaration({"stock:S": "5S", "treasury:1": "AS AC", "treasury:2": "AH AD"}, dice=[(6, 6)])
        play(g, "seat 0: attempt 5♠ from the Iron Stock")
        assert citing(g, "P-04") and not any(k.startswith("black_market") for k in g.zones())
        holds("P-04", "Woot! Woot! with an empty Hoard and Nest makes no Black Market")
        """,
    ),
    ruling_cell(
        "P-05",
        """
        g = at_declaration(
            {"stock:S": "9S", "black_market:1": "5H", "treasury:0": "2S 3S 4S 5S 6S 7S 8S"}, event="JH", dice=[(4, 5), (3, 4)]
        )
        play(g, "seat 0: attempt 9♠ from the Iron Stock", "seat 0: do not declare Monopoly")
        # not asked again on its own, but still offered beside seat 0's next choices
        assert not g.is_over and asks("declare", 0)(g) and "seat 0: declare Monopoly" in options(g)
        play(g, "seat 0: attempt Black Market 1")
        assert asks("instant_win", 0)(g) and "P-05" in g.pending.rules  # asked again at the gain
        holds("P-05", "a declined Monopoly stays on offer at seat 0's decisions and is asked again at a gain")
        """,
    ),
    ruling_cell(
        "P-06",
        """
        g = table({"treasury:0": "JS", "stock:S": "5S 6S"}, deck="TH 2C 3C 4C 5C 6C")
        play(g, "seat 0: play J♠ (Grand Inquisitor) as an Ultimate Power")
        pass_until(g, asks("declare", 0))
        assert zone(g, "event") == [] and "TH" in zone(g, "hoard") and citing(g, "P-06")
        assert g.event.type == "Grand Opening" and "Grand Opening" in g.pending.prompt
        holds("P-06", "the sweep takes the Grand Opening card; the Round keeps its extra Market Action")
        """,
    ),
    ruling_cell(
        "P-07",
        """
        g = table({"black_market:1": "5H 6H"}, deck="9S 2C 3C 4C", dice=[[3, 4]])
        play(g, "seat 0: attempt Black Market 1")
        assert len(zone(g, "treasury:0")) == 1 and citing(g, "P-07")
        holds("P-07", "a successful Black Market attempt takes its card without a further question")
        """,
    ),
    md(
        """
        ## The variant `powers_from_court` (R-17), on and off

        The same table twice: seat 0 has the Grand Inquisitor (J♠) in its Court, the Stocks
        hold Iron. With the default (`powers_from_court=True`) seat 0 fires the Inquisitor from
        the Court in the first Character Power Phase; with the variant off, it cannot, and the
        Jack stays an Emblem.
        """
    ),
    code(
        """
        def first_phase(powers_from_court):
            g = table(
                {"court:0": "JS", "stock:S": "5S 6S 7S", "stock:D": "4D"},
                deck=f"{NEUTRAL} 2C 3C 4C 8H",
                options={"powers_from_court": powers_from_court},
            )
            fired = [a for a in g.legal_actions() if isinstance(a, dml.Play) and a.kind == "power"]
            if fired:
                g.apply(fired[0])
            pass_until(g, asks("declare", 0))
            return g


        outcome = {}
        for flag in (True, False):
            g = first_phase(flag)
            outcome[flag] = {
                "seat 0's Court": zone(g, "court:0"),
                "Stocks": [c for s in "SCHD" for c in zone(g, f"stock:{s}")],
                "Dragon's Hoard": sorted(zone(g, "hoard")),
                "J♠ in Exile": "JS" in zone(g, "exile"),
            }
        for key in outcome[True]:
            print(f"{key:<16} on: {outcome[True][key]!s:<28} off: {outcome[False][key]}")

        assert outcome[True]["J♠ in Exile"] and {"5S", "6S", "7S", "4D"} <= set(outcome[True]["Dragon's Hoard"])
        assert outcome[False]["seat 0's Court"] == ["JS"] and {"5S", "6S", "7S", "4D"} <= set(outcome[False]["Stocks"])
        """
    ),
    md(
        """
        **Try this:** every cell is a small experiment. Change a position (another Event card,
        another forced roll) and see which assertion breaks: that is the ruling doing its work.
        To propose a new ruling, write its cell first.
        """
    ),
]


NOTEBOOKS: dict[str, list[Cell]] = {
    "00_start_here.ipynb": START_HERE,
    "01_setup_and_first_round.ipynb": SETUP,
    "02_market_and_bidding.ipynb": MARKET,
    "03_events_and_dice.ipynb": EVENTS,
    "04_characters_and_emblems.ipynb": CHARACTERS,
    "05_the_end_and_scoring.ipynb": ENDING,
    "06_market_mayhem.ipynb": MAYHEM,
    "workshop/60_minute_workshop.ipynb": WORKSHOP,
    "designers/edge_cases.ipynb": EDGE_CASES,
}


def build(name: str, cells: list[Cell]) -> nbformat.NotebookNode:
    """One notebook, no outputs, stable cell ids."""
    slug = Path(name).stem.replace("_", "-")[:40]
    nb = new_notebook(
        metadata={
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        }
    )
    for i, (kind, source) in enumerate(cells):
        cell = new_markdown_cell(source) if kind == "markdown" else new_code_cell(source)
        cell["id"] = f"{slug}-{i:02d}"
        nb.cells.append(cell)
    nbformat.validate(nb)
    return nb


def render(nb: nbformat.NotebookNode) -> str:
    return nbformat.writes(nb) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report notebooks that differ from this source")
    args = parser.parse_args(argv)
    stale = []
    for name, cells in NOTEBOOKS.items():
        path = HERE / name
        text = render(build(name, cells))
        if args.check:
            if not path.exists() or path.read_text("utf-8") != text:
                stale.append(name)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, "utf-8")
        print(f"wrote {path.relative_to(HERE.parent)}")
    if stale:
        print("out of date (run notebooks/make_notebooks.py):", ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

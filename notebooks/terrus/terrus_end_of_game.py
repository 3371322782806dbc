# %% [markdown]
# # Terrus: how a game ends
#
# Section 5.0 of the Terrus Complete Rulebook says how a game of Terrus ends: the ways to
# win (`5.2a` ... `5.2g`), to lose (`5.3a` ... `5.3g`) and to draw (`5.4a` ... `5.4e`), and
# that the game ends the moment one of them happens (`5.1`). The `terrus` game pack
# encodes every clause with its own rule id. This notebook walks through each one: a cell
# plays a **scenario** (a small table and the events reported at it, played by the
# engine: `dml_tutor.games.terrus.scenarios`), shows every step with its rule ids, and
# **asserts** the result. Then
# come the edge cases where clauses meet, with the project's two rulings (`P-09`, `P-10`;
# see `docs/rulings.md`). If the pack ever drifts from the rules, the notebook stops at
# that cell.
#
# The rule text printed here is our own short version; the id names the clause to look up
# in the rulebook.

# %%
from dml_tutor.games import terrus
from dml_tutor.games.terrus.scenarios import (
    EveryoneLoses,
    LastRulerStanding,
    LethalDamage,
    MutualLethal,
    TerrusScenario,
    TurnVictory,
)
from dml_tutor.tutor import DiagramView, Tutor
from dml_tutor.view.diagrams import sequence_dot

catalog = terrus.catalog()


def rule(rule_id):
    r = catalog.rule(rule_id)
    print(f"{r.id} {r.title} ({r.section}): {r.text}")


# %% [markdown]
# A scenario names its rulers one a line: name and vitae, then the structures, Relics,
# the total INT of the beasts in their city, their team and whether an effect in play
# says they cannot win, where they are not 0 or none (`Ana 20 structures=9 team=North
# cannot_win`). `active` is the ruler whose turn begins next. The moves are the events
# reported, as the pack prints them; here are the first the engine offers, and why a
# penalty is refused outside a tournament:

# %%
g = TerrusScenario(rulers="Ana 20; Bo 5", moves=()).run().game
print([str(m) for m in g.legal_actions()[:8]], "...")
print(g.why_not("penalty 1"))

# %% [markdown]
# ## Winning
#
# ### 5.2a Lethal damage
# One resolution (an action, an ability or a battle) leaves the source's **only
# remaining** opponent at 0 vitae or less.

# %%
rule("5.2a")
result = TerrusScenario(rulers="Ana 20; Bo 5", moves="damage 0 -> 1:7").run()
g = result.game
assert g.result.winners == [0] and g.result.losers == [1] and g.result.rule == "5.2a"
result

# %% [markdown]
# With two opponents still in, the same blow wins nothing: Bo only loses at the next
# priority (5.3b), and then Cyd is Ana's only remaining opponent (the scenario
# `LethalDamage`, played move by move).

# %%
three = LethalDamage()
g = three.replace(moves="damage 0 -> 1:5").run().game
assert g.result is None and not g.rulers[1].out
g = three.replace(moves="damage 0 -> 1:5; priority 2").run().game
assert g.rulers[1].out and g.result is None
result = three.run()
g = result.game
assert g.result.winners == [0] and g.result.losers == [1, 2] and g.result.rule == "5.2a"
result

# %% [markdown]
# ### 5.2b Metropolis victory, 5.2d Relic victory
# Both are checked when a ruler **begins their turn**. The turn then passes to the next
# ruler still in the game.

# %%
rule("5.2b")
rule("5.2d")
g = TurnVictory(moves="begin turn").run().game  # 9 structures and 3 Relics: not yet
assert g.result is None and g.active == 1
g = TurnVictory().run().game  # Bo begins with 10
assert g.result.winners == [1] and g.result.rule == "5.2b" and g.result.reason == "metropolis"

result = TerrusScenario(rulers="Ana 20 relics=4; Bo 20", moves="begin turn").run()
g = result.game
assert g.result.winners == [0] and g.result.rule == "5.2d"
result

# %% [markdown]
# ### 5.2c Political victory
# The Dominion Vote is won whatever the INT; it wins the game only with 15 INT or more.

# %%
rule("5.2c")
vote = TerrusScenario(rulers="Ana 20 int=14; Bo 20 int=15", moves="dominion vote 0")
assert vote.run().game.result is None
result = vote.replace(moves="dominion vote 0; dominion vote 1").run()
g = result.game
assert g.result.winners == [1] and g.result.rule == "5.2c" and g.result.reason == "political"
result

# %% [markdown]
# ### 5.2e The last ruler standing
# Once all of a ruler's opponents have left, that ruler wins at once, **even if an effect
# says they cannot win**. Here Ana cannot win: her Metropolis does nothing, but she still
# wins when Bo and Cyd are gone.

# %%
rule("5.2e")
assert LastRulerStanding(moves="begin turn").run().game.result is None
result = LastRulerStanding().run()
g = result.game
assert g.result.winners == [0] and g.result.rule == "5.2e" and g.result.losers == [1, 2]
result

# %% [markdown]
# ### 5.2f An effect says a ruler wins
# With two rulers the effect simply wins (unless the ruler cannot win). With more than
# two, 5.3f applies instead (below).

# %%
rule("5.2f")
g = TerrusScenario(rulers="Ana 20; Bo 20", moves="effect 1 win").run().game
assert g.result.winners == [1] and g.result.rule == "5.2f"
result = TerrusScenario(rulers="Ana 20; Bo 20 cannot_win", moves="effect 1 win").run()
assert result.game.result is None
result

# %% [markdown]
# ### 5.2g The last team standing
# Every player of the winning team wins, **even one who had already lost**: Ana lost at a
# priority, but her team (through Cyd) outlasts team South.

# %%
rule("5.2g")
teams = TerrusScenario(
    rulers="Ana 0 team=North; Bo 20 team=South; Cyd 20 team=North; Dee 20 team=South", moves="priority 1"
)
assert teams.run().game.rulers[0].out
result = teams.replace(moves="priority 1; concede 1; concede 3").run()
g = result.game
assert g.result.winners == [0, 2] and g.result.losers == [1, 3] and g.result.rule == "5.2g"
result

# %% [markdown]
# ## Losing
#
# ### 5.3a Conceding
# A ruler may concede at any time: they lose, leave at once and take their pieces with
# them. They keep their index: the other rulers are still numbered as before.

# %%
rule("5.3a")
g = TerrusScenario(rulers="Ana 20 structures=6 relics=2 int=9; Bo 20; Cyd 20", moves="concede 0").run().game
print(g.table()["rulers"][0])
assert g.rulers[0].out and g.rulers[0].structures == 0 and g.active == 1
print(g.why_not("priority 0"))
assert "has left the game" in g.why_not("priority 0")

# %% [markdown]
# ### 5.3b 0 vitae or less
# Not at once: the next time a player would receive priority. Beginning a turn is not
# receiving priority.

# %%
rule("5.3b")
low = TerrusScenario(rulers="Ana 20; Bo 6; Cyd 20", moves="damage 0 -> 1:6; begin turn")
g = low.run().game
assert not g.rulers[1].out and g.rulers[1].vitae == 0
result = low.replace(moves="damage 0 -> 1:6; begin turn; priority 2").run()
g = result.game
assert g.rulers[1].out and g.result is None
result

# %% [markdown]
# ### 5.3c An effect says a ruler loses

# %%
rule("5.3c")
g = TerrusScenario(rulers="Ana 20; Bo 20", moves="effect 0 lose").run().game
assert g.result.winners == [1] and g.result.losers == [0] and g.result.rule == "5.2e"

# %% [markdown]
# ### 5.3e A team loses
# A team has lost once every player on it has lost; with three teams the game goes on.

# %%
rule("5.3e")
result = TerrusScenario(
    rulers="Ana 20 team=North; Bo 20 team=South; Cyd 20 team=North; Dee 20 team=West", moves="concede 0; concede 2"
).run()
g = result.game
assert any("5.3e" in e.rules for e in g.trace) and g.result is None
result

# %% [markdown]
# ### 5.3f A winning effect with more than two rulers
# The ruler does not win: all of their opponents lose instead. Then the ruler is the last
# one standing (5.2e), which wins even a ruler who cannot win.

# %%
rule("5.3f")
result = TerrusScenario(rulers="Ana 20 cannot_win; Bo 20; Cyd 20", moves="effect 0 win").run()
g = result.game
assert g.result.winners == [0] and g.result.rule == "5.2e" and g.left_by == {1: "5.3f", 2: "5.3f"}
result

# %% [markdown]
# ### 5.3g A judge's penalty (tournaments only)

# %%
rule("5.3g")
penalty = TerrusScenario(rulers="Ana 20; Bo 20", moves="penalty 1")
print(penalty.replace(moves=()).run().game.why_not("penalty 1"))
g = penalty.replace(tournament=True).run().game
assert g.result.winners == [0] and g.left_by[1] == "5.3g"

# %% [markdown]
# ## Draws
#
# ### 5.4a Everyone left loses at once
# Rulers who lost earlier stay losers; the rulers in the draw are not.

# %%
rule("5.4a")
result = EveryoneLoses().run()
g = result.game
assert g.result.draw and g.result.rule == "5.4a" and g.result.winners == [] and g.result.losers == [2]
result

# %% [markdown]
# ### 5.4b Loops, 5.4c effects, 5.4e intentional draws

# %%
rule("5.4b")
two = TerrusScenario(rulers="Ana 20; Bo 20", moves="loop optional")
assert two.run().game.result is None  # someone can stop it
g = two.replace(moves="loop optional; loop mandatory").run().game
assert g.result.draw and g.result.rule == "5.4b"

rule("5.4c")
g = two.replace(moves="effect 1 draw").run().game
assert g.result.draw and g.result.rule == "5.4c"

rule("5.4e")
print(two.replace(moves=()).run().game.why_not("intentional draw"))
g = two.replace(tournament=True, moves="intentional draw").run().game
assert g.result.draw and g.result.rule == "5.4e"

# %% [markdown]
# ### 5.4d Every team left loses at once

# %%
rule("5.4d")
teams = "Ana 0 team=North; Bo 0 team=South; Cyd 20 team=North; Dee 20 team=South"
g = TerrusScenario(rulers=teams, moves="concede 2; concede 3; priority 0").run().game
assert g.result.draw and g.result.rule == "5.4d" and g.result.losers == [2, 3]

# %% [markdown]
# ## 5.1 The game ends at once
# A restart ends this game with no winner and no draw. After the end, every move is
# refused, and the game is unchanged.

# %%
rule("5.1")
g = TerrusScenario(rulers="Ana 20; Bo 20", moves="restart").run().game
assert g.result.winners == [] and not g.result.draw and g.result.rule == "5.1"
before = g.to_json()
try:
    g.apply("begin turn")
except terrus.IllegalActionError as e:
    print(e)
assert g.to_json() == before and g.why_not("concede 0") is not None

# %% [markdown]
# ## Edge cases
#
# ### Mutual lethal damage (P-09)
# One battle leaves Bo, Ana's only remaining opponent, at 0, and Ana at 0 too. Ana would
# win (5.2a) and lose at the same moment, so she loses (5.3d); both rulers lose together:
# a draw (5.4a). The strict-timing reading, the argument `mutual_lethal="source_wins"`,
# lets 5.2a end the game first: Ana wins. Side by side, then the scenario's form, which
# plays it again when you pick the other reading:

# %%
rule("P-09")
for reading in terrus.MUTUAL_LETHAL:
    print(f"{reading:12} {MutualLethal(mutual_lethal=reading).run().game.result}")
draw = MutualLethal().run().game
strict = MutualLethal(mutual_lethal="source_wins").run().game
assert draw.result.draw and draw.result.rule == "5.4a" and draw.result.reason == "mutual_lethal"
assert strict.result.winners == [0] and strict.result.rule == "5.2a"
MutualLethal().form()

# %% [markdown]
# ### Winning and losing at once in a team game (5.3d, 5.2g)
# The same battle in a team game: Ana loses (5.3d), and her team, still in the game
# through Cyd, is the last team standing. 5.2g brings back players who lost *earlier*,
# but Ana lost at this very moment, so she would win and lose at once: she loses.

# %%
rule("5.3d")
result = MutualLethal(
    rulers="Ana 2 team=North; Bo 3 team=South; Cyd 20 team=North; Dee 20 team=South",
    moves="concede 3; damage 0 -> 0:2 1:3",
).run()
g = result.game
assert g.result.winners == [2] and g.result.losers == [0, 1, 3] and g.result.rule == "5.2g"
result

# %% [markdown]
# ### A team shares its player's win (P-10)
# Ana's Relic victory is her team's: Cyd wins with her. Dee cannot win, and Eli had
# already lost, so neither does (only 5.2g brings earlier losers back).

# %%
rule("P-10")
rulers = """
Ana 20 relics=4 team=North
Bo 20 team=South
Cyd 20 team=North
Dee 20 team=North cannot_win
Eli 0 team=North
"""
g = TerrusScenario(rulers=rulers, moves="priority 1; begin turn").run().game
assert g.result.winners == [0, 2] and g.result.losers == [1, 3, 4] and g.result.rule == "5.2d"

# %% [markdown]
# ## Where the check is
# Every check is a sequence of its own, nested as the rulebook orders them; the trace
# records the nesting, and the diagram (derived from the code) shows where a step
# happened. Here Bo loses at a priority given to Cyd. (The diagram is drawn by Graphviz in
# the kernel, or in the browser where the kernel has none, as in the JupyterLite site.)

# %%
g = TerrusScenario(rulers="Ana 20; Bo 0; Cyd 20", moves="priority 2").run().game
lost = next(e for e in g.trace if "leaves the game" in e.text)
print(lost.breadcrumb)
assert [f.name for f in lost.path] == ["Game", "Priority", "State-based check", "Game end check", "Leaving the game"]
DiagramView(sequence_dot(lost.path, pack=terrus.PACK))

# %% [markdown]
# ## Random games end
# The pack's random agent reports random legal events (and concedes after 40, so every
# game ends). A hundred games, by the rule that ended them:

# %%
from collections import Counter

from dml_tutor.core import play_out

ended = Counter()
for seed in range(100):
    g = terrus.PACK.new_game(seed)
    play_out(g, terrus.PACK.random_agents(g, seed))
    ended[g.result.rule] += 1
print(sorted(ended.items()))
assert sum(ended.values()) == 100

# %% [markdown]
# ## Step through it in the tutor
#
# The same table in the tutor widget: the breadcrumb, the diagram of where the check is,
# the rule text beside each step, and the rulers' table (vitae, structures, Relics and INT
# beside the numbers that win, team, in or out with the rule they lost by). Every ruler is
# a person, so you report each event: press **Run to decision**, choose `priority 2`, and
# step on until Bo leaves the game (5.3b). **Fork** puts a copy beside it, to report a
# different event there and see where the two games part.

# %%
start = TerrusScenario(rulers="Ana 20; Bo 0; Cyd 20", moves=())
Tutor(terrus.Game.from_position(start.position(), options=start.options()))

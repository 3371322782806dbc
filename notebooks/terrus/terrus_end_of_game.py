# %% [markdown]
# # Terrus: how a game ends
#
# Section 5.0 of the Terrus Complete Rulebook says how a game of Terrus ends: the ways to
# win (`5.2a` ... `5.2g`), to lose (`5.3a` ... `5.3g`) and to draw (`5.4a` ... `5.4e`), and
# that the game ends the moment one of them happens (`5.1`). The `terrus` game pack
# encodes every clause with its own rule id. This notebook walks through each one: a cell
# sets up a small table, reports what happens at it, and **asserts** the result. Then
# come the edge cases where clauses meet, with the project's two rulings (`P-09`, `P-10`;
# see `docs/rulings.md`). If the pack ever drifts from the rules, the notebook stops at
# that cell.
#
# The rule text printed here is our own short version; the id names the clause to look up
# in the rulebook.

# %%
from dml_tutor.games import terrus
from dml_tutor.tutor import DiagramView, Tutor
from dml_tutor.view.diagrams import sequence_dot

catalog = terrus.catalog()


def ruler(name, vitae=20, **more):
    """One ruler of a position: 20 vitae and an empty city unless told otherwise."""
    return {"name": name, "vitae": vitae, "structures": 0, "relics": 0, "int": 0,
            "team": None, "cannot_win": False, **more}


def table(*rulers, active=0, tournament=False, **options):
    return terrus.Game.from_position(
        {"rulers": list(rulers), "active": active, "tournament": tournament}, options=options or None
    )


def rule(rule_id):
    r = catalog.rule(rule_id)
    print(f"{r.id} {r.title} ({r.section}): {r.text}")


def steps(g, moves=1):
    """What the last ``moves`` moves did: each step with its breadcrumb, rule ids and sentence."""
    actions = [e.index for e in g.trace if e.kind == "action"]
    for entry in g.trace[actions[-moves]:]:
        if entry.kind != "decision":
            print(entry)


# %% [markdown]
# A position names every ruler's vitae, structures, Relics, the total INT of the beasts in
# their city, their team (or `None`) and whether an effect in play says they cannot win;
# `active` is the ruler whose turn begins next. Moves are dicts, or their printed form:

# %%
g = table(ruler("Ana"), ruler("Bo", 5))
print([str(m) for m in g.legal_actions()[:8]], "...")
print(g.why_not({"move": "penalty", "ruler": 1}))

# %% [markdown]
# ## Winning
#
# ### 5.2a Lethal damage
# One resolution (an action, an ability or a battle) leaves the source's **only
# remaining** opponent at 0 vitae or less.

# %%
rule("5.2a")
g = table(ruler("Ana"), ruler("Bo", 5))
g.apply({"move": "damage", "source": 0, "amounts": {"1": 7}})
steps(g)
assert g.result.winners == [0] and g.result.losers == [1] and g.result.rule == "5.2a"

# %% [markdown]
# With two opponents still in, the same blow wins nothing: Bo only loses at the next
# priority (5.3b), and then Cyd is Ana's only remaining opponent.

# %%
g = table(ruler("Ana"), ruler("Bo", 5), ruler("Cyd", 6))
g.apply("damage 0 -> 1:5")
assert g.result is None and not g.rulers[1].out
g.apply("priority 2")
assert g.rulers[1].out and g.result is None
g.apply("damage 0 -> 2:6")
steps(g)
assert g.result.winners == [0] and g.result.losers == [1, 2] and g.result.rule == "5.2a"

# %% [markdown]
# ### 5.2b Metropolis victory, 5.2d Relic victory
# Both are checked when a ruler **begins their turn**. The turn then passes to the next
# ruler still in the game.

# %%
rule("5.2b")
rule("5.2d")
g = table(ruler("Ana", structures=9, relics=3), ruler("Bo", structures=10), active=0)
g.apply("begin turn")  # 9 structures and 3 Relics: not yet
assert g.result is None and g.active == 1
g.apply("begin turn")  # Bo begins with 10
assert g.result.winners == [1] and g.result.rule == "5.2b" and g.result.reason == "metropolis"

g = table(ruler("Ana", relics=4), ruler("Bo"))
g.apply("begin turn")
steps(g)
assert g.result.winners == [0] and g.result.rule == "5.2d"

# %% [markdown]
# ### 5.2c Political victory
# The Dominion Vote is won whatever the INT; it wins the game only with 15 INT or more.

# %%
rule("5.2c")
g = table(ruler("Ana", int=14), ruler("Bo", int=15))
g.apply({"move": "dominion_vote", "winner": 0})
assert g.result is None
g.apply({"move": "dominion_vote", "winner": 1})
steps(g, 2)
assert g.result.winners == [1] and g.result.rule == "5.2c" and g.result.reason == "political"

# %% [markdown]
# ### 5.2e The last ruler standing
# Once all of a ruler's opponents have left, that ruler wins at once, **even if an effect
# says they cannot win**. Here Ana cannot win: her Metropolis does nothing, but she still
# wins when Bo and Cyd are gone.

# %%
rule("5.2e")
g = table(ruler("Ana", structures=10, cannot_win=True), ruler("Bo"), ruler("Cyd"))
g.apply("begin turn")
assert g.result is None
g.apply("concede 1")
g.apply({"move": "effect", "ruler": 2, "outcome": "lose"})
steps(g)
assert g.result.winners == [0] and g.result.rule == "5.2e" and g.result.losers == [1, 2]

# %% [markdown]
# ### 5.2f An effect says a ruler wins
# With two rulers the effect simply wins (unless the ruler cannot win). With more than
# two, 5.3f applies instead (below).

# %%
rule("5.2f")
g = table(ruler("Ana"), ruler("Bo"))
g.apply({"move": "effect", "ruler": 1, "outcome": "win"})
assert g.result.winners == [1] and g.result.rule == "5.2f"
g = table(ruler("Ana"), ruler("Bo", cannot_win=True))
g.apply("effect 1 win")
steps(g)
assert g.result is None

# %% [markdown]
# ### 5.2g The last team standing
# Every player of the winning team wins, **even one who had already lost**: Ana lost at a
# priority, but her team (through Cyd) outlasts team South.

# %%
rule("5.2g")
g = table(ruler("Ana", 0, team="North"), ruler("Bo", team="South"), ruler("Cyd", team="North"),
          ruler("Dee", team="South"))
g.apply("priority 1")
assert g.rulers[0].out
g.apply("concede 1")
g.apply("concede 3")
steps(g, 2)
assert g.result.winners == [0, 2] and g.result.losers == [1, 3] and g.result.rule == "5.2g"

# %% [markdown]
# ## Losing
#
# ### 5.3a Conceding
# A ruler may concede at any time: they lose, leave at once and take their pieces with
# them. They keep their index: the other rulers are still numbered as before.

# %%
rule("5.3a")
g = table(ruler("Ana", structures=6, relics=2, int=9), ruler("Bo"), ruler("Cyd"))
g.apply("concede 0")
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
g = table(ruler("Ana"), ruler("Bo", 6), ruler("Cyd"))
g.apply("damage 0 -> 1:6")
g.apply("begin turn")
assert not g.rulers[1].out and g.rulers[1].vitae == 0
g.apply("priority 2")
steps(g)
assert g.rulers[1].out and g.result is None

# %% [markdown]
# ### 5.3c An effect says a ruler loses

# %%
rule("5.3c")
g = table(ruler("Ana"), ruler("Bo"))
g.apply("effect 0 lose")
assert g.result.winners == [1] and g.result.losers == [0] and g.result.rule == "5.2e"

# %% [markdown]
# ### 5.3e A team loses
# A team has lost once every player on it has lost; with three teams the game goes on.

# %%
rule("5.3e")
g = table(ruler("Ana", team="North"), ruler("Bo", team="South"), ruler("Cyd", team="North"),
          ruler("Dee", team="West"))
g.apply("concede 0")
g.apply("concede 2")
steps(g)
assert any("5.3e" in e.rules for e in g.trace) and g.result is None

# %% [markdown]
# ### 5.3f A winning effect with more than two rulers
# The ruler does not win: all of their opponents lose instead. Then the ruler is the last
# one standing (5.2e), which wins even a ruler who cannot win.

# %%
rule("5.3f")
g = table(ruler("Ana", cannot_win=True), ruler("Bo"), ruler("Cyd"))
g.apply("effect 0 win")
steps(g)
assert g.result.winners == [0] and g.result.rule == "5.2e" and g.left_by == {1: "5.3f", 2: "5.3f"}

# %% [markdown]
# ### 5.3g A judge's penalty (tournaments only)

# %%
rule("5.3g")
print(table(ruler("Ana"), ruler("Bo")).why_not("penalty 1"))
g = table(ruler("Ana"), ruler("Bo"), tournament=True)
g.apply("penalty 1")
assert g.result.winners == [0] and g.left_by[1] == "5.3g"

# %% [markdown]
# ## Draws
#
# ### 5.4a Everyone left loses at once
# Rulers who lost earlier stay losers; the rulers in the draw are not.

# %%
rule("5.4a")
g = table(ruler("Ana", 0), ruler("Bo", -2), ruler("Cyd"))
g.apply("concede 2")
g.apply("priority 0")
steps(g)
assert g.result.draw and g.result.rule == "5.4a" and g.result.winners == [] and g.result.losers == [2]

# %% [markdown]
# ### 5.4b Loops, 5.4c effects, 5.4e intentional draws

# %%
rule("5.4b")
g = table(ruler("Ana"), ruler("Bo"))
g.apply({"move": "loop", "optional": True})  # someone can stop it
assert g.result is None
g.apply({"move": "loop", "optional": False})
assert g.result.draw and g.result.rule == "5.4b"

rule("5.4c")
g = table(ruler("Ana"), ruler("Bo"))
g.apply("effect 1 draw")
assert g.result.draw and g.result.rule == "5.4c"

rule("5.4e")
print(table(ruler("Ana"), ruler("Bo")).why_not("intentional draw"))
g = table(ruler("Ana"), ruler("Bo"), tournament=True)
g.apply("intentional draw")
assert g.result.draw and g.result.rule == "5.4e"

# %% [markdown]
# ### 5.4d Every team left loses at once

# %%
rule("5.4d")
g = table(ruler("Ana", 0, team="North"), ruler("Bo", 0, team="South"), ruler("Cyd", team="North"),
          ruler("Dee", team="South"))
g.apply("concede 2")
g.apply("concede 3")
g.apply("priority 0")
assert g.result.draw and g.result.rule == "5.4d" and g.result.losers == [2, 3]

# %% [markdown]
# ## 5.1 The game ends at once
# A restart ends this game with no winner and no draw. After the end, every move is
# refused, and the game is unchanged.

# %%
rule("5.1")
g = table(ruler("Ana"), ruler("Bo"))
g.apply("restart")
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
# a draw (5.4a). The strict-timing reading, the variant `mutual_lethal="source_wins"`,
# lets 5.2a end the game first: Ana wins. Side by side:

# %%
rule("P-09")
for reading in terrus.MUTUAL_LETHAL:
    g = table(ruler("Ana", 2), ruler("Bo", 3), mutual_lethal=reading)
    g.apply({"move": "damage", "source": 0, "amounts": {"0": 2, "1": 3}})
    print(f"{reading:12} {g.result}")
    steps(g)
draw = table(ruler("Ana", 2), ruler("Bo", 3))
draw.apply("damage 0 -> 0:2 1:3")
strict = table(ruler("Ana", 2), ruler("Bo", 3), mutual_lethal="source_wins")
strict.apply("damage 0 -> 0:2 1:3")
assert draw.result.draw and draw.result.rule == "5.4a" and draw.result.reason == "mutual_lethal"
assert strict.result.winners == [0] and strict.result.rule == "5.2a"

# %% [markdown]
# ### Winning and losing at once in a team game (5.3d, 5.2g)
# The same battle in a team game: Ana loses (5.3d), and her team, still in the game
# through Cyd, is the last team standing. 5.2g brings back players who lost *earlier*,
# but Ana lost at this very moment, so she would win and lose at once: she loses.

# %%
rule("5.3d")
g = table(ruler("Ana", 2, team="North"), ruler("Bo", 3, team="South"), ruler("Cyd", team="North"),
          ruler("Dee", team="South"))
g.apply("concede 3")
g.apply("damage 0 -> 0:2 1:3")
steps(g)
assert g.result.winners == [2] and g.result.losers == [0, 1, 3] and g.result.rule == "5.2g"

# %% [markdown]
# ### A team shares its player's win (P-10)
# Ana's Relic victory is her team's: Cyd wins with her. Dee cannot win, and Eli had
# already lost, so neither does (only 5.2g brings earlier losers back).

# %%
rule("P-10")
g = table(ruler("Ana", relics=4, team="North"), ruler("Bo", team="South"), ruler("Cyd", team="North"),
          ruler("Dee", team="North", cannot_win=True), ruler("Eli", 0, team="North"))
g.apply("priority 1")
g.apply("begin turn")
assert g.result.winners == [0, 2] and g.result.losers == [1, 3, 4] and g.result.rule == "5.2d"

# %% [markdown]
# ## Where the check is
# Every check is a sequence of its own, nested as the rulebook orders them; the trace
# records the nesting, and the diagram (derived from the code) shows where a step
# happened. Here Bo loses at a priority given to Cyd. (The diagram is drawn by Graphviz in
# the kernel, or in the browser where the kernel has none, as in the JupyterLite site.)

# %%
g = table(ruler("Ana"), ruler("Bo", 0), ruler("Cyd"))
g.apply("priority 2")
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
Tutor(table(ruler("Ana"), ruler("Bo", 0), ruler("Cyd")))

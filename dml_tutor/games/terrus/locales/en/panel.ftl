# Terrus (end of game): the words of the tutor's panel (display/panel.py, panel.js). The English
# is the source; docs/translating.md says how to translate it.

panel-subtitle = { $rulers } rulers{ $teams ->
    [yes] {" "}· teams
   *[no] {""}
} · { $kind ->
    [tournament] tournament
   *[casual] casual game
} · mutual lethal: { $mutual ->
    [source_wins] source wins
   *[draw] draw
} · { $seed ->
    [none] from a position
   *[other] seed { $seed }
}
panel-result-draw = The game is a draw ({ $rule }).
panel-result-wins = { $count ->
    [one] { $winners } wins ({ $rule }).
   *[other] { $winners } win ({ $rule }).
}
panel-result-none = The game ends with no winner ({ $rule }).
panel-count-structures = structures
panel-count-relics = Relics
panel-count-int = INT
panel-goal = { $goal } { $label } win
panel-out = out
panel-out-by = out · { $rule }
panel-wins = wins
panel-low = ≤ 0: loses at priority
panel-low-tip = loses at the next priority (5.3b)
panel-cannot-win = cannot win
panel-cannot-win-tip = an effect in play
panel-in = in
panel-active = active
panel-deciding = deciding
panel-head-ruler = ruler
panel-head-team = team
panel-head-vitae = vitae
panel-head-status = in or out
panel-head-who = who decides
panel-in-game = { $in_game } of { $rulers } rulers in the game
panel-in-game-tournament = { $in_game } of { $rulers } rulers in the game · tournament
panel-round-zero = Start
panel-round = Turn

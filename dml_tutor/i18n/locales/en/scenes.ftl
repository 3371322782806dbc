# The scenarios' own words (dml_tutor/scenarios: the table of a scenario's steps, its notes, a
# form's refusal, the trace table). A scenario's title and notes are its pack's.

## A scenario's table

scene-scenario = Scenario
scene-step = Step
scene-what-happened = What happened
scene-value = Value
scene-rules = Rules
# a rule id's tooltip: the rule's title, its text and the rulebook's section
scene-rule-tip = { $title }: { $text } ({ $section })
scene-rule-unknown = not in the rule catalog
# what a seat chose, as a row of the table
scene-decision = Decision: { $what }
# the plain-text table: the value a row tracks after its step ("Target Value: 8")
scene-row-value = { $label }: { $value }

## A form's refusal

scene-not-allowed = Not allowed by the rules:
scene-error-rules = Rules:
scene-cannot-build = Cannot build this scenario:

## The trace table

scene-trace-caption = Trace entries { $first }..{ $last }
scene-trace-round = Round
scene-trace-where = Where
scene-trace-seat = Seat
scene-trace-kind = Kind
scene-trace-kind-name = { $kind ->
    [step] step
    [roll] roll
    [decision] decision
    [action] action
   *[other] { $kind }
}

## A position and moves (MERC, Terrus): the outcome
# { $reason } is the engine's short word for how the game ended, { $rule } the rule's id

scene-outcome = Outcome
scene-in-play = in play
scene-nobody = nobody
scene-seat = seat { $seat }
scene-won-by = won by { $winners } ({ $reason }, { $rule })
scene-draw = a draw ({ $reason }, { $rule })
scene-draw-lost-before = a draw ({ $reason }, { $rule }); lost before: { $losers }
scene-after-moves = After { $count } move(s): { $outcome }.
scene-moves-unplayed = The game is over: the last { $count } move(s) are not played.

## A scenario form's field of moves

scene-field-moves = Moves, one a line

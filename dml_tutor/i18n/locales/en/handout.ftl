# A handout's own words (dml_tutor/handout.py, templates/picture/tutor.html.j2): the picture of
# a tutor as the notebook left it. The game's own words (the step, the rules, the cards, the
# table's names) are the pack's.

## The picture's frame

handout-region = { $title }: the tutor as the notebook left it
handout-game-line = { $mode } · { $players ->
    [one] { $players } player
   *[other] { $players } players
} · seed { $seed }
handout-static = A picture of the tutor as the notebook left it: its buttons (Step, Fork and the others) need a running notebook, so none is shown here.
handout-crumbs = Where we are in the rules
handout-step = Step
handout-dice = Dice { $a } + { $b } = { $total }
handout-rulebook = (Rulebook: { $section })
handout-rulings = Rulings
handout-decision = Decision of seat { $seat }
handout-chosen = Chosen:
handout-chosen-mark = ← chosen
handout-more = … and { $count } more
handout-table = The table

## Cards and piles

handout-hidden = hidden
handout-cards-hidden = { $count ->
    [one] { $count } card, hidden
   *[other] { $count } cards, hidden
}
handout-empty = empty
handout-nothing = nothing
handout-none = none
handout-none-yet = none yet
handout-no-emblems = no Emblems
handout-event-value = value { $value }
handout-event-market = Market: { $effect }.
handout-event-players = Players: { $effect }.
handout-bought-with = bought with { $resource }
handout-black-market = #{ $id }: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
handout-top = top
handout-attempt = Acquisition Attempt
handout-declared = Seat { $seat } declared { $target }:
handout-chance = chance to succeed { $percent }
handout-bids = Bids:
handout-stack = The Stack (bottom first)
handout-by-seat = by seat { $seat }

## The seats

handout-seat = Seat { $seat }
handout-badges = Badges
handout-treasury = Treasury
handout-deciding = deciding
handout-face-down = face down
handout-not-dealt = not dealt yet
handout-points = { $total ->
    [one] { $total } point
   *[other] { $total } points
}

## The diagrams and the log

handout-where = Where we are in the rulebook
handout-wheel-heading = the Wheel of Profit
handout-wheel = The Wheel of Profit
handout-seq-alt = The rulebook's sequence tree; we are at { $path }
handout-path-then = , then
handout-alt-more = ; and { $count } more
handout-alt-to = to
handout-log = Log
handout-log-step = Step
handout-log-round = Round
handout-log-seat = Seat
handout-log-what = What happened
handout-log-seat-n = seat { $seat }

## A widget with no picture

handout-closed-widget = (a widget that was closed before the end of the notebook)
handout-no-picture = { $widget }: no static picture ({ $error })

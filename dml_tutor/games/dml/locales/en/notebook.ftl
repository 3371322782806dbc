# Dragon's Money Laundering: the words of a game's static picture in a notebook (display/drawings.py
# game_html, what `Game._repr_html_` shows): its header, the Event, the piles and the seats. The
# rest (cards, Resources, badges, the Court) are the panel's words (panel.ftl). The English is the
# source; docs/translating.md says how to translate it.

panel-notebook-not-started = (not started)
# The game's mode as the header names it.
panel-notebook-mode = { $mode ->
    [full] Full game
   *[quickstart] Market mayhem
}
panel-notebook-game = { $mode }, { $players } players, seed { $seed }
panel-notebook-round = Round { $round }
panel-notebook-to-decide = seat { $seat } to decide
# { $reason }: how the game was won (victory_points, monopoly, father_of_dragons).
panel-notebook-game-over = game over: { $winner ->
    [none] nobody wins
   *[other] seat { $winner } wins
} ({ $reason ->
    [monopoly] monopoly
    [father_of_dragons] father_of_dragons
   *[victory_points] victory_points
})
panel-notebook-event = Event
panel-notebook-players = Players: { $effect }.
panel-notebook-black-market = #{ $number }: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
# { $card }: the Dragon's Hoard's top card.
panel-notebook-top = (top { $card })
panel-notebook-nest = Nest
panel-notebook-badge-to-decide = to decide
panel-notebook-seat = Seat
panel-notebook-treasury = Treasury
panel-notebook-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
panel-notebook-sequence-diagram = Sequence diagram

# The code-free app's own words (dml_tutor/app: dml-tutor app). The game's words (its title,
# modes, scenarios, the score's name, the result) are the pack's.

## The header

app-heading = { $game }: the rules tutor
app-intro = Choose a seed, the players and the mode, or a scenario, then New game; Step walks through the game with the rules beside every step.
app-seed = Seed
app-players = Players
app-mode = Mode
app-you-play = You play
app-seat-with-hints = seat { $seat }, with hints
app-watch = none: watch the built-in players
app-start-from = Start from
app-a-new-game = A new game (seed, players, mode)
app-language = Language
app-new-game = New game
app-new-game-tip = Start the tutor from these settings
# { $title } is the scenario's title, shown in bold
app-scenario = Scenario { $title }: its own table (seed, players and mode come with it)

## You play a seat

app-play-again = Play again
app-play-again-tip = A new deal
app-since = Since your last move:
app-since-last = Since your last move (the last { $shown } of { $count }):
# { $form } is the place's ordinal form in the language (CLDR: one, two, few, other)
app-place = { $form ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
}
app-finished = You finished { $place } of { $count }.
app-finished-with = You finished { $place } of { $count } with { $value } { $unit }.
app-col-place = Place
app-col-seat = Seat

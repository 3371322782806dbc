# The workshop table's own page words (table/pages.py, table/static/*.js): the teacher's form
# and page, a seat's bar, locks and connection notes, the projector's standings, quiz the room.
# A value the script fills in is written { $name }.

## The teacher's form at "/" (pages.py, index.js)

table-index-title = dml-tutor: a workshop table
table-index-heading = A workshop table
table-index-intro = Every player joins from their own device and sees only what their seat may know; the projector shows the public table; your page steers it.
table-form-game-legend = The game
table-form-game = Game
table-form-seed = Seed
table-form-seed-placeholder = random
table-form-seed-note = Empty: a new random deal for every table. A number deals the same game again.
table-form-hints = Players may ask the coach for a hint
table-form-seats-legend = The seats
table-form-position-summary = Start from a position instead (optional)
table-form-position = The position (JSON, in the game's position format)
table-form-key = The teacher key (dml-tutor table printed it at start)
table-form-create = Create the table
table-form-players = { $count } players
table-form-players-label = Players
table-form-seats-later = Each seat is played by a person; on your page you can hand a seat to a bot.
table-form-seat = Seat { $seat }
table-form-name = Name
table-form-name-placeholder = seat { $seat }
table-form-played-by = Played by
table-form-person = a person (a phone)
table-form-bot = a bot: { $mode }
table-form-bad-seed = The seed is a whole number (or empty for a random deal).
table-form-bad-position = The position is not JSON: { $error }
table-form-creating = Creating the table…
table-form-wrong-key = That teacher key is not this server's: type it again.
table-form-type-key = Type the teacher key, then Create the table.

## Each role's page (pages.py)

table-title-seat = { $game }: { $seat }
table-title-projector = { $game }: the projector
table-title-teacher = { $game }: the teacher
table-join-links = Join links
table-join-projector = Projector
table-join-seat = { $seat } ({ $mode ->
    [person] a person
   *[other] a bot: { $mode }
})

## A page's bar and locks (host.js)

table-jump = Jump to
table-jump-options = Options
table-jump-mine = My cards
table-jump-rules = Rules
table-waiting = Waiting for the others.
table-reconnecting = Reconnecting…
table-over = The game is over. { $result }
table-paused = Paused by the teacher.
table-your-move = Your move.
table-your-move-title = ● Your move · { $title }
table-to-decide = { $seat } to decide.
table-seat = seat { $seat }
table-lock-offline = The connection is down: reconnecting… Your controls come back with it.
table-lock-paused = Paused by the teacher: your controls come back when the table resumes.
table-lock-bot = A bot ({ $mode }) plays this seat now: the teacher can give it back to you.
table-ended = The teacher ended this table.
table-no-table = No table has this link.
table-refused = refused

## What became of a tap (host.js): { $tap } is the tap's option or operation

table-tap-waits = Your tap “{ $tap }” waits for the connection.
table-tap-lost = Your tap “{ $tap }”: the connection dropped before the table answered, and the game has moved on; the log shows whether it was taken.
table-tap-resent = Your tap “{ $tap }” was sent once the connection was back.
table-tap-refused = “{ $tap }”: { $error }
table-op-why-not = why not
table-op-commit-prediction = commit prediction
table-op-hint = hint
table-op-stop-hint = stop the hint
table-op-answer = answer
table-op-pause = pause
table-op-resume = resume
table-op-predict = predict for the room
table-op-reveal = reveal
table-op-quiz = quiz the room
table-op-end-quiz = end the quiz
table-op-play-again = play again

## The teacher's buttons (host.js)

table-end-confirm = End this table for everyone? Its game, links and log are deleted.
table-end-failed = could not end the table ({ $status })
table-key-prompt = The teacher key (dml-tutor table printed it at start):
table-teacher-predict = Predict for the room
table-teacher-predict-title = Ask the room the question of this step (or the next one)
table-teacher-reveal = Reveal ({ $committed } committed)
table-teacher-quiz = Quiz the room
table-teacher-quiz-title = A question from the practice bank for the whole room: the next rule it has not been asked
table-teacher-end-quiz = End the quiz ({ $answered } of { $seats } answered)
table-teacher-end-quiz-title = Show everyone the answer and the room's tally
table-teacher-play-again = Play again
table-teacher-play-again-title = A new game at this table: the same seats, names and links
table-teacher-resume = Resume the table
table-teacher-pause = Pause the table
table-teacher-end = End the table
table-teacher-end-title = End the table for everyone and delete it

## The standings at the end (host.js)

table-standings = Standings
table-standings-place = Place
table-standings-player = Player
table-standings-score = Score

## Predict for the room (host.js)

table-predict-heading = Predict: { $about }
table-predict-engine = The engine: { $answer }.
table-predict-right = Right: { $right } of { $devices } devices.
table-predict-guess = guess
table-predict-devices = devices
table-predict-your-guess = Your guess
table-predict-commit = Commit
table-predict-ask = Commit your guess.
table-predict-yours = Your guess: { $guess } (you may change it until the reveal).
table-predict-committed = Guesses committed so far: { $count }

## Quiz the room (host.js)

table-quiz = Quiz the room
table-quiz-heading = Quiz the room: { $rule }
table-quiz-the-answer = ✓ the answer
table-quiz-your-answer = your answer
table-quiz-chose = { $count } chose it
table-quiz-right = Right.
table-quiz-wrong = Not quite.
table-quiz-misreading = The misreading: { $text }
table-quiz-remedy = To make it legal: { $remedy }
table-quiz-rules = Rules:
table-quiz-per-rule = The room, per rule
table-quiz-rule = rule
table-quiz-questions = questions
table-quiz-answers = answers / seats
table-quiz-right-count = right
table-quiz-over = The quiz is over.
table-quiz-choose = Choose your answer (one answer).
table-quiz-answered = { $answered } of { $seats } seats have answered.

## The teacher's page when phones cannot reach the join links (app.py)

table-host-note = Phones cannot open { $url }: only this computer can. To let them join, stop the server (Ctrl+C) and start it again with: dml-tutor table --host 0.0.0.0

## A seat's quiz feedback after its head, table-quiz-right or table-quiz-wrong (quiz.py)

table-quiz-wrong-body = { $why } The answer is “{ $answer }”: { $answer_why }

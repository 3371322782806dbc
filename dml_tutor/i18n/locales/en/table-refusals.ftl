# The table server's own refusals (dml_tutor/table: app.py, room.py, quiz.py), each answered in
# the requesting page's language: { $role } is "seat", "projector" or "teacher" (a selector: each
# language names the page its own way); { $got } quotes what was sent, briefly; { $op } names an
# operation as sent.

## A link, a request, a message (app.py)

refusal-no-table = no table has this link: check it, or ask the teacher for a new one
refusal-no-link = no table has this link
refusal-not-found = Not Found
refusal-method = Method Not Allowed
refusal-not-saved = the table could not be saved, so the change was not made ({ $reason })
refusal-new-not-saved = the new table could not be saved ({ $reason })
refusal-malformed-json = malformed JSON: { $got }
refusal-json-deep = JSON nested more than { $most } deep
refusal-body-long = a request body is at most { NUMBER($most, useGrouping: "true") } bytes
refusal-body-slow = the request's body took over { $seconds } s to arrive
refusal-too-many-requests = too many requests from this page: slow down
refusal-too-many-messages = too many messages from this page: slow down
refusal-too-many-questions = too many questions from this page: wait a moment before the next { $op }
refusal-too-many-tables = too many new tables at once: wait a moment
refusal-tables-full = this server holds { $most } tables, its most: end one (DELETE its teacher URL) or wait until one expires
refusal-teacher-key = this is the teacher's: send the teacher key the server printed (Authorization: Bearer <key>)
refusal-other-site = a page of another site ({ $origin }) may not change tables here
refusal-not-json = send JSON (Content-Type: application/json), not { $got }
refusal-message = a message is {"{"}"op": name, "args": [...]{"}"}, got { $got }
refusal-args = args must be a list, got { $got }
refusal-one-argument = { $op } takes one argument: { $what ->
        [guess] the guess
       *[move] the move
    }
refusal-keywords = { $op }: a table takes no keyword arguments, got { $got }
refusal-move-body = a move is {"{"}"action": <a printed move, or its JSON>{"}"}, got { $got }
refusal-action = action: a printed move as offered, or its JSON; got { $got }
refusal-guess-body = a guess is {"{"}"guess": <a choice or a number>{"}"}, got { $got }
refusal-end-role = only the teacher's URL ends a table, not a { $role ->
        [projector] projector
        [teacher] teacher
       *[seat] seat
    }'s
refusal-ended = the teacher ended this table

## A move, a hint, the teacher's operations (app.py, room.py)

# { $reason } is the engine's reason, { $rules } the rule ids it cites
refusal-no-option = no option { $got } for this page now
refusal-for-the-teacher = { $op } is for the teacher's page: a { $role ->
        [projector] projector
        [teacher] teacher
       *[seat] seat
    }'s page plays its own moves
refusal-hint-role = a hint is for a seat's own decision, not the { $role ->
        [projector] projector
        [teacher] teacher
       *[seat] seat
    }'s page
refusal-hints-off = hints are off at this table (the teacher's choice)
refusal-hint-not-yours = a hint is for your own decision, while it is yours to make
refusal-cannot-move = the { $role ->
        [projector] projector
        [teacher] teacher
       *[seat] seat
    }'s page cannot move: only a seat's page plays its seat
refusal-game-over = the game is over: there is nothing to decide
refusal-paused = the teacher has paused the table: wait until it resumes
refusal-not-your-turn = it is not seat { $seat }'s turn: seat { $deciding } decides now
refusal-not-your-turn-nobody = it is not seat { $seat }'s turn: nobody decides now
refusal-not-for-another-seat = seat { $seat } cannot move for seat { $other }
refusal-teachers-op = { $op } is the teacher's: a { $role ->
        [projector] projector
        [teacher] teacher
       *[seat] seat
    }'s page cannot steer the table
refusal-teacher-moves = the teacher does not move for a seat: each seat chooses on its own page (or make it a bot)
refusal-set-hints = set_hints takes one argument, true or false, got { $got }
refusal-no-arguments = { $op } takes no arguments, got { $got }
refusal-unknown-op = unknown teacher operation { $op }: use pause, resume, { $navigation }

## Predict for the room (room.py)

refusal-reveal-none = reveal: no question is open (Predict for the room first)
refusal-predict = predict: { $reason }
refusal-predict-none-ahead = predict: no question from this step on whose answer the game has given: go back further first
refusal-cannot-guess = the { $role ->
        [projector] projector
        [teacher] teacher
       *[seat] seat
    }'s page does not guess: each seat's device does
refusal-guess-none = no question is open for the room now
refusal-guess-long = a guess is at most { $most } characters, got { NUMBER($got, useGrouping: "true") }

## A new table's body (room.py)

refusal-new-table = a new table is a JSON object {"{"}pack, settings, position{"}"}, got { $got }
refusal-new-table-field = unknown field { $field }: a new table takes { $fields }
refusal-hints-field = hints: true or false, got { $got }
refusal-pack = pack: one of { $packs }, got { $got }
refusal-settings = settings must be an object, got { $got }
refusal-seats = settings.seats: a list of seat modes (person, random, ...), got { $got }
refusal-seats-wrong = settings.seats: { $reason }
refusal-position = position: an object in the { $pack } position format, got { $got }
refusal-names = names: a list of { $count } names, one per seat (null: the seat's own), got { $got }
refusal-name = names[{ $index }]: at most { $most } printable characters, got { $got }

## Quiz the room (quiz.py)

refusal-quiz-no-questions = quiz: the pack { $pack } has no questions
refusal-quiz-rule = quiz: rule must be a rule id, got { $got }
refusal-quiz-teachers = { $op } is the teacher's: a { $role ->
        [projector] projector
        [teacher] teacher
       *[seat] seat
    }'s page answers the quiz
refusal-quiz-arguments = quiz takes at most one argument, a rule id, got { $got }
refusal-end-quiz-none = end_quiz: no quiz question is open (quiz first)
refusal-quiz-cannot-answer = the { $role ->
        [projector] projector
        [teacher] teacher
       *[seat] seat
    }'s page does not answer: each seat's device does
refusal-answer-none = answer: no quiz question is open now
refusal-answer-arguments = answer takes one argument, the option's index, got { $got }
refusal-answer-index = answer: an option's index, 0 to { $last }, got { $got }
refusal-answer-again = answer: this seat has answered this question (one answer each)

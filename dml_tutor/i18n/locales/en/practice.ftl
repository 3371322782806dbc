# Practice's own words (dml_tutor/practice): the framing of a question and of its feedback.
# The options' texts (moves, rule titles, answers) and the step or decision a question quotes
# are the pack's words.

## A question's framing (practice/bank.py)

# { $decision }: the pack's prompt; { $table }: the pack's description of the table, if any
practice-legal-move = { $seat } must decide: { $decision }{ $table } Which of these moves is legal?
practice-engine-takes = the engine takes { $move } here.
# { $where }: the step's place in the game (its breadcrumb); { $step }: the step's text
practice-which-rule = { $where }: “{ $step }” Which rule is at work in this step?
practice-this-step-is = this step is { $rule }: { $title }.
practice-another-rule = that is { $rule } ({ $title }), another rule of the { $sequence }.
practice-misreading = this answer comes from a misreading of { $rule }: { $text }

## The feedback on an answer (practice/values.py)

practice-right = Right. { $why }
practice-wrong = Not quite. { $why } The answer is “{ $answer }”: { $answer_why }

## What each kind of question asks (practice/session.py)

practice-asks-legal-move = Which move is legal?
practice-asks-what-next = What happens next?
practice-asks-which-rule = Which rule applies?

## The Practice widget (tutor/static/practice.js)

practice-title = Practice
practice-question-number = Question { $number }
practice-mark-right = your answer, right
practice-mark-answer = the right answer
practice-mark-wrong = your answer, wrong
practice-rulebook = Rulebook: { $section }
practice-head-right = ✓ Right
practice-head-wrong = ✗ Not quite
practice-remedy = What would make it legal:
practice-misread = The misreading your answer shows:
practice-the-rule = The rule
practice-where = Where the rule sits in the game
practice-where-label = Where the rule sits: the sequence tree, its path in bold
practice-next = Next question
practice-region-question = Question
practice-region-feedback = Feedback
practice-map = Mastery map
practice-map-key = Each rule sits in the sequence where it fires: ✓ known (green), ↻ due (red), ◐ learning (yellow), ○ new (white).
practice-map-label = Mastery map: the sequence tree, each rule with its state (the table below says the same)
# The mastery map read aloud: each line "Round to Turn", at most 30, then how many more.
practice-diagram-to = to
practice-diagram-more = and { $count } more
practice-rows-caption = Every rule with a question: its state, your last answer, its next review and the misreadings your answers showed
practice-col-rule = Rule
practice-col-state = State
practice-col-last = Last answer
practice-col-next = Next review
practice-col-misreadings = Misreadings
practice-state-known = known
practice-state-due = due
practice-state-learning = learning
practice-state-new = new
practice-last-right = right, { $when }
practice-last-wrong = wrong, { $when }
# a state's count in the status line, e.g. "3 known"
practice-count = { $count } { $state }
practice-diagram-failed = The diagram could not be drawn: { $error }

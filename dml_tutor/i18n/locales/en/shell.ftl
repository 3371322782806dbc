# The shell's messages in English, the source: the tutor, the pages and the table.
# Translations live beside this folder (de/shell.ftl); docs/translating.md says how.

# The language's own name, in the language switch.
language-name = English

## The step a seat sees before anything it knows has happened

nothing-public-yet = Nothing public has happened yet.
nothing-seen-yet = Nothing seat { $seat } sees has happened yet.

## Rules

rule-not-in-catalog = (not in the rule catalog)

## Decisions

options-not-allowed = Not allowed: ask why

## The tutor's front end (tutor/static/tutor/*.js: say("id")). A { $value } there is filled in
## by the front end; these messages take no plurals.

tutor-region = Rules tutor
tutor-region-game = { $game }: rules tutor
tutor-steps = Steps
tutor-back = ◀ Back
tutor-back-title = One step back (←)
tutor-step = Step ▶
tutor-step-title = Next step; plays on at the end of the history (→)
tutor-step-waits = Step ▶ (answer the prediction first)
tutor-step-waits-title = Step waits for your prediction: answer the question above the rules first
tutor-step-over = Step over ⤼
tutor-step-over-title = Skip the sub-sequences this step starts (Shift+→)
tutor-step-out = Step out ⤴
tutor-step-out-title = Finish the current sequence (↑)
tutor-run-to-decision = Run to decision ⇥
tutor-run-to-decision-title = Run until a person must decide (↓)
tutor-forward = Forward ▷
tutor-forward-title = Redo: one step forward in the recorded history
tutor-fork = Fork ⋔
tutor-fork-title = Branch the game here: two tutors side by side
tutor-fork-on-title = Branch the game at this step: this game and its fork side by side, the first difference highlighted
tutor-present-label = A+ presentation size
tutor-present-title = Presentation size: larger text for a projector
tutor-keys = Keys ?
tutor-keys-title = The keyboard shortcuts (?)
tutor-history = History: the step under the cursor
tutor-position = step { $step } / { $length }
tutor-view-as = View as
tutor-predict = Predict
tutor-predict-title = Predict, then reveal: stop before these steps and ask the room
tutor-seed = seed
tutor-restart = Restart
tutor-restart-title = Start a new game with this seed
tutor-seed-position = this position
tutor-seed-position-title = Empty: Restart plays this position again; a number: a new game from that seed
tutor-seed-title = Restart: a new game from this seed
tutor-why-not = Why not…?
tutor-ask = Ask
tutor-where-in-rulebook = Where we are in the rulebook
tutor-full-width = Full width ⤢
tutor-full-width-title = Open this diagram at the full width of the window
# A diagram read aloud: each line "Round to Turn", at most 30, then how many more.
tutor-diagram-to = to
tutor-diagram-more = and { $count } more
tutor-click-full-width = Click to open at full width
tutor-log = Log
tutor-log-round = Log: which round
tutor-log-seat = Log: which seat
tutor-keys-heading = Keyboard shortcuts
tutor-keys-intro = Keys, with the focus anywhere in the tutor (they never reach the notebook):
tutor-key-step = Step
tutor-key-step-over = Step over the sub-sequences this step starts
tutor-key-back = Back one step
tutor-key-step-out = Step out of the current sequence
tutor-key-run = Run to the next decision
tutor-key-help = Show or hide this list
tutor-key-close = Close this list or a diagram opened at full width
tutor-key-tab = The next control (Shift+Tab: the one before); arrows move a slider or a drop-down
tutor-key-log = In the log: move through the entries; Enter goes to one
tutor-where-in-rules = Where we are in the rules
tutor-now = The step under the cursor
tutor-dead = This tutor has lost its kernel (restarted or shut down): its buttons cannot reach Python any more. Run its cell again for a live tutor.
tutor-your-choice = Your choice, { $seat }
tutor-options-of = Options of { $seat } (Step lets the agent choose; a click here chooses for it)
tutor-options-had = Options { $seat } had here
tutor-seat = seat { $seat }
tutor-sequence-label = The rulebook's sequence tree; we are at { $path }
tutor-path-then = , then
tutor-zoom-close-title = Click or press Esc to close
tutor-zoom-close = Close (Esc)
tutor-hint = Hint
tutor-hint-title = Play each option out from what your seat knows
tutor-hint-running = Playing the options out…
tutor-hint-progress = Hint progress
tutor-hint-count = { $done } of up to { $total } play-outs
tutor-hint-stop = Stop
tutor-hint-pruned = stopped early: it could not be the best
tutor-hint-raced = stopped early: clearly behind
tutor-hint-bar-label = { $rate } chance of winning, 95% sure it lies between { $low } and { $high }
tutor-hint-playouts = { $count } play-outs
tutor-hint-value-title = the number after · is the { $name }
tutor-hint-close = Too close to call
tutor-hint-close-between = between { $first } and { $last }: their 95% intervals overlap, so more play-outs could change the order (marked ≈).
tutor-hint-close-among = among the top { $count }: their 95% intervals overlap, so more play-outs could change the order (marked ≈).
tutor-hint-best = Best: { $option }, { $percent } chance of winning (★).
tutor-hint-legend-bar = the bar: the share of play-outs won from that option (the game played on from what seat { $seat } knows, the hidden cards guessed afresh each time).
tutor-hint-legend-band = the band: the 95% interval, where the true chance lies, 95 times in 100.
tutor-hint-legend-most = Up to { $count } play-outs per option.
tutor-hint-legend-cut = An option clearly behind was stopped sooner (its count is shown).
tutor-hint-legend-value = The number after · is the { $name }.
tutor-hint-legend-horizon = Each play-out stops after { $rounds } Round(s) and the table is then scored by an estimate of who would win.
tutor-hint-legend-stopped = You stopped the hint early: fewer play-outs, wider bands.
tutor-hint-legend-yours = The choice is yours.
tutor-branches-part = branches part
tutor-branches-part-title = The first step where the two branches differ

## The status line (Python: session_view)

status-recorded = Step { $step } of { $length } recorded.
status-waiting = Step { $step } of { $length } recorded. Seat { $seat } must decide.
status-over = Step { $step } of { $length } recorded. The game is over.
status-plays-on = Step { $step } of { $length } recorded. Step plays on.
tutor-kbd-shift-right = Shift+→
tutor-kbd-esc = Esc
tutor-kbd-tab = Tab
tutor-kbd-log = ↑ ↓ Home End
tutor-view-everything = everything
tutor-predict-off = off
tutor-predict-every-kind = every kind
tutor-log-this = this { $round }
tutor-log-all = all
tutor-log-all-seats = all seats
tutor-log-window = { $shown } of { $total } (from #{ $first })
tutor-log-count = { $total } entries

## Why Fork is off (Python: session_view)

fork-off-forked = This game is forked: its two branches are side by side. Close the fork (above) to fork it again at another step.
fork-off-is-fork = This is the fork: its own Fork button is off. Close the fork (above) to fork the game again, or call fork() on this branch in Python.
fork-off-not-placed = Fork shows the two branches where the tutor was displayed, and this one sits inside another widget: display the tutor itself (or put t.box in your widgets), or call t.fork().
tutor-rulebook = Rulebook: { $section }
tutor-rulings = Rulings
tutor-ruling-label = Ruling { $id }: { $title }
tutor-hidden-options = { $count } options, hidden while you view the table as seat { $viewer }. Choose “View as: everything” or seat { $seat } to see them.
tutor-chosen = Chosen: { $chosen }. Choosing differently here replays the game up to this point and rewrites everything after it.
tutor-predict-heading = Predict, then reveal
tutor-predict-number = a number
tutor-predict-number-label = Your prediction: a number
tutor-predict-commit = Commit
tutor-predict-right = Right.
tutor-predict-wrong = Not quite: you said { $guess }.
tutor-predict-rules = Rules to read:
tutor-why-remedy = To make it legal: { $remedy }
tutor-why-no-remedy = To make it legal: nothing you can do at this decision.
tutor-why-example = e.g. { $example }
tutor-kind-step = step
tutor-kind-roll = roll
tutor-kind-decision = decision
tutor-kind-action = action
tutor-first-divergence = first divergence

## The lite site's entry page (templates/page/index.html.j2, page/static/page.js: data-say, T("id"))

page-sub = the rules, step by step
page-new-game = A new game
page-game = Game
page-seed = Seed
page-deal = Deal
page-language = Language
page-theme = Dark theme
page-theme-title = Switch between the light and the dark theme
page-notebooks = The notebooks in JupyterLab
page-practice = Practise the rules
page-note = This page runs the tutor in Python in your browser: nothing is installed and nothing leaves your device. Keys: with the focus in the tutor, → steps, ← goes back, ? lists them all. The Hint runs to its end here (no Stop). Fork, the worked examples and your own code are in
page-note-link = the notebooks
page-note-end = (JupyterLab with a Python kernel: slower to start).
page-game-option = { $title } ({ $seats } players)
page-seats-more = more
page-unknown-game = This site has no game named “{ $name }”: here is { $title }. Choose another game above.

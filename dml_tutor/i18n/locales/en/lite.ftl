# The lite site's pages' own words beyond the entry page's bar (page-*): the loading messages
# of both pages (page/static/worker.js, practice_worker.js) and the Practice page
# (templates/page/practice.html.j2, page/static/practice_page.js).

## Loading: what the page says while Python starts, and when it could not

lite-starting = Starting Python in your browser…
lite-loading-rules = Loading the rules…
lite-dealing = Dealing the game…
lite-first-question = Making your first question…
lite-failed-python = Python failed: { $error }
lite-failed-start = Python could not start in your browser: { $error }
lite-failed-rules = The rules could not be loaded: { $error }
lite-failed-deal = The game could not be dealt: { $error }
lite-failed-question = The first question could not be made: { $error }
lite-failed-worker = The worker failed: { $error }
lite-no-worker = This browser cannot run Python in a worker: { $error }
lite-worker-did-not-start = it could not start
# { $link } is a link whose words are lite-failed-link
lite-failed-next = Reload the page to try again, or open { $link }.
lite-failed-link = the notebooks in JupyterLab
lite-failed-reload = Reload the page to try again.

## The Practice page

lite-practice-title = dml-tutor: practise the rules
lite-practice-sub = practise the rules
lite-practice-who = Who practises which game
lite-practice-name = Your name
lite-practice-start = Start
lite-practice-export = Export my record
lite-practice-import = Import a record
lite-practice-tutor = The tutor
lite-practice-note = Questions made by the rules engine, in Python in your browser. Your record (your answers and when each rule is due again) stays in this browser's storage under your name: nothing is sent anywhere. Export it to keep a copy or to carry it to another browser; import it there. Keys: 1-4 choose an option, N asks the next question.

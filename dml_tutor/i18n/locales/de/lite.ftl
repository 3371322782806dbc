# Die Wörter der Seiten der Lite-Site auf Deutsch: das Laden und die Übungsseite.
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

## Loading: what the page says while Python starts, and when it could not

# en: dde906eba2
lite-starting = Python startet in deinem Browser …
# en: fd296d1776
lite-loading-rules = Die Regeln werden geladen …
# en: 1b55ec0de8
lite-dealing = Das Spiel wird ausgeteilt …
# en: 1f035820f4
lite-first-question = Deine erste Frage entsteht …
# en: e9768cdc86
lite-failed-python = Python ist gescheitert: { $error }
# en: 219093fa38
lite-failed-start = Python konnte in deinem Browser nicht starten: { $error }
# en: 15fc1054e3
lite-failed-rules = Die Regeln konnten nicht geladen werden: { $error }
# en: 144f29fc8d
lite-failed-deal = Das Spiel konnte nicht ausgeteilt werden: { $error }
# en: 3564d1b960
lite-failed-question = Die erste Frage konnte nicht gestellt werden: { $error }
# en: a5c230cd2a
lite-failed-worker = Der Worker ist gescheitert: { $error }
# en: 2c87793b0a
lite-no-worker = Dieser Browser kann Python nicht in einem Worker ausführen: { $error }
# en: b45537cf58
lite-worker-did-not-start = er konnte nicht starten
# en: 24d755a83e
lite-failed-next = Lade die Seite neu, um es noch einmal zu versuchen, oder öffne { $link }.
# en: 1b4250562d
lite-failed-link = die Notebooks in JupyterLab
# en: 996c0028f6
lite-failed-reload = Lade die Seite neu, um es noch einmal zu versuchen.

## The Practice page

# en: f6aaa40b3b
lite-practice-title = dml-tutor: die Regeln üben
# en: d7b27257bb
lite-practice-sub = die Regeln üben
# en: 686da0b182
lite-practice-who = Wer übt welches Spiel
# en: ef2b868c0c
lite-practice-name = Dein Name
# en: 28afbc277e
lite-practice-start = Los
# en: a5195f5fd8
lite-practice-export = Meinen Lernstand exportieren
# en: e98b88d4c6
lite-practice-import = Einen Lernstand importieren
# en: 748c3efee4
lite-practice-tutor = Der Tutor
# en: a7e09c7e46
lite-practice-note = Fragen, die die Regel-Engine stellt, in Python in deinem Browser. Dein Lernstand (deine Antworten und wann jede Regel wieder fällig ist) bleibt unter deinem Namen im Speicher dieses Browsers: Nichts wird irgendwohin gesendet. Exportiere ihn, um eine Kopie zu behalten oder ihn in einen anderen Browser mitzunehmen, und importiere ihn dort. Tasten: 1–4 wählen eine Option, N stellt die nächste Frage.

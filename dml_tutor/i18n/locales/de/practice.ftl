# Die Wörter des Übens auf Deutsch (dml_tutor/practice, das Übungs-Widget): der Rahmen einer Frage
# und ihrer Rückmeldung. Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

## A question's framing (practice/bank.py)

# en: 5ef5e9fa6e
practice-legal-move = Am Zug: { $seat }. { $decision }{ $table } Welcher dieser Züge ist erlaubt?
# en: 44ecd0d09d
practice-engine-takes = die Engine nimmt hier { $move } an.
# en: 5197887803
practice-which-rule = { $where }: „{ $step }“ Welche Regel wirkt in diesem Schritt?
# en: 6a0ddf21b3
practice-this-step-is = dieser Schritt ist { $rule }: { $title }.
# en: f1a1faddb4
practice-another-rule = das ist { $rule } ({ $title }), eine andere Regel von { $sequence }.
# en: 01c69c6269
practice-misreading = diese Antwort beruht auf einem Missverständnis von { $rule }: { $text }

## The feedback on an answer (practice/values.py)

# en: d78eeb3633
practice-right = Richtig. { $why }
# en: de705ec992
practice-wrong = Nicht ganz. { $why } Die Antwort ist „{ $answer }“: { $answer_why }

## What each kind of question asks (practice/session.py)

# en: 51dafb21ca
practice-asks-legal-move = Welcher Zug ist erlaubt?
# en: fac20d8152
practice-asks-what-next = Was passiert als Nächstes?
# en: 268d805c8c
practice-asks-which-rule = Welche Regel gilt?

## The Practice widget (tutor/static/practice.js)

# en: d46c4b9cd3
practice-title = Üben
# en: eb92253295
practice-question-number = Frage { $number }
# en: 9c8b2c2ea4
practice-mark-right = deine Antwort, richtig
# en: 7ecfa940e1
practice-mark-answer = die richtige Antwort
# en: ae4b77f585
practice-mark-wrong = deine Antwort, falsch
# en: 5f2f505c6c
practice-rulebook = Regelbuch: { $section }
# en: fcce82ad95
practice-head-right = ✓ Richtig
# en: 444163a6b0
practice-head-wrong = ✗ Nicht ganz
# en: 0906dfe55f
practice-remedy = So wäre es erlaubt:
# en: 8061a95828
practice-misread = Das Missverständnis, das deine Antwort zeigt:
# en: 87484da03d
practice-the-rule = Die Regel
# en: a3e76c419a
practice-where = Wo die Regel im Spiel sitzt
# en: 100c97f198
practice-where-label = Wo die Regel sitzt: der Baum der Sequenzen, ihr Pfad fett
# en: 638d0eed0b
practice-next = Nächste Frage
# en: eee62047b8
practice-region-question = Frage
# en: bc958fae4c
practice-region-feedback = Rückmeldung
# en: ecb11ca620
practice-map = Lernstand
# en: fff522f630
practice-map-key = Jede Regel sitzt in der Sequenz, in der sie greift: ✓ gekonnt (grün), ↻ fällig (rot), ◐ im Lernen (gelb), ○ neu (weiß).
# en: 9a5ac86d4e
practice-map-label = Lernstand: der Baum der Sequenzen, jede Regel mit ihrem Stand (die Tabelle darunter sagt dasselbe)
# en: 060ff5890c
practice-diagram-to = zu
# en: e97df6cd18
practice-diagram-more = und { $count } weitere
# en: c1472ffdc1
practice-rows-caption = Jede Regel mit einer Frage: ihr Stand, deine letzte Antwort, ihre nächste Wiederholung und die Missverständnisse, die deine Antworten zeigten
# en: 07f39617c2
practice-col-rule = Regel
# en: 52bf5386a2
practice-col-state = Stand
# en: 7119dfd488
practice-col-last = Letzte Antwort
# en: 9235cdd939
practice-col-next = Nächste Wiederholung
# en: ac2b09dbc1
practice-col-misreadings = Missverständnisse
# en: 005cf87161
practice-state-known = gekonnt
# en: 49fda8d5a5
practice-state-due = fällig
# en: 4d96479af5
practice-state-learning = im Lernen
# en: 00db038710
practice-state-new = neu
# en: 1ae6e9584b
practice-last-right = richtig, { $when }
# en: 3c5d6c19e6
practice-last-wrong = falsch, { $when }
# en: ab2db2744e
practice-count = { $count } { $state }
# en: 5f86bbcd51
practice-diagram-failed = Das Diagramm konnte nicht gezeichnet werden: { $error }

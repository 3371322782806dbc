# MERC: Dictator versus Rebels (end of game)
# Die Regeln auf Deutsch, in unseren Worten (nach dem Regelbuch; die Abschnitte bleiben die
# des englischen Regelbuchs). Über jeder Meldung steht der Hash des englischen Textes aus
# rules.toml, den sie übersetzt: Ändert sich der Text, meldet ein Test die Übersetzung als veraltet
# (docs/translating.md).

# en: 2050963f54
rule-merc_game-end = Drei Wege, das Spiel zu beenden
    .text = Das Spiel endet, wenn die Taktiken des Diktators ausgehen (geprüft am Ende des Zuges des Diktators), wenn die Rebellen die Basis des Diktators erobern oder wenn die Diktatorkarte getötet wird (beides sofort). Die Prüfung sieht in dieser Reihenfolge nach: Basis, Diktator, Taktiken.

# en: c104c08bf0
rule-merc_condition-1 = Bedingung 1: Taktiken erschöpft
    .text = Hat der Diktator am Ende seines Zuges keine Taktikkarte auf der Hand und keine mehr im aktiven Taktikstapel, endet das Spiel und die Seiten vergleichen den Wert der Sektoren, die sie kontrollieren.

# en: d3b3a574bb
rule-merc_card-flow = Der Fluss der Taktikkarten
    .text = Der Diktator beginnt mit 5 Karten im Stapel und keiner auf der Hand, zieht an Tag 1 3 Karten und danach 1 Karte am Tag, solange der Stapel Karten hat. Spielt er eine Karte am Tag, ist der Stapel nach Tag 3 leer und die Hand nach Tag 6. Die Seite sagt nicht, wann am Tag gezogen wird; das Paket zieht am Ende des Zuges des Diktators, vor der Prüfung, ob die Taktiken erschöpft sind.

# en: e44d6ebb1d
rule-merc_tactics = Eine Taktikkarte spielen
    .text = In seinem Zug spielt der Diktator Taktikkarten von der Hand; die Tabelle zum Kartenfluss zeigt eine gespielte Karte pro Tag (P-15 liest das als höchstens eine pro Zug, keine Pflicht). Nur der Diktator spielt Taktiken, und nur mit einer Karte auf der Hand.

# en: 2114b6f84a
rule-merc_value = Sieg nach Sektorwert
    .text = Gehen die Taktiken aus, zählt jede Seite die Werte der Sektoren zusammen, die sie kontrolliert. Die Rebellen gewinnen nur mit einer echt größeren Summe; sonst gewinnt der Diktator.

# en: db5144b9ff
rule-merc_value-ties = Der Diktator gewinnt bei gleichem Wert
    .text = Gleiche Summen sind ein Sieg des Diktators.

# en: 6171b64b5c
rule-merc_condition-2 = Bedingung 2: Basis erobert
    .text = Die Rebellen gewinnen sofort, wenn sie die Basis des Diktators einnehmen: Die Basis muss aufgedeckt sein, die Rebellen müssen ihren Sektor kontrollieren, jede Einheit des Diktators dort muss besiegt sein und die Diktatorkarte ebenso (P-08 sagt, welche Lage der Karte zählt).

# en: c2c2283544
rule-merc_base-revealed = Nur eine aufgedeckte Basis kann erobert werden
    .text = Eine noch nicht aufgedeckte (oder nicht platzierte) Basis kann nicht erobert werden, wer auch immer ihren Sektor hält.

# en: 63ffd7afed
rule-merc_reveal = Die Basis aufdecken
    .text = Die Seite sagt nur, dass eine Basis aufgedeckt sein muss, bevor sie erobert werden kann, und dass die Diktatorkarte mit ihr ins Spiel kommt. Das Modell des Pakets: Im Zug des Diktators darf er die Basis aufdecken; eine schon platzierte Basis wird an ihrem Ort aufgedeckt, eine noch nicht platzierte wird im genannten Sektor platziert und aufgedeckt, und eine aufgedeckte Basis bleibt aufgedeckt.

# en: 3346b8c57b
rule-merc_condition-3 = Bedingung 3: Diktator getötet
    .text = Die Rebellen gewinnen sofort, wenn Schaden die Gesundheit der Diktatorkarte auf 0 bringt.

# en: 8b03f05f0b
rule-merc_card-in-play = Die Diktatorkarte kommt mit der aufgedeckten Basis
    .text = Die Diktatorkarte ist erst im Spiel, wenn die Basis aufgedeckt ist; vorher kann sie nicht angegriffen werden.

# en: 1c55a93258
rule-merc_protection = Schutzregel
    .text = Die Diktatorkarte kann nur Schaden nehmen, wenn keine andere Einheit des Diktators mehr in ihrem Sektor ist (P-17: Der Kampf, der die letzte davon besiegt, darf auch die Karte treffen).

# en: f9bcec57fa
rule-merc_combat = Kampf und die Prüfung danach
    .text = Ein Kampf in einem Sektor, in dem beide Seiten stehen, entfernt besiegte Einheiten beider Seiten und kann der Diktatorkarte Schaden zufügen. Basis erobert und Diktator getötet gelten sofort, also läuft die Prüfung auf Spielende nach jedem Kampf.

# en: efb4132b2e
rule-merc_rebels-win-together = Die Rebellen gewinnen gemeinsam
    .text = Die Rebellenspieler gewinnen oder verlieren als eine Seite; ein Vergleich der Rebellen untereinander gehört nicht zu den Grundregeln.

# en: c4157e1772
rule-merc_control = Kontrolle über einen Sektor
    .text = Zähle die Einheiten jeder Seite im Sektor (MERCs und Miliz): Die Seite mit mehr Einheiten kontrolliert ihn.

# en: 21b0335ccb
rule-merc_control-ties = Der Diktator gewinnt bei gleicher Kontrolle
    .text = Haben beide Seiten gleich viele Einheiten in einem Sektor, kontrolliert ihn der Diktator.

# en: 2b9b44a649
rule-merc_neutral = Ein Sektor ohne Einheiten ist neutral
    .text = Ein Sektor ohne jede Einheit gehört niemandem und zählt für keine Seite.

# en: dc2628f9c6
rule-merc_sector-value = Sektorwert
    .text = Jede Sektorkarte zeigt einen Punktwert; die Summe einer Seite ist die Summe der Werte der Sektoren, die sie kontrolliert.

# en: 4fadb04c11
rule-merc_day = Tage und Züge
    .text = Gespielt wird in Tagen. An jedem Tag macht der Diktator einen Zug, dann die Rebellen; der nächste Tag beginnt nach dem Zug der Rebellen.

# en: 02ffb2ca39
rule-merc_edge_rebels-without-mercs = Alle MERCs der Rebellen tot
    .text = Alle MERCs zu verlieren, beendet das Spiel für die Rebellen nicht: Sie dürfen in ihrem nächsten Zug neu anheuern und machen bis dahin ihre Züge.

# en: b0d6e331a0
rule-merc_edge_militia-only = Ein Diktator nur mit Miliz
    .text = Ein Diktator ohne MERCs kontrolliert Sektoren weiter durch Miliz und spielt weiter Taktikkarten.

# en: c8dea80251
rule-merc_notes_base = Umsetzungshinweise: Basis erobert, wenn nicht gehalten
    .text = Der Beispielcode der Seite zählt die Basis als erobert, sobald ihr aufgedeckter Sektor nicht vom Diktator kontrolliert wird, auch ein leerer Sektor, ohne ein Wort zur Diktatorkarte. Die Variante rules="implementation_notes" folgt ihm.

# en: 722abdb308
rule-merc_notes_after-combat = Umsetzungshinweise: Taktiken auch nach dem Kampf geprüft
    .text = Der Beispielcode der Seite führt die ganze Prüfung auf Spielende nach jedem Kampf aus, also beenden erschöpfte Taktiken das Spiel auch dann, nicht nur am Ende des Zuges des Diktators. Die Variante rules="implementation_notes" folgt ihm.

# en: a26db95820
rule-P-08 = MERC: Die Diktatorkarte zählt, wenn sie im Sektor der Basis steht
    .text = Bedingung 2 verlangt auch, dass die Diktatorkarte besiegt ist. Wir lesen das als die Karte, wenn sie im Sektor der Basis steht: Anderswo verhindert sie die Eroberung nicht (sonst könnte eine Basis nie fallen, solange die Karte fern von ihr lebt). Die Karte ist bei der Kontrollzählung keine Einheit. Variante dictator_card="anywhere": Eine lebende Karte irgendwo verhindert die Eroberung.

# en: dc32e48a8e
rule-P-15 = MERC: Fünf Taktikkarten, höchstens eine pro Zug
    .text = Die Seite sagt nie, wie viele Taktikkarten der Diktator spielen darf; nur ihre Tabelle zum Kartenfluss zeigt eine pro Tag, von insgesamt 5 Karten. Wir lesen das als höchstens eine pro Zug, keine Pflicht, und eine Stellung hält zwischen Hand und Stapel höchstens 5 Taktikkarten.

# en: 76f874e929
rule-P-17 = MERC: Die Diktatorkarte kann im Kampf getroffen werden, der ihren Sektor räumt
    .text = Die Schutzregel sagt, die Karte könne nicht angegriffen werden, bis jede andere Einheit des Diktators in ihrem Sektor besiegt ist, aber nicht, ob das im selben Kampf geschehen darf. Wir lesen das als ja: Ein Kampf, der die letzte andere Einheit des Diktators dort besiegt, darf auch der Karte Schaden zufügen.

# en: 832fbd9738
rule-P-18 = MERC: Eine im Spiel aufgedeckte Basis bringt keine Diktatorkarte
    .text = Die Seite sagt, die Diktatorkarte sei erst im Spiel, wenn die Basis aufgedeckt ist, aber nicht, dass das Aufdecken sie ins Spiel bringt, noch wo oder mit welcher Gesundheit. Wir lesen das so: Das Aufdecken der Basis während des Spiels bringt keine Karte; eine Stellung nennt die Karte, wenn sie im Spiel ist. Nach einem solchen Aufdecken kann der Diktator also nicht getötet werden und die Karte schützt vor keiner Eroberung.

# en: a35d610bd2
rule-P-19 = MERC: Die Taktikkarten werden am Ende des Zuges des Diktators gezogen
    .text = Die Tabelle zum Kartenfluss nennt, was an jedem Tag gezogen wird, aber nicht, wann am Tag. Wir lesen das als am Ende des Zuges des Diktators, vor der Prüfung, ob die Taktiken erschöpft sind: Tag 1 zieht 3 nach einem Zug mit leerer Hand, und die Hand ist mit dem Spiel von Tag 6 leer.

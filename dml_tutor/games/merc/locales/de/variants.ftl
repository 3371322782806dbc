# MERC: unsere Worte für jede Lesart einer Regelvariante, auf Deutsch.
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

# en: 29df40ba31
reading-rules-printed = Die gedruckten Regeln: Die Basis fällt an die Rebellen nur, wenn sie ihren aufgedeckten Sektor kontrollieren und jede Einheit des Diktators und die Diktatorkarte besiegt sind; die Taktikkarten beenden das Spiel am Ende des Zuges des Diktators.
# en: 6f7cc091c5
reading-rules-implementation-notes = Der Code der Umsetzungshinweise der Seite: Die Basis fällt, sobald ihr aufgedeckter Sektor nicht vom Diktator gehalten wird (auch ein leerer Sektor), und die Prüfung des Spielendes, aufgebrauchte Taktikkarten eingeschlossen, läuft auch nach jedem Kampf.
# en: 01dab90810
reading-dictator-card-in-base-sector = Die Diktatorkarte verhindert eine Eroberung nur, solange sie im Sektor der Basis steht.
# en: 84cd54ca52
reading-dictator-card-anywhere = Die Diktatorkarte verhindert eine Eroberung, wo immer sie auf dem Spielplan steht.

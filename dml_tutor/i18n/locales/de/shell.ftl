# Die Meldungen der Oberfläche auf Deutsch: Tutor, Seiten und Tisch.
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt
# (docs/translating.md).

# en: 93f1055e0d
language-name = Deutsch

## Der Schritt, bevor ein Platz etwas weiß

# en: 6226dd625a
nothing-public-yet = Öffentlich ist noch nichts geschehen.
# en: bd778b8ca5
nothing-seen-yet = Platz { $seat } hat noch nichts gesehen.

## Regeln

# en: 1f43f24b7e
rule-not-in-catalog = (nicht im Regelkatalog)

## Entscheidungen

# en: 377bb6cf62
options-not-allowed = Nicht erlaubt: nach dem Grund fragen

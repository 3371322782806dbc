# Der Titel von DML und die Wörter seiner Szenarien auf Deutsch.
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

# en: 7a7737c796
pack-title = Dragon's Money Laundering

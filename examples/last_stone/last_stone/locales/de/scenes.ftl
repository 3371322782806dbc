# Der Titel von Last Stone auf Deutsch.
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

# en: cd806bc35d
pack-title = Last Stone

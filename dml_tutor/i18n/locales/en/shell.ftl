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

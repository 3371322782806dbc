# DML's title, and its scenarios' words (scenarios/): their titles, the values their tables
# track, their notes and their comparisons with the rulebook's printed numbers.

pack-title = Dragon's Money Laundering

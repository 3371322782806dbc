# Dragon's Money Laundering: the names of the doubles on the tutor's dice badge (a step's and a
# log line's roll). The English is the source; docs/translating.md says how to translate it.

roll-name = { $double ->
    [dabo] Dabo!
    [woot] Woot! Woot!
   *[wyvern] Wyvern Eyes
}

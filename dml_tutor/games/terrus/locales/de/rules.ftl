# Terrus (end of the game)
# Die Regeln auf Deutsch, in unseren Worten (nach dem Regelbuch; die Abschnitte bleiben die
# des englischen Regelbuchs). Über jeder Meldung steht der Hash des englischen Textes aus
# rules.toml, den sie übersetzt: Ändert sich der Text, meldet ein Test die Übersetzung als veraltet
# (docs/translating.md).

# en: 2abcbe32aa
rule-5_1 = Das Spiel endet sofort
    .text = Das Spiel endet in dem Moment, in dem ein Herrscher gewinnt, das Spiel unentschieden wird oder neu gestartet wird. In einem beendeten Spiel geschieht nichts mehr.

# en: 9299bbadb3
rule-5_2a = Tödlicher Schaden
    .text = Ein Herrscher gewinnt, wenn die Abhandlung seiner Aktion, Fähigkeit oder Schlacht seinen einzigen verbliebenen Gegner auf 0 Vitae oder weniger bringt.

# en: beb2a48c45
rule-5_2b = Metropolensieg
    .text = Ein Herrscher, der seinen Zug mit insgesamt 10 Bauwerken in seiner Stadt beginnt, gewinnt (Metropolensieg). Das Regelbuch sagt „insgesamt 10“; P-14 liest das als 10 oder mehr.

# en: 7e871a0fb6
rule-5_2c = Politischer Sieg
    .text = Ein Herrscher, der eine Herrschaftsabstimmung gewinnt, gewinnt das Spiel, wenn die Bestien in seiner Stadt zusammen 15 INT oder mehr haben. Mit weniger ist die Abstimmung gewonnen und das Spiel geht weiter.

# en: c68edf7ad8
rule-5_2d = Reliktsieg
    .text = Ein Herrscher, der seinen Zug mit 4 oder mehr Relikten in seiner Stadt beginnt, gewinnt.

# en: 4f124874be
rule-5_2e = Der letzte Herrscher
    .text = Ein Herrscher, der noch im Spiel ist, gewinnt sofort, wenn alle seine Gegner es verlassen haben, selbst wenn ein Effekt sagt, dass dieser Herrscher nicht gewinnen kann.

# en: d6cfa1c85c
rule-5_2f = Ein Effekt sagt, ein Herrscher gewinnt
    .text = Ein Effekt kann sagen, dass ein Herrscher das Spiel gewinnt. In einem Spiel mit mehr als zwei Herrschern gilt stattdessen 5.3f.

# en: e20ad03457
rule-5_2g = Das letzte Team
    .text = In einem Teamspiel gewinnt, sobald jedes andere Team das Spiel verlassen hat, ein Team, von dem noch ein Spieler im Spiel ist: Jeder Spieler dieses Teams gewinnt, auch einer, der schon verloren hatte.

# en: a3b7fe7d0b
rule-5_3a = Aufgeben
    .text = Ein Herrscher darf jederzeit aufgeben. Er verliert, verlässt das Spiel sofort und nimmt alle seine Teile aus dem Spiel.

# en: dd54d58c52
rule-5_3b = 0 Vitae oder weniger
    .text = Ein Herrscher mit 0 Vitae oder weniger verliert nicht sofort: Er verliert, sobald das nächste Mal ein Spieler Priorität erhalten würde.

# en: fff193e171
rule-5_3c = Ein Effekt sagt, ein Herrscher verliert
    .text = Ein Effekt kann sagen, dass ein Herrscher das Spiel verliert.

# en: 522c17f5a0
rule-5_3d = Zugleich gewinnen und verlieren
    .text = Ein Herrscher, der im selben Moment gewinnen und verlieren würde, verliert.

# en: 238c845683
rule-5_3e = Ein Team verliert
    .text = In einem Teamspiel hat ein Team verloren, sobald jeder seiner Spieler verloren hat.

# en: dbfd0a6a6c
rule-5_3f = Siegeffekte mit mehr als zwei Herrschern
    .text = In einem Spiel mit mehr als zwei Herrschern lässt ein Effekt, der sagt, ein Herrscher gewinne, stattdessen alle Gegner dieses Herrschers verlieren.

# en: e0d2415dff
rule-5_3g = Die Strafe eines Schiedsrichters
    .text = In einem Turnier darf ein Schiedsrichter eine Strafe verhängen, durch die ein Herrscher verliert. Außerhalb eines Turniers gibt es keine Strafen.

# en: b7a91fab76
rule-5_4a = Alle Übrigen verlieren zugleich
    .text = Verliert jeder Herrscher, der noch im Spiel ist, im selben Moment, endet das Spiel unentschieden.

# en: 16c6c164b2
rule-5_4b = Eine Schleife ohne Ausweg
    .text = Wiederholt das Spiel eine Schleife verpflichtender Aktionen, die niemand beenden kann, endet es unentschieden. Eine Schleife mit einer freiwilligen Aktion ist kein Unentschieden: Jemand kann sie beenden.

# en: 31538e6565
rule-5_4c = Ein Effekt sagt, das Spiel endet unentschieden
    .text = Ein Effekt kann sagen, dass das Spiel unentschieden endet.

# en: 04229ffd2c
rule-5_4d = Alle übrigen Teams verlieren zugleich
    .text = Verliert in einem Teamspiel jedes Team, das noch im Spiel ist, im selben Moment, endet das Spiel unentschieden.

# en: 68b6693d8e
rule-5_4e = Vereinbartes Unentschieden
    .text = In einem Turnier dürfen sich die Herrscher im Spiel alle auf ein Unentschieden einigen. Außerhalb eines Turniers dürfen sie das nicht.

# en: 6e6eb5779a
rule-P-09 = Gegenseitiger tödlicher Schaden ist unentschieden
    .text = Bringt eine Abhandlung den einzigen verbliebenen Gegner der Quelle auf 0 Vitae oder weniger und die Quelle ebenfalls, würde die Quelle gewinnen (5.2a) und zugleich verlieren, also verliert sie (5.3d); beide Herrscher verlieren zusammen, ein Unentschieden (5.4a). Eine Quelle, die schon vor dieser Abhandlung bei 0 oder weniger war, verliert in diesem Moment nicht (5.3b wartet auf Priorität): 5.2a beendet das Spiel (5.1) und sie gewinnt. Variante mutual_lethal='source_wins': 5.2a beendet das Spiel in beiden Fällen zuerst und die Quelle gewinnt.

# en: 53a3e7e8a8
rule-P-10 = Ein Team teilt den Sieg seines Spielers
    .text = Gewinnt in einem Teamspiel ein Herrscher (5.2a-d, 5.2f), gewinnt jeder Spieler seines Teams, der noch im Spiel ist, mit ihm, außer ein Effekt sagt, dass dieser Spieler nicht gewinnen kann. Spieler, die schon verloren hatten, bleiben Verlierer; nur 5.2g holt sie zurück.

# en: a5dafb8aa1
rule-P-14 = Metropole heißt 10 Bauwerke oder mehr
    .text = 5.2b sagt, ein Herrscher, der seinen Zug mit insgesamt 10 Bauwerken beginnt, gewinnt. Wir lesen das als 10 oder mehr: Ein Herrscher mit 11 hat insgesamt 10 und mehr, und kein Tisch ließe ein 11. Bauwerk einen Sieg wegnehmen.

# en: d00c8cface
rule-P-16 = Einen Zug beginnen heißt nicht, Priorität zu erhalten
    .text = Einen Zug zu beginnen, gibt einem Spieler nicht schon Priorität. Ein Herrscher mit 0 Vitae oder weniger, der noch nicht verloren hat (seitdem hat niemand Priorität erhalten) und seinen Zug mit 10 Bauwerken (5.2b) oder 4 Relikten (5.2d) beginnt, gewinnt, bevor 5.3b ihn ausscheiden lassen könnte.

# en: 4dbcfe487d
rule-P-20 = Ein Mehrspielerspiel ist eines, das mehr als zwei Herrscher begonnen haben
    .text = 5.3f macht in einem Mehrspielerspiel aus dem Sieg durch einen Effekt die Niederlage aller Gegner des Herrschers. Wir zählen die Herrscher, die das Spiel begonnen haben, auch die ausgeschiedenen: Ein Spiel, das drei begonnen haben, bleibt ein Mehrspielerspiel, wenn noch zwei übrig sind.

# en: c06c9b4fea
rule-P-21 = Tödlicher Schaden an einem Gegner, der schon bei 0 ist
    .text = 5.2a gibt den Sieg dafür, die Vitae des einzigen verbliebenen Gegners auf 0 oder weniger zu senken. Ein Gegner, der schon bei 0 oder weniger ist und erneut getroffen wird, wird erneut gesenkt und ist bei 0 oder weniger: Die Quelle gewinnt, wie bei jedem anderen Treffer, der ihn dort lässt.

# en: da87e5b393
rule-P-22 = Das letzte Team gewinnt ganz, auch ein Spieler, der nicht gewinnen kann
    .text = 5.2g sagt, jeder Spieler des letzten Teams gewinnt, auch einer, der verloren hatte. Wir lesen das wie 5.2e, das Effekte übergeht, die einen Sieg verhindern: Ein Spieler dieses Teams, von dem ein Effekt sagt, er könne nicht gewinnen, gewinnt auch.

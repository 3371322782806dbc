# Der Vergleichsbericht des Labors auf Deutsch (dml_tutor/lab/compare.py).
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

# en: baf8c56efc
lab-compare-head = { $seeds } Startwerte, Arme: { $arms } (95-%-Intervalle, * p<0,05)
# en: 2d11897990
lab-compare-reading = { $arm } ({ $rule }): { $reading }
# en: e2e7dc43e3
lab-difference = { $measure }: { $arm } { $value } gegen { $baseline }, Unterschied { $diff } (p={ $p })
# en: e5f57e6fe3
lab-difference-significant = { $measure }: { $arm } { $value } gegen { $baseline }, Unterschied { $diff } (p={ $p }) *

## The measures

# en: 717daea72f
lab-measure-win-rate = Siegquote: { $name }
# en: d96173bd4d
lab-measure-win-rate-seat = Siegquote: Platz { $seat }
# en: 67ee9b320c
lab-measure-draw = Siegquote: unentschieden
# en: 0a773fbe1e
lab-measure-reason = Grund des Spielendes: { $reason }
# en: a888266867
lab-measure-decisions = Länge: Entscheidungen
# en: c6172462fb
lab-measure-rounds = Länge: Runden
# en: 33153c1967
lab-measure-rule = Regel ausgelöst: { $rule }

## The table

# en: 71af138743
lab-compare-intro = { $seeds } Startwerte je Arm; die Unterschiede sind Variante minus Grundregeln, mit 95-%-Intervallen; fette Zeilen unterscheiden sich deutlich (p < 0,05).
# en: f2c2555bc9
lab-nothing-to-compare = nichts zu vergleichen
# en: 6beb7ff1b3
lab-col-measure = Messgröße
# en: 8dab44c717
lab-col-difference = { $arm } - { $baseline }
# en: 16359e48c1
lab-col-p = p ({ $arm })
# en: 0948aaa012
lab-col-significant = deutlich
# en: 42477f489a
lab-significant = { $value ->
    [yes] ja
   *[no] nein
}

## Explain: the seeds whose outcome a variant changed (Comparison.explain)

# en: 508487a7c6
lab-outcome-won = Platz { $seats } durch { $reason }
# en: 4810139fe3
lab-outcome-draw = unentschieden durch { $reason }
# en: 681b546c65
lab-outcome-nobody = niemand durch { $reason }
# en: 07c5d0db5c
lab-flip = Startwert { $seed }: { $before } -> { $after } ({ $arm })
# en: 5b8151b970
lab-explain-none = kein Startwert hat sein Ergebnis geändert
# en: 310914fbcd
lab-explain-diverge = die Spiele trennen sich bei Schritt { $step }:
# en: 2962e9d613
lab-explain-baseline = Grundregeln: { $step }
# en: 97ffb67a00
lab-explain-over = (das Spiel ist vorbei)

## A study's report (simulate: SimulationResult's text, table and plot)

# en: 9ffaf56794
lab-sim-head = { $games } Spiele { $pack }, Agenten { $agents }
# en: c8593a9c25
lab-sim-head-options = { $games } Spiele { $pack }, Agenten { $agents }, Optionen { $options }
# en: 9f10b2d09c
lab-sim-intervals = { $head } (95-%-Konfidenzintervalle)
# en: 809f3b41db
lab-sim-estimate = Schätzung [95-%-KI]
# en: 847f96450e
lab-sim-win-rate = Siegquote
# en: d26a70eaa5
lab-sim-end-reason = Spielende
# en: ef0b67e2da
lab-sim-game-length = Spiellänge
# en: 69432f1e16
lab-sim-rule-firings = Regeln ausgelöst
# en: 7f88da3c19
lab-sim-seat = Platz { $seat }
# en: ef09d310a1
lab-sim-draw = unentschieden
# en: c694e6d346
lab-sim-decisions = Entscheidungen
# en: 854e220bde
lab-sim-rounds = Runden
# en: cac21f9a44
lab-sim-firings = { $count } ({ $share } der Spiele)
# en: 798c0d60cb
lab-plot-win-rate = Siegquote
# en: 4853d8f4cc
lab-plot-share = Anteil
# en: 897d49f6e3
lab-plot-end-reasons = Gründe des Spielendes
# en: 5d292329a1
lab-plot-share-of-games = Anteil der Spiele
# en: 80722b8594
lab-plot-game-length = Spiellänge
# en: faf2ed41a2
lab-plot-mean = Mittel je Spiel
# en: 797047380f
lab-plot-title = { $games } Spiele je Studie, 95-%-Konfidenzintervalle

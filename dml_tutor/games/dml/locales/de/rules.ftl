# Dragon's Money Laundering
# Die Regeln auf Deutsch, in unseren Worten (nach dem Regelbuch; die Abschnitte bleiben die
# des englischen Regelbuchs). Über jeder Meldung steht der Hash des englischen Textes aus
# rules.toml, den sie übersetzt: Ändert sich der Text, meldet ein Test die Übersetzung als veraltet
# (docs/translating.md).

# en: 4723c10475
rule-setup_stage = Aufbauphase
    .text = Vor der ersten Runde wird der Tisch einmal mit der Aufbausequenz vorbereitet: das Auswürfeln des Initiativabzeichens, das Aussortieren der Sonderkarten, das Austeilen der Händlerkönige und der Startstapel und ein erster Nachschub. Danach beginnt die Spielphase.

# en: 2759a71c82
rule-setup_roll-off = Auswürfeln des Initiativabzeichens
    .text = Beginnend bei dem, der die Würfel hält, und gegen den Uhrzeigersinn würfelt jeder mit zwei Würfeln; der höchste Wurf erhält das Initiativabzeichen. Wer beim höchsten Wurf gleichauf liegt, würfelt erneut. Ein Dabo! darf neu gewürfelt werden, und ein Woot! Woot! gewinnt das Abzeichen sofort.

# en: 9ef72130af
rule-setup_extract = Könige, Zweien, Dreien und Eier aussortieren
    .text = Nimm die vier Händlerkönige, alle 2en und 3en und die vier Dracheneier (die Asse) aus dem Deck. Alles Übrige ist der Ereignisstapel.

# en: b6f5933e53
rule-setup_nest = Die Eier ins Drachennest
    .text = Alle vier Dracheneier beginnen das Spiel verdeckt im Drachennest.

# en: fb42b6b221
rule-setup_piles = Startstapel
    .text = Mische die acht 2en und 3en und bilde daraus vier verdeckte Startstapel mit je genau einer 2 und einer 3.

# en: 8acafca1ce
rule-setup_kings = Die Händlerkönige austeilen
    .text = Teile jedem Spieler zufällig einen Händlerkönig verdeckt aus, beginnend beim Inhaber des Initiativabzeichens und gegen den Uhrzeigersinn. Seine Farbe ist die geheime Wunschressource dieses Spielers, die am Ende doppelt zählt; halte sie also geheim.

# en: 49c45beded
rule-setup_choose-pile = Einen Startstapel nehmen
    .text = Beginnend beim Inhaber des Initiativabzeichens und gegen den Uhrzeigersinn wählt jeder Spieler einen der verdeckten Startstapel und legt ihn in seine Schatzkammer.

# en: 3507745f77
rule-setup_restock = Erster Nachschub
    .text = Der Aufbau endet damit, dass der Marktplatz aus dem Ereignisstapel aufgefüllt wird, genau wie beim Nachschub eines Zuges, bis die Vorräte mindestens drei Ressourcen enthalten.

# en: 990c47f046
rule-game_stage = Spielphase
    .text = Nach dem Aufbau folgen Runden aufeinander, bis etwas das Spiel beendet: Der Geber findet den Ereignisstapel leer, wenn er das Ereignis der Runde ziehen soll, oder ein Spieler erklärt Monopol oder Vater der Drachen.

# en: c58084e866
rule-round_sequence = Runde
    .text = Jede Runde hat eine Ereignisphase, eine Aktionsphase und eine Endphase. Wer das Initiativabzeichen hält, ist für die ganze Runde der Geber und führt ihre Sequenzen aus.

# en: 222dc91072
rule-event_draw = Das Ereignis ziehen
    .text = Die Runde beginnt damit, dass der Geber die oberste Karte des Ereignisstapels aufdeckt. Eine Ereigniskarte liegt offen in der Ereigniszone als aktives Ereignis; eine Karte, die kein Ereignis ist, kommt in den Drachenhort. Ein Fremder Händler wird sofort abgehandelt und lässt die Zone leer.

# en: 4ee6d07ffb
rule-event_deck-empty = Der Stapel geht aus
    .text = Muss der Geber das Ereignis der Runde ziehen und ist der Ereignisstapel leer, geht das Spiel direkt in die Schlussphase und die Siegpunkte werden gezählt. Geht der Stapel zu einem anderen Zeitpunkt aus, endet nur dieses Ziehen.

# en: a586f044da
rule-event_resolution = Ereignisabhandlung
    .text = Lies Ereignisart und Kartenwert der Karte in der Ereigniszone ab und wende dann für diese Runde ihren Spielereffekt und ihren Markteffekt an. Ist die Ereigniszone leer, ist die Runde ein Karneval der Münzen.

# en: cbbf060c58
rule-event_crackdown = Razzia gegen Schmuggelware
    .text = Pik 2-9. Betroffene Spieler dürfen keine Zugriffsversuche machen. Die ganze Runde über dürfen nur Kaufressourcen mit einem Kartenwert bis höchstens zum Wert des Ereignisses geboten werden, bei Erwerbs- wie bei Zugriffsversuchen.

# en: 57dfef4cdf
rule-event_decadence = Dekadenz
    .text = Herz 2-9. Betroffene Spieler dürfen in dieser Runde keine Ultimativen Kräfte einsetzen (Embleme bleiben erlaubt). Die ganze Runde über dürfen nur Kaufressourcen mit einem Kartenwert von mindestens dem Wert des Ereignisses geboten werden.

# en: 20df0d1ad6
rule-event_marauders = Plünderer
    .text = Kreuz 2-9. Jeder betroffene Spieler verliert eine zufällige Karte seiner Schatzkammer an den Drachenhort (ein Ei kommt ins Nest). Die ganze Runde über zählen Ressourcen auf dem Marktplatz, deren Kartenwert mindestens dem Wert des Ereignisses entspricht, 2 mehr.

# en: b654503372
rule-event_tax-relief = Steuererleichterung
    .text = Karo 2-9. Betroffene Spieler erhalten in dieser Runde keine Schwarzmarktaktion, dürfen aber eine Marktaktion als solche nutzen. Die ganze Runde über zählen Ressourcen auf dem Marktplatz, deren Kartenwert mindestens dem Wert des Ereignisses entspricht, 2 weniger.

# en: c873c0c7ef
rule-event_carnival = Karneval der Münzen
    .text = Ein Bube, eine Dame oder ein Dieb als Ereignis, oder gar keine Ereigniskarte. Jeder Spieler erhält zu Beginn seiner Marktphase eine zusätzliche Marktaktion. Es gibt keinen Markteffekt.

# en: 37a49ea36f
rule-event_grand-opening = Große Eröffnung
    .text = Eine Zehn als Ereignis. Jeder Spieler erhält eine zusätzliche Marktaktion, wie beim Karneval der Münzen. Die Zehn selbst gilt außerdem als eigener Vorrat, der Ziel eines Erwerbsversuchs sein kann, samt Zugriffsversuchen.

# en: 03a1eed0ba
rule-action_sequence = Aktionsphase
    .text = Die Aktionsphase beginnt mit einer Charakterkraftphase. Dann macht jeder Spieler, vom Geber aus gegen den Uhrzeigersinn, einen Zug, und nach jedem Zug folgt eine weitere Charakterkraftphase.

# en: 0dcebba458
rule-cpp_sequence = Charakterkraftphase
    .text = Vom Geber aus gegen den Uhrzeigersinn darf jeder Spieler beliebig viele Charaktere (für ihre Ultimativen Kräfte) und Hofkarten (als Embleme) auf den Charakterkraftstapel legen oder passen. Das geht weiter, bis alle außer dem, der zuletzt gespielt hat, gepasst haben; dann wird der Stapel abgehandelt.

# en: f5a9c5eb41
rule-cpp_resolution = Den Charakterkraftstapel abhandeln
    .text = Der Charakterkraftstapel wird von oben abgehandelt: Die zuletzt gespielte Karte kommt zuerst, bis hinunter zur untersten. Die Kraft eines Charakters tritt ein; ein Emblem kommt offen an den Hof seines Besitzers.

# en: b7f09306ed
rule-emblem_play = Embleme
    .text = In einer Charakterkraftphase darf ein Bube, eine Dame oder eine Zehn aus der Schatzkammer als Emblem auf den Stapel gelegt werden und liegt danach offen am Hof seines Besitzers. Der Besitzer kann es nicht zurücknehmen; Mitspieler dürfen versuchen, es zu erwerben. Embleme einer Farbe teilen sich einen Vorteilsbonus (Kreuz hat keinen).

# en: 279a3089fd
rule-emblem_static-bonus = Statischer Bonus
    .text = Jedes Emblem an deinem Hof senkt den Zielwert deiner Erwerbsversuche seiner Farbe: um 1 für einen Buben oder eine Zehn, um 2 für eine Dame. Die Boni addieren sich und zählen einmal pro Versuch; gegen einen Schwarzmarkt helfen sie nie.

# en: cdc07fb1eb
rule-emblem_dragon-shield = Drachenschild (Vorteilsbonus Pik)
    .text = Pik-Embleme schützen ihren Besitzer bei einer Drachenbelagerung: Wer nicht mehr Dracheneier in der Schatzkammer hat, als Pik-Embleme an seinem Hof liegen, behält Eier und Karten.

# en: aa5f0818d0
rule-emblem_hearts-vantage = Vorteilsbonus Herz
    .text = Nimm für jedes Herz-Emblem an deinem Hof nach einem erfolgreichen Erwerbsversuch auf einen Schwarzmarkt eine weitere zufällige Karte.

# en: d23a2565b0
rule-emblem_diamonds-vantage = Vorteilsbonus Karo
    .text = Für jedes Karo-Emblem an deinem Hof erhältst du in deinem Zug eine zusätzliche Marktaktion, gezählt zu Beginn deiner Marktphase.

# en: c58703acf5
rule-power_ultimate = Ultimative Kraft
    .text = Ein Charakter (ein Bube, eine Dame oder der Dieb) setzt seine Ultimative Kraft ein, indem er aus deiner Schatzkammer oder von deinem Hof auf den Charakterkraftstapel kommt. Wird er abgehandelt, tritt die Kraft ein und die Karte geht ins Exil; der Dieb folgt stattdessen seiner eigenen Regel.

# en: 50d4cb1bd7
rule-char_grand-inquisitor = Großinquisitor (B♠)
    .text = Alle Vorräte und alle Schwarzmärkte werden in den Drachenhort gefegt. Ein dabei gefundenes Drachenei kommt zurück ins Nest, ein Dieb wird in den Ereignisstapel gemischt. Dann wird der Marktplatz nachgefüllt.

# en: 2ce54e00f2
rule-char_rogue-jester = Schurkischer Narr (B♣)
    .text = Kehrt die Reihenfolge der Karten um, die unter ihm noch auf dem Charakterkraftstapel warten, sodass die unterste als Nächste abgehandelt wird.

# en: 07c350bdbd
rule-char_supreme-confiscator = Oberster Konfiszierer (B♥)
    .text = Sieh einen Schwarzmarkt deiner Wahl durch und lege eine beliebige Karte daraus in deine Schatzkammer.

# en: f39eac6c54
rule-char_tithe-embezzler = Zehntveruntreuer (B♦)
    .text = Jeder andere Spieler gibt dir eine Karte seiner Wahl aus seiner Schatzkammer. Wer eine leere Schatzkammer hat, gibt nichts.

# en: 1b6e618e1a
rule-char_dragon-empress = Drachenkaiserin von Khitamar (D♠)
    .text = Ihre Kraft löst sofort eine Drachenbelagerung aus.

# en: 5360484d8a
rule-char_harlot-queen = Buhlkönigin von Smorgon (D♣)
    .text = Nichts unter ihr auf dem Charakterkraftstapel wird abgehandelt. Charaktere dort gehen ins Exil, ob als Kraft oder als Emblem gespielt, und Zehnen dort kommen in den Drachenhort.

# en: 8a5633b90b
rule-char_pampered-heiress = Verwöhnte Erbin (D♥)
    .text = Nimm ein Drachenei aus dem Drachennest in deine Schatzkammer, falls dort noch eines liegt.

# en: 4dcc4e4b71
rule-char_archduchess = Erzherzogin der Habgier (D♦)
    .text = Nimm einen ganzen Vorrat deiner Wahl vom Marktplatz in deine Schatzkammer.

# en: 94dd35ec38
rule-char_thief = Dieb (Joker)
    .text = Nimm entweder eine zufällige Karte aus der Schatzkammer eines anderen Spielers oder gib einem anderen Spieler eine deiner eigenen Karten. Dann würfle mit zwei Würfeln gegen 7: Bei Erfolg wird der Dieb zurück in den Ereignisstapel gemischt, bei Misserfolg geht er ins Exil. Ein abgelegter Dieb wird ebenfalls zurückgemischt.

# en: 55bc1f0bfb
rule-turn_sequence = Zug
    .text = Ein Zug gehört dem aktiven Spieler und besteht aus einem Versorgungsschritt, einer Marktphase und einer Nachschubphase. Die anderen Spieler sind passive Spieler, die reagieren dürfen, etwa mit Zugriffsversuchen.

# en: eb7aacdd5d
rule-supply_step = Versorgungsschritt
    .text = Ziehe eine Karte vom Ereignisstapel. Eine Ressource, auch eine Zehn, kommt in ihren Vorrat; ein Fremder Händler startet sofort seine Sequenz; jeder andere Charakter kommt in den Drachenhort, außer einem Dieb, der zurück in den Ereignisstapel gemischt wird.

# en: 0409369368
rule-market_sequence = Marktphase
    .text = Die Aktionen des aktiven Spielers kommen in fester Reihenfolge: erst alle zusätzlichen Marktaktionen, dann die reguläre Marktaktion, dann die Schwarzmarktaktion. Jede darf ausgelassen werden.

# en: 333dce0a54
rule-market_action = Marktaktion
    .text = Mit einer Marktaktion macht der aktive Spieler einen Erwerbsversuch, auf einen Vorrat des Marktplatzes oder auf ein Emblem am Hof eines anderen Spielers.

# en: c9ca0ffdc3
rule-market_substitution = Marktaktion als Schwarzmarktaktion
    .text = Bevor er einen Versuch erklärt, darf der aktive Spieler jede Marktaktion stattdessen als Schwarzmarktaktion nutzen, für jede einzeln entschieden. Die Aktionen folgen trotzdem der Reihenfolge der Marktsequenz.

# en: 484fb89f54
rule-market_black-market-action = Schwarzmarktaktion
    .text = Eine kleinere Aktion: ein Erwerbsversuch, der nur auf einen Schwarzmarkt zielen darf. Der aktive Spieler darf sie auslassen.

# en: f207ebe286
rule-acq_attempt = Erwerbsversuch
    .text = Bei einem Erwerbsversuch tritt ein Zielwert gegen einen Wurf mit zwei Würfeln an: Erreiche oder übertriff ihn, um die Karten zu bekommen. Woot! Woot! gelingt immer, Wyvernaugen misslingen immer. Der Ablauf: Erklärung, Zugriffsversuche, Bieten, dann der Abhandlungsschritt.

# en: 8a10deac93
rule-acq_declaration = Erklärungsaktion
    .text = Der aktive Spieler wählt beliebig viele Karten aus einem Vorrat, einen Schwarzmarkt oder ein Emblem am Hof eines anderen Spielers und legt sie beiseite. Der Zielwert muss dann höchstens 12 sein; um ihn dorthin zu bringen, dürfen jetzt primäre Kaufressourcen geboten werden.

# en: 11fc171057
rule-acq_black-market = Versuche auf einen Schwarzmarkt
    .text = Ein Versuch auf einen Schwarzmarkt hat immer den Zielwert 7, den nichts verändert. Er löst keine Zugriffsversuche aus und nimmt keine Gebote an. Bei Erfolg darf der aktive Spieler eine zufällige Karte aus diesem Schwarzmarkt nehmen.

# en: d7b5f1288a
rule-seize_sequence = Zugriffsphase
    .text = Gegen den Uhrzeigersinn, beginnend beim Spieler nach dem aktiven Spieler, darf jeder passive Spieler eine Karte aus seiner Schatzkammer verdeckt neben den Versuch legen, Bluffen erlaubt, oder passen. Dann werden alle gelegten Karten zugleich aufgedeckt.

# en: 7fda694c22
rule-seize_award = Den Zugriffsversuch vergeben
    .text = Die höchste aufgedeckte Karte der primären Kaufressource des Ziels gewinnt den Zugriffsversuch und wird das Eröffnungsgebot ihres Spielers. Hat niemand eine solche gezeigt, gewinnt niemand. Alle anderen gelegten Karten kehren in die Schatzkammer ihres Besitzers zurück.

# en: d7cdb6956e
rule-bid_sequence = Bietsequenz
    .text = Nur wenn jemand den Zugriffsversuch gewonnen hat, wird geboten: Der aktive Spieler und der Zugreifer machen abwechselnd Bietaktionen, der aktive Spieler zuerst. Sobald einer passt, endet das Bieten und der Abhandlungsschritt folgt.

# en: a081fcc46c
rule-bid_primary = Gebote mit primären Kaufressourcen
    .text = Jede primäre Kaufressource, die der aktive Spieler bietet, senkt den Zielwert um ihren Kartenwert; jede, die der Zugreifer bietet, erhöht ihn um ihren Kartenwert.

# en: 2efcbb4226
rule-bid_secondary = Gebote mit sekundären Kaufressourcen
    .text = Nur der aktive Spieler bietet sekundäre Kaufressourcen, gegen die Gebote des Zugreifers. Sie heben dessen primäre Gebote Punkt für Punkt auf, aber nie unter null; bestenfalls machen sie die Erhöhung durch den Zugreifer rückgängig.

# en: 5fa4e4eeb0
rule-wheel_profit = Rad des Profits
    .text = Jede Ressourcenart wird mit einer Art gekauft (ihrer primären Kaufressource) und mit einer anderen verteidigt (ihrer sekundären). Sklaven: Holz, dann Eisen. Gewürze: Sklaven, dann Holz. Eisen: Gewürze, dann Sklaven. Holz: Eisen, dann Gewürze.

# en: 7397bdb00c
rule-resolution_step = Abhandlungsschritt
    .text = Verrechne alle Gebote mit dem Zielwert; dann würfelt der aktive Spieler mit zwei Würfeln. Erreicht oder übertrifft er ihn, kommen die erklärten Karten oder das Emblem in seine Schatzkammer; sonst gehen sie an den Zugreifer oder, ohne Zugreifer, dorthin zurück, woher sie kamen.

# en: d65df39967
rule-resolution_bids = Gebote kommen in die Vorräte
    .text = Wie auch immer der Wurf ausgeht: Jede während des Versuchs gebotene Karte, von welcher Seite auch immer, landet im Vorrat ihrer eigenen Farbe auf dem Marktplatz.

# en: b2dd462701
rule-restock_sequence = Nachschub
    .text = Am Ende jedes Zuges zieht der Geber, wenn die Vorräte weniger als drei Ressourcen enthalten, vom Ereignisstapel, bis es drei sind. Ein Fremder Händler wird sofort abgehandelt, andere Nicht-Ressourcen kommen in den Drachenhort, und ein leerer Stapel beendet einfach den Zug.

# en: 2dcdad5b3b
rule-end-phase_sequence = Endphase
    .text = Nach dem letzten Zug kommt die aktive Ereigniskarte, falls es eine gibt, in den Drachenhort und ihre Wirkungen enden. Dann wandert das Initiativabzeichen gegen den Uhrzeigersinn weiter; der nächste Spieler wird Geber.

# en: f32a6459c1
rule-dice_dabo = Dabo!
    .text = Ein Pasch aus 2, 3, 4 oder 5. Wer gewürfelt hat, darf beide Würfel noch einmal zugleich werfen, auch wenn der Wurf gelungen wäre; der neue Wurf ersetzt den alten und kann selbst wieder ein Dabo! sein.

# en: 61e9c6d763
rule-dice_woot = Woot! Woot!
    .text = Ein Pasch aus 6. Gelingt unabhängig vom Zielwert und kann nicht neu gewürfelt werden. Ist das eigentliche Ergebnis des Wurfs ausgeführt, folgt eine Sequenz des Fremden Händlers. Beim Auswürfeln gewinnt er das Initiativabzeichen sofort.

# en: dd0a4aa670
rule-dice_wyvern = Wyvernaugen
    .text = Ein Pasch aus 1. Misslingt unabhängig vom Zielwert und kann nicht neu gewürfelt werden. Ist das eigentliche Ergebnis des Wurfs ausgeführt, folgt eine Drachenbelagerung.

# en: c33d121242
rule-fm_sequence = Fremder Händler
    .text = Wird ein Fremder Händler gezogen oder Woot! Woot! gewürfelt, ruht das Spiel. Der Geber mischt den ganzen Drachenhort, ein Ei aus dem Nest, falls vorhanden, und die Karte des Fremden Händlers, falls eine Karte ihn auslöste, zu einem neuen verdeckten Schwarzmarkt. Dann geht das Spiel weiter.

# en: 536d39d81a
rule-siege_sequence = Drachenbelagerung
    .text = Alle decken ihre Schatzkammer auf. Jeder Spieler mit Dracheneiern, den kein Drachenschild schützt, legt alle Eier zurück ins Drachennest und verliert dann die Hälfte seiner übrigen Karten, aufgerundet und zufällig gewählt, an den Drachenhort.

# en: 5d41a20764
rule-egg_placement = Wo Dracheneier liegen
    .text = Ein Drachenei darf nur im Drachennest, in einem Schwarzmarkt oder in einer Schatzkammer liegen. Käme es irgendwo anders hin, etwa in den Hort, einen Vorrat, das Exil oder an einen Hof, kehrt es ins Drachennest zurück.

# en: 49474055bc
rule-end_stage = Schlussphase
    .text = Wenn der Ereignisstapel ausgeht, decken die Spieler ihre Händlerkönige auf, legen jede Karte beiseite, die weder Ressource noch Drachenei ist, und zählen Siegpunkte. Die höchste Summe gewinnt.

# en: 82dd6cc3c6
rule-end_counting = Siegpunkte zählen
    .text = Ordne deine Ressourcen aus Schatzkammer und Hof nach Art und zähle jede Gruppe zusammen. Verdopple die Summe deiner geheimen Wunschressource, dann zähle den Bonus jedes Gildenhauses hinzu (2 für jede andere Karte seiner Art, nicht verdoppelt) und 20 je Drachenei. Boni gelten für Summen, nicht für einzelne Karten.

# en: 004a6a05bb
rule-end_ties = Gleichstand
    .text = Liegen die höchsten Summen gleichauf, gewinnt unter ihnen, wer mehr Dracheneier hat. Haben sie auch gleich viele Eier, gewinnt niemand.

# en: 21f85162d4
rule-win_monopoly = Monopol
    .text = Wer in seiner Schatzkammer jede Ressource von 2 bis 9 einer Art hält, darf Monopol erklären und es zeigen; ein Gildenhaus ist nicht nötig. Das Spiel endet sofort, nichts Offenes wird mehr abgehandelt, und dieser Spieler gewinnt, ohne dass Punkte gezählt werden.

# en: 5383b15ad1
rule-win_father-of-dragons = Vater der Drachen
    .text = Wer alle vier Dracheneier in seiner Schatzkammer hält, darf Vater der Drachen erklären und sie zeigen. Das Spiel endet sofort, nichts Offenes wird mehr abgehandelt, und dieser Spieler gewinnt, ohne dass Punkte gezählt werden.

# en: 69026829d3
rule-mode_three-players = Drei Spieler
    .text = Zu dritt kommt der Händlerkönig, den niemand erhielt, verdeckt ins Exil, und der Startstapel, den niemand nahm, in den Drachenhort.

# en: 4b2170800a
rule-mode_quickstart = Marktchaos (Schnellstart)
    .text = Ein Lernmodus, dessen Deck nur Händlerkönige und Ressourcen enthält: keine Charaktere, Eier, Joker, Schwarzmärkte, Embleme, Wirkungen des Drachenhorts oder Spielereffekte von Ereignissen. Zehnen sind einfache Ressourcen und Gildenhäuser, und Woot! Woot! und Wyvernaugen gelingen bzw. misslingen nur.

# en: 5dbb5c799f
rule-R-01 = Aus einem Vorrat wählen
    .text = Eine Erklärung darf beliebige Karten aus einem Vorrat nehmen, mindestens eine, nicht nur die obersten.

# en: cb409a2ea0
rule-R-02 = Zielwert
    .text = Zielwert: die Kartenwerte der erklärten Karten (auf dem Marktplatz durch das Ereignis angepasst; ein Emblem ist immer 10), minus einmal dein statischer Bonus für diese Farbe, minus deine primären Gebote, plus der Teil der primären Gebote des Zugreifers, den deine sekundären Gebote nicht aufgehoben haben.

# en: 4b3174fafa
rule-R-03 = Die Grenze von 12
    .text = Sind deine freiwilligen primären Gebote bei der Erklärung abgegeben, muss der Zielwert höchstens 12 sein, sonst wird die Erklärung abgelehnt, mit einem Hinweis, um wie viel er darüber liegt. Späteres Bieten darf ihn über 12 oder unter 2 bringen.

# en: 1e2b807579
rule-R-04 = Bieten ohne Zugreifer
    .text = Gewinnt niemand einen Zugriffsversuch, kann der aktive Spieler nur bei der Erklärung bieten; nach der Zugriffsphase wird nicht geboten.

# en: 4dc96e88f8
rule-R-05 = Zugriffsversuche
    .text = In Sitzreihenfolge nach dem aktiven Spieler legt jeder passive Spieler eine Karte seiner Schatzkammer verdeckt (alles außer einem Drachenei; Bluffs sind erlaubt) oder passt. Es zählt nur eine primäre Kaufressource des Ziels, die das Ereignis erlaubt; die höchste gewinnt und ist das erste Gebot des Zugreifers. Andere Karten gehen zurück.

# en: 7cc56e2c86
rule-R-06 = Keine Zugriffsversuche
    .text = Versuche auf Schwarzmärkte und auf Embleme lösen keine Zugriffsversuche aus. Die Karte der Großen Eröffnung gilt als Vorrat, Versuche auf sie also schon.

# en: 25415e53bc
rule-R-07 = Bietaktionen
    .text = Mit einem Zugreifer bietet zuerst der aktive Spieler, dann der Zugreifer, abwechselnd. Eine Bietaktion des aktiven Spielers besteht aus primären oder aus sekundären Karten, nie aus beiden zugleich; der Zugreifer bietet nur primäre Karten. Ein Passen beendet das Bieten sofort.

# en: 5cf846c8ae
rule-R-08 = Grenzen der Ereignisse für Gebote
    .text = Die Wertgrenzen von Razzia gegen Schmuggelware und Dekadenz gelten für jedes Gebot und für die Zugriffskarte, für beide Seiten und für primäre wie sekundäre Kaufressourcen.

# en: b8198db85c
rule-R-09 = Wohin die Karten gehen
    .text = Bei Erfolg kommen die erklärten Karten oder das Emblem in die Schatzkammer des aktiven Spielers; bei Misserfolg erhält sie der Zugreifer, oder sie gehen zurück, wenn es keinen gibt. Jede gebotene Karte kommt immer in den Vorrat ihrer Farbe. Nur Ressourcen (2-10) aus einer Schatzkammer können geboten werden, nie Hofkarten oder Eier.

# en: 582618a1ea
rule-R-10 = Dabo!
    .text = Bei jedem Dabo! wird gefragt, ob neu gewürfelt wird. Die eingebauten Agenten würfeln genau dann neu, wenn der Wurf sonst misslänge.

# en: addb06bfd7
rule-R-11 = Sequenzen durch Würfel
    .text = Der Fremde Händler nach Woot! Woot! und die Drachenbelagerung nach Wyvernaugen beginnen erst, wenn das eigentliche Ergebnis des Wurfs vollständig ist und die Karten schon bewegt sind.

# en: e275a38adb
rule-R-12 = Statischer Bonus
    .text = Ein statischer Bonus hilft bei Versuchen auf Vorräte und auf Embleme seiner Farbe, nie bei Versuchen auf Schwarzmärkte.

# en: d7fae02de6
rule-R-13 = Marktaktionen
    .text = Reihenfolge der Aktionen im Zug: erst die zusätzlichen Marktaktionen (eine durch Karneval der Münzen oder Große Eröffnung, eine je Karo-Emblem zu Beginn der Marktphase), dann die Marktaktion, dann die Schwarzmarktaktion. Jede Marktaktion darf als Schwarzmarktaktion dienen; jede Aktion darf ausgelassen werden.

# en: df6708bf8e
rule-R-14 = Steuererleichterung
    .text = Die Steuererleichterung nimmt einem betroffenen Spieler die Schwarzmarktaktion, doch er darf weiterhin eine Marktaktion für einen Versuch auf einen Schwarzmarkt nutzen.

# en: 459cb13f20
rule-R-15 = Versorgung und Nachschub
    .text = Eine gezogene Zehn ist eine Ressource und kommt in ihren Vorrat; Buben und Damen kommen in den Drachenhort, ein Dieb wird in den Ereignisstapel zurückgemischt, ein Fremder Händler wird sofort abgehandelt. Der Nachschub zählt nur Ressourcen in den vier Vorräten und endet, wenn der Stapel leer ist.

# en: b6b601db19
rule-R-16 = Charakterkraftphase
    .text = Beginnend beim Geber in Sitzreihenfolge spielt jeder Spieler beliebig viele Charaktere als Kräfte und Hofkarten als Embleme auf den Stapel oder passt. Das geht weiter, bis alle außer dem zuletzt Spielenden nacheinander gepasst haben; dann wird der Stapel von oben abgehandelt. Nur dann können Kräfte und Embleme gespielt werden.

# en: c849d500b8
rule-R-17 = Ultimative Kräfte vom Hof
    .text = Ein Charakter darf seine Kraft aus der Schatzkammer oder vom Hof einsetzen (das Glossar erlaubt beides) und geht in beiden Fällen ins Exil. Die Variante `powers_from_court=False` erlaubt nur die Schatzkammer.

# en: 4a5deb91f5
rule-R-18 = Vorteilsbonus Kreuz
    .text = Die Regeln geben Kreuz-Emblemen keinen Vorteilsbonus, sie gewähren also nur ihren statischen Bonus. Eine Variante kann später einen hinzufügen.

# en: 755312c023
rule-R-19 = Spielereffekte von Ereignissen
    .text = Der Spielereffekt eines Ereignisses trifft jeden Spieler, der beim Abhandeln des Ereignisses mindestens V Karten in der Schatzkammer hält, und gilt die ganze Runde. Karneval der Münzen und Große Eröffnung gelten für alle Spieler.

# en: fc8c17225f
rule-R-20 = Ein Fremder Händler als Ereignis
    .text = Ein Fremder Händler, der als Ereignis der Runde aufgedeckt wird, wird sofort abgehandelt und lässt die Ereigniszone leer; die Runde ist also ein Karneval der Münzen.

# en: df87cf1a9c
rule-R-21 = Zufall
    .text = Jedes zufällige Ergebnis (Mischen, Abwürfe durch Plünderer, Ziehen aus Schwarzmärkten, Verluste bei der Drachenbelagerung, der Diebstahl des Diebs, die Startstapel und welcher verdeckte Stapel gewählt wird) stammt aus dem einen gesäten Zufallsgenerator des Spiels, sodass ein Seed mit den Entscheidungen ein Spiel genau wiederholt.

# en: 25f8cdc3d4
rule-R-22 = Auswürfeln
    .text = Der höchste Wurf erhält das Initiativabzeichen, und wer beim höchsten gleichauf liegt, würfelt erneut. Ein Woot! Woot! erhält es sofort, und ein Dabo! darf neu gewürfelt werden.

# en: 49397d3c53
rule-R-23 = Ziele
    .text = Wer den Dieb spielt, wählt das Opfer: Eine zufällige Karte wird gestohlen, oder eine gewählte Karte geht an einen gewählten Spieler. Die Opfer des Zehntveruntreuers wählen ihre Karte selbst; eine leere Schatzkammer gibt nichts. Die Erzherzogin nimmt einen ganzen Vorrat, der Oberste Konfiszierer eine beliebige Karte eines Schwarzmarkts, der Schurkische Narr kehrt um, was unter ihm liegt.

# en: 58b6a6bb96
rule-R-24 = Die Buhlkönigin
    .text = Die Buhlkönigin hebt alles unter ihr auf dem Stapel auf: Charaktere gehen ins Exil, Zehnen in den Drachenhort. Eier liegen nie auf dem Stapel und sind daher nicht betroffen.

# en: d9a35c48ed
rule-R-25 = Dekadenz
    .text = Ein von Dekadenz betroffener Spieler kann keine Ultimativen Kräfte spielen, wohl aber Embleme.

# en: bb1d686d89
rule-R-26 = Das Ende des Stapels
    .text = Nur das Ziehen der Ereignisphase von einem leeren Ereignisstapel beendet das Spiel, und zwar bevor in dieser Runde noch etwas geschieht. Ein leerer Stapel bei Versorgung oder Nachschub beendet nur das Ziehen.

# en: 182173e6b3
rule-R-27 = Sofortsiege
    .text = Monopol (alle 2-9 einer Art) und Vater der Drachen (alle vier Eier) werden nach jedem Schritt geprüft und zählen nur Karten in der Schatzkammer. Das Erklären wird dem Spieler als Entscheidung angeboten; die eingebauten Agenten erklären immer.

# en: 5a94a94040
rule-R-28 = Gleichstand
    .text = Gleiche Siegpunkte entscheiden die Dracheneier; sind auch diese gleich, gewinnt niemand. Die genaue Gleichstandsregel der Seite zu den Siegbedingungen geht der älteren Aussage vor, jeder Gleichstand bedeute, dass niemand gewinnt.

# en: b0f72039bd
rule-R-29 = Gildenbonus
    .text = Der Bonus eines Gildenhauses zählt die anderen Ressourcen seiner Art, die der Spieler in Schatzkammer und Hof hat, und wird nie verdoppelt.

# en: 8a13f38125
rule-R-30 = Drei Spieler
    .text = Im Spiel zu dritt kommt der nicht ausgeteilte Händlerkönig verdeckt ins Exil und der nicht genommene Startstapel in den Drachenhort.

# en: 37fdb9ab0f
rule-R-31 = Marktchaos
    .text = Marktchaos hat keinen Drachenhort, daher verlässt eine verbrauchte Ereigniskarte am Ende der Runde stattdessen das Spiel.

# en: cf33c4f8ba
rule-P-01 = Ziele Ultimativer Kräfte werden beim Abhandeln gewählt
    .text = Die Wahlen eines Charakters (welcher Spieler, welcher Vorrat, Schwarzmarkt oder welche Karte) werden getroffen, wenn seine Kraft vom Charakterkraftstapel abgehandelt wird, nicht wenn er gespielt wird, denn andere Karten auf dem Stapel können den Tisch vorher verändern.

# en: 3f09d5b4df
rule-P-02 = Marktchaos zu dritt: Der übrige Stapel verlässt das Spiel
    .text = Zu dritt kommt der nicht genommene Startstapel sonst in den Drachenhort, doch Marktchaos hat keinen Hort. In diesem Modus geht der Stapel stattdessen ins Exil, so wie verbrauchte Ereignisse das Spiel verlassen.

# en: 6b7ba1e50f
rule-P-03 = Der Dieb kreist nie
    .text = Ein Dieb, der in den Ereignisstapel gemischt werden soll, kommt nur hinein, wenn der Stapel mindestens eine andere Karte enthält; sonst kommt er in den Drachenhort und bleibt dort. Ohne diese Regel ginge ein Stapel, der nur den Dieb enthält, nie aus.

# en: a0cb7c04e4
rule-P-04 = Ein Fremder Händler ohne Beute bildet keinen Schwarzmarkt
    .text = Hat ein Fremder Händler nichts einzusammeln (leerer Drachenhort, kein Ei im Nest, und durch Woot! Woot! ausgelöst, also keine eigene Karte), entsteht kein Schwarzmarkt; ein leerer würde ohnehin sofort verschwinden.

# en: e34b1bb36d
rule-P-05 = Wann ein Sofortsieg angeboten wird
    .text = Das Erklären wird jedes Mal angeboten, wenn eine Schatzkammer Karten erhält, während ein Monopol oder die vier Eier gehalten werden. Wer ablehnt oder einen Satz schon hält, darf bei jeder späteren Entscheidung erklären: neben den üblichen Wahlen bei den eigenen, außer der Reihe bei denen anderer. Vor einer Drachenbelagerung oder einem Dieb, die den Satz nehmen könnten, und bevor das Spiel nach Punkten endet, wird erneut gefragt. Nur der Inhaber sieht die Frage und eine Ablehnung.

# en: d9b5263d7f
rule-P-06 = Der Großinquisitor fegt eine Karte der Großen Eröffnung weg
    .text = Solange eine Karte der Großen Eröffnung in der Ereigniszone liegt, gilt sie als Vorrat (R-06), also fegt der Großinquisitor sie mit allen Vorräten in den Drachenhort. Das Ereignis der Runde bleibt Große Eröffnung: Ihre zusätzliche Marktaktion gilt weiter, doch die Karte kann nicht mehr Ziel sein.

# en: 88e900b5bd
rule-P-07 = Eine gewonnene Schwarzmarktkarte darf genommen oder liegen gelassen werden
    .text = Die Schwarzmarktseite sagt, wer einen Versuch auf einen Schwarzmarkt gewinnt, „darf“ eine zufällige Karte nehmen; die Referenz sagt, die Karte werde genommen. Die eigene Seite des Regelbuchs geht der Referenz vor, also entscheidet der aktive Spieler nach einem erfolgreichen Versuch: die Karte zufällig nehmen (eine mehr je Herz-Emblem) oder den Schwarzmarkt lassen, wie er ist. Die Variante black_market_may_leave=False behält die alte Lesart: immer genommen, keine Entscheidung.

# en: ecc652ee90
rule-P-11 = Eine Karte des Fremden Händlers in einer Schatzkammer gilt als gezogen
    .text = Kommt eine Karte des Fremden Händlers in eine Schatzkammer, aus einem Schwarzmarkt gewonnen oder vom Obersten Konfiszierer genommen, gilt sie als gezogen: Sie verlässt die Schatzkammer sofort und die Sequenz des Fremden Händlers wird mit ihr abgehandelt.

# en: d61962fab0
rule-P-12 = Die Erzherzogin darf die Karte der Großen Eröffnung nehmen
    .text = Solange eine Karte der Großen Eröffnung in der Ereigniszone liegt, gilt sie als Vorrat (R-06, P-06), also darf die Erzherzogin der Habgier sie als ganzen Vorrat aus einer Karte nehmen. Das Ereignis der Runde bleibt Große Eröffnung.

# en: 6ebd08c3bb
rule-P-23 = In einer Charakterkraftphase wird jeder Platz gefragt
    .text = In einer Charakterkraftphase wird jeder Spieler der Reihe nach gefragt, ob er spielt oder passt, auch wer nichts spielen könnte: Er bekommt dieselbe Frage, mit Passen als einziger Antwort, sodass niemand am Fragen erkennt, wer einen Charakter oder eine Hofkarte hält. In einem Modus ohne Charaktere wird niemand gefragt.

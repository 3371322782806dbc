# DMLs Charakterkraftphase, der Stapel und die Ultimative Kraft jedes Charakters.

# en: 5f2d00a423
prompt-play = Eine Charakterkraft oder ein Emblem auf den Charakterkraftstapel spielen, oder passen?
# en: f134a22ea2
step-puts-on-stack = Platz { $seat } legt { $card } als { $kind ->
        [power] Ultimative Kraft
       *[emblem] Emblem
    } auf den Stapel.
# en: 01717eb5e2
step-nobody-plays = Niemand spielt eine Charakterkraft oder ein Emblem.
# en: 8ee852651a
step-stack-resolves = Der Charakterkraftstapel wird von oben abgehandelt ({ $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }).
# en: f5e7fb693b
step-enters-court = { $card } kommt als Emblem an den Hof von Platz { $seat }.
# en: ee12fb8af5
frame-ultimate-power = Ultimative Kraft: { $code ->
        [JS] Großinquisitor
        [JC] Schurkischer Narr
        [JH] Oberster Konfiszierer
        [JD] Zehntveruntreuer
        [QS] Drachenkaiserin von Khitamar
        [QC] Buhlkönigin von Smorgon
        [QH] Verwöhnte Erbin
        [QD] Erzherzogin der Habgier
       *[X2] Dieb
    }
# en: 723ac147cb
step-power-resolves = { $card } wird für Platz { $seat } abgehandelt.
# en: d586d0c751
step-to-exile = { $card } geht ins Exil.
# en: be70e04773
step-inquisitor = Alle Vorräte und Schwarzmärkte ({ $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }{ $opening ->
        [true] , mit ihnen die Karte der Großen Eröffnung
       *[false] {""}
    }) kommen in den Drachenhort (Eier ins Nest, ein Dieb in den Ereignisstapel).
# en: 17d19394cc
step-jester = Die Reihenfolge der { $count } Karten unter dem Narren wird umgekehrt.
# en: 12b7e58e06
step-no-black-market-to-search = Es gibt keinen Schwarzmarkt zum Durchsehen.
# en: 284f52b614
prompt-which-black-market = Welchen Schwarzmarkt siehst du durch?
# en: 1fbcd1e154
prompt-take-which-card = Welche Karte aus Schwarzmarkt { $market } nehmen?
# en: 281a3a8916
step-confiscator-takes = Platz { $seat } sieht Schwarzmarkt { $market } durch und nimmt eine Karte.
# en: 67166ffd04
step-gives-nothing = Platz { $seat } hat eine leere Schatzkammer und gibt nichts.
# en: 098af95a8c
prompt-give-a-card = Gib Platz { $seat } eine Karte deiner Wahl.
# en: 0505ea9635
step-gives-a-card = Platz { $seat } gibt Platz { $to } eine Karte.
# en: 205c8b975a
step-empress = Die Drachenkaiserin von Khitamar ruft eine Drachenbelagerung.
# en: 20abb7fef2
step-harlot-cancels = Alles unter ihr wird aufgehoben: { $cards } (Charaktere ins Exil, Zehnen in den Drachenhort).
# en: 3f3e9a59bb
step-harlot-nothing = Unter ihr liegt nichts auf dem Stapel.
# en: ead8c2978b
step-nest-empty = Das Drachennest ist leer: kein Ei zu nehmen.
# en: 6b6fbf45ee
step-heiress-takes = Platz { $seat } nimmt ein Drachenei ({ $card }) aus dem Nest.
# en: 0310182f80
step-stocks-empty = Jeder Vorrat ist leer: nichts zu nehmen.
# en: 42983610cc
prompt-which-stock = Welchen ganzen Vorrat nehmen?
# en: 7ebe369079
step-takes-grand-opening = Platz { $seat } nimmt die Karte der Großen Eröffnung ({ $cards }) als ganzen Vorrat.
# en: 0320dbe928
step-takes-stock = Platz { $seat } nimmt den ganzen Vorrat { $resource }: { $cards }.
# en: 130e8ffdda
prompt-steal-or-give = Eine zufällige Karte stehlen, oder eine deiner Karten abgeben?
# en: 893a06b331
prompt-before-steal = der Dieb dich bestiehlt
# en: 2196b00a03
step-steals = Platz { $seat } stiehlt eine zufällige Karte von Platz { $victim }.
# en: 99e0947603
step-thief-gives = Platz { $seat } gibt Platz { $to } eine Karte.
# en: cd2320a1df
step-nothing-to-steal = Niemand hat eine Karte zum Stehlen, und Platz { $seat } hat nichts zu geben.
# en: 5d0b51aa72
word-thief-escape = { " " }für die Flucht des Diebes
# en: c15d702594
step-thief-escapes = Der Dieb entkommt: { $where }.
# en: 750a9a695f
step-thief-caught = Der Dieb wird gefasst und geht ins Exil.

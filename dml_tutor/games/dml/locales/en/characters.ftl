# DML's Character Power Phase, the Stack and each Character's Ultimate Power
# (dml_tutor/games/dml/sequences/characters.py): steps, prompts, frame labels.

prompt-play = Play a Character Power or an Emblem onto the Character Power Stack, or pass?
step-puts-on-stack = Seat { $seat } puts { $card } on the Stack as { $kind ->
        [power] an Ultimate Power
       *[emblem] an Emblem
    }.
step-nobody-plays = Nobody plays a Character Power or an Emblem.
step-stack-resolves = The Character Power Stack resolves from the top ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }).
step-enters-court = { $card } enters seat { $seat }'s Court as an Emblem.
frame-ultimate-power = Ultimate Power: { $code ->
        [JS] Grand Inquisitor
        [JC] Rogue Jester
        [JH] Supreme Confiscator
        [JD] Tithe Embezzler
        [QS] Dragon Empress of Khitamar
        [QC] Harlot Queen of Smorgon
        [QH] Pampered Heiress
        [QD] Archduchess of Avarice
       *[X2] Thief
    }
step-power-resolves = { $card } resolves for seat { $seat }.
step-to-exile = { $card } goes to Exile.
step-inquisitor = All Stocks and Black Markets ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }{ $opening ->
        [true] , the Grand Opening card with them
       *[false] {""}
    }) go to the Dragon's Hoard (Eggs to the Nest, a Thief into the Event Deck).
step-jester = The order of the { $count } cards below the Jester is reversed.
step-no-black-market-to-search = There is no Black Market to look through.
prompt-which-black-market = Which Black Market do you look through?
prompt-take-which-card = Take which card from Black Market { $market }?
step-confiscator-takes = Seat { $seat } looks through Black Market { $market } and takes a card.
step-gives-nothing = Seat { $seat } has an empty Treasury and gives nothing.
prompt-give-a-card = Give seat { $seat } one card of your choice.
step-gives-a-card = Seat { $seat } gives seat { $to } a card.
step-empress = The Dragon Empress of Khitamar calls a Dragon Siege.
step-harlot-cancels = Everything below her is cancelled: { $cards } (Characters to Exile, Tens to the Dragon's Hoard).
step-harlot-nothing = Nothing is below her on the Stack.
step-nest-empty = The Dragon's Nest is empty: no Egg to take.
step-heiress-takes = Seat { $seat } takes a Dragon Egg ({ $card }) from the Nest.
step-stocks-empty = Every Stock is empty: nothing to take.
prompt-which-stock = Take which whole Stock?
step-takes-grand-opening = Seat { $seat } takes the Grand Opening card ({ $cards }) as a whole Stock.
step-takes-stock = Seat { $seat } takes the whole { $resource } Stock: { $cards }.
prompt-steal-or-give = Steal a random card, or give one of yours away?
# What a standing instant win is declared before ("Declare Monopoly before the Thief steals from you?").
prompt-before-steal = the Thief steals from you
step-steals = Seat { $seat } steals a random card from seat { $victim }.
step-thief-gives = Seat { $seat } gives a card to seat { $to }.
step-nothing-to-steal = Nobody has a card to steal and seat { $seat } has nothing to give.
# The end of the Thief's roll ("Seat 2 rolls ⚂⚃ = 7 against Target Value 7 for the Thief's escape.").
word-thief-escape = { " " }for the Thief's escape
step-thief-escapes = The Thief escapes: { $where }.
step-thief-caught = The Thief is caught and goes to Exile.

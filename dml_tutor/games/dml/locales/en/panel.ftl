# Dragon's Money Laundering: the words of the tutor's panel (display/panel.py, panel.js), its
# cards' names and tooltips, the Wheel of Profit, the restart form and the prediction questions.
# The English is the source; docs/translating.md says how to translate it.

## The four Resource Types and the cards

# A court card's or an Ace's rank as the card shows it ("Q♠"): the letters of the reader's deck.
panel-rank = { $rank ->
    [J] J
    [Q] Q
    [K] K
   *[A] A
}
panel-card-foreign-merchant-short = FM
panel-card-thief-short = Thief
panel-character-grand-inquisitor = Grand Inquisitor
panel-character-rogue-jester = Rogue Jester
panel-character-supreme-confiscator = Supreme Confiscator
panel-character-tithe-embezzler = Tithe Embezzler
panel-character-dragon-empress = Dragon Empress of Khitamar
panel-character-harlot-queen = Harlot Queen of Smorgon
panel-character-pampered-heiress = Pampered Heiress
panel-character-archduchess = Archduchess of Avarice
panel-card-foreign-merchant = Foreign Merchant (joker): makes a new Black Market the moment it is drawn
panel-card-thief = Thief (joker): a Character with an Ultimate Power
panel-card-king = { $card }: Merchant King; Secret Desired Resource { $resource } (worth double at the end)
panel-card-egg = { $card }: Dragon Egg, 20 Victory Points
panel-card-guild-house = { $card }: { $resource } Resource, Face Value 10; a Guild House (Emblem, Static Bonus +1)
panel-card-character = { $card } { $name }: Character (Ultimate Power) or Emblem (Static Bonus +{ $bonus })
panel-card-resource = { $card }: { $resource } Resource, Face Value { $value }

## The header

panel-subtitle = { $mode } · { $players } players · seed { $seed }
panel-subtitle-public = { $mode } · { $players } players
panel-subtitle-from-position = { $subtitle } · from a position
panel-result = { $winner ->
    [none] Nobody wins (a tie in points and Dragon Eggs)
   *[other] Seat { $winner } wins
} { $reason ->
    [victory_points] on Victory Points
    [monopoly] by Monopoly
   *[other] as Father of Dragons
}.

## The Event

panel-no-event-setup = No Active Event yet: the Setup Stage comes before the first Round's Event.
panel-no-event-round = No Active Event yet: this Round's Event Phase has not begun.
panel-no-event-end = No Active Event: the game is in the End Stage.
panel-market-text = Market: { $effect }.
panel-players-text = Players: each affected player { $effect }.
panel-players-text-hits = Players: each affected player { $effect } (hits { $seats }).
panel-players-none = Players: no Player Effects in { $mode }.
panel-event-value = , V = { $value }

## The Acquisition Attempt

panel-attempt = Acquisition Attempt: seat { $seat } on { $target }
panel-target-stock = the { $resource } Stock
panel-target-black-market = Black Market { $number }
panel-target-court = seat { $seat }'s Court
panel-target-event = the Grand Opening card
panel-target-type = Target type
panel-primary-buying = Primary Buying Resource
panel-secondary = Secondary
panel-declared = Declared
panel-bids-active-primary = Active Player's Primary bids
panel-bids-active-secondary = Active Player's Secondary bids
panel-bids-seizer = Seizer's bids
panel-bids-seizer-seat = Seizer's bids (seat { $seat })
panel-term-black-market = Black Market (fixed)
panel-term-declared = declared { $card }
panel-term-declared-emblem = declared { $card } (Emblem)
panel-term-event = Event on { $card }
panel-term-static-bonus = Static Bonus of own Emblems
panel-term-active-primary = Active Player's Primary bid { $card }
panel-term-seizer = Seizer's Primary bids { $cards }
panel-term-seizer-less = Seizer's Primary bids { $cards } less Secondary { $secondary } ({ $raw } - { $less }, never below 0)
panel-target-value = Target Value
panel-chance-tip = Exact chance on two dice, re-rolling a failing Dabo! (R-10); Woot! Woot! always succeeds, Wyvern Eyes always fails
panel-chance = Chance to succeed { $fraction } = { $percent }
panel-percent = { NUMBER($value, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }

## The table

panel-empty = empty
panel-none = none
panel-no-card = no card
panel-active-event = Active Event
panel-bought-with = bought with
panel-black-market-tip = Black Market { $number }: { $count ->
    [one] one face-down card
   *[other] { $count } face-down cards
}
panel-face-down = face down
panel-drawn = Drawn
panel-set-aside = Set aside
panel-stack = Character Power Stack (top last)
panel-resolving = resolving
panel-stack-power = seat { $seat } · Ultimate Power
panel-stack-emblem = seat { $seat } · Emblem
panel-black-markets = Black Markets
panel-hoard = Dragon's Hoard
panel-nest = Dragon's Nest
panel-nest-tip = Dragon Eggs in the Nest
panel-exile = Exile
panel-event-deck = Event Deck

## The seats

panel-seat-name = Seat { $seat }
panel-badge-dealer-tip = Initiative Badge: this seat is the Dealer
panel-badge-dealer = Initiative Badge
panel-badge-active = Active Player
panel-badge-affected-tip = The Event's Player Effect applies
panel-badge-affected = Event hits
panel-secret-tip = Only seat { $seat } knows this card
panel-secret = secret
panel-king-tip = Merchant King: face down until revealed
panel-not-dealt = not dealt yet
panel-treasury-tip = hidden Treasury card
panel-seize-card = Seize card
panel-merchant-king = Merchant King
panel-court = Court
panel-no-emblems = no Emblems
panel-treasury = Treasury ({ $count })
panel-vp = { $points } VP
panel-score-stack = { $resource }: { $cards } = { $face }{ $doubled ->
    [0] {""}
   *[other] , doubled (Secret Desired Resource) = { $doubled }
}{ $guild ->
    [0] {""}
   *[other] , Guild bonus +{ $guild }
} -> { $total }
panel-score-eggs = Dragon Eggs: { $eggs } x { $points } = { $total }
panel-score-total = Total: { $total }

## The Wheel of Profit

panel-wheel = Wheel of Profit
panel-wheel-buys = buys
panel-wheel-target = target
panel-wheel-primary = primary
panel-wheel-secondary = secondary

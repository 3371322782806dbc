# What a seat did, as the record says it and a button shows it (dml_tutor/games/dml/words.py).
# The English is also the text form people type ("seat 2: bid 4♦ (Spice, primary)").

action-by-seat = seat { $seat }: { $action }
action-pass = pass
action-pass-what = pass ({ $what })
word-pass-market-action = market action
word-pass-extra-carnival = extra market action (carnival of coin)
word-pass-extra-grand-opening = extra market action (grand opening)
word-pass-extra-diamonds = extra market action (diamonds emblem)
word-pass-black-market-action = black market action
word-pass-no-bid = no bid at Declaration
word-pass-seize = Seize Attempt
word-pass-bid = bid
word-pass-character-power-phase = Character Power Phase
action-reroll = re-roll the Dabo!
action-keep = keep the roll
action-declare-win = { $declare ->
        [true] declare
       *[false] do not declare
    } { $win }
action-play = play { $card }{ $source ->
        [court] { " " }from the Court
       *[treasury] {""}
    } as { $kind ->
        [power] an Ultimate Power
       *[emblem] an Emblem
    }
action-attempt-black-market = attempt Black Market { $market }
action-attempt-stock = attempt { $cards } from the { $resource } Stock
action-attempt-court = attempt { $cards } from seat { $seat }'s Court
action-attempt-event = attempt { $cards } from the Grand Opening card
action-bid = bid { $cards } ({ $resource }, { $role ->
        [primary] primary
       *[secondary] secondary
    })
action-seize = lay { $card } face down (Seize Attempt)
action-take-draw = take the Black Market draw
action-leave-draw = leave the Black Market draw
action-choose-stock = choose the { $resource } Stock
action-choose-black-market = choose Black Market { $market }
action-take = take { $card }
action-give = give { $card } to seat { $to }
action-steal = steal a random card from seat { $victim }
# Another seat's move as a viewer who may not see the card reads it.
action-seize-hidden = lay a card face down (Seize Attempt)
action-give-hidden = give a card to seat { $to }
action-take-hidden = take a card

## The groups of a decision's buttons (display/panel.py)

group-attempt-stock = Attempt: { $resource } Stock { $symbol }
group-attempt-black-markets = Attempt: Black Markets
group-attempt-courts = Attempt: Emblems in other Courts
group-attempt-event = Attempt: the Grand Opening card
group-bid = Bid { $role ->
        [primary] Primary
       *[secondary] Secondary
    }
group-bid-resource = Bid { $role ->
        [primary] Primary
       *[secondary] Secondary
    } ({ $resource } { $symbol })
group-play = { $kind ->
        [power] Play as an Ultimate Power
       *[emblem] Play as an Emblem
    }
group-other = { $kind ->
        [pass] Pass
        [seize] Lay a card face down
        [dice] Dice
        [win] Instant win
        [choose] Choose
        [take] Take a card
        [give] Give a card
        [draw] Black Market draw
       *[steal] Steal
    }
action-choose-event = choose the Grand Opening card

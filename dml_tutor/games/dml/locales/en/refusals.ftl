# Why DML refuses a move, and what would make it legal (dml_tutor/games/dml/legality.py).

why-not-your-turn = it is seat { $seat }'s decision now ({ $prompt }), not seat { $other }'s
# names: the kinds of move the decision offers, as the code names them ("Bid, Pass").
why-wrong-kind = seat { $seat } must now answer: { $prompt } ({ $names }); { $kind } is not a choice here
why-not-legal = { $action } is not among the legal choices: { $prompt }
why-black-market-only = a Black Market Action may only target a Black Market
why-no-black-market = there is no Black Market { $market }
why-no-seat = there is no seat { $seat }
why-own-court = an Emblem can only be taken from another player's Court
why-one-emblem = name exactly one Emblem from seat { $seat }'s Court
why-event-target = only a Grand Opening Event card can be targeted, and only while it is in the Event Zone
why-unknown-target = unknown target { $target }: use stock:S, event, court:N or black_market:N
why-no-card = declare at least one card
why-not-in-stock = { $card } is not in the { $resource } Stock: all declared cards come from one Stock
why-named-twice = a card is named twice
why-cap-before-bids = the Target Value would be { $target }, { $over } over 12: this game uses the variant cap_after_bids=False, so the cap counts before any bid
why-over-cap = the Target Value would be { $target }: even bidding every { $resource } card you may bid (worth { $most }) leaves it { $over } over 12
why-no-monopoly = seat { $seat }'s Treasury does not hold every Resource from 2 to 9 of one type (Emblems never count)
why-no-father-of-dragons = seat { $seat }'s Treasury does not hold all four Dragon Eggs
why-unknown-win = unknown instant win { $kind }: use monopoly or father_of_dragons
why-no-attempt = there is no Acquisition Attempt to bid on
why-empty-bid = a Bid Action bids at least one card; to bid nothing, pass
why-unknown-role = role must be 'primary' or 'secondary', not { $role }
why-secondary-active-only = only the Active Player bids Secondary Buying Resources
why-secondary-no-seizer = Secondary Buying Resources answer a Seizer's bids, and nobody holds a Seize Attempt
why-bid-not-in-treasury = { $card } is not in seat { $seat }'s Treasury: only Resources in the Treasury can be bid
why-not-a-resource = { $card } is not a Resource: only Resources can be bid
why-wrong-buying-resource = { $card } is not { $want }: for { $resource } the { $role ->
        [primary] Primary
       *[secondary] Secondary
    } Buying Resource is { $want } (Wheel of Profit)
why-event-forbids-bid = { $card } may not be bid this Round: { $effect }
why-still-over-cap = after this bid the Target Value would still be { $target }, over 12
why-pass-over-cap = the Target Value is { $target }, { $over } over 12: bid Primary Buying Resources to bring it down
why-egg-never-leaves = a Dragon Egg may never leave the Treasury for a Seize Attempt
why-seize-not-in-treasury = { $card } is not in seat { $seat }'s Treasury
why-not-a-character = { $card } is not a Character and has no Ultimate Power
why-decadence = Decadence: this Round you may not play Ultimate Powers (Emblems are still allowed)
why-powers-from-treasury = this game uses the variant powers_from_court=False: powers come from the Treasury only
why-not-a-court-card = { $card } is not a court card (Ten, Jack or Queen) and cannot be an Emblem
why-emblem-from-treasury = Emblems are played from the Treasury
why-unknown-play = kind must be 'power' or 'emblem', not { $kind }
# title: the place as typed, where it is neither the Court nor the Treasury.
why-play-not-held = { $card } is not in seat { $seat }'s { $source ->
        [court] Court
        [treasury] Treasury
       *[other] { $title }
    }

## What would make it legal

why-fix-wait-for-turn = only the Active Player may declare; wait for your Turn
why-fix-wait = wait for your turn: seat { $seat } decides now
why-fix-declare-fewer = declare fewer or lower cards: with every card you may bid, the Target Value may be { $most }
why-fix-bid-first = the Target Value would be { $target }; the cap is 12 (R-03): bid { $over } of { $want } first
why-fix-bid-primary = only the Active Player bids Secondary Buying Resources: bid Primary ones, or pass
why-fix-own-treasury = bid only Resources from your own Treasury
why-fix-bid-instead = bid { $want } instead: the { $role ->
        [primary] Primary
       *[secondary] Secondary
    } Buying Resource for { $resource } (Wheel of Profit)
why-fix-other-card = lay any other card of your Treasury face down (a bluff is legal; an Egg never leaves)
why-fix-emblem-instead = play an Emblem instead, or wait for the next Round
why-fix-emblem-from-treasury = play the Emblem from your Treasury
why-fix-character-from-treasury = play the Character from your Treasury

# What DML asks a seat at a decision (dml_tutor/games/dml/sequences).

prompt-or-declare = { $prompt } (Or declare { $win }.)
prompt-declare-win = Declare { $win }?
prompt-declare-win-before = Declare { $win } before { $before }?
prompt-bid-at-declaration = Bid Primary Buying Resources ({ $resource }) now?{ $over ->
        [0] {""}
       *[other] { " " }The Target Value is { $over } over 12 and must come down.
    }
prompt-seize = Lay a card face down for a Seize Attempt on { $cards } (only { $suit ->
        [S] an
       *[other] a
    } { $resource } card can win), or pass?
prompt-bid = Bid { $kinds }, or pass and end the bidding? Target Value { $target }.
prompt-black-market-draw = Success on Black Market { $market }: take { $count ->
        [one] a card
       *[other] { $count } cards
    } at random from it, or leave it as it is?
prompt-declare = { $action }: declare an Acquisition Attempt, or pass?
prompt-black-market-action = Black Market Action: try a Black Market, or pass?
prompt-reroll = Dabo! ({ $total }) Re-roll both dice?
# What a standing instant win is declared before ("Declare Monopoly before the Dragon Siege?").
prompt-before-siege = the Dragon Siege
prompt-before-victory-points = the game ends on Victory Points

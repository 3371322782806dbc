# The engine's own sentences, the same in every game (dml_tutor.core: driver.py, redaction.py).

step-decides = Seat { $seat } decides: { $prompt }
step-only-choice = { $action } (the only choice)
step-private = Seat { $seat } considers something only that seat sees.
why-not-a-choice = { $action } is not one of the choices: { $prompt }
why-not-public = In the public view: whether seat { $seat } may do this depends on cards only some seats see, so the tutor does not say.
why-not-other-seat = Viewing as seat { $viewer }: whether seat { $seat } may do this depends on cards seat { $viewer } cannot see, so the tutor does not say.
why-not-not-your-decision = It is seat { $seat }'s decision now, not seat { $viewer }'s.
why-not-allowed = { $action } is allowed here.
list-comma = { $head }, { $tail }
list-semicolon = { $head }; { $tail }

## Refusals (core/driver.py, core/actions.py): a refusal with the rule ids it cites, a move no
## legal one reads ($noun is the pack's word for a move: "action" or "move")
refusal-illegal = { $reason } [{ $rules }]
refusal-unread = no legal { $noun ->
        [move] move
       *[action] action
    } reads { $text } ({ $why }); seat { $seat } must decide: { $prompt }

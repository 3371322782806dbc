# Last Stone: what the engine says (a step, a prompt, a frame's label, a refusal, what a seat did,
# a button). The English is the source; docs/translating.md says how to translate it.

step-pile = A pile of { $pile } stones; seat 0 starts
prompt-take = take 1 to { $most } stones from the pile of { $pile }
step-left = { $pile ->
    [one] { $pile } stone left
   *[other] { $pile } stones left
}
step-wins = Seat { $seat } took the last stone and wins
frame-turn = Turn of seat { $seat }
move-take = seat { $seat }: take { $stones }
action-take = take { $stones }
why-not-your-turn = it is seat { $seat }'s turn, not seat { $other }'s
why-take = take 1 to 3 stones, at most the { $pile } in the pile
why-no-action = not an action: { $action }; { $prompt }

# The lab's comparison report (dml_tutor/lab/compare.py: Comparison's text and table). A rule
# variant's reading is its pack's (reading-<option>-<value>).

# the text report's first line: { $arms } are the arms' names (baseline, a variant's option)
lab-compare-head = { $seeds } seeds, arms: { $arms } (95% intervals, * p<0.05)
# one arm and our words for its reading of the ruling { $rule }
lab-compare-reading = { $arm } ({ $rule }): { $reading }
# one measure, the variant { $arm } against the baseline: the numbers are formatted already
lab-difference = { $measure }: { $arm } { $value } vs { $baseline }, difference { $diff } (p={ $p })
lab-difference-significant = { $measure }: { $arm } { $value } vs { $baseline }, difference { $diff } (p={ $p }) *

## The measures

lab-measure-win-rate = win rate: { $name }
lab-measure-win-rate-seat = win rate: seat { $seat }
lab-measure-draw = win rate: draw
# { $reason } is the engine's short word for how a game ended
lab-measure-reason = end reason: { $reason }
lab-measure-decisions = length: decisions
lab-measure-rounds = length: rounds
lab-measure-rule = rule fired: { $rule }

## The table

lab-compare-intro = { $seeds } seeds per arm; differences are variant minus baseline with 95% intervals; bold rows differ significantly (p < 0.05).
lab-nothing-to-compare = nothing to compare
lab-col-measure = measure
lab-col-difference = { $arm } - { $baseline }
lab-col-p = p ({ $arm })
lab-col-significant = significant
lab-significant = { $value ->
    [yes] True
   *[no] False
}

## Explain: the seeds whose outcome a variant changed (Comparison.explain)

# how a game ended: { $reason } is the engine's short word for it, { $seats } the winners' seats ("0+2")
lab-outcome-won = seat { $seats } by { $reason }
lab-outcome-draw = draw by { $reason }
lab-outcome-nobody = nobody by { $reason }
lab-flip = seed { $seed }: { $before } -> { $after } ({ $arm })
lab-explain-none = no seed changed its outcome
lab-explain-diverge = diverge at step { $step }:
# the baseline game's step where the two games part
lab-explain-baseline = baseline: { $step }
lab-explain-over = (the game is over)

## A study's report (simulate: SimulationResult's text, table and plot)

# { $agents }: the agents' kind (an id); { $options }: the rule options, as a dict
lab-sim-head = { $games } { $pack } games, agents { $agents }
lab-sim-head-options = { $games } { $pack } games, agents { $agents }, options { $options }
lab-sim-intervals = { $head } (95% confidence intervals)
lab-sim-estimate = estimate [95% CI]
lab-sim-win-rate = win rate
lab-sim-end-reason = end reason
lab-sim-game-length = game length
lab-sim-rule-firings = rule firings
lab-sim-seat = seat { $seat }
lab-sim-draw = draw
lab-sim-decisions = decisions
lab-sim-rounds = rounds
# how often a rule fired, and in what share of the games (an interval)
lab-sim-firings = { $count } ({ $share } of games)
lab-plot-win-rate = Win rate
lab-plot-share = share
lab-plot-end-reasons = End reasons
lab-plot-share-of-games = share of games
lab-plot-game-length = Game length
lab-plot-mean = mean per game
lab-plot-title = { $games } games per study, 95% confidence intervals

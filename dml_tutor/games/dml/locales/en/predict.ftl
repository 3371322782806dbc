# Dragon's Money Laundering: the kinds of Predict-then-reveal question (predictions.KINDS), as
# the Predict menu names them (predict-kind-<kind>).

predict-kind-target-value = the Target Value of an Acquisition Attempt
predict-kind-seize = who wins a Seize Attempt
predict-kind-roll = where the cards go after the roll
predict-kind-scores = who wins on Victory Points

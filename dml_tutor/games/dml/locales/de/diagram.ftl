# Die Namen der Sequenzen im Verschachtelungsdiagramm. Über jeder Meldung steht der Hash des
# englischen Textes, den sie übersetzt (docs/translating.md).

# en: 8fa784e111
seq-acquisition-attempt = Erwerbsversuch

# en: 00a5795ea3
seq-action-phase = Aktionsphase

# en: 37d189b991
seq-bid-action = Gebotsaktion

# en: ddc53f8f0d
seq-bidding-phase = Bietphase

# en: f9eabb359e
seq-black-market-action = Schwarzmarktaktion

# en: 3b264681c4
seq-character-power-phase = Charakterkraftphase

# en: 00489e06bf
seq-declaration = Erklärung

# en: 1c4aa6510e
seq-dragon-siege = Drachenbelagerung

# en: 3ed8d8a643
seq-end-phase = Endphase

# en: 35aab39c76
seq-end-stage = Schlussphase

# en: f2c8d5885a
seq-event-phase = Ereignisphase

# en: b3c16c87e6
seq-event-resolution = Ereignisabhandlung

# en: 13738e2004
seq-foreign-merchant = Fremder Händler

# en: 2d62703003
seq-game = Spiel

# en: ce8ec4fcb6
seq-game-stage = Spielphase

# en: 61cabd64ba
seq-initiative-badge-roll-off = Auswürfeln des Initiativabzeichens

# en: fd49b16238
seq-market-action = Marktaktion

# en: 50e8aee41a
seq-market-phase = Marktphase

# en: 29e4578235
seq-resolution-step = Abhandlungsschritt

# en: 5d7cf1c123
seq-restock = Nachschub

# en: 82da9fb2d9
seq-round = Runde

# en: 15ae27f356
seq-seize-attempt-phase = Zugriffsphase

# en: 556645ef30
seq-setup-stage = Aufbauphase

# en: 1a40675f91
seq-stack-resolution = Stapelabhandlung

# en: 3839d76b3a
seq-supply-step = Versorgungsschritt

# en: 8628e032e6
seq-turn = Zug

# en: 6b299a2bc2
seq-ultimate-power = Ultimative Kraft

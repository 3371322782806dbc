# Dragon's Money Laundering: die eigenen Wörter der Übungsfragen (practice.py). Über jeder Meldung
# steht der Hash des englischen Textes, den sie übersetzt (docs/translating.md).

## Die Missverständnisse

# en: e2a05d6f2c
misreading-marauders-ignored = Plünderer ändere nichts am Marktplatz.

# en: 6a5671c8a6
misreading-marauders-every-card = Plünderer addiere 2 zu jeder erklärten Karte, gleich welchen Kartenwert sie hat.

# en: bebd7e4644
misreading-tax-relief-ignored = Steuererleichterung ändere nichts am Marktplatz.

# en: 0727fffd46
misreading-tax-relief-every-card = Steuererleichterung ziehe von jeder erklärten Karte 2 ab, gleich welchen Kartenwert sie hat.

# en: 55755ab165
misreading-static-bonus-ignored = Der Statische Bonus der eigenen Embleme wird weggelassen.

# en: 0063d7502a
misreading-static-bonus-raises = Der Statische Bonus erhöhe den Zielwert.

# en: 788e212260
misreading-emblem-face-value = Ein Emblem aus einem Hof zähle seinen Kartenwert, nicht 10.

# en: 5e77a3721f
misreading-primary-bids-raise = Die primären Gebote des aktiven Spielers erhöhten den Zielwert.

# en: d9233b7561
misreading-seizer-bids-lower = Die primären Gebote des Zugreifers senkten den Zielwert.

# en: e59da5beca
misreading-secondary-below-zero = Sekundäre Gebote senkten den Zielwert unter die Gebote des Zugreifers (keine Untergrenze bei 0).

# en: 1c55006329
misreading-secondary-ignored = Die sekundären Gebote des aktiven Spielers werden weggelassen.

# en: e8dc178990
misreading-seize-any-type = Die höchste Zugriffskarte gewinnt, gleich welcher Ressource.

# en: 9a526de619
misreading-seize-target-type = Die Zugriffskarte müsse die Ressource des Ziels selbst haben, nicht dessen primäre Kaufressource.

# en: 40a00f89f4
misreading-seize-event-ignored = Die Grenzen des Ereignisses für Gebote gälten nicht für Zugriffskarten.

# en: bfd21e4dae
misreading-roll-under = Der Wurf dürfe höchstens so hoch sein wie der Zielwert, nicht mindestens so hoch.

# en: 2eac8ca93a
misreading-tie-fails = Der Wurf müsse den Zielwert übertreffen: Ein Wurf gleich dem Zielwert misslinge.

# en: ef4bd4ea85
misreading-wyvern-counts = Wyvernaugen seien ein Wurf von 2 wie jeder andere, kein Misslingen in jedem Fall.

# en: 9fd48f791a
misreading-failure-returns = Die Karten eines misslungenen Versuchs gehen dorthin zurück, woher sie kamen, auch mit einem Zugreifer.

# en: aa298556ef
misreading-desired-not-doubled = Der Stapel der geheimen Wunschressource wird nicht verdoppelt.

# en: 6a720cb802
misreading-court-not-counted = Nur die Schatzkammer zählt; Ressourcen im Hof werden weggelassen.

# en: 3c84710e06
misreading-guild-bonus-doubled = Der Gildenbonus wird mit dem Stapel der geheimen Wunschressource verdoppelt.

# en: 87b6dbaa92
misreading-guild-counts-itself = Der Bonus eines Gildenhauses zählt das Gildenhaus selbst mit.

### review messages (en). Ids are unique across all files of the language.
### The review command's tables (titles, columns, notes: as they have always been written)
### and the review file (verdict first, then the evidence).

## Tables

rv-players-title = Players: timing of the wagers against the exact EV ({ $shoes } { $shoes-n ->
    [one] shoe
   *[other] shoes
}, { $coups } { $coups-n ->
    [one] coup
   *[other] coups
}, { $decks } { $decks-n ->
    [one] deck
   *[other] decks
}, rules { $rules }, { $draws } { $draws-n ->
    [one] draw
   *[other] draws
}, seed { $seed })
rv-players-note = p: one-sided permutation p-value of the stake-weighted mean EV (each player's coups moved to random coups of the same shoes); p Holm: adjusted across the { $tests } tests (each player, and each bet of a player with several: bets table); flagged when below { $alpha }. Evidence of timing, not proof of intent (docs/review.md).
rv-bets-title = Bets: each bet of a player with several, tested on its own
rv-bets-note = A player who made one bet has one test, in the players table. p Holm: adjusted across every test of the review, the players' and these together.
rv-counts-title = Counts: the named count that best separates the coups bet from the others
rv-wagers-title = Wagers: the exact EV of each at the moment it was placed
rv-col-player = player
rv-col-bet = bet
rv-col-coups = coups
rv-col-wagers = wagers
rv-col-staked = staked
rv-col-expected = expected
rv-col-actual = actual
rv-col-stake-positive = stake on +EV
rv-col-chances-positive = +EV chances
rv-col-mean-ev = mean EV %
rv-col-p = p
rv-col-p-error = ± (MC)
rv-col-p-holm = p Holm
rv-col-flagged = flagged
rv-col-tags = tags
rv-col-auc = AUC
rv-col-trigger = trigger
rv-col-tpr = bet coups at trigger
rv-col-fpr = other coups at trigger
rv-col-shoe = shoe
rv-col-coup = coup
rv-col-stake = stake
rv-col-ev-pct = EV %
rv-col-ev-exact = EV exact
rv-col-result = result
rv-yes = yes
rv-no = no
rv-trigger = { $trigger }
# A bet in a table: its id in English (the tables' data), its name elsewhere.
rv-bet-cell = { $id }
# A counting system in a table: as `--tags` spells it in English, its name elsewhere.
rv-system-cell = { $tags }
# A whole number in a title or note: plain digits in English, grouped elsewhere.
rv-whole = { $plain }
rv-system-jacobson = Jacobson's count
rv-system-derived = the level-{ $level } count derived from the effects of removal

## The review file

rv-title = Investigation: timing of { $wagers } { $wagers ->
    [one] wager
   *[other] wagers
} against the exact odds
rv-verdict = { $head }; { $count }; { $p }.
rv-verdict-head = { $player } is flagged: { $share } of the stake was on coups with a positive exact EV, against { $chances } of the chances in the shoes played
rv-verdict-head-bet = { $player } is flagged on { $bet }: { $share } of the whole stake was on coups with a positive exact EV, against { $chances } of the chances in the shoes played
rv-verdict-count = the count that best explains the timing is { $count } on { $bet }, from a true count of { $trigger } (AUC { $auc })
rv-verdict-no-count = no named count separates the coups bet from the others
rv-verdict-p = p = { $p }, Holm-adjusted p = { $holm }, below the level { $alpha }
rv-verdict-luck = { $player } won more than luck allows: a win of { $won } against an expected { $expected } given the cards before each coup, z = { $z }, p = { $p }, Holm-adjusted p = { $holm } across the players' results, below the level { $alpha }. A finding about the result, apart from the timing of the bets: it names no count and no intent.
rv-verdict-none = No player is flagged at the level { $alpha }: no Holm-adjusted p-value of the { $tests } { $tests ->
    [one] test
   *[other] tests
} is below it (the smallest is { $least }).
rv-verdict-too-few = No one could have been flagged: with { $draws } draws and { $tests } { $tests ->
    [one] test
   *[other] tests
}, no Holm-adjusted p-value can be below { $tests }/{ $draws1 } = { $floor }, which is not below { $alpha }; flagging at this level needs at least { $least } draws.
rv-floor-rule = What the draws allow: with D draws no p-value is below 1/(D + 1), and Holm's first step multiplies the smallest of the m p-values by m, so no adjusted p-value is below m/(D + 1), and a player can be flagged at the level α only when m/(D + 1) < α, that is with at least ⌊m/α⌋ draws. Here m = { $tests } and D = { $draws }: m/(D + 1) = { $floor }; at { $alpha }, at least { $least } draws.
rv-tool-line = { $tool } { $version } ({ -revision } { $commit })
rv-h-reviewed = What was reviewed
rv-h-tests = Players and bets: the permutation tests
rv-h-figure = Stakes against the exact EV, coup by coup
rv-h-counts = Counts
rv-h-wagers = Wagers
rv-col-what = what
rv-col-value = value
rv-fact-tool = tool
rv-fact-rules = rules
rv-fact-decks = decks
rv-fact-bets = bets
rv-fact-shoe-log = shoe log (SHA-256)
rv-fact-shoe-log-value = { $rows } { $rows ->
    [one] shoe
   *[other] shoes
}, { $format }: { $sha }
rv-fact-bet-log = bet log (SHA-256)
rv-fact-bet-log-value = { $rows } { $rows ->
    [one] wager
   *[other] wagers
}, { $format }: { $sha }
rv-fact-coups = coups
rv-fact-test = test
rv-fact-test-value = { $draws } permutation draws, seed { $seed }, flagged when the Holm-adjusted p-value is below { $alpha }
rv-tests-para = Each player's stake-weighted mean EV against the same wagers moved to random coups of the same shoes; a player with several bets is also tested bet by bet. Evidence of timing, not proof of intent.
rv-fig-para = For each player shown and each bet they made, over every coup of the shoes they played, in order: the exact EV in % before the coup (the line, left scale; above the grey line at 0 the bet favoured the player) and the stake placed on it (the bars, right scale).
rv-fig-panel = { $player }: { $bet }, { $shoes } { $shoes ->
    [one] shoe
   *[other] shoes
} played
rv-fig-x = coup of the shoes played, in order
rv-fig-ev = exact EV before each coup (%): line
rv-fig-stake = stake: bars
rv-wagers-flagged = Wagers of the flagged players: the exact EV of each at the moment it was placed.
rv-wagers-all = No player is flagged: the wagers of every player, the exact EV of each at the moment it was placed.
rv-footer-logs = shoe log SHA-256 { $shoe }; bet log SHA-256 { $bet }
# The table's hold (issue 42): keep these lines together, at the end.
rv-h-table = The table's hold
rv-table-inside = The table's hold is inside its 95% band: the house won { $win } on a handle of { $handle }, a hold of { $hold }, against an expected { $expected } (a hold of { $expected_hold }); the 95% band of the win runs from { $low } to { $high } (z = { $z }).
rv-table-below = The table's hold is below its 95% band: the house won { $win } on a handle of { $handle }, a hold of { $hold }, against an expected { $expected } (a hold of { $expected_hold }); the 95% band of the win runs from { $low } to { $high } (z = { $z }). The players won more than the odds of the cards allow, taken together.
rv-table-above = The table's hold is above its 95% band: the house won { $win } on a handle of { $handle }, a hold of { $hold }, against an expected { $expected } (a hold of { $expected_hold }); the 95% band of the win runs from { $low } to { $high } (z = { $z }). The players lost more than the odds of the cards allow, taken together.
rv-table-unknown = The table's hold has no band: a perfect-pair bet shares a coup with another bet, and their joint distribution is not known. The house won { $win } on a handle of { $handle }, a hold of { $hold }, against an expected { $expected } (a hold of { $expected_hold }).
rv-table-para = Over every player. The handle is every wager's stake, pushes included. The expected win is minus the sum of stake × exact EV, each EV given the cards before its coup. The variance is, coup by coup, that of the whole layout across players, from the exact joint distribution of the coup's outcomes (Banco and Punto on one coup hedge each other), summed over the coups. The bands are the expected win ± 1.645, 1.960 and 2.576 standard deviations: normal, by the martingale central limit theorem (docs/review.md).
rv-table-value = { $value }
rv-table-fact-coups = coups with wagers
rv-table-fact-wagers = wagers
rv-table-fact-handle = handle
rv-table-fact-win = house's win
rv-table-fact-hold = hold (win over handle)
rv-table-fact-expected = expected win
rv-table-fact-expected-hold = expected hold
rv-table-fact-sd = standard deviation of the win
rv-table-fact-z = z
rv-table-fact-band = { $level }% band
rv-table-band-value = win from { $low } to { $high }; hold from { $hold_low } to { $hold_high }
rv-table-fig = The chart: the house's cumulative win over the coups with wagers, in the order of the log, with its expectation and its 90, 95 and 99% bands.
rv-table-fig-x = coups with wagers, in order
rv-table-fig-y = house's cumulative win
rv-table-fig-win = house's win
rv-table-fig-expected = expected win
rv-table-fig-high = { $level }% band, high end
rv-table-fig-low = { $level }% band, low end

# Charts (--plot)

rv-chart-ev-title = { $player }: exact EV before each coup
rv-chart-ev-y = EV (% of stake)
rv-chart-stake-title = { $player }: stake on each coup
rv-chart-stake-y = stake
rv-chart-x = coup of the shoes played, in order

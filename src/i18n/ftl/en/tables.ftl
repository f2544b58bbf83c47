### The tabular commands' messages (odds, ev and the coup in play, eor, compare, rules,
### bets, simulate, solve, leak), English. Ids are unique across all files of the
### language. English tables are also the CSV (data): their words are the program's own,
### byte for byte, a bet named by its id where the English has always named it so.
### Punto, Banco and Égalité are the game's proper names and are never translated.

## Shared words

t-col-bet = bet
t-col-id = id
t-col-pays = pays
t-col-ev = EV
t-col-ev-percent = EV %
t-col-ev-exact = EV exact
t-col-plus-ev = +EV
t-col-house-edge = house edge
t-col-sd = SD
t-col-outcome = outcome
t-col-count = count
t-col-probability = probability
t-col-exact = exact
t-col-cards = cards
t-col-rules = rules
t-col-value = value
t-col-edge = edge
t-col-exact-edge = exact edge
t-col-coups-bet = coups bet
t-col-name = name
t-col-description = description
t-col-notes = notes
t-bets = Bets
t-plus-ev = +EV
t-not-priceable = not priceable
t-none = none
# No bet made (a bet is feminine in Italian: nessuna puntata).
t-bet-none = none
# A bet where the English tables name it by its id; the other languages name the bet.
t-bet-ref = { $id }
t-positive-ev = Positive expected value (+EV): { $bets }.
t-bet-not-priceable = { $bet } not priceable: { $reason }.
t-name-reason = { $name }: { $reason }
t-rules-note = { $rules }: { $note }
t-line-pays = { $event }: pays { $pays }
t-line-push = { $event }: push

## odds

t-odds-outcomes = Outcomes: { $cards } cards, rules { $rules } ({ $sequences } ordered six-card sequences)
t-odds-totals = Final totals: Punto (rows) against Banco (columns), counts
t-odds-cards = Cards dealt

## ev, and the coup in play

t-ev-title = Expected value per unit staked on the next coup: { $cards } cards left, rules { $rules }
t-ev-none-positive = No bet has a positive expected value on this shoe.
t-coup-title = Coup in play: Punto { $punto }, Banco { $banco } ({ $cards } cards left, rules { $rules })
t-col-p-win = P(win)
t-col-state = state
t-state-decided = decided
t-state-open = open
t-coup-closed = Bets are closed while a coup is in play: these are the chances of the bets already made, on the coup as dealt, not bets to make.

## compare

t-compare-outcomes = Outcomes by rule set: { $cards } cards
t-compare-edges = House edge by rule set (Δ: difference from { $baseline } in percentage points)
t-compare-edge = { $rules } edge
t-compare-delta = { $rules } Δ
t-positive-ev-under = Positive expected value (+EV) under { $rules }: { $bets }.

## eor

t-eor-one = Effect of removing one card: EV change in % of a unit bet ({ $cards } cards, rules { $rules })
t-eor-exact = Effect of removing one card, exact
t-eor-depth = Effect of removing k cards of a rank: EV change in % of a unit bet
t-eor-tags = Counting tags per rank and their betting correlation with each bet's EORs
t-eor-dash = - : no card of this rank left (not removable), or the bet is not priceable
t-col-k = k
t-col-linear = max |exact - k x EOR| %
t-col-tags = tags
t-col-imbalance = imbalance
t-col-correlation = correlation
t-col-bet-above = bet above tc
t-eor-derived = derived
t-eor-derived-max = derived (max { $max })
t-eor-yours = yours
t-eor-imbalance-note = imbalance: running count after the whole shoe (0 = balanced)
t-eor-above-note = bet above tc: the true count (running count per 52 unseen cards) above which the bet is +EV by the linear EOR model (docs/eor.md); - for unbalanced tags or tags that do not follow the bet.

## bets

t-bets-listing = Bets and pay tables (rules { $rules }; first matching line decides)
t-col-line = line
t-col-when = when
t-bets-else = anything else

## rules

t-presets-title = Built-in rule sets (punto-banco rules NAME shows one)
t-punto-title = Rules { $rules }. Punto draws (T) on { $draws }, stands (R) on { $stands }; N = natural
t-col-two-card-total = two-card total
t-never = never
t-tableau-title = Banco tableau: Banco's two-card total (rows) against the value of Punto's third card (columns); T = tire (draw), R = reste (stand), N = natural
t-refus-note = Refus: Punto stood on two cards (no third card).
t-settlement-title = Payouts and settlement
t-col-rule = rule
t-rule-set = rule set
t-rule-naturals = naturals
t-naturals-value = { $totals } on the first two cards: both hands stand
t-rule-punto-draws = Punto draws on
t-rule-punto-stands = Punto stands on
t-rule-punto-pays = Punto pays
t-rule-banco-pays = Banco pays
t-banco-pays-no-commission = { $pays } (no commission)
t-banco-pays-commission = { $pays } ({ $commission } commission)
t-rule-banco-commission = Banco commission
t-commission-value = { $percent } ({ $exact })
t-rule-tie-pays = Égalité (tie) pays
t-rule-on-tie = on a tie, Punto and Banco bets
t-on-tie-push = push (stake returned)
t-on-tie-lose = lose
t-rule-special = { $side } special pay
t-rule-special-none = special pays
t-rule-note = note

## simulate and merge

t-sim-inputs = Inputs
t-col-input = input
t-in-seed = seed
t-in-shoes = shoes
t-shoes-value = { $shoes } (first shoe { $first })
t-in-decks = decks
t-in-procedure = procedure
t-procedure-value = { $name }: cut card { $cut } from the end, burn { $burn }, last coup { $last }
t-burn-none = none
t-burn-one = one
t-burn-sheet-003 = sheet-003
t-last-cut-card = cut-card
t-last-before-cut = before-cut
t-in-bets = bets
t-in-counts = counts
t-in-staking = staking
t-staking-none = none (one unit per bet)
t-staking-value = bankroll { $bankroll_digits }, table maximum { $max_digits } (Égalité { $tie })
t-in-generator = generator
t-in-coups = coups
t-coups-value = { $coups } ({ $per } per shoe)
t-count-decks = { $label }
t-est-half-deck = half-deck
t-est-deck = deck
t-est-deck-up = deck-up
t-est-deck-down = deck-down
t-sim-exact = Exact play: bet one unit whenever EV > 0 (wins per shoe)
t-col-ev-positive = EV > 0
t-col-mean-edge-positive = mean edge if > 0
t-col-bets-per-shoe = bets/shoe
t-col-expected = expected
t-col-expected-se = expected ± se
t-col-realised = realised
t-col-realised-se = realised ± se
t-col-staked = staked
t-col-count-play = count
t-sim-count = Count play: one unit whenever the trigger fires (wins per shoe)
t-sim-exact-staked = Exact play, staked (money per shoe)
t-sim-count-staked = Count play, staked (money per shoe)
t-sim-pricing = Pricing against dealing: mean of (result − exact EV) per coup
t-col-mean = mean
t-col-se = ± se
t-col-z = z
t-col-first-ev = EV of first coup
t-sim-unseen = By unseen cards
t-col-unseen = unseen
t-col-coups = coups
t-col-mean-ev = mean EV

## solve

t-solve-title = { $bet }, line { $line }: { $event }
t-col-pay = Pay
t-col-exact-edge-cap = Exact edge
t-pay-solved = solved
t-pay-rounded-down = rounded down
t-pay-rounded-up = rounded up
t-pay-as-written = as written
t-solve-no-pay = No pay gives a house edge of { $target }: { $reason }.
t-solve-reason-push = even a push on line { $line } leaves the house { $edge }, less than the { $target } asked for; pays cannot be negative
t-solve-reason-never = line { $line } never decides the bet on this shoe (an earlier line always matches first, or the event cannot happen), so its pay changes nothing
t-solve-formula-of = house edge(p) = { $push } − { $slope } × p
t-solve-formula = The edge is linear in the pay p of this line: { $formula } (exact; the first matching line decides, so p changes what the line pays, never which coups it decides).

## leak

t-leak-position-1 = Punto's first card
t-leak-position-2 = Banco's first card
t-leak-position-3 = Punto's second card
t-leak-position-4 = Banco's second card
t-leak-position-5 = the fifth card
t-leak-position-6 = the sixth card
t-leak-seen = { $position } ({ $card })
t-leak-by-rank = its rank
t-leak-by-group = its group of { $sort }
t-leak-title = Information leak: position { $seen } seen, each card by { $how } ({ $cards } cards, rules { $rules })
t-col-figure = figure
t-leak-edge = edge per coup
t-leak-edge-unseen = edge with nothing seen
t-leak-sits-out = sits out
t-leak-published = Published figure for this case: { $value } ({ $source }).
t-leak-sit-out = In each state the player makes the bet of highest EV, or sits out when every EV is negative; coups sat out count 0.
t-leak-no-sit-out = In each state the player makes the bet of highest EV; a bet is made on every coup.
t-leak-exposure = Exposure { $name }. { $what }.
t-leak-sorts = Sorts: the best two-group sorts at the positions seen
t-col-rank = rank
t-col-sort = sort
t-leak-seen-at = seen at { $position }
t-leak-ev-of = EV { $bet }
t-leak-states = States: what was seen, how likely it is, the bet made and every bet's EV
t-leak-bets = Bets: how often each bet is made and the edge it contributes

## The command line's own notes (worded by the front end, which names its flags)

cli-bets-groups = Groups for --bets: main (punto, banco, tie), side (every other built-in), all.
cli-eor-how-often = {" "}How often a shoe gets there: punto-banco simulate --tags 'ID=TAGS@tc>=X' (count bets per shoe)

## track: the line above each table

t-track-seen = seen cards
t-track-coups = dealing coups
t-track-no-coup = no coup yet
t-track-last = last coup Punto { $punto } ({ $pt }) Banco { $banco } ({ $bt }): { $winner }
t-track-in-play = coup in play: Punto { $punto } | Banco { $banco }
t-track-status = [{ $mode }] { $coup }; { $left ->
    [one] { $left } card left
   *[other] { $left } cards left
}, { $out } out ({ $burned } burned), { $coups ->
    [one] { $coups } coup
   *[other] { $coups } coups
}

## track: why a line cannot be applied (`error: line N: ...` on standard error) and the
## last line of a session with bad lines. Commands (coup, seen, punto, banco, burn, new,
## undo, redo, load, save) and card symbols (A, 2-9, 10 or T, J, Q, K; suits s, h, d, c)
## are what the user types: they stay as they are in every language.

t-track-err-line = error: line { $line }: { $message }
t-track-err-end = error: { $message }
t-track-err-summary = { $bad ->
    [one] { $bad } line
   *[other] { $bad } lines
} could not be applied, the first is line { $first }
t-track-err-not-card = '{ $word }' is neither a card (A, 2-9, 10 or T, J, Q, K with an optional suit s, h, d or c) nor a command (coup, seen, punto, banco, burn, new, undo, redo)
t-track-err-unknown-card = card '{ $card }' is not a rank A, 2-9, 10 or T, J, Q, K with an optional suit s, h, d or c
t-track-err-needs-cards = '{ $word }' needs cards, e.g. '{ $command } K'
t-track-err-takes-nothing = '{ $word }' takes nothing after it; got '{ $got }'
t-track-err-empty = the line is empty; type cards or a command
t-track-err-not-in-shoe = cannot remove { $rank_id ->
    [ace] an
    [eight] an
   *[other] a
} { $rank }: none left in the shoe
t-track-err-not-in-shoe-suited = cannot remove the { $card }: none left in the shoe
t-track-err-shoe-too-small = the shoe has { $left ->
    [one] { $left } card
   *[other] { $left } cards
}; at least 6 are needed to finish a coup
t-track-err-in-coup-burn = a coup is in play (Punto { $punto }, Banco { $banco }): cards are burned only between coups; finish the coup or undo
t-track-err-in-coup-seen = a coup is in play (Punto { $punto }, Banco { $banco }): 'seen' is allowed only between coups; finish the coup or undo
t-track-err-out-of-order = { $p } Punto and { $b } Banco cards cannot be exposed together: cards are dealt Punto, Banco, Punto, Banco, then Punto's third card, then Banco's
t-track-err-too-many = a hand holds at most 3 cards; got { $p } Punto and { $b } Banco cards
t-track-err-punto-stands = Punto stands on { $total } ({ $cards }), so no third Punto card is dealt
t-track-err-punto-draws = Punto draws on { $total } ({ $cards }), so Punto's third card comes before Banco's
t-track-err-next-hand = the next card of the coup goes to { $next ->
    [punto] Punto
   *[banco] Banco
}, not to { $not ->
    [punto] Punto
   *[banco] Banco
}
t-track-err-log-full = the log holds { $max } lines, the most allowed; start a new session
t-track-err-nothing-to-undo = nothing to undo
t-track-err-nothing-to-redo = nothing to redo
t-track-err-too-long = the line is longer than { $max } bytes (64 KiB), the most a line may hold
t-track-err-not-utf8 = the line is not UTF-8 text (invalid byte at offset { $offset })
t-track-err-load-needs-file = load needs a file: load FILE
t-track-err-save-needs-file = save needs a file: save FILE
t-track-err-save-folder = cannot save to '{ $path }': it is a folder
t-track-err-cannot-read = cannot read session file '{ $file }': { $reason }

# Charts (--plot)

t-chart-eor-x = rank removed
t-chart-eor-y = EV change, % of unit bet
t-chart-sim-share = Coups with EV > 0
t-chart-sim-share-y = share of coups (%)
t-chart-sim-edge = Mean edge when EV > 0
t-chart-sim-ev-y = EV (% of stake)
t-chart-sim-unseen = unseen cards
t-chart-sim-by-count = Mean EV by true count
t-chart-sim-true-count = true count
t-chart-count-series = { $bet } { $count }

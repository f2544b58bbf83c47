### The par sheet's messages, English. One message per line (a Fluent value that runs
### over several lines keeps its line breaks). Arguments are typed by the program:
### counts and numbers arrive formatted the language's way; names arrive as they are.
### Punto, Banco and Égalité are the game's proper names and are never translated.

## The glossary: one word per concept (docs/languages.md). Every file of the language
## uses these terms where it names the concept on its own.
-shoe = shoe
-p-value = p-value
-house-edge = house edge
-push = push
-draws = draws
-revision = commit
-bet = bet
-stake = stake

## Title and identification

title = Par sheet: { $game }, rules { $rules }, { $shoe }
sheet-identification = Identification
col-item = Item
col-value = Value
id-game = Game
id-rules = Rule set
id-shoe = Shoe
id-tool = Tool
id-binary = Binary SHA-256
id-results = SHA-256 of the JSON results
rule-set = { $name }: { $description }
tool-line = { $tool } { $version } ({ -revision } { $commit })
shoe-decks = { $decks } { $decks ->
    [one] deck
   *[other] decks
} ({ $cards } cards)
shoe-removed = { $decks } { $decks ->
    [one] deck
   *[other] decks
} less the cards { $removed } ({ $cards } cards)
shoe-explicit = explicit shoe of { $cards } cards: { $spec }
decks = { $decks } { $decks ->
    [one] deck
   *[other] decks
}
cards = { $cards } { $cards ->
    [one] card
   *[other] cards
}

## The presets (their descriptions and notes; the house sheets are the rules sheets of
## the casinos this project was built from: see docs/glossary.md)

preset-standard = Punto Banco as on the rules sheets of a French casino (003) and a Russian casino (004): Punto draws on 0-5, the tableau of the French sheet, Banco 19:20, Égalité 8:1
preset-midi = Midi Punto Banco, as on the rules sheet of an Italian casino (000): Punto draws on 0-4, stands on 5-7; Banco 19:20, Égalité 8:1
preset-midi-note-0 = The Italian casino's sheet (000) is cut off before its Banco rules: the standard tableau of the French casino's sheet (003) is assumed.
preset-tie-9 = Standard rules with Égalité paying 9:1
preset-commission-4 = Standard rules with a 4% commission on Banco wins (0.96:1)
preset-ez = EZ Baccarat: no commission; a Banco win with a three-card 7 pushes (Wizard of Odds, "EZ Baccarat")
preset-super-6 = Super 6: no commission; a Banco win on 6 pays 1:2 (E. Jacobson, Super Six)
preset-gold = Baccarat Gold: when Punto draws, Banco draws on 0-3, on 4-5 only if Punto's third card is 3-7, never on 6-7 (Wizard of Odds, "Baccarat Gold")

## Findings

h-findings = Findings
findings-none = None: no bet favours the player or exceeds the house-edge ceiling asked for, no bet is left out, and the rule set is not a changed copy of a preset.
finding-player-edge = { $bet } favours the player: house edge { $edge }.
finding-above-max-edge = { $bet } has a house edge of { $edge }, above the { $max } allowed.
finding-differs-from-preset = The rule set is named "{ $preset }" but is not that preset: { $differences }.
finding-difference = { $field } is `{ $actual }` (preset: `{ $preset }`)
finding-left-out = { $bet } is left out: { $reason }.
reason-no-suits = suits of the cards in the shoe are unknown (a shoe given by rank counts, or cards removed without their suit); give each removed card with its suit (e.g. Kh) to price perfect pairs
field-naturals = the naturals
field-punto-draws = Punto's drawing totals
field-banco-tableau = the Banco tableau's row for { $total }
field-punto-pays = the Punto pay
field-banco-commission = the Banco commission
field-tie-pays = the Égalité pay
field-tie-pushes = whether Punto and Banco push on an Égalité
field-punto-special = Punto's special pays
field-banco-special = Banco's special pays

## 1. Rules

h-rules = 1. Rules
rules-card-values = Card values: ace 1, 2 to 9 face value, 10, J, Q, K zero; a hand counts its total modulo 10. Cards are dealt Punto, Banco, Punto, Banco.
rules-naturals = Naturals: a two-card total of { $totals } in either hand is a natural; neither hand draws.
rules-punto = Punto rule: Punto draws a third card on { $draws }; stands on { $stands }.
rules-banco = Banco rule: by the tableau below (T = tire, draws; R = reste, stands), by Banco's total and the value of Punto's third card; the last column applies when Punto stood (the sheet's "Refus").
rules-winner = The higher final total wins; equal totals are an Égalité (tie).
tableau-intro = Banco tableau (columns: value of Punto's third card):
sheet-tableau = Banco tableau
col-banco-total = Banco total
col-punto-stood = Punto stood
payouts-intro = Payouts (net, to 1 unit staked):
sheet-payouts = Payouts
col-bet = Bet
col-pays = Pays
col-exact = Exact
banco-commission = Banco (commission { $commission })
tie-pushes = Tie handling: on an Égalité, Punto and Banco bets push (the stake is returned).
tie-loses = Tie handling: on an Égalité, Punto and Banco bets lose.
special-none = Special pays: none.
special-pay = Special pay on { $side }: { $event } pays { $pays } (checked before the ordinary pay).
assumption = Assumption: { $note }
pays-push = push
pays-loses = loses
pays-range = { $low } to { $high }
pays-push-only = push only

## Bets

bet-punto = Punto
bet-banco = Banco
bet-tie = Égalité (tie)
bet-punto_pair = Punto Pair
bet-banco_pair = Banco Pair
bet-either_pair = Either Pair
bet-perfect_pair = Perfect Pair
bet-perfect_pair_250 = Perfect Pair (250 for two)
bet-dragon_bonus_punto = Dragon Bonus on Punto
bet-dragon_bonus_banco = Dragon Bonus on Banco
bet-dragon_7 = Dragon 7
bet-panda_8 = Panda 8
bet-big = Big
bet-small = Small
bet-lucky_6 = Lucky 6
bet-egalite-on = Égalité on { $total }
bet-natural = { $side } Natural { $total }

## A bet after "on" (a chip worth most on Banco): English's is the name after "on"; the
## other languages' take the bet's article where the language puts one (sur le Punto,
## sull'Égalité) and its case (на Пару Punto), and quote a bets file's own bet.

bet-on-punto = on Punto
bet-on-banco = on Banco
bet-on-tie = on Égalité (tie)
bet-on-punto_pair = on Punto Pair
bet-on-banco_pair = on Banco Pair
bet-on-either_pair = on Either Pair
bet-on-perfect_pair = on Perfect Pair
bet-on-perfect_pair_250 = on Perfect Pair (250 for two)
bet-on-dragon_bonus_punto = on Dragon Bonus on Punto
bet-on-dragon_bonus_banco = on Dragon Bonus on Banco
bet-on-dragon_7 = on Dragon 7
bet-on-panda_8 = on Panda 8
bet-on-big = on Big
bet-on-small = on Small
bet-on-lucky_6 = on Lucky 6
bet-on-egalite = on { $bet }
bet-on-natural = on { $bet }
bet-on-custom = on { $bet }

## Events

ev-any = any coup
ev-punto-wins = Punto wins
ev-banco-wins = Banco wins
ev-tie = Égalité (tie)
ev-total = { $side } total { $values }
ev-side-cards = { $side } { $values } { $n ->
    [one] card
   *[other] cards
}
ev-cards-dealt = { $values } { $n ->
    [one] card
   *[other] cards
} dealt
ev-margin = margin { $values }
ev-natural = on a natural
ev-natural-not = not on a natural
ev-side-natural = { $side } natural
ev-side-natural-not = { $side } not a natural
ev-side-pair = { $side } pair
ev-side-pair-not = no { $side } pair
ev-side-perfect-pair = { $side } perfect pair
ev-side-perfect-pair-not = no { $side } perfect pair
list-or = { $rest } or { $last }

## 2. Method

h-method = 2. Method
method-text = Exhaustive enumeration: every coup the shoe can deal is walked, each card weighted by the number of cards of its value left, and every outcome is counted as a number of ordered six-card sequences (a coup using fewer than six cards is weighted by the ways to draw the cards that would follow it), the convention of published exact analyses. All counts are exact integers and all probabilities exact fractions; decimals are rounded only for display. There is no sampling and no simulation. With N = { $cards } cards the total is N(N-1)(N-2)(N-3)(N-4)(N-5) = { $product } = { $sequences } sequences.

## 3. Return tables

h-returns = 3. Return tables
returns-intro = For each bet: every pay line in the order it is checked (the first matching line decides), then the losing row. Combinations are ordered six-card sequences; probability = combinations / total; return = probability × pays. The total row's return is the expected value per unit staked: minus the house edge.
bet-heading = { $bet }, pays { $pays }
not-priceable = Not priceable for this shoe: { $reason }.
col-event = Event
col-combinations = Combinations
col-probability = Probability
col-return = Return
row-lose = any other coup
row-total = Total
sheet-summary = { $bet }, summary
col-measure = Measure
m-house-edge = House edge
m-rtp = Return to player
m-hit = Hit frequency
m-push = Push probability
m-variance = Variance
m-edge-per-resolved = Edge per resolved bet
m-element-of-risk = Element of risk
m-sd = Standard deviation
m-sd-exact = √variance
m-volatility = Volatility index ({ $p })
m-volatility-exact = { $z } × σ
m-house-win = House win, { $p } range, { $coups } { $coups ->
    [one] coup
   *[other] coups
}
m-range = { $low } to { $high }
m-normal = normal approx.

## 4. House edge by number of decks

h-edges = 4. House edge by number of decks
edges-intro = The same rules and bets for full shoes of 1 to 8 decks, each enumerated exactly; house edge in percent of the stake.
sheet-edges = House edge by decks

## 5. Distributions

h-distributions = 5. Distributions
outcomes-intro = Outcome of the coup:
sheet-outcomes = Outcomes
col-outcome = Outcome
totals-intro = Final Punto total (rows) against final Banco total { $from } to { $to } (columns), in sequences; equal totals are the Égalité:
sheet-totals = Final totals, Banco { $from }-{ $to }
cards-intro = Cards dealt in the coup:
sheet-cards = Cards dealt
col-cards-dealt = Cards dealt

## 6. Verification

h-verification = 6. Verification
checks-intro = Checks performed by this run on its own exact numbers:
sheet-checks = Checks
col-check = Check
col-result = Result
col-values = Values
check-pass = pass
check-fail = FAIL
check-total-weight = Total weight of all coups equals N(N-1)(N-2)(N-3)(N-4)(N-5)
check-totals-sum = Final-totals distribution (10x10) sums to the total
check-cards-sum = Cards-dealt distribution sums to the total
check-bet-sums = { $bet }: combinations sum to the total; P(win) + P(push) + P(lose) = 1
published-none = Published figures: none is known for this rule set and shoe, so none is compared.
published-intro = Published figures for this rule set and shoe, compared with this run (counts to the last digit, percentages as rounded by the source):
sheet-published = Published figures
col-figure = Figure
col-published = Published
col-this-run = This run
col-match = Match
col-source = Source
published-match = match
published-mismatch = MISMATCH
figure-total = All sequences
figure-count = { $event }: sequences
figure-house-edge = { $bet } house edge
figure-sd = { $bet } standard deviation
figure-probability = { $event }: probability

## 7. Reproducibility

h-reproducibility = 7. Reproducibility
reproducibility-intro = This report was computed by the command below; the options that choose the output format and file only choose how it is written, not what it says.
reproducibility-digest = SHA-256 of the JSON results (what the command writes when asked for JSON): { $sha }
reproducibility-verify = To verify, run the following and compare the digest:

## 8. Information leaks (only when asked for)

h-leaks = 8. Information leaks
leaks-intro = What a player gains per coup by seeing, before betting, what a dealing procedure may expose. In each case the player bets on Punto, on Banco or on the Égalité, whichever has the highest exact expected value given what was seen, or sits out when every expected value is negative. The edge is the player's expected gain per coup per unit staked, coups sat out counting 0. Sorted cards are read only by their group: the 7s, 8s and 9s against every other rank.
sheet-leaks = Information leaks
col-leak = What the player sees
col-leak-edge = Edge per coup
col-coups-bet = Coups bet
leak-flash-1 = Punto's first card, flashed by the dealer
leak-flash-2 = Banco's first card, flashed by the dealer
leak-flash-3 = Punto's second card, flashed by the dealer
leak-flash-4 = Banco's second card, flashed by the dealer
leak-flash-5 = The fifth card from the top of the shoe, flashed by the dealer
leak-flash-6 = The sixth card from the top of the shoe, flashed by the dealer
leak-sorted-first = The group of Punto's first card, read from its back (edge sorting)
leak-sorted-four = The groups of the first four cards, laid face down before bets close
leaks-defences = A procedure closes these leaks by closing bets before any card can be seen, by turning cards in every shuffle so that no back can be read, and by using each shoe once.

## The PDF's footer

footer-page = page { $page } of { $pages }
footer-results = SHA-256 of the JSON results: { $sha }

## Shared

# A source that cites another (reference.json: "… (citing Thorp)").
source-citing = { $source } (citing { $who })
# Between the items of a list whose items hold commas (a check's values, a rule set's differences).
list-semicolon = { "; " }

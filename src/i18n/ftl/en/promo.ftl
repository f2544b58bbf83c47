### The programme statement (promo statement) and the promo tables, English. Ids are
### unique across all files of the language. Punto, Banco and Égalité are the game's
### proper names and are never translated.

## The statement

pm-title = Programme statement: { $bet }, { $cards } cards, rules { $rules }
pm-intro = What the programme's terms earn and cost the house on one player's trip, in units of the flat bet, priced exactly for this shoe and these rules. Each coup is an independent draw from the stated shoe, the published convention for these figures.
pm-footer = { $tool } { $version } (commit { $commit })
pm-pct = { $pct }
pm-and = and
pm-yes = yes
pm-no = no

pm-h-terms = Terms
pm-h-terms-table = Terms of the programme
pm-col-term = term
pm-col-value = value
pm-term-bet = Bet played every coup
pm-term-edge = House edge of the bet
pm-term-commission = Commission on dead chips
pm-term-commission-lost = { $pct } of each dead chip lost
pm-term-commission-turnover = { $pct } of each chip wagered
pm-term-rebate = Loss rebate
pm-term-rebate-value = { $pct } of the net loss at the end of the trip
pm-term-trip = Trip
pm-term-trip-value = at most { $coups } { $coups ->
    [one] coup
   *[other] coups
  } of one unit
pm-term-limit = Loss limit (buy-in)
pm-term-limit-value = { $units } { $units-n ->
    [one] unit
   *[other] units
  }
pm-term-none = none
pm-term-match-play = Match-play chips per trip
pm-term-free-bet = Free-bet chips per trip
pm-term-chips-value = { $n } of one unit

pm-h-account = The house's account per trip
pm-h-account-table = The house's account per trip, in units of the flat bet
pm-account-para = Two players are priced. One plays every coup the loss limit allows: the player a programme is usually priced for. The other quits at the best moment: the best response to the rebate. The commission is a cost the house pays whoever earns it; the chips are priced on the best bet for each.
pm-col-figure = figure
pm-col-every-coup = plays every coup
pm-col-best-response = quits at the best moment
pm-row-coups = Coups played (expected)
pm-row-theo = Theoretical win (coups × house edge)
pm-row-commission = Commission on dead chips
pm-row-rebate = Loss rebate paid
pm-row-chips = Match-play and free-bet chips
pm-row-net = Net to the house
pm-account-units = Expected amounts in units of the flat bet, rounded; the JSON form carries the exact values.

pm-h-break-even = Break-even terms
pm-be-commission-lost = Break-even commission, the other terms held: { $pct } of each dead chip lost.
pm-be-commission-turnover = Break-even commission, the other terms held: { $pct } of each chip wagered.
pm-be-commission-none = No commission breaks even: the other terms already cost the house its whole theoretical win.
pm-be-rebate = Break-even loss rebate, the other terms held: { $pct } of the net loss.
pm-be-rebate-none = No loss rebate breaks even with the other terms: it would be 0 or 100% or more.
pm-be-dead-chip-lost = A dead chip alone breaks even at a commission of { $pct } of each chip lost, the house's win per dead chip lost; a dead chip is wagered { $life } times on average before it is lost.
pm-be-dead-chip-turnover = A dead chip alone breaks even at a commission of { $pct } of each chip wagered, the bet's house edge; a dead chip is wagered { $life } times on average before it is lost.
pm-be-best = Against a player who quits at the best moment, the house's net before the commission and the chips is minus the offer's value to him, { $value } units: never above 0, since he may decline to play.

pm-h-best = The player's best response
pm-best-value = Played at the best moment, the offer is worth { $value } units to the player over the trip, rebate included; he ends the trip ahead with a chance of { $pct }.
pm-best-band = He plays on while his net result stays between { $from } and { $to } units (the widest band over the trip; it narrows as the coups run out) and quits at the first coup outside it.
pm-best-never = He does best not to play: under these terms no coup is worth playing.
pm-best-jacobson = Jacobson's Brownian-motion approximation (no limit on the coups) gives { $approx } units, quitting at a win of { $win } or a loss of { $loss } units; the exact value differs from it by { $diff } units.
pm-best-match-play = A match-play chip is worth most on { $bet }: { $pct } of its face.
pm-best-free-bet = A free-bet chip is worth most on { $bet }: { $pct } of its face.

pm-h-published = Published figures reproduced
pm-h-published-table = Published figures of programmes, reproduced
pm-published-para = The same calculation reproduces these published figures, each compared at the precision it was published with.
pm-col-published = published
pm-col-computed = computed
pm-col-agrees = agrees
pm-col-source = source
pm-q-life = Dead chip life (wagers), mean of { $bets }, { $decks } { $decks ->
    [one] deck
   *[other] decks
  }
pm-q-house-win = House win per dead chip lost on { $bets } (%), { $decks } { $decks ->
    [one] deck
   *[other] decks
  }
pm-q-match-play = Match-play chip on { $bets } (% of its face), rules { $rules }, { $decks } { $decks ->
    [one] deck
   *[other] decks
  }
pm-q-free-bet = Free-bet chip on { $bets } (% of its face), rules { $rules }, { $decks } { $decks ->
    [one] deck
   *[other] decks
  }

pm-h-method = Method and convention
pm-method = Every figure comes from the bet's exact distribution on one coup, for this shoe and these rules. Each coup is an independent draw from the stated shoe, the convention of the published analyses; the coups of a real shoe are not independent, and the loss rebate's real-shoe mode shows what that changes. The loss rebate is priced by dynamic programming over the net result, in exact fractions; the figures here are rounded.

## The tables of promo chips and promo loss-rebate (English: the CSV's words, byte for byte)

pm-convention = each coup an independent draw from the stated shoe
pm-t-digits = ({ $digits } digits: see the JSON)
pm-t-chips-title = Chips on { $cards } cards, { $rules } rules ({ $convention })
pm-t-col-bet = Bet
pm-t-col-life = Dead chip life (wagers)
pm-t-col-house-win = House win per dead chip lost
pm-t-col-match-play = Match play
pm-t-col-free-bet = Free bet
pm-t-col-house-edge = House edge
pm-t-chips-best = Best bet for a match-play chip: { $match }; for a free-bet chip: { $free }.
pm-t-chips-note = Values are shares of the chip's face. A dead chip is played until lost, wins paid in cash; a match-play chip goes with as much cash (a win pays both, a loss takes both); a free-bet chip is lost either way and a win pays the bet's pays; a push replays.
pm-t-on-lost = per dead chip lost
pm-t-on-turnover = per chip wagered
pm-t-programme-title = Dead-chip programme: { $pct } { $on }
pm-t-col-cost-lost = Commission per chip lost
pm-t-col-net-lost = House net per chip lost
pm-t-col-net-wagered = House net per chip wagered
pm-t-col-break-even = Break-even commission
pm-t-programme-note = The break-even commission is { $on }.
pm-t-trip-limit = , loss limit { $units } { $units-n ->
    [one] unit
   *[other] units
  }
pm-t-trip-title = Loss rebate of { $pct } on { $bet } over at most { $coups } coups{ $limit }, { $cards } cards, { $rules } rules
pm-t-col-figure = Figure
pm-t-col-value = Value
pm-t-col-exact = Exact
pm-t-row-value = Trip value, optimal quitting (units)
pm-t-row-play-all = Trip value, every coup allowed (units)
pm-t-row-net = Net before the rebate (units)
pm-t-row-rebate = Rebate paid (units)
pm-t-row-coups = Coups played
pm-t-row-theo = House theoretical win without the offer (units)
pm-t-row-ahead = Chance of ending ahead
pm-t-row-edge = House edge of the bet
pm-t-row-share = Rebate paid / theoretical win
pm-t-row-jacobson = Jacobson's approximation (units, no coup limit)
pm-t-row-jacobson-win = {"  "}its quit-win point (units)
pm-t-row-jacobson-loss = {"  "}its quit-loss point (units)
pm-t-row-jacobson-coups = {"  "}its expected coups
pm-t-row-jacobson-difference = Exact minus approximation (units)
pm-t-trip-note = Flat bets of one unit, { $convention }; a push uses up a coup; the player may quit before any coup; a loss limit allows no bet that could take the net loss past it.
pm-t-policy-title = Optimal policy: net results (units) reached before each coup
pm-t-col-coup = Coup
pm-t-col-play-at = Play at
pm-t-col-quit-at = Quit at
pm-t-run = { $from } to { $to }
pm-t-policy-note = Only net results with a positive chance under the policy are listed; quitting includes the loss limit's forced stops.
pm-t-real-title = Real shoes: { $decks } decks, procedure { $procedure } (cut card { $cut } from the end), seed { $seed }
pm-t-col-policy = Policy
pm-t-col-trips = Trips
pm-t-col-coups-dealt = Coups dealt
pm-t-col-shoes = Shoes
pm-t-col-mean = Mean result (units)
pm-t-col-se = Standard error
pm-t-col-independent = Independent draws (exact)
pm-t-col-difference = Difference
pm-t-col-difference-se = Difference / SE
pm-t-real-optimal = optimal quitting
pm-t-real-all = every coup allowed
pm-t-real-method = trips played back to back on fair seeded shoes dealt by the procedure; a trip continues into the next shoe when one ends; each policy on the same shoes from shoe 0
pm-t-real-note = A simulation: { $method }. The policy is the exact optimal policy of the independent model, looked up by coup and net result.

# Charts (--plot)

pm-chart-title = Optimal policy: play between the lines ({ $bet })
pm-chart-x = coup
pm-chart-y = net result (units)
pm-chart-low = lowest net at which he plays
pm-chart-high = highest net at which he plays

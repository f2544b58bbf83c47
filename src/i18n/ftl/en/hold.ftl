### The tables of `hold` (the band a table's hold falls in), English. Ids are unique
### across all files of the language. Punto, Banco and Égalité are the game's proper
### names and are never translated.

## The layout's figures per coup
hd-hold-title = Hold of the layout { $mix }
hd-mix-share = { $id }={ $share }
hd-mix-separator = ,
hd-col-figure = figure
hd-col-value = value
hd-mean = expected hold ({ -house-edge } per unit handled)
hd-variance = variance per coup, per unit handled
hd-sd = standard deviation per coup
hd-coups = coups
hd-handle = handle per coup
hd-win-mean = expected total win
hd-hold-sd = standard deviation of the hold
hd-within = coups for the hold within ±{ $within } (95%)
hd-over-64 = over 2^64

## What the figures assume (the notes under the first table)
hd-note-independent = Each coup is an independent draw from the stated { -shoe } (a real { -shoe } is dealt without replacement; its coups are close to, not exactly, independent).
hd-note-normal = The band is the normal approximation (central limit theorem): hold = total win / total handle, mean μ, standard deviation σ/√coups.
hd-note-exact = The exact distribution of the hold of { $coups } coups was computed by convolution.
hd-note-certain = The layout's win does not vary: the hold is certain.
hd-note-too-many = The exact distribution is computed for at most { $max } coups, when its cost counted before any work (at most { $work } multiply-adds, { $points } holds and { $words } operations on 64-bit words) is within bounds; { $coups } coups exceed that, so the band is normal only.
hd-note-too-costly = The exact distribution is computed for at most { $max } coups, when its cost counted before any work (at most { $work } multiply-adds, { $points } holds and { $words } operations on 64-bit words) is within bounds; { $coups } coups of this layout would take more, so the band is normal only.

## The bands
hd-band-title = Normal band after { $coups } coups
hd-col-level = level
hd-col-hold-low = hold low
hd-col-hold-high = hold high
hd-col-win-low = total win low
hd-col-win-high = total win high
hd-col-exact-inside = exact chance inside
hd-exact-title = Exact band of the hold after { $coups } coups
hd-col-inside = chance inside
hd-exact-note = By convolution of the exact per-coup distribution: { $support } possible holds.

## The values of one coup's win
hd-values-title = The house's win on one coup, per unit handled
hd-col-win = win
hd-col-probability = probability

### Les tableaux de `hold` (la bande où tombe le hold d'une table), en français. Les
### id sont uniques dans tous les fichiers de la langue. Punto, Banco et Égalité sont les
### noms propres du jeu et ne se traduisent pas.

## Les grandeurs de la répartition, par coup
hd-hold-title = Hold de la répartition des paris : { $mix }
hd-mix-share = { $share } { $name }
hd-mix-separator = ,{ " " }
hd-col-figure = grandeur
hd-col-value = valeur
hd-mean = hold attendu ({ -house-edge } par unité misée)
hd-variance = variance par coup, par unité misée
hd-sd = écart type par coup
hd-coups = coups
hd-handle = total des mises par coup
hd-win-mean = gain total attendu de la maison
hd-hold-sd = écart type du hold
hd-within = coups nécessaires pour un hold à ±{ $within } de son espérance (95 %)
hd-over-64 = plus de 2^64

## Les hypothèses (les notes sous le premier tableau)
hd-note-independent = Chaque coup est un tirage indépendant dans le { -shoe } indiqué (un vrai { -shoe } se distribue sans remise ; ses coups sont presque, mais pas exactement, indépendants).
hd-note-normal = La bande est l'approximation normale (théorème central limite) : hold = gain total / total des mises, moyenne μ, écart type σ/√coups.
hd-note-exact = La loi exacte du hold sur { $coups ->
    [one] { $coups } coup
   *[other] { $coups } coups
} a été calculée par convolution.
hd-note-certain = Le gain de la répartition ne varie pas : le hold est certain.
hd-note-too-many = La loi exacte est calculée pour { $max } coups au plus, lorsque son coût, compté avant tout calcul (au plus { $work } multiplications-additions, { $points } valeurs du hold et { $words } opérations sur des mots de 64 bits), reste dans les limites ; { $coups } coups dépassent ce maximum, la bande est donc seulement normale.
hd-note-too-costly = La loi exacte est calculée pour { $max } coups au plus, lorsque son coût, compté avant tout calcul (au plus { $work } multiplications-additions, { $points } valeurs du hold et { $words } opérations sur des mots de 64 bits), reste dans les limites ; { $coups } coups de cette répartition demanderaient davantage, la bande est donc seulement normale.

## Les bandes
hd-band-title = Bande normale après { $coups ->
    [one] { $coups } coup
   *[other] { $coups } coups
}
hd-col-level = niveau
hd-col-hold-low = hold, borne basse
hd-col-hold-high = hold, borne haute
hd-col-win-low = gain total, borne basse
hd-col-win-high = gain total, borne haute
hd-col-exact-inside = probabilité exacte d'être dans la bande
hd-exact-title = Bande exacte du hold après { $coups ->
    [one] { $coups } coup
   *[other] { $coups } coups
}
hd-col-inside = probabilité d'être dans la bande
hd-exact-note = Par convolution de la loi exacte d'un coup : { $support ->
    [one] { $support } valeur possible du hold.
   *[other] { $support } valeurs possibles du hold.
}

## Les valeurs du gain sur un coup
hd-values-title = Le gain de la maison sur un coup, par unité misée
hd-col-win = gain
hd-col-probability = probabilité

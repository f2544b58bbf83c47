### review messages (fr). Ids are unique across all files of the language.
### Les tableaux de la commande review et le dossier d'examen (le verdict d'abord, puis les preuves).

## Tableaux

rv-players-title = Joueurs : le choix du moment des mises au regard de l'espérance exacte ({ $shoes } { $shoes-n ->
    [one] sabot
   *[other] sabots
}, { $coups } { $coups-n ->
    [one] coup
   *[other] coups
}, { $decks } { $decks-n ->
    [one] jeu
   *[other] jeux
}, règles « { $rules } », { $draws } { $draws-n ->
    [one] permutation
   *[other] permutations
}, graine { $seed })
rv-players-note = p : { -p-value } unilatérale, par permutation, de l'espérance moyenne pondérée par la mise (les coups de chaque joueur déplacés vers des coups tirés au hasard dans les mêmes sabots) ; p Holm : ajustée sur les { $tests } { $tests-n ->
    [one] test
   *[other] tests
} (chaque joueur, et chaque pari d'un joueur qui en a fait plusieurs : tableau des paris) ; signalé en dessous de { $alpha }. Indice du moment choisi, non preuve d'intention (docs/review.md).
rv-bets-title = Paris : chaque pari d'un joueur qui en a fait plusieurs, testé seul
rv-bets-note = Un joueur qui n'a fait qu'un pari n'a qu'un test, dans le tableau des joueurs. p Holm : ajustée sur tous les tests de l'examen, ceux des joueurs et ceux-ci ensemble.
rv-counts-title = Comptages : le comptage connu qui sépare le mieux les coups joués des autres
rv-wagers-title = Mises : l'espérance exacte de chacune au moment où elle a été placée
rv-col-player = joueur
rv-col-bet = pari
rv-col-coups = coups
rv-col-wagers = mises
rv-col-staked = misé
rv-col-expected = espéré
rv-col-actual = réel
rv-col-stake-positive = mise à espérance > 0
rv-col-chances-positive = occasions à espérance > 0
rv-col-mean-ev = espérance moyenne %
rv-col-p = p
rv-col-p-error = ± (MC)
rv-col-p-holm = p Holm
rv-col-flagged = signalé
rv-col-tags = comptage
rv-col-auc = AUC
rv-col-trigger = seuil (compte réel)
rv-col-tpr = coups joués au seuil
rv-col-fpr = autres coups au seuil
rv-col-shoe = sabot
rv-col-coup = coup
rv-col-stake = mise
rv-col-ev-pct = espérance %
rv-col-ev-exact = espérance exacte
rv-col-result = résultat
rv-yes = oui
rv-no = non
rv-trigger = ≥ { $x }
# A bet in a table: its id in English (the tables' data), its name elsewhere.
rv-bet-cell = { $name }
# A counting system in a table: as `--tags` spells it in English, its name elsewhere.
rv-system-cell = { $name }
# A whole number in a title or note: plain digits in English, grouped elsewhere.
rv-whole = { $grouped }
rv-system-jacobson = le comptage de Jacobson
rv-system-derived = le comptage de niveau { $level } tiré des effets de retrait

## Le dossier d'examen

rv-title = Enquête : le choix du moment de { $wagers } { $wagers ->
    [one] mise
   *[other] mises
} au regard des probabilités exactes
rv-verdict = { $head } ; { $count } ; { $p }.
rv-verdict-head = { $player } est signalé : { $share } de sa mise a été placée sur des coups d'espérance exacte positive, contre { $chances } des occasions dans les sabots joués
rv-verdict-head-bet = { $player } est signalé pour ses paris { $bet-on } : { $share } de toute sa mise a été placée sur des coups d'espérance exacte positive, contre { $chances } des occasions dans les sabots joués
rv-verdict-count = le comptage qui explique le mieux le moment choisi est { $count } { $bet-on }, à partir d'un compte réel de { $trigger } (AUC { $auc })
rv-verdict-no-count = aucun comptage connu ne sépare les coups joués des autres
rv-verdict-p = p = { $p }, p ajustée selon Holm = { $holm }, sous le seuil de { $alpha }
rv-verdict-luck = { $player } a gagné plus que la chance ne le permet : un gain de { $won } contre une espérance de { $expected } d'après les cartes sorties avant chaque coup, z = { $z }, p = { $p }, p ajustée selon Holm = { $holm } sur les résultats des joueurs, sous le seuil de { $alpha }. Un constat sur le résultat, distinct du choix des coups : il ne désigne ni compte ni intention.
rv-verdict-none = Aucun joueur n'est signalé au seuil de { $alpha } : aucune { -p-value } ajustée selon Holm des { $tests } { $tests ->
    [one] test
   *[other] tests
} n'est en dessous (la plus petite vaut { $least }).
rv-verdict-too-few = Personne ne pouvait être signalé : avec { $draws } permutations et { $tests } { $tests ->
    [one] test
   *[other] tests
}, aucune { -p-value } ajustée selon Holm ne peut descendre sous { $tests }/{ $draws1 } = { $floor }, qui n'est pas inférieur à { $alpha } ; signaler à ce seuil demande au moins { $least } permutations.
rv-floor-rule = Ce que permettent les permutations : avec D permutations, aucune { -p-value } n'est inférieure à 1/(D + 1), et la première étape de Holm multiplie la plus petite des m valeurs p par m ; aucune { -p-value } ajustée n'est donc inférieure à m/(D + 1), et un joueur ne peut être signalé au seuil α que si m/(D + 1) < α, soit avec au moins ⌊m/α⌋ permutations. Ici m = { $tests } et D = { $draws } : m/(D + 1) = { $floor } ; au seuil de { $alpha }, il faut au moins { $least } permutations.
rv-tool-line = { $tool } { $version } ({ -revision } { $commit })
rv-h-reviewed = Ce qui a été examiné
rv-h-tests = Joueurs et paris : les tests par permutation
rv-h-figure = Mises face à l'espérance exacte, coup par coup
rv-h-counts = Comptages
rv-h-wagers = Mises
rv-col-what = élément
rv-col-value = valeur
rv-fact-tool = logiciel
rv-fact-rules = règles
rv-fact-decks = jeux de cartes
rv-fact-bets = paris
rv-fact-shoe-log = journal des sabots (SHA-256)
rv-fact-shoe-log-value = { $rows } { $rows ->
    [one] sabot
   *[other] sabots
}, { $format } : { $sha }
rv-fact-bet-log = journal des mises (SHA-256)
rv-fact-bet-log-value = { $rows } { $rows ->
    [one] mise
   *[other] mises
}, { $format } : { $sha }
rv-fact-coups = coups
rv-fact-test = test
rv-fact-test-value = { $draws } permutations, graine { $seed }, signalé quand la { -p-value } ajustée selon Holm est inférieure à { $alpha }
rv-tests-para = L'espérance moyenne de chaque joueur, pondérée par la mise, face aux mêmes mises déplacées vers des coups tirés au hasard dans les mêmes sabots ; un joueur qui a fait plusieurs paris est aussi testé pari par pari. Indice du moment choisi, non preuve d'intention.
rv-fig-para = Pour chaque joueur montré et chaque pari qu'il a fait, sur tous les coups des sabots joués, dans l'ordre : l'espérance exacte en % avant le coup (la courbe, échelle de gauche ; au-dessus de la ligne grise du 0, le pari favorisait le joueur) et la mise placée (les barres, échelle de droite).
rv-fig-panel = { $player } : { $bet }, { $shoes } { $shoes ->
    [one] sabot joué
   *[other] sabots joués
}
rv-fig-x = coup des sabots joués, dans l'ordre
rv-fig-ev = espérance exacte avant chaque coup (%) : courbe
rv-fig-stake = mise : barres
rv-wagers-flagged = Mises des joueurs signalés : l'espérance exacte de chacune au moment où elle a été placée.
rv-wagers-all = Aucun joueur n'est signalé : les mises de tous les joueurs, avec l'espérance exacte de chacune au moment où elle a été placée.
rv-footer-logs = journal des sabots SHA-256 { $shoe } ; journal des mises SHA-256 { $bet }
# Le hold de la table (issue 42) : lignes à garder ensemble, en fin de fichier.
rv-h-table = Le hold de la table
rv-table-inside = Le hold de la table est dans sa bande à 95 % : la maison a gagné { $win } sur des mises de { $handle }, soit un hold de { $hold }, contre un gain attendu de { $expected } (hold attendu de { $expected_hold }) ; la bande à 95 % du gain va de { $low } à { $high } (z = { $z }).
rv-table-below = Le hold de la table est sous sa bande à 95 % : la maison a gagné { $win } sur des mises de { $handle }, soit un hold de { $hold }, contre un gain attendu de { $expected } (hold attendu de { $expected_hold }) ; la bande à 95 % du gain va de { $low } à { $high } (z = { $z }). Pris ensemble, les joueurs ont gagné plus que les probabilités des cartes ne le permettent.
rv-table-above = Le hold de la table est au-dessus de sa bande à 95 % : la maison a gagné { $win } sur des mises de { $handle }, soit un hold de { $hold }, contre un gain attendu de { $expected } (hold attendu de { $expected_hold }) ; la bande à 95 % du gain va de { $low } à { $high } (z = { $z }). Pris ensemble, les joueurs ont perdu plus que les probabilités des cartes ne le permettent.
rv-table-unknown = Le hold de la table n'a pas de bande : un pari sur les paires parfaites partage un coup avec un autre pari, et leur loi jointe n'est pas connue. La maison a gagné { $win } sur des mises de { $handle }, soit un hold de { $hold }, contre un gain attendu de { $expected } (hold attendu de { $expected_hold }).
rv-table-para = Sur l'ensemble des joueurs. Le total des mises comprend chaque mise engagée, y compris celles rendues sur un coup nul. Le gain attendu est l'opposé de la somme, sur toutes les mises, de mise × EV exacte, chaque EV calculée d'après les cartes sorties avant son coup. La variance est, coup par coup, celle de l'ensemble des mises de tous les joueurs, tirée de la loi jointe exacte des issues du coup (Banco et Punto sur un même coup se couvrent), sommée sur les coups. Les bandes sont le gain attendu ± 1,645, 1,960 et 2,576 écarts types : normales, par le théorème central limite des martingales (docs/review.md).
rv-table-value = { $value }
rv-table-fact-coups = coups avec mises
rv-table-fact-wagers = mises
rv-table-fact-handle = total des mises
rv-table-fact-win = gain de la maison
rv-table-fact-hold = hold (gain sur le total des mises)
rv-table-fact-expected = gain attendu
rv-table-fact-expected-hold = hold attendu
rv-table-fact-sd = écart type du gain
rv-table-fact-z = z
rv-table-fact-band = bande à { $level } %
rv-table-band-value = gain de { $low } à { $high } ; hold de { $hold_low } à { $hold_high }
rv-table-fig = Le graphique : le gain cumulé de la maison sur les coups avec mises, dans l'ordre du journal, avec son espérance et ses bandes à 90, 95 et 99 %.
rv-table-fig-x = coups avec mises, dans l'ordre
rv-table-fig-y = gain cumulé de la maison
rv-table-fig-win = gain de la maison
rv-table-fig-expected = gain attendu
rv-table-fig-high = bande à { $level } %, borne haute
rv-table-fig-low = bande à { $level } %, borne basse

# Charts (--plot)

rv-chart-ev-title = { $player } : espérance exacte avant chaque coup
rv-chart-ev-y = espérance (% de la { -stake })
rv-chart-stake-title = { $player } : { -stake } sur chaque coup
rv-chart-stake-y = { -stake }
rv-chart-x = coups des sabots joués, dans l'ordre

### Les messages des tableaux des commandes (odds, ev et le coup en cours, eor, compare,
### rules, bets, simulate, solve, leak), en français. Punto, Banco et Égalité sont les
### noms propres du jeu et ne se traduisent pas ; une mise est nommée, jamais par son id.

## Mots communs

t-col-bet = { -bet }
t-col-id = id
t-col-pays = paie
t-col-ev = EV
t-col-ev-percent = EV %
t-col-ev-exact = EV exacte
t-col-plus-ev = +EV
t-col-house-edge = avantage de la maison
t-col-sd = ET
t-col-outcome = issue
t-col-count = suites
t-col-probability = probabilité
t-col-exact = exact
t-col-cards = cartes
t-col-rules = règles
t-col-value = valeur
t-col-edge = avantage
t-col-exact-edge = avantage exact
t-col-coups-bet = coups misés
t-col-name = nom
t-col-description = description
t-col-notes = notes
t-bets = Paris
t-plus-ev = +EV
t-not-priceable = non calculable
t-none = aucun
# No bet made (a bet is feminine in Italian: nessuna puntata).
t-bet-none = aucun
t-bet-ref = { $name }
t-positive-ev = Espérance positive (+EV) : { $bets }.
t-bet-not-priceable = { $bet } non calculable : { $reason }.
t-name-reason = { $name } : { $reason }
t-rules-note = { $rules } : { CLAUSE($note) }
t-line-pays = { $event } : paie { $pays }
t-line-push = { $event } : { -push }

## odds

t-odds-outcomes = Issues : { $cards } { $cards ->
    [one] carte
   *[other] cartes
}, règles « { $rules } » ({ $sequences } suites ordonnées de six cartes)
t-odds-totals = Totaux finals : Punto (lignes) contre Banco (colonnes), en suites
t-odds-cards = Cartes données

## ev et le coup en cours

t-ev-title = Espérance par unité misée sur le prochain coup : { $cards } { $cards ->
    [one] carte restante
   *[other] cartes restantes
}, règles « { $rules } »
t-ev-none-positive = Aucun pari n'a d'espérance positive sur ce sabot.
t-coup-title = Coup en cours : Punto { $punto }, Banco { $banco } ({ $cards } { $cards ->
    [one] carte restante
   *[other] cartes restantes
}, règles « { $rules } »)
t-col-p-win = P(gain)
t-col-state = état
t-state-decided = résolu
t-state-open = ouvert
t-coup-closed = Les paris sont clos pendant un coup : ce sont les chances des paris déjà engagés, sur le coup tel qu'il est distribué, et non de paris à faire.

## compare

t-compare-outcomes = Issues selon les règles : { $cards } { $cards ->
    [one] carte
   *[other] cartes
}
t-compare-edges = Avantage de la maison selon les règles (Δ : écart par rapport aux règles « { $baseline } », en points de pourcentage)
t-compare-edge = avantage { $rules }
t-compare-delta = Δ { $rules }
t-positive-ev-under = Espérance positive (+EV) avec les règles « { $rules } » : { $bets }.

## eor

t-eor-one = Effet du retrait d'une carte : variation de l'EV en % d'une mise unitaire ({ $cards } { $cards ->
    [one] carte
   *[other] cartes
}, règles « { $rules } »)
t-eor-exact = Effet du retrait d'une carte, exact
t-eor-depth = Effet du retrait de k cartes d'une valeur : variation de l'EV en % d'une mise unitaire
t-eor-tags = Poids de comptage par valeur et leur corrélation de mise (avec les effets de retrait de chaque pari)
t-eor-dash = - : plus aucune carte de cette valeur (retrait impossible), ou le pari n'est pas calculable
t-col-k = k
t-col-linear = max |exact - k x EOR| %
t-col-tags = poids
t-col-imbalance = déséquilibre
t-col-correlation = corrélation
t-col-bet-above = miser au-delà de tc
t-eor-derived = dérivés
t-eor-derived-max = dérivés (max { $max })
t-eor-yours = les vôtres
t-eor-imbalance-note = déséquilibre : compte courant après tout le sabot (0 = équilibré)
t-eor-above-note = miser au-delà de tc : le compte réel (compte courant pour 52 cartes non vues) au-delà duquel le pari a une espérance positive selon le modèle linéaire des effets de retrait (docs/eor.md) ; - pour des poids déséquilibrés ou qui ne suivent pas le pari.

## bets

t-bets-listing = Paris et tables de paiement (règles « { $rules } » ; la première ligne qui correspond décide)
t-col-line = ligne
t-col-when = quand
t-bets-else = tout autre coup

## rules

t-presets-title = Règles prédéfinies (la commande `punto-banco rules NOM` en affiche une)
t-punto-title = Règles « { $rules } ». Punto tire (T) à { $draws }, reste (R) à { $stands } ; N = abattage
t-col-two-card-total = total de deux cartes
t-never = jamais
t-tableau-title = Tableau de tirage de Banco : total de deux cartes de Banco (lignes) contre la valeur de la troisième carte de Punto (colonnes) ; T = tire, R = reste, N = abattage
t-refus-note = Refus : Punto est resté à deux cartes (pas de troisième carte).
t-settlement-title = Paiements et règlement
t-col-rule = règle
t-rule-set = règles
t-rule-naturals = abattages
t-naturals-value = { $totals } avec les deux premières cartes : les deux mains restent
t-rule-punto-draws = Punto tire à
t-rule-punto-stands = Punto reste à
t-rule-punto-pays = Punto paie
t-rule-banco-pays = Banco paie
t-banco-pays-no-commission = { $pays } (sans commission)
t-banco-pays-commission = { $pays } (commission de { $commission })
t-rule-banco-commission = commission sur le Banco
t-commission-value = { $percent } ({ $exact })
t-rule-tie-pays = l'Égalité paie
t-rule-on-tie = en cas d'Égalité, les mises sur le Punto et sur le Banco
t-on-tie-push = font coup nul (elles sont rendues)
t-on-tie-lose = perdent
t-rule-special = paiement spécial de { $side }
t-rule-special-none = paiements spéciaux
t-rule-note = remarque

## simulate et merge

t-sim-inputs = Données de la simulation
t-col-input = donnée
t-in-seed = graine du générateur
t-in-shoes = sabots
t-shoes-value = { $shoes } (premier sabot { $first })
t-in-decks = jeux
t-in-procedure = procédure
t-procedure-value = { $name } : carte de coupe à { $cut } { $cut ->
    [one] carte
   *[other] cartes
} de la fin ; cartes brûlées : { $burn } ; dernier coup : { $last }
t-burn-none = aucune
t-burn-one = une carte
t-burn-sheet-003 = autant que la valeur de la première (règlement français 003)
t-last-cut-card = celui en cours quand sort la carte de coupe
t-last-before-cut = le dernier commencé avant la carte de coupe
t-in-bets = paris
t-in-counts = comptages
t-in-staking = montant des mises
t-staking-none = fixe (une unité par pari)
t-staking-value = capital { $bankroll }, maximum de la table { $max } (Égalité { $tie })
t-in-generator = générateur
t-in-coups = coups
t-coups-value = { $coups } ({ $per } par sabot)
t-count-decks = { $count } (jeux : { $decks })
t-est-half-deck = au demi-jeu
t-est-deck = au jeu le plus proche
t-est-deck-up = jeux arrondis au-dessus
t-est-deck-down = jeux arrondis au-dessous
t-sim-exact = Jeu exact : une unité misée chaque fois que l'EV est positive (gains par sabot)
t-col-ev-positive = EV > 0
t-col-mean-edge-positive = avantage moyen si > 0
t-col-bets-per-shoe = mises/sabot
t-col-expected = attendu
t-col-expected-se = attendu ± err. type
t-col-realised = réalisé
t-col-realised-se = réalisé ± err. type
t-col-staked = misé
t-col-count-play = comptage
t-sim-count = Jeu au comptage : une unité misée chaque fois que le seuil est atteint (gains par sabot)
t-sim-exact-staked = Jeu exact, mises en argent (montants par sabot)
t-sim-count-staked = Jeu au comptage, mises en argent (montants par sabot)
t-sim-pricing = Calcul exact face à la distribution : moyenne de (résultat − EV exacte) par coup
t-col-mean = moyenne
t-col-se = ± err. type
t-col-z = z
t-col-first-ev = EV du premier coup
t-sim-unseen = Selon les cartes non vues
t-col-unseen = non vues
t-col-coups = coups
t-col-mean-ev = EV moyenne

## solve

t-solve-title = { $bet }, ligne { $line } : { $event }
t-col-pay = Paiement
t-col-exact-edge-cap = Avantage exact
t-pay-solved = solution
t-pay-rounded-down = arrondi au-dessous
t-pay-rounded-up = arrondi au-dessus
t-pay-as-written = tel qu'écrit
t-solve-no-pay = Aucun paiement ne donne un avantage de la maison de { $target } : { $reason }.
t-solve-reason-push = même avec un paiement nul, la ligne { $line } laisse à la maison { $edge }, moins que les { $target } demandés ; un paiement ne peut pas être négatif
t-solve-reason-never = la ligne { $line } ne règle jamais le pari sur ce sabot (une ligne antérieure correspond toujours avant elle, ou l'événement ne peut pas se produire), donc son paiement ne change rien
t-solve-formula-of = avantage(p) = { $push } − { $slope } × p
t-solve-formula = L'avantage est une fonction affine du paiement p de cette ligne : { $formula } (exact ; la première ligne qui correspond décide, donc p change ce que paie la ligne, jamais les coups qu'elle règle).

## leak

t-leak-position-1 = la première carte de Punto
t-leak-position-2 = la première carte de Banco
t-leak-position-3 = la deuxième carte de Punto
t-leak-position-4 = la deuxième carte de Banco
t-leak-position-5 = la cinquième carte
t-leak-position-6 = la sixième carte
t-leak-seen = { $position } ({ $card })
t-leak-by-rank = sa valeur
t-leak-by-group = son groupe dans le tri { $sort }
t-leak-title = Fuite d'information : ce qui est vu en position { $seen }, chaque carte lue par { $how } ({ $cards } { $cards ->
    [one] carte
   *[other] cartes
}, règles « { $rules } »)
t-col-figure = grandeur
t-leak-edge = avantage par coup
t-leak-edge-unseen = avantage sans rien voir
t-leak-sits-out = le joueur s'abstient
t-leak-published = Valeur publiée pour ce cas : { $value } ({ $source }).
t-leak-sit-out = Dans chaque état, le joueur fait le pari dont l'espérance est la plus haute, ou s'abstient quand toute espérance est négative ; les coups où il s'abstient comptent pour 0.
t-leak-no-sit-out = Dans chaque état, le joueur fait le pari dont l'espérance est la plus haute ; il mise à chaque coup.
t-leak-exposure = Exposition : { CLAUSE($what) }.
t-leak-sorts = Tris : les meilleurs tris en deux groupes aux positions vues
t-col-rank = rang
t-col-sort = tri
t-leak-seen-at = position { $position }
t-leak-ev-of = EV { $bet }
t-leak-states = États : ce qui a été vu, sa probabilité, le pari fait et l'EV de chaque pari
t-leak-bets = Paris : la fréquence de chaque pari et l'avantage qu'il apporte

## Les remarques propres à la ligne de commande

cli-bets-groups = Groupes de paris (l'option `--bets`) : `main` (Punto, Banco, Égalité), `side` (tous les autres paris prédéfinis), `all`.
cli-eor-how-often = {" "}Fréquence à laquelle un sabot y arrive : `punto-banco simulate --tags 'ID=TAGS@tc>=X'` (paris au comptage par sabot)

## track : la ligne au-dessus de chaque tableau

t-track-seen = cartes vues
t-track-coups = coups distribués
t-track-no-coup = pas encore de coup
t-track-last = dernier coup Punto { $punto } ({ $pt }) Banco { $banco } ({ $bt }) : { $winner ->
    [punto] Punto gagne
    [banco] Banco gagne
   *[tie] Égalité
}
t-track-in-play = coup en cours : Punto { $punto } | Banco { $banco }
t-track-status = [{ $mode }] { $coup } ; { $left ->
    [one] { $left } carte restante
   *[other] { $left } cartes restantes
}, cartes sorties : { $out } (brûlées : { $burned }), { $coups ->
    [one] { $coups } coup
   *[other] { $coups } coups
}

## track : pourquoi une ligne ne peut pas être appliquée (`erreur : ligne N : ...` sur la
## sortie d'erreur) et la dernière ligne d'une session qui a des lignes erronées. Les
## commandes (coup, seen, punto, banco, burn, new, undo, redo, load, save) et les symboles
## des cartes (A, 2–9, 10 ou T, J, Q, K ; couleurs s, h, d, c) sont ce que l'utilisateur
## tape : ils restent tels quels dans toutes les langues.

t-track-err-line = erreur : ligne { $line } : { $message }
t-track-err-end = erreur : { $message }
t-track-err-summary = { $n ->
    [1] la ligne { $first } n'a pas pu être appliquée
   *[other] { $bad } lignes n'ont pas pu être appliquées ; la première est la ligne { $first }
}
t-track-err-not-card = « { $word } » n'est ni une carte (A, 2–9, 10 ou T, J, Q, K, avec une couleur facultative s, h, d ou c) ni une commande (coup, seen, punto, banco, burn, new, undo, redo) ; cartes et commandes se tapent exactement ainsi
t-track-err-unknown-card = « { $card } » n'est pas une carte : une carte se tape A, 2–9, 10 ou T, J, Q, K, avec une couleur facultative s, h, d ou c
t-track-err-needs-cards = « { $word } » doit être suivi de cartes, par exemple « { $command } K »
t-track-err-takes-nothing = « { $word } » se tape seul, mais la ligne continue par « { $got } »
t-track-err-empty = la ligne est vide ; tapez des cartes ou une commande
t-track-err-not-in-shoe = impossible de retirer une carte { $rank } : il n'en reste aucune dans le { -shoe }
t-track-err-not-in-shoe-suited = impossible de retirer la carte { $card } : elle n'est plus dans le { -shoe }
t-track-err-shoe-too-small = il reste { $left } { $left ->
    [one] carte
   *[other] cartes
} dans le { -shoe } ; il en faut au moins 6 pour finir un coup
t-track-err-in-coup-burn = un coup est en cours (Punto { $punto }, Banco { $banco }) : on ne brûle des cartes qu'entre deux coups ; finissez le coup ou annulez la ligne avec « undo »
t-track-err-in-coup-seen = un coup est en cours (Punto { $punto }, Banco { $banco }) : « seen » n'est permis qu'entre deux coups ; finissez le coup ou annulez la ligne avec « undo »
t-track-err-out-of-order = { $p } { $p ->
    [one] carte découverte
   *[other] cartes découvertes
} pour Punto et { $b } pour Banco, c'est impossible : les cartes se donnent dans l'ordre Punto, Banco, Punto, Banco, puis la troisième carte de Punto, puis celle de Banco
t-track-err-too-many = une main a au plus 3 cartes ; ici Punto en aurait { $p } et Banco { $b }
t-track-err-punto-stands = Punto reste à { $total } ({ $cards }) : il ne reçoit pas de troisième carte
t-track-err-punto-draws = Punto tire à { $total } ({ $cards }) : sa troisième carte vient avant celle de Banco
t-track-err-next-hand = la carte suivante du coup va à { $next ->
    [punto] Punto
   *[banco] Banco
}, pas à { $not ->
    [punto] Punto
   *[banco] Banco
}
t-track-err-log-full = le journal compte déjà { $max-grouped } lignes, le maximum permis ; commencez une nouvelle session
t-track-err-nothing-to-undo = rien à annuler
t-track-err-nothing-to-redo = rien à rétablir
t-track-err-too-long = la ligne dépasse { $max-grouped } octets (64 Kio), le maximum pour une ligne
t-track-err-not-utf8 = la ligne n'est pas du texte UTF-8 (octet invalide à la position { $offset })
t-track-err-load-needs-file = « load » doit être suivi d'un nom de fichier : load FICHIER
t-track-err-save-needs-file = « save » doit être suivi d'un nom de fichier : save FICHIER
t-track-err-save-folder = impossible d'enregistrer dans « { $path } » : c'est un dossier
t-track-err-cannot-read = impossible de lire le fichier de session « { $file } » : { $reason }

# Charts (--plot)

t-chart-eor-x = valeur de la carte retirée
t-chart-eor-y = variation de l'EV, en % d'une mise unitaire
t-chart-sim-share = Coups où l'EV est positive
t-chart-sim-share-y = part des coups (%)
t-chart-sim-edge = Avantage moyen quand l'EV est positive
t-chart-sim-ev-y = EV (% de la { -stake })
t-chart-sim-unseen = cartes non vues
t-chart-sim-by-count = EV moyenne selon le compte réel
t-chart-sim-true-count = compte réel
t-chart-count-series = { $bet } — { $count }

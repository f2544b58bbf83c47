### L'évaluation du programme (promo statement) et les tableaux de promo, en français.
### Les id sont uniques dans tous les fichiers de la langue. Punto, Banco et Égalité sont
### les noms propres du jeu et ne se traduisent pas.

## L'évaluation

pm-title = Évaluation du programme : { $bet }, { $cards } { $cards ->
    [one] carte
   *[other] cartes
  }, règles « { $rules } »
pm-intro = Ce que les conditions du programme rapportent et coûtent à la maison sur le séjour de jeu d'un joueur, en unités de mise fixe, calculé exactement pour ce sabot et ces règles. Chaque coup est un tirage indépendant dans le sabot indiqué, selon la convention des chiffres publiés.
pm-footer = { $tool } { $version } ({ -revision } { $commit })
pm-pct = { $pct }
pm-and = et
pm-yes = oui
pm-no = non

pm-h-terms = Conditions
pm-h-terms-table = Conditions du programme
pm-col-term = condition
pm-col-value = valeur
pm-term-bet = Pari joué à chaque coup
pm-term-edge = Avantage de la maison sur ce pari
pm-term-commission = Commission sur les jetons non négociables
pm-term-commission-lost = { $pct } de chaque jeton non négociable perdu
pm-term-commission-turnover = { $pct } de chaque jeton misé
pm-term-rebate = Remise sur les pertes
pm-term-rebate-value = { $pct } de la perte nette à la fin du séjour
pm-term-trip = Séjour
pm-term-trip-value = au plus { $coups } { $coups ->
    [one] coup
   *[other] coups
  } d'une unité
pm-term-limit = Limite de perte (buy-in)
pm-term-limit-value = { $units } { $units-i ->
    [one] unité
   *[other] unités
  }
pm-term-none = néant
pm-term-match-play = Jetons match-play par séjour
pm-term-free-bet = Jetons de mise gratuite par séjour
pm-term-chips-value = { $n }, d'une unité chacun

pm-h-account = Le compte de la maison par séjour
pm-h-account-table = Le compte de la maison par séjour, en unités de mise fixe
pm-account-para = Deux joueurs sont évalués. Le premier joue tous les coups que la limite de perte permet : c'est le joueur sur lequel un programme est d'ordinaire calculé. Le second s'arrête au meilleur moment : c'est la meilleure réponse à la remise. La commission est un coût que la maison verse à qui la gagne ; les jetons promotionnels sont évalués sur le pari le plus favorable pour chacun.
pm-col-figure = poste
pm-col-every-coup = joue chaque coup
pm-col-best-response = s'arrête au meilleur moment
pm-row-coups = Coups joués (espérance)
pm-row-theo = Gain théorique (coups × avantage de la maison)
pm-row-commission = Commission sur les jetons non négociables
pm-row-rebate = Remise sur les pertes versée
pm-row-chips = Jetons match-play et de mise gratuite
pm-row-net = Résultat net de la maison
pm-account-units = Montants espérés en unités de mise fixe, arrondis ; la version JSON donne les valeurs exactes.

pm-h-break-even = Conditions d'équilibre
pm-be-commission-lost = Commission d'équilibre, les autres conditions inchangées : { $pct } de chaque jeton non négociable perdu.
pm-be-commission-turnover = Commission d'équilibre, les autres conditions inchangées : { $pct } de chaque jeton misé.
pm-be-commission-none = Aucune commission n'équilibre le programme : les autres conditions coûtent déjà à la maison tout son gain théorique.
pm-be-rebate = Remise d'équilibre, les autres conditions inchangées : { $pct } de la perte nette.
pm-be-rebate-none = Aucune remise n'équilibre le programme avec les autres conditions : il faudrait une remise nulle, ou de 100 % ou plus.
pm-be-dead-chip-lost = À lui seul, un jeton non négociable s'équilibre avec une commission de { $pct } de chaque jeton perdu, soit le gain de la maison par jeton non négociable perdu ; un jeton non négociable est misé en moyenne { $life } fois avant d'être perdu.
pm-be-dead-chip-turnover = À lui seul, un jeton non négociable s'équilibre avec une commission de { $pct } de chaque jeton misé, soit l'avantage de la maison sur la mise ; un jeton non négociable est misé en moyenne { $life } fois avant d'être perdu.
pm-be-best = Face à un joueur qui s'arrête au meilleur moment, le résultat net de la maison avant la commission et les jetons est l'opposé de la valeur de l'offre pour lui, soit { $value } { $value-i ->
    [one] unité
   *[other] unités
  } : jamais au-dessus de zéro, puisqu'il peut toujours renoncer à jouer.

pm-h-best = La meilleure réponse du joueur
pm-best-value = Jouée au meilleur moment, l'offre vaut { $value } { $value-i ->
    [one] unité
   *[other] unités
  } pour le joueur sur l'ensemble du séjour, remise comprise ; il termine le séjour en gain avec une probabilité de { $pct }.
pm-best-band = Il continue tant que son résultat net reste entre { $from } et { $to } { $to-i ->
    [one] unité
   *[other] unités
  } (la bande la plus large du séjour, qui se resserre à mesure que les coups s'épuisent) et s'arrête au premier coup hors de cette bande.
pm-best-never = Il a intérêt à ne pas jouer : avec ces conditions, aucun coup ne vaut d'être joué.
pm-best-jacobson = L'approximation de Jacobson par le mouvement brownien (sans limite de coups) donne { $approx } { $approx-i ->
    [one] unité
   *[other] unités
  }, avec un arrêt sur un gain de { $win } ou une perte de { $loss } { $loss-i ->
    [one] unité
   *[other] unités
  } ; la valeur exacte s'en écarte de { $diff } { $diff-i ->
    [one] unité
   *[other] unités
  }.
pm-best-match-play = Un jeton match-play vaut le plus { $bet-on } : { $pct } de sa valeur faciale.
pm-best-free-bet = Un jeton de mise gratuite vaut le plus { $bet-on } : { $pct } de sa valeur faciale.

pm-h-published = Chiffres publiés reproduits
pm-h-published-table = Chiffres publiés des programmes, reproduits
pm-published-para = Le même calcul reproduit ces chiffres publiés, chacun comparé à la précision de sa publication.
pm-col-published = publié
pm-col-computed = calculé
pm-col-agrees = concorde
pm-col-source = source
pm-q-life = Durée de vie d'un jeton non négociable (mises), en moyenne { $bets-on }, { $decks } { $decks ->
    [one] jeu
   *[other] jeux
  }
pm-q-house-win = Gain de la maison par jeton non négociable perdu { $bets-on } (%), { $decks } { $decks ->
    [one] jeu
   *[other] jeux
  }
pm-q-match-play = Jeton match-play { $bets-on } (% de sa valeur faciale), règles « { $rules } », { $decks } { $decks ->
    [one] jeu
   *[other] jeux
  }
pm-q-free-bet = Jeton de mise gratuite { $bets-on } (% de sa valeur faciale), règles « { $rules } », { $decks } { $decks ->
    [one] jeu
   *[other] jeux
  }

pm-h-method = Méthode et convention
pm-method = Chaque chiffre découle de la distribution exacte du pari sur un coup, pour ce sabot et ces règles. Chaque coup est un tirage indépendant dans le sabot indiqué, selon la convention des analyses publiées ; les coups d'un sabot réel ne sont pas indépendants, et le mode sabot réel de la remise sur les pertes montre ce que cela change. La remise sur les pertes est calculée par programmation dynamique sur le résultat net, en fractions exactes ; les chiffres présentés ici sont arrondis.

## Les tableaux de promo chips et promo loss-rebate

pm-convention = chaque coup est un tirage indépendant dans le sabot indiqué
pm-t-digits = ({ $digits } chiffres : voir le JSON)
pm-t-chips-title = Jetons sur { $cards } { $cards ->
    [one] carte
   *[other] cartes
  }, règles « { $rules } » ({ $convention })
pm-t-col-bet = pari
pm-t-col-life = durée de vie d'un jeton non négociable (mises)
pm-t-col-house-win = gain de la maison par jeton non négociable perdu
pm-t-col-match-play = jeton match-play
pm-t-col-free-bet = jeton de mise gratuite
pm-t-col-house-edge = avantage de la maison
pm-t-chips-best = Meilleur pari pour un jeton match-play : { $match } ; pour un jeton de mise gratuite : { $free }.
pm-t-chips-note = Les valeurs sont des parts de la valeur faciale du jeton. Un jeton non négociable est joué jusqu'à ce qu'il soit perdu, les gains étant payés en jetons ordinaires ; un jeton match-play se joue avec autant d'argent (un gain paie les deux, une perte prend les deux) ; un jeton de mise gratuite est perdu dans tous les cas et un gain paie la cote du pari ; un coup nul pour le pari le fait rejouer.
pm-t-on-lost = par jeton non négociable perdu
pm-t-on-turnover = par jeton misé
pm-t-programme-title = Programme de jetons non négociables : { $pct } { $on }
pm-t-col-cost-lost = commission par jeton perdu
pm-t-col-net-lost = résultat net de la maison par jeton perdu
pm-t-col-net-wagered = résultat net de la maison par jeton misé
pm-t-col-break-even = commission d'équilibre
pm-t-programme-note = La commission d'équilibre s'entend { $on }.
pm-t-trip-limit = , limite de perte { $units } { $units-i ->
    [one] unité
   *[other] unités
  }
pm-t-trip-title = Remise de { $pct } sur les pertes, pari { $bet }, au plus { $coups } { $coups ->
    [one] coup
   *[other] coups
  }{ $limit }, { $cards } { $cards ->
    [one] carte
   *[other] cartes
  }, règles « { $rules } »
pm-t-col-figure = poste
pm-t-col-value = valeur
pm-t-col-exact = exact
pm-t-row-value = Valeur du séjour, arrêt optimal (unités)
pm-t-row-play-all = Valeur du séjour, tous les coups permis (unités)
pm-t-row-net = Résultat net avant la remise (unités)
pm-t-row-rebate = Remise versée (unités)
pm-t-row-coups = Coups joués
pm-t-row-theo = Gain théorique de la maison sans l'offre (unités)
pm-t-row-ahead = Probabilité de finir en gain
pm-t-row-edge = Avantage de la maison sur ce pari
pm-t-row-share = Remise versée / gain théorique
pm-t-row-jacobson = Approximation de Jacobson (unités, sans limite de coups)
pm-t-row-jacobson-win = {"  "}son seuil d'arrêt en gain (unités)
pm-t-row-jacobson-loss = {"  "}son seuil d'arrêt en perte (unités)
pm-t-row-jacobson-coups = {"  "}ses coups espérés
pm-t-row-jacobson-difference = Valeur exacte moins approximation (unités)
pm-t-trip-note = Mises fixes d'une unité, { $convention } ; un coup nul pour le pari compte comme un coup joué ; le joueur peut s'arrêter avant n'importe quel coup ; une limite de perte n'autorise aucune mise qui pourrait porter la perte nette au-delà.
pm-t-policy-title = Stratégie optimale : résultats nets (unités) atteints avant chaque coup
pm-t-col-coup = coup
pm-t-col-play-at = joue à
pm-t-col-quit-at = s'arrête à
pm-t-run = de { $from } à { $to }
pm-t-policy-note = Seuls les résultats nets de probabilité positive selon la stratégie sont indiqués ; les arrêts comprennent ceux qu'impose la limite de perte.
pm-t-real-title = Sabots réels : { $decks } { $decks ->
    [one] jeu
   *[other] jeux
  }, procédure { $procedure } (carte de coupe à { $cut } cartes de la fin), graine { $seed }
pm-t-col-policy = stratégie
pm-t-col-trips = séjours
pm-t-col-coups-dealt = coups distribués
pm-t-col-shoes = sabots
pm-t-col-mean = résultat moyen (unités)
pm-t-col-se = erreur type
pm-t-col-independent = tirages indépendants (exact)
pm-t-col-difference = écart
pm-t-col-difference-se = écart / erreur type
pm-t-real-optimal = arrêt optimal
pm-t-real-all = tous les coups permis
pm-t-real-method = séjours joués l'un après l'autre sur des sabots mélangés équitablement avec la graine donnée et distribués selon la procédure ; un séjour se poursuit dans le sabot suivant quand un sabot se termine ; chaque stratégie sur les mêmes sabots, à partir du sabot 0
pm-t-real-note = Une simulation : { $method }. La stratégie est la stratégie optimale exacte du modèle à tirages indépendants, lue par coup et par résultat net.

# Charts (--plot)

pm-chart-title = Stratégie optimale : le joueur joue entre les deux lignes ({ $bet })
pm-chart-x = coup
pm-chart-y = résultat net (unités)
pm-chart-low = résultat net le plus bas auquel il joue
pm-chart-high = résultat net le plus haut auquel il joue

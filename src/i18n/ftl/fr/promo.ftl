### L'évaluation du programme (promo statement) et les tableaux de promo, en français.
### Les id sont uniques dans tous les fichiers de la langue. Punto, Banco et Égalité sont
### les noms propres du jeu et ne se traduisent pas.

## L'évaluation

pm-title = Évaluation du programme : { $bet }, { $cards } { $cards ->
    [one] carte
   *[other] cartes
  }, règles { $rules }
pm-intro = Ce que les conditions du programme rapportent et coûtent à la maison sur le séjour de jeu d'un joueur, en unités de mise fixe, calculé exactement pour ce sabot et ces règles. Chaque coup est un tirage indépendant dans le sabot indiqué, la convention des chiffres publiés.
pm-footer = { $tool } { $version } (commit { $commit })
pm-pct = { $pct }
pm-and = et
pm-yes = oui
pm-no = non

pm-h-terms = Conditions
pm-h-terms-table = Conditions du programme
pm-col-term = condition
pm-col-value = valeur
pm-term-bet = Mise jouée à chaque coup
pm-term-edge = Avantage de la maison sur la mise
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
pm-term-limit-value = { $units } unités
pm-term-none = néant
pm-term-match-play = Jetons match-play par séjour
pm-term-free-bet = Jetons de mise gratuite par séjour
pm-term-chips-value = { $n } d'une unité

pm-h-account = Le compte de la maison par séjour
pm-h-account-table = Le compte de la maison par séjour, en unités de mise fixe
pm-account-para = Deux joueurs sont évalués. Le premier joue tous les coups que la limite de perte permet : c'est le joueur sur lequel un programme est d'ordinaire calculé. Le second s'arrête au meilleur moment : c'est la meilleure réponse à la remise. La commission est un coût que la maison verse à qui la gagne ; les jetons promotionnels sont évalués sur la mise la plus favorable pour chacun.
pm-col-figure = poste
pm-col-every-coup = joue chaque coup
pm-col-best-response = s'arrête au meilleur moment
pm-row-coups = Coups joués (espérance)
pm-row-theo = Gain théorique (coups × avantage de la maison)
pm-row-commission = Commission sur les jetons non négociables
pm-row-rebate = Remise sur les pertes versée
pm-row-chips = Jetons match-play et de mise gratuite
pm-row-net = Résultat net de la maison
pm-account-units = Montants espérés en unités de mise fixe, arrondis ; la version JSON donne les valeurs exactes.

pm-h-break-even = Conditions d'équilibre
pm-be-commission-lost = Commission d'équilibre, les autres conditions inchangées : { $pct } de chaque jeton non négociable perdu.
pm-be-commission-turnover = Commission d'équilibre, les autres conditions inchangées : { $pct } de chaque jeton misé.
pm-be-commission-none = Aucune commission n'équilibre le programme : les autres conditions coûtent déjà à la maison tout son gain théorique.
pm-be-rebate = Remise d'équilibre, les autres conditions inchangées : { $pct } de la perte nette.
pm-be-rebate-none = Aucune remise n'équilibre le programme avec les autres conditions : il faudrait une remise nulle, ou de 100 % ou plus.
pm-be-dead-chip-lost = À lui seul, un jeton non négociable s'équilibre avec une commission de { $pct } de chaque jeton perdu, soit le gain de la maison par jeton non négociable perdu ; un jeton non négociable est misé en moyenne { $life } fois avant d'être perdu.
pm-be-dead-chip-turnover = À lui seul, un jeton non négociable s'équilibre avec une commission de { $pct } de chaque jeton misé, soit l'avantage de la maison sur la mise ; un jeton non négociable est misé en moyenne { $life } fois avant d'être perdu.
pm-be-best = Face à un joueur qui s'arrête au meilleur moment, le résultat net de la maison avant la commission et les jetons est l'opposé de la valeur de l'offre pour lui, soit { $value } unités : jamais au-dessus de zéro, puisqu'il peut toujours renoncer à jouer.

pm-h-best = La meilleure réponse du joueur
pm-best-value = Jouée au meilleur moment, l'offre vaut { $value } unités pour le joueur sur l'ensemble du séjour, remise comprise ; il termine le séjour en gain avec une probabilité de { $pct }.
pm-best-band = Il continue tant que son résultat net reste entre { $from } et { $to } unités (la bande la plus large du séjour, qui se resserre à mesure que les coups s'épuisent) et s'arrête au premier coup hors de cette bande.
pm-best-never = Il a intérêt à ne pas jouer : avec ces conditions, aucun coup ne vaut d'être joué.
pm-best-jacobson = L'approximation de Jacobson par le mouvement brownien (sans limite de coups) donne { $approx } unités, avec un arrêt sur un gain de { $win } ou une perte de { $loss } unités ; la valeur exacte s'en écarte de { $diff } unités.
pm-best-match-play = Un jeton match-play vaut le plus sur { $bet } : { $pct } de sa valeur faciale.
pm-best-free-bet = Un jeton de mise gratuite vaut le plus sur { $bet } : { $pct } de sa valeur faciale.

pm-h-published = Chiffres publiés reproduits
pm-h-published-table = Chiffres publiés des programmes, reproduits
pm-published-para = Le même calcul reproduit ces chiffres publiés, chacun comparé à la précision de sa publication.
pm-col-published = publié
pm-col-computed = calculé
pm-col-agrees = concorde
pm-col-source = source
pm-q-life = Durée de vie d'un jeton non négociable (mises), moyenne entre { $bets }, { $decks } { $decks ->
    [one] jeu
   *[other] jeux
  }
pm-q-house-win = Gain de la maison par jeton non négociable perdu sur { $bets } (%), { $decks } { $decks ->
    [one] jeu
   *[other] jeux
  }
pm-q-match-play = Jeton match-play sur { $bets } (% de sa valeur faciale), règles { $rules }, { $decks } { $decks ->
    [one] jeu
   *[other] jeux
  }
pm-q-free-bet = Jeton de mise gratuite sur { $bets } (% de sa valeur faciale), règles { $rules }, { $decks } { $decks ->
    [one] jeu
   *[other] jeux
  }

pm-h-method = Méthode et convention
pm-method = Chaque chiffre découle de la distribution exacte de la mise sur un coup, pour ce sabot et ces règles. Chaque coup est un tirage indépendant dans le sabot indiqué, la convention des analyses publiées ; les coups d'un sabot réel ne sont pas indépendants, et le mode sabot réel de la remise sur les pertes montre ce que cela change. La remise sur les pertes est calculée par programmation dynamique sur le résultat net, en fractions exactes ; les chiffres présentés ici sont arrondis.

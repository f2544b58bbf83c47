### Les messages du fichier d'audit, en français. Les id sont uniques dans tous les fichiers de la langue.
### Le fichier d'audit (`punto-banco audit --format markdown|html|pdf`) : d'abord le verdict,
### puis ce qui a été audité, puis les preuves. Banco, Punto et Égalité sont les noms du jeu.

au-title = Audit de l'intégrité du jeu
au-footer-tool = Audité avec { $tool }
au-footer-sha = SHA-256 de { $name } : { $sha }

## 1. Verdict

au-h-verdict = 1. Verdict
au-rule-maryland = le règlement du Maryland (COMAR 36.05.02.17(F)), niveau de confiance de { $confidence }
au-rule-west-virginia = le code de Virginie-Occidentale (§ 29-22B-909), niveau de confiance de { $confidence }
au-rule-none = un niveau choisi par l'utilisateur, sans règle nommée
au-verdict-passed = Réussi : chaque test est réussi au seuil de { $level } après la correction de Holm, selon { $rule }, et chaque sabot contient les cartes que ses jeux permettent.
au-verdict-flagged = Signalé : l'audit échoue au seuil de { $level } après la correction de Holm, selon { $rule }.
au-verdict-misfits = { $count ->
    [one] Un compte de cartes est faux (section 3.1).
   *[other] { $count } comptes de cartes sont faux (section 3.1).
}
au-verdict-failed-tests = { $count ->
    [one] 1 test échoué : { CLAUSE($names) }.
   *[other] { $count } tests échoués : { CLAUSE($names) }.
}
au-verdict-passed-tests = { $count ->
    [one] 1 test réussi : { CLAUSE($names) }.
   *[other] { $count } tests réussis : { CLAUSE($names) }.
}
au-verdict-table = Chaque test au seuil de { $level }, avec sa { -p-value } avant et après la correction de Holm :
au-col-test = Test
au-col-result = Résultat
au-col-p = p
au-col-p-holm = p après Holm
au-result-passed = réussi
au-result-failed = échoué

## Le verdict en une ligne : le `verdict` du JSON (en anglais dans toutes les langues) et
## le titre du tableau des tests de la commande.

au-summary-passed = réussi : chaque test au seuil de { $level } après Holm ({ $rule }) ; chaque sabot complet contient les cartes des jeux
au-summary-flagged = signalé : { $why }
au-summary-misfits = { $count ->
    [one] { $count } compte de cartes faux
   *[other] { $count } comptes de cartes faux
}
au-summary-failed = tests échoués au seuil de { $level } après Holm ({ $rule }) : { CLAUSE($names) }
au-summary-rule-maryland = règlement du Maryland (COMAR 36.05.02.17(F)), niveau de confiance de { $confidence }
au-summary-rule-west-virginia = code de Virginie-Occidentale (§ 29-22B-909), niveau de confiance de { $confidence }
au-summary-rule-none = un niveau choisi par l'utilisateur, sans règle nommée

## 2. Ce qui a été audité

au-h-audited = 2. Ce qui a été audité
au-col-what = Élément
au-col-value = Valeur
au-fact-rules = Règles
au-fact-decks = Jeux par sabot
au-decks = { $decks ->
    [one] { $decks } jeu
   *[other] { $decks } jeux
}
au-fact-procedure = Procédure des redistributions
au-fact-draws = Permutations et redistributions
au-draws = { $draws ->
    [one] { $draws } tirage
   *[other] { $draws } tirages
}, graine { $seed }
au-fact-tool = Outil, version et révision
au-fact-log = Journal des sabots { $name }
au-log = { $format }, { $shoes ->
    [one] { $shoes } sabot
   *[other] { $shoes } sabots
} (dont { $complete } { $complete ->
    [one] connu
   *[other] connus
} en entier), { $coups ->
    [one] { $coups } coup
   *[other] { $coups } coups
}
au-fact-sha = SHA-256 de { $name }
au-fact-left-out = Exclus des tests de résultats ({ $name })
au-left-out = { $count ->
    [one] sabot { $shoes } : sa composition est fausse, ni les comptes de résultats ni leurs redistributions ne l'incluent
   *[other] sabots { $shoes } : leur composition est fausse, ni les comptes de résultats ni leurs redistributions ne les incluent
}

## 3. Preuves

au-h-evidence = 3. Preuves
au-h-composition = 3.1 Composition
au-composition-ok = Chaque sabot connu en entier contient exactement les cartes de ses jeux, et aucun sabot ne donne une valeur plus souvent que ses jeux n'en contiennent.
au-composition-wrong = { $count ->
    [one] Un compte est faux : une valeur (ou une carte) dont un sabot contient trop ou trop peu d'exemplaires.
   *[other] { $count } comptes sont faux : les valeurs (ou cartes) ci-dessous, dont un sabot contient trop ou trop peu d'exemplaires.
}
au-col-shoe = Sabot
au-col-rank = Valeur ou carte
au-col-held = Dans ses jeux
au-col-found = Trouvées
au-rank-all = toutes les cartes
au-h-tests = 3.2 Les tests
au-col-statistic = Statistique
au-col-expected = Attendue
au-col-method = Calcul de p
# A test's name, as a table row starts it; a list after a colon lowercases it (CLAUSE).
au-test-rank_deficit = Déficit d'une valeur dans la partie donnée
au-test-value_by_band = Valeur des cartes par tranche de positions (khi-deux)
au-test-runs_median = Séquences au-dessus et au-dessous de la valeur médiane
au-test-serial_correlation = Corrélation sérielle des valeurs consécutives
au-test-carry_over = Paires adjacentes reportées dans le sabot suivant
au-test-banco_wins = Gains de Banco
au-test-punto_wins = Gains de Punto
au-test-ties = Nombre d'Égalités
au-test-log_likelihood = Log-vraisemblance des issues
au-how-reorder = réordonnancement des cartes de chaque sabot
au-how-redeal = redistribution des sabots complets
au-how-normal-counts = approximation normale (aucun sabot complet à redistribuer)
au-how-normal-likelihood = approximation normale (théorème central limite des martingales)
au-how-hypergeometric = queue hypergéométrique exacte, Bonferroni sur les sabots et les valeurs
au-h-method = 3.3 Méthode
au-method-exact = Issues : les probabilités de Banco, Punto et Égalité à chaque coup sont exactes, compte tenu de toutes les cartes vues avant lui.
au-method-shuffle = Mélange : l'hypothèse nulle est un ordre uniformément aléatoire des cartes de chaque sabot complet après son brûlage ; p = (1 + le nombre de tirages dont la statistique atteint au moins la valeur observée) / (1 + D), sur D = { $draws } permutations aléatoires (graine { $seed }).
au-method-counts = Comptes de Banco, Punto et Égalité : comparés à des redistributions des mêmes cartes de chaque sabot complet dans des ordres uniformément aléatoires, distribuées selon la même procédure et le même tableau de tirage ; test bilatéral.
au-method-likelihood = La log-vraisemblance des issues sous les probabilités exactes est évaluée par une approximation normale (théorème central limite des martingales), à partir de sa moyenne et de sa variance exactes ; test bilatéral.
au-method-holm = La correction séquentielle de Holm porte sur { $tests ->
    [one] { $tests } test
   *[other] { $tests } tests
} ; un test échoue quand sa { -p-value } corrigée est inférieure à { $level }.
# The tool that wrote the file: its name, version and revision.
au-tool-line = { $tool } { $version } ({ -revision } { $commit })

## Les tableaux de la commande (`punto-banco audit`, tableau et CSV) : les tests, avec le
## verdict dans le titre, et chaque compte de cartes erroné.

au-table-title = Audit { $verdict }
au-table-col-test = test
au-table-col-statistic = statistique
au-table-col-expected = attendu
au-table-col-p = p
au-table-col-p-holm = p Holm
au-table-col-flagged = signalé
au-table-col-method = méthode
au-table-yes = oui
au-table-no = non
au-table-how-reorder = réordonnancement
au-table-how-redeal = redistribution des sabots complets
au-table-how-normal-counts = approximation normale (aucun sabot complet à redistribuer)
au-table-how-normal-likelihood = approximation normale (TCL des martingales)
au-table-how-hypergeometric = queue hypergéométrique exacte, Bonferroni sur les sabots et les valeurs
au-table-composition = Composition : chaque compte de cartes erroné
au-table-col-shoe = sabot
au-table-col-rank = valeur
au-table-col-held = attendu
au-table-col-found = trouvé
au-table-composition-ok = Chaque sabot complet contient les cartes de ses jeux ; aucun sabot ne donne une valeur plus souvent que ses jeux ne le contiennent.

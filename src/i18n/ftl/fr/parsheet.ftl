### Les messages du par sheet, en français (un message par ligne). Punto, Banco et
### Égalité sont les noms propres du jeu et ne se traduisent pas.

## Le glossaire : un mot par notion (docs/languages.md).
-shoe = sabot
-p-value = valeur p
-house-edge = avantage de la maison
-push = nul
-draws = permutations
-revision = révision
-bet = pari
-stake = mise

## Titre et identification

title = Fiche de probabilités : { $game }, règles « { $rules } », { $shoe }
sheet-identification = Identification
col-item = Élément
col-value = Valeur
id-game = Jeu
id-rules = Règles
id-shoe = Sabot
id-tool = Programme
id-binary = SHA-256 du binaire
id-results = SHA-256 des résultats JSON
rule-set = { $name } : { $description }
tool-line = { $tool } { $version } ({ -revision } { $commit })
shoe-decks = { $decks } { $decks ->
    [one] jeu
   *[other] jeux
} ({ $cards } cartes)
shoe-removed = { $decks } { $decks ->
    [one] jeu
   *[other] jeux
} moins les cartes { $removed } ({ $cards } cartes)
shoe-explicit = sabot explicite de { $cards } cartes : { $spec }
decks = { $decks } { $decks ->
    [one] jeu
   *[other] jeux
}
cards = { $cards } { $cards ->
    [one] carte
   *[other] cartes
}

## Les règles prédéfinies

preset-standard = Punto Banco selon les règlements d'un casino français (003) et d'un casino russe (004) ; Punto tire à 0–5, tableau de tirage du règlement français, Banco 19:20, Égalité 8:1
preset-midi = Midi Punto Banco selon le règlement d'un casino italien (000) ; Punto tire à 0–4 et reste à 5–7, Banco 19:20, Égalité 8:1
preset-midi-note-0 = Le règlement du casino italien (000) s'arrête avant les règles de Banco ; on retient donc le tableau de tirage standard du règlement du casino français (003).
preset-tie-9 = Règles standard avec l'Égalité payée 9:1
preset-commission-4 = Règles standard avec une commission de 4 % sur les gains de Banco (0,96:1)
preset-ez = EZ Baccarat, sans commission ; un gain de Banco avec un 7 en trois cartes est nul (Wizard of Odds, « EZ Baccarat »)
preset-super-6 = Super 6, sans commission ; un gain de Banco à 6 paie 1:2 (E. Jacobson, Super Six)
preset-gold = Baccarat Gold ; quand Punto tire, Banco tire à 0–3, à 4–5 seulement si la troisième carte de Punto est 3–7, jamais à 6–7 (Wizard of Odds, « Baccarat Gold »)

## Constats

h-findings = Constats
findings-none = Néant : aucun pari ne favorise le joueur ni ne dépasse le plafond demandé pour l'avantage de la maison, aucun pari n'est écarté, et les règles ne sont pas une copie modifiée d'une règle prédéfinie.
finding-player-edge = Le pari { $bet } favorise le joueur : avantage de la maison { $edge }.
finding-above-max-edge = Le pari { $bet } a un avantage de la maison de { $edge }, au-delà des { $max } admis.
finding-differs-from-preset = Les règles portent le nom « { $preset } » mais ne sont pas cette règle prédéfinie : { $differences }.
finding-difference = { $field } vaut `{ $actual }` (règle prédéfinie : `{ $preset }`)
finding-left-out = Le pari { $bet } est écarté : { $reason }.
reason-no-suits = les couleurs des cartes du sabot ne sont pas connues (un sabot donné par nombres de cartes par valeur, ou des cartes retirées sans leur couleur) ; pour calculer les paires parfaites, chaque carte retirée doit être donnée avec sa couleur (par exemple Kh)
field-naturals = les abattages
field-punto-draws = les totaux auxquels Punto tire
field-banco-tableau = la ligne { $total } du tableau de tirage de Banco
field-punto-pays = le paiement de Punto
field-banco-commission = la commission sur le Banco
field-tie-pays = le paiement de l'Égalité
field-tie-pushes = si une Égalité rend les mises sur le Punto et sur le Banco
field-punto-special = les paiements spéciaux de Punto
field-banco-special = les paiements spéciaux de Banco

## 1. Règles

h-rules = 1. Règles
rules-card-values = Valeur des cartes : as 1, de 2 à 9 la valeur faciale, 10, V, D, R zéro ; une main compte son total modulo 10. Les cartes sont distribuées dans l'ordre Punto, Banco, Punto, Banco.
rules-naturals = Abattages : un total de deux cartes de { $totals } dans l'une des deux mains est un abattage ; aucune main ne tire.
rules-punto = Règle de Punto : Punto tire une troisième carte à { $draws } ; reste à { $stands }.
rules-banco = Règle de Banco : selon le tableau de tirage ci-dessous (T = tire ; R = reste), par total de Banco et valeur de la troisième carte de Punto ; la dernière colonne s'applique quand Punto est resté (le « Refus » du règlement).
rules-winner = Le total final le plus élevé gagne ; à totaux égaux, il y a Égalité.
tableau-intro = Tableau de tirage de Banco (colonnes : valeur de la troisième carte de Punto) :
sheet-tableau = Tableau de tirage
col-banco-total = Total de Banco
col-punto-stood = Refus
payouts-intro = Paiements (nets, pour 1 unité misée) :
sheet-payouts = Paiements
col-bet = Pari
col-pays = Paie
col-exact = Exact
banco-commission = Banco (commission { $commission })
tie-pushes = Égalité : le coup est nul pour les mises sur le Punto et sur le Banco (elles sont rendues).
tie-loses = Égalité : les mises sur le Punto et sur le Banco perdent.
special-none = Paiements spéciaux : aucun.
special-pay = Paiement spécial de { $side } : { $event } paie { $pays } (vérifié avant le paiement ordinaire).
assumption = Hypothèse : { CLAUSE($note) }
pays-push = { -push }
pays-loses = perd
pays-range = de { $low } à { $high }
pays-push-only = { -push } seulement

## Mises

bet-punto = Punto
bet-banco = Banco
bet-tie = Égalité
bet-punto_pair = Paire Punto
bet-banco_pair = Paire Banco
bet-either_pair = Paire de l'un ou l'autre
bet-perfect_pair = Paire parfaite
bet-perfect_pair_250 = Paire parfaite (250 pour deux)
bet-dragon_bonus_punto = Dragon Bonus sur Punto
bet-dragon_bonus_banco = Dragon Bonus sur Banco
bet-dragon_7 = Dragon 7
bet-panda_8 = Panda 8
bet-big = Big
bet-small = Small
bet-lucky_6 = Lucky 6
bet-egalite-on = Égalité à { $total }
bet-natural = Abattage { $total } de { $side }

## Un pari après « sur » : le nom avec son article (sur le Punto, sur l'Égalité, sur la
## Paire Punto) ; un pari d'un fichier de paris est cité entre guillemets.

bet-on-punto = sur le Punto
bet-on-banco = sur le Banco
bet-on-tie = sur l'Égalité
bet-on-punto_pair = sur la Paire Punto
bet-on-banco_pair = sur la Paire Banco
bet-on-either_pair = sur la Paire de l'un ou l'autre
bet-on-perfect_pair = sur la Paire parfaite
bet-on-perfect_pair_250 = sur la Paire parfaite (250 pour deux)
bet-on-dragon_bonus_punto = sur le Dragon Bonus sur Punto
bet-on-dragon_bonus_banco = sur le Dragon Bonus sur Banco
bet-on-dragon_7 = sur le Dragon 7
bet-on-panda_8 = sur le Panda 8
bet-on-big = sur le Big
bet-on-small = sur le Small
bet-on-lucky_6 = sur le Lucky 6
bet-on-egalite = sur l'{ $bet }
bet-on-natural = sur l'{ $bet }
bet-on-custom = sur le pari « { $bet } »

## Événements

ev-any = tout coup
ev-punto-wins = Punto gagne
ev-banco-wins = Banco gagne
ev-tie = Égalité
ev-total = total de { $side } { $values }
ev-side-cards = { $side } en { $values } { $n ->
    [one] carte
   *[other] cartes
}
ev-cards-dealt = { $values } { $n ->
    [one] carte donnée
   *[other] cartes données
}
ev-margin = écart { $values }
ev-natural = sur un abattage
ev-natural-not = pas sur un abattage
ev-side-natural = abattage de { $side }
ev-side-natural-not = { $side } sans abattage
ev-side-pair = paire de { $side }
ev-side-pair-not = pas de paire de { $side }
ev-side-perfect-pair = paire parfaite de { $side }
ev-side-perfect-pair-not = pas de paire parfaite de { $side }
list-or = { $rest } ou { $last }

## 2. Méthode

h-method = 2. Méthode
method-text = Énumération exhaustive : chaque coup que le sabot peut donner est parcouru, chaque carte pondérée par le nombre de cartes de sa valeur qui restent, et chaque issue est comptée en nombre de suites ordonnées de six cartes (un coup qui utilise moins de six cartes est pondéré par les façons de tirer les cartes qui le suivraient), selon la convention des analyses exactes publiées. Tous les comptes sont des entiers exacts et toutes les probabilités des fractions exactes ; les décimales ne sont arrondies que pour la lecture. Il n'y a ni échantillonnage ni simulation. Avec N = { $cards } cartes, le total est N(N-1)(N-2)(N-3)(N-4)(N-5) = { $product } = { $sequences } suites.

## 3. Tables de retour

h-returns = 3. Tables de retour
returns-intro = Pour chaque pari : chaque ligne de paiement dans l'ordre où elle est vérifiée (la première ligne qui correspond décide), puis la ligne perdante. Les combinaisons sont des suites ordonnées de six cartes ; probabilité = combinaisons / total ; retour = probabilité × paiement. Le retour de la ligne du total est l'espérance par unité misée, c'est-à-dire l'opposé de l'avantage de la maison.
bet-heading = { $bet }, paie { $pays }
not-priceable = Non calculable pour ce sabot : { $reason }.
col-event = Événement
col-combinations = Combinaisons
col-probability = Probabilité
col-return = Retour
row-lose = tout autre coup
row-total = Total
sheet-summary = { $bet }, synthèse
col-measure = Mesure
m-house-edge = Avantage de la maison
m-rtp = Retour au joueur
m-hit = Fréquence de gain
m-push = Probabilité de coup nul
m-variance = Variance
m-edge-per-resolved = Avantage hors coups nuls
m-element-of-risk = Élément de risque
m-sd = Écart type
m-sd-exact = √variance
m-volatility = Indice de volatilité ({ $p })
m-volatility-exact = { $z } × σ
m-house-win = Gain de la maison, intervalle à { $p }, { $coups } coups
m-range = de { $low } à { $high }
m-normal = approx. normale

## 4. Avantage de la maison selon le nombre de jeux

h-edges = 4. Avantage de la maison selon le nombre de jeux
edges-intro = Les mêmes règles et paris pour des sabots complets de 1 à 8 jeux, chacun énuméré exactement ; avantage de la maison en pourcentage de la mise.
sheet-edges = Avantage selon les jeux

## 5. Distributions

h-distributions = 5. Distributions
outcomes-intro = Issue du coup :
sheet-outcomes = Issues
col-outcome = Issue
totals-intro = Total final de Punto (lignes) contre total final de Banco de { $from } à { $to } (colonnes), en suites ; les totaux égaux donnent l'Égalité :
sheet-totals = Totaux finals, Banco { $from }–{ $to }
cards-intro = Cartes données dans le coup :
sheet-cards = Cartes données
col-cards-dealt = Cartes données

## 6. Vérification

h-verification = 6. Vérification
checks-intro = Contrôles effectués par ce calcul sur ses propres nombres exacts :
sheet-checks = Contrôles
col-check = Contrôle
col-result = Résultat
col-values = Valeurs
check-pass = réussi
check-fail = ÉCHEC
check-total-weight = Le poids total de tous les coups est égal à N(N-1)(N-2)(N-3)(N-4)(N-5)
check-totals-sum = La distribution des totaux finals (10 × 10) a pour somme le total
check-cards-sum = La distribution des cartes données a pour somme le total
check-bet-sums = { $bet } : les combinaisons ont pour somme le total ; P(gain) + P(nul) + P(perte) = 1
published-none = Valeurs publiées : aucune n'est connue pour ces règles et ce sabot, aucune n'est donc comparée.
published-intro = Valeurs publiées pour ces règles et ce sabot, comparées à ce calcul (comptes au chiffre près, pourcentages arrondis comme dans la source) :
sheet-published = Valeurs publiées
col-figure = Valeur
col-published = Publiée
col-this-run = Ce calcul
col-match = Accord
col-source = Source
published-match = concorde
published-mismatch = DISCORDANCE
figure-total = Toutes les suites
figure-count = { $event } : suites
figure-house-edge = { $bet } : avantage de la maison
figure-sd = { $bet } : écart type
figure-probability = { $event } : probabilité

## 7. Reproductibilité

h-reproducibility = 7. Reproductibilité
reproducibility-intro = Ce rapport a été calculé par la commande ci-dessous ; les options qui choisissent le format et le fichier de sortie ne choisissent que la façon dont il est écrit, pas ce qu'il dit.
reproducibility-digest = SHA-256 des résultats JSON (ce que la commande écrit quand on lui demande du JSON) : { $sha }
reproducibility-verify = Pour vérifier, exécuter ce qui suit et comparer l'empreinte :

## 8. Fuites d'information (seulement sur demande)

h-leaks = 8. Fuites d'information
leaks-intro = Ce que gagne un joueur par coup en voyant, avant de miser, ce qu'une procédure de distribution peut laisser voir. Dans chaque cas, le joueur mise sur le Punto, sur le Banco ou sur l'Égalité, celui des trois paris dont l'espérance exacte est la plus haute compte tenu de ce qu'il a vu, ou s'abstient quand toute espérance est négative. L'avantage est le gain espéré du joueur par coup et par unité misée ; les coups où il s'abstient comptent pour 0. Les cartes triées ne se lisent que par leur groupe : les 7, les 8 et les 9 contre toutes les autres valeurs.
sheet-leaks = Fuites d'information
col-leak = Ce que voit le joueur
col-leak-edge = Avantage par coup
col-coups-bet = Coups misés
leak-flash-1 = La première carte de Punto, montrée par le croupier
leak-flash-2 = La première carte de Banco, montrée par le croupier
leak-flash-3 = La deuxième carte de Punto, montrée par le croupier
leak-flash-4 = La deuxième carte de Banco, montrée par le croupier
leak-flash-5 = La cinquième carte en haut du sabot, montrée par le croupier
leak-flash-6 = La sixième carte en haut du sabot, montrée par le croupier
leak-sorted-first = Le groupe de la première carte de Punto, lu sur son dos (cartes orientées selon leur bord)
leak-sorted-four = Les groupes des quatre premières cartes, posées face cachée avant la fin des mises
leaks-defences = Une procédure supprime ces fuites en clôturant les mises avant qu'aucune carte ne puisse être vue, en retournant les cartes à chaque battage pour qu'aucun dos ne se lise, et en n'utilisant chaque sabot qu'une fois.

## Le pied de page du PDF

footer-page = page { $page } sur { $pages }
footer-results = SHA-256 des résultats JSON : { $sha }

## Shared

# A source that cites another (reference.json: "… (citing Thorp)").
source-citing = { $source } (citant { $who })
# Between the items of a list whose items hold commas (a check's values, a rule set's differences).
list-semicolon = { "\u202F; " }

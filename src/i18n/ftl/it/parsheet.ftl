### I messaggi del par sheet, in italiano (un messaggio per riga). Punto, Banco ed
### Égalité sono i nomi propri del gioco e non si traducono.

## Il glossario: una parola per concetto (docs/languages.md).
-shoe = sabot
-p-value = valore p
-house-edge = { $cap ->
    [yes] Vantaggio della casa
   *[no] vantaggio della casa
}
-push = restituita
-draws = permutazioni
-revision = revisione
-bet = puntata
-stake = posta

## Titolo e identificazione

title = Scheda delle probabilità: { $game }, regole { $rules }, { $shoe }
sheet-identification = Identificazione
col-item = Voce
col-value = Valore
id-game = Gioco
id-rules = Regole
id-shoe = Sabot
id-tool = Programma
id-binary = SHA-256 del binario
id-results = SHA-256 dei risultati JSON
rule-set = { $name }: { $description }
tool-line = { $tool } { $version } ({ -revision } { $commit })
shoe-decks = { $decks } { $decks ->
    [one] mazzo
   *[other] mazzi
} ({ $cards } carte)
shoe-removed = { $decks } { $decks ->
    [one] mazzo
   *[other] mazzi
} meno le carte { $removed } ({ $cards } carte)
shoe-explicit = sabot esplicito di { $cards } carte: { $spec }
decks = { $decks } { $decks ->
    [one] mazzo
   *[other] mazzi
}
cards = { $cards } { $cards ->
    [one] carta
   *[other] carte
}

## Le regole predefinite

preset-standard = Punto Banco come nei regolamenti di un casinò francese (003) e di un casinò russo (004): il Punto tira con 0-5, il tableau del regolamento francese, Banco 19:20, Égalité 8:1
preset-midi = Midi Punto Banco come nel regolamento di un casinò italiano (000): il Punto tira con 0-4, sta con 5-7; Banco 19:20, Égalité 8:1
preset-midi-note-0 = Il regolamento del casinò italiano (000) si interrompe prima delle regole del Banco; si assume il tableau standard del regolamento del casinò francese (003).
preset-tie-9 = Regole standard con l'Égalité pagata 9:1
preset-commission-4 = Regole standard con una commissione del 4% sulle vincite del Banco (0,96:1)
preset-ez = EZ Baccarat: nessuna commissione; una vincita del Banco con un 7 di tre carte ha la puntata restituita (Wizard of Odds, "EZ Baccarat")
preset-super-6 = Super 6: nessuna commissione; una vincita del Banco con 6 paga 1:2 (E. Jacobson, Super Six)
preset-gold = Baccarat Gold: quando il Punto tira, il Banco tira con 0-3, con 4-5 solo se la terza carta del Punto è 3-7, mai con 6-7 (Wizard of Odds, "Baccarat Gold")

## Rilievi

h-findings = Rilievi
findings-none = Nessuno: nessuna puntata favorisce il giocatore né supera il tetto di { -house-edge } fissato, nessuna puntata è esclusa e le regole non sono una copia modificata di una regola predefinita.
finding-player-edge = La puntata { $bet } favorisce il giocatore: { -house-edge } { $edge }.
finding-above-max-edge = La puntata { $bet } ha un { -house-edge } di { $edge }, oltre { ARTICLE($max) ->
    [l] l'{ $max }
    [lo] lo { $max }
   *[il] il { $max }
} consentito.
finding-differs-from-preset = Le regole si chiamano "{ $preset }" ma non sono quella regola predefinita: { $differences }.
finding-difference = { $field } vale `{ $actual }` (predefinita: `{ $preset }`)
finding-left-out = La puntata { $bet } è esclusa: { $reason }.
reason-no-suits = i semi delle carte del sabot non sono noti (un sabot dato per conteggi di valori, o carte tolte senza seme); per calcolare le coppie perfette ogni carta tolta va data con il suo seme (per esempio Kh)
field-naturals = i naturali
field-punto-draws = i totali con cui il Punto tira
field-banco-tableau = la riga { $total } del tableau del Banco
field-punto-pays = il pagamento del Punto
field-banco-commission = la commissione sul Banco
field-tie-pays = il pagamento dell'Égalité
field-tie-pushes = se le puntate sul Punto e sul Banco sono restituite in caso di Égalité
field-punto-special = i pagamenti speciali del Punto
field-banco-special = i pagamenti speciali del Banco

## 1. Regole

h-rules = 1. Regole
rules-card-values = Valore delle carte: asso 1, dal 2 al 9 il valore nominale, 10, J, Q, K zero; una mano conta il totale modulo 10. Le carte si danno Punto, Banco, Punto, Banco.
rules-naturals = Naturali: un totale di due carte di { $totals } in una delle due mani è un naturale; nessuna mano tira.
rules-punto = Regola del Punto: il Punto tira una terza carta con { $draws }; sta con { $stands }.
rules-banco = Regola del Banco: secondo il tableau qui sotto (T = tire, tira; R = reste, sta), per totale del Banco e valore della terza carta del Punto; l'ultima colonna vale quando il Punto sta con due carte (il "Refus" del regolamento).
rules-winner = Vince il totale finale più alto; totali uguali sono un'Égalité (pareggio).
tableau-intro = Tableau del Banco (colonne: valore della terza carta del Punto):
sheet-tableau = Tableau del Banco
col-banco-total = Totale del Banco
col-punto-stood = Punto sta
payouts-intro = Pagamenti (netti, per 1 unità puntata):
sheet-payouts = Pagamenti
col-bet = Puntata
col-pays = Paga
col-exact = Esatto
banco-commission = Banco (commissione { $commission })
tie-pushes = Pareggio: in caso di Égalité le puntate sul Punto e sul Banco sono restituite.
tie-loses = Pareggio: in caso di Égalité le puntate sul Punto e sul Banco perdono.
special-none = Pagamenti speciali: nessuno.
special-pay = Pagamento speciale del { $side }: { $pays ->
    [restituita] { $event }: la puntata è { -push }
   *[other] { $event } paga { $pays }
} (controllato prima del pagamento ordinario).
assumption = Ipotesi: { CLAUSE($note) }
pays-push = { -push }
pays-loses = perde
pays-range = da { $low } a { $high }
pays-push-only = solo la puntata { -push }

## Puntate

bet-punto = Punto
bet-banco = Banco
bet-tie = Égalité (pareggio)
bet-punto_pair = Coppia del Punto
bet-banco_pair = Coppia del Banco
bet-either_pair = Coppia qualsiasi
bet-perfect_pair = Coppia perfetta
bet-perfect_pair_250 = Coppia perfetta (250 con due coppie)
bet-dragon_bonus_punto = Dragon Bonus sul Punto
bet-dragon_bonus_banco = Dragon Bonus sul Banco
bet-dragon_7 = Dragon 7
bet-panda_8 = Panda 8
bet-big = Big
bet-small = Small
bet-lucky_6 = Lucky 6
bet-egalite-on = Égalité con { $total }
bet-natural = Naturale { $total } del { $side }

## Una puntata dopo « su »: la preposizione articolata (sul Punto, sull'Égalité, sulla
## Coppia del Punto, sullo Small); una puntata di un file di puntate è citata tra virgolette.

bet-on-punto = sul Punto
bet-on-banco = sul Banco
bet-on-tie = sull'Égalité (pareggio)
bet-on-punto_pair = sulla Coppia del Punto
bet-on-banco_pair = sulla Coppia del Banco
bet-on-either_pair = sulla Coppia qualsiasi
bet-on-perfect_pair = sulla Coppia perfetta
bet-on-perfect_pair_250 = sulla Coppia perfetta (250 con due coppie)
bet-on-dragon_bonus_punto = sul Dragon Bonus sul Punto
bet-on-dragon_bonus_banco = sul Dragon Bonus sul Banco
bet-on-dragon_7 = sul Dragon 7
bet-on-panda_8 = sul Panda 8
bet-on-big = sul Big
bet-on-small = sullo Small
bet-on-lucky_6 = sul Lucky 6
bet-on-egalite = sull'{ $bet }
bet-on-natural = sul { $bet }
bet-on-custom = sulla puntata «{ $bet }»

## Eventi

ev-any = qualsiasi colpo
ev-punto-wins = vince il Punto
ev-banco-wins = vince il Banco
ev-tie = Égalité (pareggio)
ev-total = totale del { $side } { $values }
ev-side-cards = { $side } con { $values } { $n ->
    [one] carta
   *[other] carte
}
ev-cards-dealt = { $values } { $n ->
    [one] carta data
   *[other] carte date
}
ev-margin = scarto { $values }
ev-natural = su un naturale
ev-natural-not = non su un naturale
ev-side-natural = naturale del { $side }
ev-side-natural-not = il { $side } non ha un naturale
ev-side-pair = coppia del { $side }
ev-side-pair-not = nessuna coppia del { $side }
ev-side-perfect-pair = coppia perfetta del { $side }
ev-side-perfect-pair-not = nessuna coppia perfetta del { $side }
list-or = { $rest } o { $last }

## 2. Metodo

h-method = 2. Metodo
method-text = Enumerazione esaustiva: si percorre ogni colpo che il sabot può dare, ogni carta pesata per il numero di carte del suo valore rimaste, e ogni esito è contato come numero di sequenze ordinate di sei carte (un colpo che usa meno di sei carte è pesato per i modi di estrarre le carte che lo seguirebbero), la convenzione delle analisi esatte pubblicate. Tutti i conteggi sono interi esatti e tutte le probabilità frazioni esatte; i decimali sono arrotondati solo per la lettura. Non c'è campionamento né simulazione. Con N = { $cards } carte il totale è N(N-1)(N-2)(N-3)(N-4)(N-5) = { $product } = { $sequences } sequenze.

## 3. Tabelle di ritorno

h-returns = 3. Tabelle di ritorno
returns-intro = Per ogni puntata: ogni riga di pagamento nell'ordine in cui è controllata (decide la prima riga che corrisponde), poi la riga perdente. Le combinazioni sono sequenze ordinate di sei carte; probabilità = combinazioni / totale; ritorno = probabilità × pagamento. Il ritorno della riga del totale è il valore atteso per unità puntata, cioè il { -house-edge } cambiato di segno.
bet-heading = { $bet }, paga { $pays }
not-priceable = Non calcolabile per questo sabot: { $reason }.
col-event = Evento
col-combinations = Combinazioni
col-probability = Probabilità
col-return = Ritorno
row-lose = qualsiasi altro colpo
row-total = Totale
sheet-summary = { $bet }, riepilogo
col-measure = Misura
m-house-edge = { -house-edge(cap: "yes") }
m-rtp = Ritorno al giocatore
m-hit = Frequenza di vincita
m-push = Probabilità di restituzione
m-variance = Varianza
m-edge-per-resolved = Vantaggio per puntata non { -push }
m-element-of-risk = Elemento di rischio
m-sd = Deviazione standard
m-sd-exact = √varianza
m-volatility = Indice di volatilità ({ $p })
m-volatility-exact = { $z } × σ
m-house-win = Vincita della casa, intervallo { ARTICLE($p) ->
    [l] all'{ $p }
    [lo] allo { $p }
   *[il] al { $p }
}, { $coups } { $coups ->
    [one] colpo
   *[other] colpi
}
m-range = da { $low } a { $high }
m-normal = approssimazione normale

## 4. { -house-edge(cap: "yes") } per numero di mazzi

h-edges = 4. { -house-edge(cap: "yes") } per numero di mazzi
edges-intro = Le stesse regole e puntate per sabot completi da 1 a 8 mazzi, ciascuno enumerato esattamente; { -house-edge } in percentuale della puntata.
sheet-edges = Vantaggio per mazzi

## 5. Distribuzioni

h-distributions = 5. Distribuzioni
outcomes-intro = Esito del colpo:
sheet-outcomes = Esiti
col-outcome = Esito
totals-intro = Totale finale del Punto (righe) contro totale finale del Banco da { $from } a { $to } (colonne), in sequenze; i totali uguali sono l'Égalité:
sheet-totals = Totali finali, Banco { $from }-{ $to }
cards-intro = Carte date nel colpo:
sheet-cards = Carte date
col-cards-dealt = Carte date

## 6. Verifica

h-verification = 6. Verifica
checks-intro = Controlli eseguiti da questa esecuzione sui propri numeri esatti:
sheet-checks = Controlli
col-check = Controllo
col-result = Esito
col-values = Valori
check-pass = superato
check-fail = FALLITO
check-total-weight = Il peso totale di tutti i colpi è uguale a N(N-1)(N-2)(N-3)(N-4)(N-5)
check-totals-sum = La distribuzione dei totali finali (10x10) somma al totale
check-cards-sum = La distribuzione delle carte date somma al totale
check-bet-sums = { $bet }: le combinazioni sommano al totale; P(vincita) + P(restituzione) + P(perdita) = 1
published-none = Valori pubblicati: nessuno è noto per queste regole e questo sabot, quindi nessuno è confrontato.
published-intro = Valori pubblicati per queste regole e questo sabot, confrontati con questa esecuzione (conteggi fino all'ultima cifra, percentuali come arrotondate dalla fonte):
sheet-published = Valori pubblicati
col-figure = Valore
col-published = Pubblicato
col-this-run = Questa esecuzione
col-match = Accordo
col-source = Fonte
published-match = concorda
published-mismatch = NON CONCORDA
figure-total = Tutte le sequenze
figure-count = { $event }: sequenze
figure-house-edge = { $bet }: { -house-edge }
figure-sd = { $bet }: deviazione standard
figure-probability = { $event }: probabilità

## 7. Riproducibilità

h-reproducibility = 7. Riproducibilità
reproducibility-intro = Questo rapporto è stato calcolato dal comando qui sotto; le opzioni che scelgono il formato e il file di uscita scelgono solo come è scritto, non che cosa dice.
reproducibility-digest = SHA-256 dei risultati JSON (ciò che il comando scrive quando gli si chiede il JSON): { $sha }
reproducibility-verify = Per verificare, eseguire quanto segue e confrontare l'impronta:

## 8. Fughe di informazione (solo a richiesta)

h-leaks = 8. Fughe di informazione
leaks-intro = Quanto guadagna un giocatore per colpo vedendo, prima di puntare, ciò che una procedura di distribuzione può lasciar vedere. In ogni caso il giocatore punta sul Punto, sul Banco o sull'Égalité, quella delle tre puntate che ha il valore atteso esatto più alto dato ciò che ha visto, oppure resta fuori quando ogni valore atteso è negativo. Il vantaggio è il guadagno atteso del giocatore per colpo e per unità puntata; i colpi saltati contano 0. Le carte orientate si leggono solo per il loro gruppo: i 7, gli 8 e i 9 contro ogni altro valore.
sheet-leaks = Fughe di informazione
col-leak = Ciò che il giocatore vede
col-leak-edge = Vantaggio per colpo
col-coups-bet = Colpi giocati
leak-flash-1 = La prima carta del Punto, mostrata dal croupier
leak-flash-2 = La prima carta del Banco, mostrata dal croupier
leak-flash-3 = La seconda carta del Punto, mostrata dal croupier
leak-flash-4 = La seconda carta del Banco, mostrata dal croupier
leak-flash-5 = La quinta carta dalla cima del sabot, mostrata dal croupier
leak-flash-6 = La sesta carta dalla cima del sabot, mostrata dal croupier
leak-sorted-first = Il gruppo della prima carta del Punto, letto dal dorso (carte orientate per il bordo)
leak-sorted-four = Il gruppo di ciascuna delle prime quattro carte, posate coperte prima della chiusura delle puntate
leaks-defences = Una procedura elimina queste fughe chiudendo le puntate prima che una carta possa essere vista, girando le carte a ogni mescolata perché nessun dorso si possa leggere, e usando ogni sabot una sola volta.

## Il piè di pagina del PDF

footer-page = pagina { $page } di { $pages }
footer-results = SHA-256 dei risultati JSON: { $sha }

## Shared

# A source that cites another (reference.json: "… (citing Thorp)").
source-citing = { $source } (che cita { $who })
# Between the items of a list whose items hold commas (a check's values, a rule set's differences).
list-semicolon = { "; " }

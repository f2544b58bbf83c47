### I messaggi delle tabelle dei comandi (odds, ev e il colpo in corso, eor, compare,
### rules, bets, simulate, solve, leak), in italiano. Punto, Banco ed Égalité sono i nomi
### propri del gioco e non si traducono; una puntata si nomina, mai con il suo id.

## Parole comuni

t-col-bet = puntata
t-col-id = id
t-col-pays = paga
t-col-ev = VA
t-col-ev-percent = VA %
t-col-ev-exact = VA esatto
t-col-plus-ev = +VA
t-col-house-edge = { -house-edge }
t-col-sd = DS
t-col-outcome = esito
t-col-count = sequenze
t-col-probability = probabilità
t-col-exact = esatto
t-col-cards = carte
t-col-rules = regole
t-col-value = valore
t-col-edge = vantaggio
t-col-exact-edge = vantaggio esatto
t-col-coups-bet = colpi giocati
t-col-name = nome
t-col-description = descrizione
t-col-notes = note
t-bets = Puntate
t-plus-ev = +VA
t-not-priceable = non calcolabile
t-none = nessuno
# No bet made (a bet is feminine in Italian: nessuna puntata).
t-bet-none = nessuna
t-bet-ref = { $name }
t-positive-ev = Valore atteso positivo (+VA): { $bets }.
t-bet-not-priceable = { $bet } non calcolabile: { $reason }.
t-name-reason = { $name }: { $reason }
t-rules-note = { $rules }: { CLAUSE($note) }
t-line-pays = { $event }: paga { $pays }
t-line-push = { $event }: puntata { -push }

## odds

t-odds-outcomes = Esiti: { $cards } { $cards ->
    [one] carta
   *[other] carte
}, regole { $rules } ({ $sequences } sequenze ordinate di sei carte)
t-odds-totals = Totali finali: Punto (righe) contro Banco (colonne), in sequenze
t-odds-cards = Carte date

## ev e il colpo in corso

t-ev-title = Valore atteso per unità puntata sul prossimo colpo: { $cards } { $cards ->
    [one] carta rimasta
   *[other] carte rimaste
}, regole { $rules }
t-ev-none-positive = Nessuna puntata ha valore atteso positivo su questo sabot.
t-coup-title = Colpo in corso: Punto { $punto }, Banco { $banco } ({ $cards } { $cards ->
    [one] carta rimasta
   *[other] carte rimaste
}, regole { $rules })
t-col-p-win = P(vincita)
t-col-state = stato
t-state-decided = decisa
t-state-open = aperta
t-coup-closed = Le puntate sono chiuse mentre un colpo è in corso: queste sono le probabilità delle puntate già effettuate, sul colpo così come è stato distribuito, non puntate ancora possibili.

## compare

t-compare-outcomes = Esiti per regole: { $cards } { $cards ->
    [one] carta
   *[other] carte
}
t-compare-edges = { -house-edge(cap: "yes") } per regole (Δ: differenza rispetto a { $baseline }, in punti percentuali)
t-compare-edge = vantaggio { $rules }
t-compare-delta = Δ { $rules }
t-positive-ev-under = Valore atteso positivo (+VA) con le regole { $rules }: { $bets }.

## eor

t-eor-one = Effetto della rimozione di una carta: variazione del VA in % di una puntata unitaria ({ $cards } { $cards ->
    [one] carta
   *[other] carte
}, regole { $rules })
t-eor-exact = Effetto della rimozione di una carta, esatto
t-eor-depth = Effetto della rimozione di k carte di un valore: variazione del VA in % di una puntata unitaria
t-eor-tags = Pesi di conteggio per valore e loro correlazione con gli effetti di rimozione di ogni puntata
t-eor-dash = - : nessuna carta di questo valore rimasta (non si può togliere), o la puntata non è calcolabile
t-col-k = k
t-col-linear = max |esatto - k x EOR| %
t-col-tags = pesi
t-col-imbalance = squilibrio
t-col-correlation = correlazione
t-col-bet-above = punta sopra tc
t-eor-derived = derivati
t-eor-derived-max = derivati (max { $max })
t-eor-yours = dati da te
t-eor-imbalance-note = squilibrio: conteggio corrente dopo l'intero sabot (0 = bilanciato)
t-eor-above-note = punta sopra tc: il conteggio vero (conteggio corrente per 52 carte non viste) oltre il quale la puntata ha VA positivo secondo il modello lineare degli effetti di rimozione (docs/eor.md); - per pesi non bilanciati o che non seguono la puntata.

## bets

t-bets-listing = Puntate e tabelle di pagamento (regole { $rules }; decide la prima riga che corrisponde)
t-col-line = riga
t-col-when = quando
t-bets-else = qualsiasi altro colpo

## rules

t-presets-title = Regole predefinite (il comando `punto-banco rules NOME` ne mostra una)
t-punto-title = Regole { $rules }. Il Punto tira (T) con { $draws }, sta (R) con { $stands }; N = naturale
t-col-two-card-total = totale di due carte
t-never = mai
t-tableau-title = Tableau del Banco: totale di due carte del Banco (righe) contro il valore della terza carta del Punto (colonne); T = tire (tira), R = reste (sta), N = naturale
t-refus-note = Refus: il Punto sta con due carte (nessuna terza carta).
t-settlement-title = Pagamenti e regolamento
t-col-rule = regola
t-rule-set = regole
t-rule-naturals = naturali
t-naturals-value = { $totals } con le prime due carte: entrambe le mani stanno
t-rule-punto-draws = il Punto tira con
t-rule-punto-stands = il Punto sta con
t-rule-punto-pays = il Punto paga
t-rule-banco-pays = il Banco paga
t-banco-pays-no-commission = { $pays } (nessuna commissione)
t-banco-pays-commission = { $pays } (commissione { $commission })
t-rule-banco-commission = commissione sul Banco
t-commission-value = { $percent } ({ $exact })
t-rule-tie-pays = l'Égalité paga
t-rule-on-tie = in caso di Égalité, le puntate sul Punto e sul Banco
t-on-tie-push = sono restituite
t-on-tie-lose = perdono
t-rule-special = pagamento speciale del { $side }
t-rule-special-none = pagamenti speciali
t-rule-note = nota

## simulate e merge

t-sim-inputs = Dati della simulazione
t-col-input = dato
t-in-seed = seme del generatore
t-in-shoes = sabot
t-shoes-value = { $shoes } (primo sabot { $first })
t-in-decks = mazzi
t-in-procedure = procedura
t-procedure-value = { $name }: carta di taglio a { $cut } { $cut ->
    [one] carta
   *[other] carte
} dalla fine, bruciatura: { $burn }, ultimo colpo: { $last }
t-burn-none = nessuna
t-burn-one = una carta
t-burn-sheet-003 = tante carte quanto vale la prima (regolamento francese 003)
t-last-cut-card = quello in corso quando esce la carta di taglio
t-last-before-cut = l'ultimo iniziato prima della carta di taglio
t-in-bets = puntate
t-in-counts = conteggi
t-in-staking = puntate in denaro
t-staking-none = nessuna (un'unità per puntata)
t-staking-value = capitale { $bankroll }, massimo del tavolo { $max } (Égalité { $tie })
t-in-generator = generatore
t-in-coups = colpi
t-coups-value = { $coups } ({ $per } per sabot)
t-count-decks = { $count } (mazzi: { $decks })
t-est-half-deck = al mezzo mazzo
t-est-deck = al mazzo più vicino
t-est-deck-up = mazzi per eccesso
t-est-deck-down = mazzi per difetto
t-sim-exact = Gioco esatto: un'unità ogni volta che il VA è positivo (vincite per sabot)
t-col-ev-positive = VA > 0
t-col-mean-edge-positive = vantaggio medio se > 0
t-col-bets-per-shoe = puntate/sabot
t-col-expected = atteso
t-col-expected-se = atteso ± err. std.
t-col-realised = realizzato
t-col-realised-se = realizzato ± err. std.
t-col-staked = puntato
t-col-count-play = conteggio
t-sim-count = Gioco col conteggio: un'unità ogni volta che scatta la soglia (vincite per sabot)
t-sim-exact-staked = Gioco esatto, in denaro (denaro per sabot)
t-sim-count-staked = Gioco col conteggio, in denaro (denaro per sabot)
t-sim-pricing = Calcolo contro distribuzione: media di (risultato − VA esatto) per colpo
t-col-mean = media
t-col-se = ± err. std.
t-col-z = z
t-col-first-ev = VA del primo colpo
t-sim-unseen = Per numero di carte non viste
t-col-unseen = non viste
t-col-coups = colpi
t-col-mean-ev = VA medio

## solve

t-solve-title = { $bet }, riga { $line }: { $event }
t-col-pay = Pagamento
t-col-exact-edge-cap = Vantaggio esatto
t-pay-solved = risolto
t-pay-rounded-down = arrotondato per difetto
t-pay-rounded-up = arrotondato per eccesso
t-pay-as-written = come scritto
t-solve-no-pay = Nessun pagamento dà un { -house-edge } di { $target }: { $reason }.
t-solve-reason-push = anche con la puntata restituita, la riga { $line } lascia al banco { $edge }, meno { ARTICLE($target) ->
    [l] dell'{ $target }
    [lo] dello { $target }
   *[il] del { $target }
} richiesto; un pagamento non può essere negativo
t-solve-reason-never = la riga { $line } non decide mai la puntata con questo sabot (una riga precedente corrisponde sempre prima, o l'evento non può accadere), quindi il suo pagamento non cambia nulla
t-solve-formula-of = vantaggio(p) = { $push } − { $slope } × p
t-solve-formula = Il vantaggio è lineare nel pagamento p di questa riga: { $formula } (esatto; decide la prima riga che corrisponde, quindi p cambia quanto paga la riga, mai quali colpi decide).

## leak

t-leak-position-1 = la prima carta del Punto
t-leak-position-2 = la prima carta del Banco
t-leak-position-3 = la seconda carta del Punto
t-leak-position-4 = la seconda carta del Banco
t-leak-position-5 = la quinta carta
t-leak-position-6 = la sesta carta
t-leak-seen = { $position } ({ $card })
t-leak-by-rank = il suo valore
t-leak-by-group = il suo gruppo nell'ordinamento { $sort }
t-leak-title = Fuga di informazione: si vede ciò che sta in posizione { $seen }; ogni carta è letta per { $how } ({ $cards } { $cards ->
    [one] carta
   *[other] carte
}, regole { $rules })
t-col-figure = grandezza
t-leak-edge = vantaggio per colpo
t-leak-edge-unseen = vantaggio senza vedere nulla
t-leak-sits-out = resta fuori
t-leak-published = Valore pubblicato per questo caso: { $value } ({ $source }).
t-leak-sit-out = In ogni stato il giocatore fa la puntata con il VA più alto, o resta fuori quando ogni VA è negativo; i colpi saltati contano 0.
t-leak-no-sit-out = In ogni stato il giocatore fa la puntata con il VA più alto; si punta su ogni colpo.
t-leak-exposure = Esposizione: { CLAUSE($what) }.
t-leak-sorts = Ordinamenti: i migliori ordinamenti in due gruppi nelle posizioni viste
t-col-rank = posto
t-col-sort = ordinamento
t-leak-seen-at = vista in posizione { $position }
t-leak-ev-of = VA { $bet }
t-leak-states = Stati: ciò che si è visto, la sua probabilità, la puntata scelta e il VA di ogni puntata
t-leak-bets = Puntate: quanto spesso si sceglie ogni puntata e il vantaggio che apporta

## Le note proprie della riga di comando

cli-bets-groups = Gruppi di puntate (l'opzione `--bets`): `main` (Punto, Banco, Égalité), `side` (ogni altra puntata predefinita), `all`.
cli-eor-how-often = {" "}Quanto spesso un sabot ci arriva: `punto-banco simulate --tags 'ID=TAGS@tc>=X'` (puntate col conteggio per sabot)

## track: la riga sopra ogni tabella

t-track-seen = carte viste
t-track-coups = colpi distribuiti
t-track-no-coup = ancora nessun colpo
t-track-last = ultimo colpo Punto { $punto } ({ $pt }) Banco { $banco } ({ $bt }): { $winner ->
    [punto] vince il Punto
    [banco] vince il Banco
   *[tie] Égalité
}
t-track-in-play = colpo in corso: Punto { $punto } | Banco { $banco }
t-track-status = [{ $mode }] { $coup }; { $left ->
    [one] { $left } carta rimasta
   *[other] { $left } carte rimaste
}, { $out } { $out ->
    [one] uscita
   *[other] uscite
} ({ $burned } { $burned ->
    [one] bruciata
   *[other] bruciate
}), { $coups ->
    [one] { $coups } colpo
   *[other] { $coups } colpi
}

## track: perché una riga non si può applicare (`errore: riga N: ...` sullo standard error)
## e l'ultima riga di una sessione con righe errate. I comandi (coup, seen, punto, banco,
## burn, new, undo, redo, load, save) e i simboli delle carte (A, 2-9, 10 o T, J, Q, K;
## semi s, h, d, c) sono ciò che l'utente digita: restano come sono in ogni lingua.

t-track-err-line = errore: riga { $line }: { $message }
t-track-err-end = errore: { $message }
t-track-err-summary = { $n ->
    [1] non è stato possibile applicare la riga { $first }
   *[other] non è stato possibile applicare { $bad } righe; la prima è la riga { $first }
}
t-track-err-not-card = "{ $word }" non è né una carta (A, 2-9, 10 o T, J, Q, K, con il seme facoltativo s, h, d o c) né un comando (coup, seen, punto, banco, burn, new, undo, redo); carte e comandi si digitano esattamente così
t-track-err-unknown-card = "{ $card }" non è una carta: una carta si digita A, 2-9, 10 o T, J, Q, K, con il seme facoltativo s, h, d o c
t-track-err-needs-cards = dopo "{ $word }" servono delle carte, per esempio "{ $command } K"
t-track-err-takes-nothing = "{ $word }" si digita da solo, ma la riga continua con "{ $got }"
t-track-err-empty = la riga è vuota; digitare delle carte o un comando
t-track-err-not-in-shoe = impossibile togliere una carta { $rank }: nel { -shoe } non ne resta nessuna
t-track-err-not-in-shoe-suited = impossibile togliere la carta { $card }: nel { -shoe } non c'è più
t-track-err-shoe-too-small = nel { -shoe } { $left ->
    [one] resta { $left } carta
   *[other] restano { $left } carte
}; per finire un colpo ne servono almeno 6
t-track-err-in-coup-burn = è in corso un colpo (Punto { $punto }, Banco { $banco }): le carte si bruciano solo tra un colpo e l'altro; finire il colpo o annullare la riga con "undo"
t-track-err-in-coup-seen = è in corso un colpo (Punto { $punto }, Banco { $banco }): "seen" si usa solo tra un colpo e l'altro; finire il colpo o annullare la riga con "undo"
t-track-err-out-of-order = { $p ->
    [one] { $p } carta scoperta
   *[other] { $p } carte scoperte
} del Punto e { $b } del Banco: è impossibile, perché le carte si distribuiscono nell'ordine Punto, Banco, Punto, Banco, poi la terza carta del Punto, poi quella del Banco
t-track-err-too-many = una mano ha al massimo 3 carte; qui il Punto ne avrebbe { $p } e il Banco { $b }
t-track-err-punto-stands = il Punto sta con { $total } ({ $cards }), quindi non riceve la terza carta
t-track-err-punto-draws = il Punto tira con { $total } ({ $cards }), quindi la sua terza carta viene prima di quella del Banco
t-track-err-next-hand = la prossima carta del colpo va { $next ->
    [punto] al Punto
   *[banco] al Banco
}, non { $not ->
    [punto] al Punto
   *[banco] al Banco
}
t-track-err-log-full = il registro ha già { $max-grouped } righe, il massimo consentito; iniziare una nuova sessione
t-track-err-nothing-to-undo = non c'è niente da annullare
t-track-err-nothing-to-redo = non c'è niente da ripristinare
t-track-err-too-long = la riga supera { $max-grouped } byte (64 KiB), il massimo consentito per una riga
t-track-err-not-utf8 = la riga non è testo UTF-8 (byte non valido alla posizione { $offset })
t-track-err-load-needs-file = "load" richiede un file: load FILE
t-track-err-save-needs-file = "save" richiede un file: save FILE
t-track-err-save-folder = impossibile salvare in "{ $path }": è una cartella
t-track-err-cannot-read = impossibile leggere il file di sessione "{ $file }": { $reason }

# Charts (--plot)

t-chart-eor-x = valore della carta rimossa
t-chart-eor-y = variazione del VA, % di una puntata unitaria
t-chart-sim-share = Colpi con VA > 0
t-chart-sim-share-y = quota dei colpi (%)
t-chart-sim-edge = Vantaggio medio quando il VA è positivo
t-chart-sim-ev-y = VA (% della { -stake })
t-chart-sim-unseen = carte non viste
t-chart-sim-by-count = VA medio per conteggio vero
t-chart-sim-true-count = conteggio vero
t-chart-count-series = { $bet } — { $count }

### review messages (it). Ids are unique across all files of the language.
### Le tabelle del comando review e il file di revisione (prima il verdetto, poi le prove).

## Tabelle

rv-players-title = Giocatori: tempismo delle puntate rispetto al VA esatto ({ $shoes } sabot, { $coups } { $coups-n ->
    [one] colpo
   *[other] colpi
}, { $decks } { $decks-n ->
    [one] mazzo
   *[other] mazzi
}, regole { $rules }, { $draws } { $draws-n ->
    [one] permutazione
   *[other] permutazioni
}, seme { $seed })
rv-players-note = p: { -p-value } unilaterale, per permutazione, del VA medio ponderato per la posta (i colpi di ciascun giocatore spostati su colpi a caso degli stessi sabot); p Holm: corretto { $tests-n ->
    [one] sull'unica prova
   *[other] sulle { $tests } prove
} (ogni giocatore, e ogni tipo di puntata di un giocatore che ne ha fatti più d'uno: tabella delle puntate); segnalato quando è sotto { $alpha }. È un indizio di tempismo, non la dimostrazione di un'intenzione (docs/review.md).
rv-bets-title = Puntate: ogni tipo di puntata di un giocatore che ne ha fatti più d'uno, verificato a parte
rv-bets-note = Un giocatore che ha fatto un solo tipo di puntata ha una sola prova, nella tabella dei giocatori. p Holm: corretto su tutte le prove dell'indagine, quelle dei giocatori e queste insieme.
rv-counts-title = Conteggi: il conteggio noto che meglio separa i colpi giocati dagli altri
rv-wagers-title = Puntate: il VA esatto di ciascuna al momento in cui è stata piazzata
rv-col-player = giocatore
rv-col-bet = { -bet }
rv-col-coups = colpi
rv-col-wagers = puntate
rv-col-staked = puntato
rv-col-expected = atteso
rv-col-actual = effettivo
rv-col-stake-positive = posta con VA > 0
rv-col-chances-positive = occasioni con VA > 0
rv-col-mean-ev = VA medio %
rv-col-p = p
rv-col-p-error = ± (MC)
rv-col-p-holm = p Holm
rv-col-flagged = segnalato
rv-col-tags = conteggio
rv-col-auc = AUC
rv-col-trigger = soglia (conteggio vero)
rv-col-tpr = colpi giocati alla soglia
rv-col-fpr = altri colpi alla soglia
rv-col-shoe = sabot
rv-col-coup = colpo
rv-col-stake = posta
rv-col-ev-pct = VA %
rv-col-ev-exact = VA esatto
rv-col-result = esito
rv-yes = sì
rv-no = no
rv-trigger = ≥ { $x }
# A bet in a table: its id in English (the tables' data), its name elsewhere.
rv-bet-cell = { $name }
# A counting system in a table: as `--tags` spells it in English, its name elsewhere.
rv-system-cell = { $name }
# A whole number in a title or note: plain digits in English, grouped elsewhere.
rv-whole = { $grouped }
rv-system-jacobson = il conteggio di Jacobson
rv-system-derived = il conteggio di livello { $level } derivato dagli effetti di rimozione

## Il file di revisione

rv-title = Indagine: tempismo di { $wagers } { $wagers ->
    [one] puntata
   *[other] puntate
} rispetto alle probabilità esatte
rv-verdict = { $head }; { $count }; { $p }.
rv-verdict-head = { $player } è segnalato: ha puntato su colpi con VA esatto positivo una quota della posta pari a { $share }, mentre i colpi con VA positivo erano pari a { $chances } delle occasioni nei sabot giocati
rv-verdict-head-bet = { $player } è segnalato per le puntate { $bet-on }: ha puntato su colpi con VA esatto positivo una quota di tutta la sua posta pari a { $share }, mentre i colpi con VA positivo erano pari a { $chances } delle occasioni nei sabot giocati
rv-verdict-count = il conteggio che meglio spiega il tempismo è { $count } { $bet-on }, a partire da un conteggio vero di { $trigger } (AUC { $auc })
rv-verdict-no-count = nessun conteggio noto separa i colpi giocati dagli altri
rv-verdict-p = p = { $p }, p corretto secondo Holm = { $holm }, sotto la soglia di { $alpha }
rv-verdict-luck = { $player } ha vinto più di quanto la fortuna consenta: una vincita di { $won } contro { $expected } attesi date le carte uscite prima di ogni colpo, z = { $z }, p = { $p }, p corretto secondo Holm = { $holm } tra i risultati dei giocatori, sotto la soglia di { $alpha }. Un rilievo sul risultato, distinto dalla scelta dei colpi: non indica alcun conteggio né intenzione.
rv-verdict-none = Nessun giocatore è segnalato alla soglia di { $alpha }: nessun { -p-value } corretto secondo Holm delle { $tests } prove è sotto la soglia (il più piccolo è { $least }).
rv-verdict-too-few = Nessuno poteva essere segnalato: con { $draws } permutazioni e { $tests } prove, nessun { -p-value } corretto secondo Holm può scendere sotto { $tests }/{ $draws1 } = { $floor }, che non è sotto { $alpha }; per segnalare a questa soglia servono almeno { $least } permutazioni.
rv-floor-rule = Che cosa consentono le permutazioni: con D permutazioni nessun { -p-value } è sotto 1/(D + 1), e il primo passo di Holm moltiplica il più piccolo degli m valori p per m; quindi nessun { -p-value } corretto è sotto m/(D + 1), e un giocatore può essere segnalato alla soglia α solo se m/(D + 1) < α, cioè con almeno ⌊m/α⌋ permutazioni. Qui m = { $tests } e D = { $draws }: m/(D + 1) = { $floor }; alla soglia di { $alpha } servono almeno { $least } permutazioni.
rv-tool-line = { $tool } { $version } ({ -revision } { $commit })
rv-h-reviewed = Che cosa è stato esaminato
rv-h-tests = Giocatori e puntate: le prove per permutazione
rv-h-figure = Poste rispetto al VA esatto, colpo per colpo
rv-h-counts = Conteggi
rv-h-wagers = Puntate
rv-col-what = voce
rv-col-value = valore
rv-fact-tool = programma
rv-fact-rules = regole
rv-fact-decks = mazzi
rv-fact-bets = puntate
rv-fact-shoe-log = registro dei sabot (SHA-256)
rv-fact-shoe-log-value = { $rows } sabot, { $format }: { $sha }
rv-fact-bet-log = registro delle puntate (SHA-256)
rv-fact-bet-log-value = { $rows } { $rows ->
    [one] puntata
   *[other] puntate
}, { $format }: { $sha }
rv-fact-coups = colpi
rv-fact-test = prove
rv-fact-test-value = { $draws } permutazioni, seme { $seed }; un giocatore è segnalato quando il { -p-value } corretto secondo Holm è sotto { $alpha }
rv-tests-para = Il VA medio ponderato per la posta di ciascun giocatore, confrontato con le stesse puntate spostate su colpi a caso degli stessi sabot; un giocatore con più tipi di puntata è verificato anche tipo per tipo. È un indizio di tempismo, non la dimostrazione di un'intenzione.
rv-fig-para = Per ogni giocatore mostrato e ogni puntata che ha fatto, su tutti i colpi dei sabot giocati, in ordine: il VA esatto in % prima del colpo (la linea, scala a sinistra; sopra la linea grigia dello 0 la puntata favoriva il giocatore) e la posta puntata (le barre, scala a destra).
rv-fig-panel = { $player }: { $bet }, { $shoes } sabot giocati
rv-fig-x = colpo dei sabot giocati, in ordine
rv-fig-ev = VA esatto prima di ogni colpo (%): linea
rv-fig-stake = posta: barre
rv-wagers-flagged = Puntate dei giocatori segnalati: il VA esatto di ciascuna al momento in cui è stata piazzata.
rv-wagers-all = Nessun giocatore è segnalato: le puntate di tutti i giocatori, con il VA esatto di ciascuna al momento in cui è stata piazzata.
rv-footer-logs = registro dei sabot SHA-256 { $shoe }; registro delle puntate SHA-256 { $bet }
# La trattenuta del tavolo, l'hold (issue 42): righe da tenere insieme, in fondo al file.
rv-h-table = La trattenuta del tavolo (hold)
rv-table-inside = La trattenuta del tavolo rientra nella sua banda al 95%: la casa ha vinto { $win } su un volume di gioco di { $handle }, una trattenuta { ARTICLE($hold) ->
    [l] dell'{ $hold }
    [lo] dello { $hold }
   *[il] del { $hold }
}, contro { $expected } attesi (una trattenuta { ARTICLE($expected_hold) ->
    [l] dell'{ $expected_hold }
    [lo] dello { $expected_hold }
   *[il] del { $expected_hold }
}); la banda al 95% della vincita va da { $low } a { $high } (z = { $z }).
rv-table-below = La trattenuta del tavolo è sotto la sua banda al 95%: la casa ha vinto { $win } su un volume di gioco di { $handle }, una trattenuta { ARTICLE($hold) ->
    [l] dell'{ $hold }
    [lo] dello { $hold }
   *[il] del { $hold }
}, contro { $expected } attesi (una trattenuta { ARTICLE($expected_hold) ->
    [l] dell'{ $expected_hold }
    [lo] dello { $expected_hold }
   *[il] del { $expected_hold }
}); la banda al 95% della vincita va da { $low } a { $high } (z = { $z }). Nel loro insieme, i giocatori hanno vinto più di quanto consentano le probabilità delle carte.
rv-table-above = La trattenuta del tavolo è sopra la sua banda al 95%: la casa ha vinto { $win } su un volume di gioco di { $handle }, una trattenuta { ARTICLE($hold) ->
    [l] dell'{ $hold }
    [lo] dello { $hold }
   *[il] del { $hold }
}, contro { $expected } attesi (una trattenuta { ARTICLE($expected_hold) ->
    [l] dell'{ $expected_hold }
    [lo] dello { $expected_hold }
   *[il] del { $expected_hold }
}); la banda al 95% della vincita va da { $low } a { $high } (z = { $z }). Nel loro insieme, i giocatori hanno perso più di quanto consentano le probabilità delle carte.
rv-table-unknown = La trattenuta del tavolo non ha una banda: una { -bet } sulle coppie perfette condivide un colpo con un'altra { -bet }, e la loro distribuzione congiunta non è nota. La casa ha vinto { $win } su un volume di gioco di { $handle }, una trattenuta { ARTICLE($hold) ->
    [l] dell'{ $hold }
    [lo] dello { $hold }
   *[il] del { $hold }
}, contro { $expected } attesi (una trattenuta { ARTICLE($expected_hold) ->
    [l] dell'{ $expected_hold }
    [lo] dello { $expected_hold }
   *[il] del { $expected_hold }
}).
rv-table-para = Tutti i giocatori insieme. Il volume di gioco è la somma delle puntate, comprese quelle { -push }. La vincita attesa è l'opposto della somma di puntata × VA esatto, ogni VA calcolato date le carte uscite prima del suo colpo. La varianza è, colpo per colpo, quella dell'insieme delle puntate di tutti i giocatori, dalla distribuzione congiunta esatta degli esiti del colpo (Banco e Punto sullo stesso colpo si compensano), sommata sui colpi. Le bande sono la vincita attesa ± 1,645, 1,960 e 2,576 deviazioni standard: normali, per il teorema del limite centrale per martingale (docs/review.md).
rv-table-value = { $value }
rv-table-fact-coups = colpi con puntate
rv-table-fact-wagers = puntate
rv-table-fact-handle = volume di gioco
rv-table-fact-win = vincita della casa
rv-table-fact-hold = trattenuta (vincita sul volume di gioco)
rv-table-fact-expected = vincita attesa
rv-table-fact-expected-hold = trattenuta attesa
rv-table-fact-sd = deviazione standard della vincita
rv-table-fact-z = z
rv-table-fact-band = banda { ARTICLE($level) ->
    [l] all'{ $level }
    [lo] allo { $level }
   *[il] al { $level }
}%
rv-table-band-value = vincita da { $low } a { $high }; trattenuta { ARTICLE($hold_low) ->
    [l] dall'{ $hold_low }
    [lo] dallo { $hold_low }
   *[il] dal { $hold_low }
} { ARTICLE($hold_high) ->
    [l] all'{ $hold_high }
    [lo] allo { $hold_high }
   *[il] al { $hold_high }
}
rv-table-fig = Il grafico: la vincita cumulata della casa sui colpi con puntate, nell'ordine del registro, con la sua attesa e le sue bande al 90, 95 e 99%.
rv-table-fig-x = colpi con puntate, in ordine
rv-table-fig-y = vincita cumulata della casa
rv-table-fig-win = vincita della casa
rv-table-fig-expected = vincita attesa
rv-table-fig-high = banda { ARTICLE($level) ->
    [l] all'{ $level }
    [lo] allo { $level }
   *[il] al { $level }
}%, estremo superiore
rv-table-fig-low = banda { ARTICLE($level) ->
    [l] all'{ $level }
    [lo] allo { $level }
   *[il] al { $level }
}%, estremo inferiore

# Charts (--plot)

rv-chart-ev-title = { $player }: VA esatto prima di ogni colpo
rv-chart-ev-y = VA (% della { -stake })
rv-chart-stake-title = { $player }: { -stake } su ogni colpo
rv-chart-stake-y = { -stake }
rv-chart-x = colpi dei { -shoe } giocati, in ordine

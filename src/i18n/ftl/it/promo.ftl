### Il prospetto del programma (promo statement) e le tabelle di promo, in italiano. Gli
### id sono unici fra tutti i file della lingua. Punto, Banco ed Égalité sono i nomi
### propri del gioco e non si traducono.

## Il prospetto

pm-title = Prospetto del programma: { $bet }, { $cards } { $cards ->
    [one] carta
   *[other] carte
  }, regole { $rules }
pm-intro = Quanto le condizioni del programma fanno incassare e costano al casinò in una sessione di gioco di un giocatore, in unità della puntata fissa, calcolato in modo esatto per questo sabot e queste regole. Ogni colpo è un'estrazione indipendente dal sabot indicato, la convenzione adottata dai valori pubblicati.
pm-footer = { $tool } { $version } (commit { $commit })
pm-pct = { $pct }
pm-and = e
pm-yes = sì
pm-no = no

pm-h-terms = Condizioni
pm-h-terms-table = Condizioni del programma
pm-col-term = condizione
pm-col-value = valore
pm-term-bet = Puntata giocata a ogni colpo
pm-term-edge = Vantaggio del banco sulla puntata
pm-term-commission = Commissione sulle fiches non negoziabili
pm-term-commission-lost = { $pct } di ogni fiche non negoziabile persa
pm-term-commission-turnover = { $pct } di ogni fiche puntata
pm-term-rebate = Rimborso sulle perdite
pm-term-rebate-value = { $pct } della perdita netta a fine sessione
pm-term-trip = Sessione
pm-term-trip-value = al massimo { $coups } { $coups ->
    [one] colpo
   *[other] colpi
  } da un'unità
pm-term-limit = Limite di perdita (buy-in)
pm-term-limit-value = { $units } unità
pm-term-none = assente
pm-term-match-play = Fiches match play per sessione
pm-term-free-bet = Fiches di puntata gratuita per sessione
pm-term-chips-value = { $n } da un'unità

pm-h-account = Il conto del casinò per sessione
pm-h-account-table = Il conto del casinò per sessione, in unità della puntata fissa
pm-account-para = Si valutano due giocatori. Il primo gioca tutti i colpi che il limite di perdita consente: è il giocatore su cui di solito si calcola un programma. Il secondo smette al momento migliore: è la risposta ottimale al rimborso. La commissione è un costo che il casinò paga a chi la matura; le fiches promozionali sono valutate sulla puntata più favorevole per ciascuna.
pm-col-figure = voce
pm-col-every-coup = gioca ogni colpo
pm-col-best-response = smette al momento migliore
pm-row-coups = Colpi giocati (attesi)
pm-row-theo = Vincita teorica (colpi × vantaggio del banco)
pm-row-commission = Commissione sulle fiches non negoziabili
pm-row-rebate = Rimborso sulle perdite pagato
pm-row-chips = Fiches match play e di puntata gratuita
pm-row-net = Risultato netto del casinò
pm-account-units = Importi attesi in unità della puntata fissa, arrotondati; la versione JSON riporta i valori esatti.

pm-h-break-even = Condizioni di pareggio
pm-be-commission-lost = Commissione di pareggio, a parità delle altre condizioni: { $pct } di ogni fiche non negoziabile persa.
pm-be-commission-turnover = Commissione di pareggio, a parità delle altre condizioni: { $pct } di ogni fiche puntata.
pm-be-commission-none = Nessuna commissione porta al pareggio: le altre condizioni costano già al casinò l'intera vincita teorica.
pm-be-rebate = Rimborso di pareggio, a parità delle altre condizioni: { $pct } della perdita netta.
pm-be-rebate-none = Nessun rimborso porta al pareggio con le altre condizioni: dovrebbe essere nullo oppure del 100% o più.
pm-be-dead-chip-lost = Da sola, una fiche non negoziabile va in pareggio con una commissione del { $pct } di ogni fiche persa, cioè la vincita del casinò per fiche non negoziabile persa; in media una fiche non negoziabile viene puntata { $life } volte prima di essere persa.
pm-be-dead-chip-turnover = Da sola, una fiche non negoziabile va in pareggio con una commissione del { $pct } di ogni fiche puntata, cioè il vantaggio del banco sulla puntata; in media una fiche non negoziabile viene puntata { $life } volte prima di essere persa.
pm-be-best = Contro un giocatore che smette al momento migliore, il risultato netto del casinò prima della commissione e delle fiches è l'opposto del valore dell'offerta per lui, { $value } unità: mai sopra lo zero, perché il giocatore può sempre rinunciare a giocare.

pm-h-best = La risposta ottimale del giocatore
pm-best-value = Sfruttata al momento migliore, l'offerta vale { $value } unità per il giocatore sull'intera sessione, rimborso compreso; il giocatore chiude la sessione in vincita con una probabilità del { $pct }.
pm-best-band = Continua a giocare finché il suo risultato netto resta fra { $from } e { $to } unità (la fascia più ampia della sessione, che si restringe man mano che i colpi si esauriscono) e smette al primo colpo fuori da essa.
pm-best-never = Gli conviene non giocare: con queste condizioni nessun colpo merita di essere giocato.
pm-best-jacobson = L'approssimazione di Jacobson con il moto browniano (senza limite di colpi) dà { $approx } unità, smettendo con una vincita di { $win } o una perdita di { $loss } unità; il valore esatto se ne discosta di { $diff } unità.
pm-best-match-play = Una fiche match play rende di più su { $bet }: il { $pct } del suo valore nominale.
pm-best-free-bet = Una fiche di puntata gratuita rende di più su { $bet }: il { $pct } del suo valore nominale.

pm-h-published = Valori pubblicati riprodotti
pm-h-published-table = Valori pubblicati dei programmi, riprodotti
pm-published-para = Lo stesso calcolo riproduce questi valori pubblicati, ciascuno confrontato con la precisione con cui è stato pubblicato.
pm-col-published = pubblicato
pm-col-computed = calcolato
pm-col-agrees = concorda
pm-col-source = fonte
pm-q-life = Durata di una fiche non negoziabile (puntate), media fra { $bets }, { $decks } { $decks ->
    [one] mazzo
   *[other] mazzi
  }
pm-q-house-win = Vincita del casinò per fiche non negoziabile persa su { $bets } (%), { $decks } { $decks ->
    [one] mazzo
   *[other] mazzi
  }
pm-q-match-play = Fiche match play su { $bets } (% del valore nominale), regole { $rules }, { $decks } { $decks ->
    [one] mazzo
   *[other] mazzi
  }
pm-q-free-bet = Fiche di puntata gratuita su { $bets } (% del valore nominale), regole { $rules }, { $decks } { $decks ->
    [one] mazzo
   *[other] mazzi
  }

pm-h-method = Metodo e convenzione
pm-method = Ogni valore deriva dalla distribuzione esatta della puntata su un colpo, per questo sabot e queste regole. Ogni colpo è un'estrazione indipendente dal sabot indicato, la convenzione delle analisi pubblicate; i colpi di un sabot reale non sono indipendenti, e la modalità a sabot reale del rimborso sulle perdite mostra che cosa cambia. Il rimborso sulle perdite è calcolato con la programmazione dinamica sul risultato netto, in frazioni esatte; i valori qui riportati sono arrotondati.

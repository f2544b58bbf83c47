### Il prospetto del programma (promo statement) e le tabelle di promo, in italiano. Gli
### id sono unici fra tutti i file della lingua. Punto, Banco ed Égalité sono i nomi
### propri del gioco e non si traducono.

## Il prospetto

pm-title = Prospetto del programma: { $bet }, { $cards } { $cards ->
    [one] carta
   *[other] carte
  }, regole { $rules }
pm-intro = Quanto le condizioni del programma fanno incassare e costano al casinò in una sessione di gioco di un giocatore, in unità della puntata fissa, calcolato in modo esatto per questo sabot e queste regole. Ogni colpo è un'estrazione indipendente dal sabot indicato, la convenzione adottata dai valori pubblicati.
pm-footer = { $tool } { $version } ({ -revision } { $commit })
pm-pct = { $pct }
pm-and = e
pm-yes = sì
pm-no = no

pm-h-terms = Condizioni
pm-h-terms-table = Condizioni del programma
pm-col-term = condizione
pm-col-value = valore
pm-term-bet = Puntata giocata a ogni colpo
pm-term-edge = { -house-edge(cap: "yes") } sulla puntata
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
pm-term-none = nessuna
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
pm-row-theo = Vincita teorica (colpi × { -house-edge })
pm-row-commission = Commissione sulle fiches non negoziabili
pm-row-rebate = Rimborso sulle perdite pagato
pm-row-chips = Fiches match play e di puntata gratuita
pm-row-net = Risultato netto del casinò
pm-account-units = Importi attesi in unità della puntata fissa, arrotondati; la versione JSON riporta i valori esatti.

pm-h-break-even = Condizioni di equilibrio
pm-be-commission-lost = Commissione di equilibrio, ferme restando le altre condizioni: { $pct } di ogni fiche non negoziabile persa.
pm-be-commission-turnover = Commissione di equilibrio, ferme restando le altre condizioni: { $pct } di ogni fiche puntata.
pm-be-commission-none = Nessuna commissione porta all'equilibrio: le altre condizioni costano già al casinò l'intera vincita teorica.
pm-be-rebate = Rimborso di equilibrio, ferme restando le altre condizioni: { $pct } della perdita netta.
pm-be-rebate-none = Nessun rimborso porta all'equilibrio con le altre condizioni: dovrebbe essere nullo oppure del 100% o più.
pm-be-dead-chip-lost = Da sola, una fiche non negoziabile è in equilibrio con una commissione { ARTICLE($pct) ->
    [l] dell'{ $pct }
    [lo] dello { $pct }
   *[il] del { $pct }
} di ogni fiche persa, cioè la vincita del casinò per fiche non negoziabile persa; in media una fiche non negoziabile viene puntata { $life } volte prima di essere persa.
pm-be-dead-chip-turnover = Da sola, una fiche non negoziabile è in equilibrio con una commissione { ARTICLE($pct) ->
    [l] dell'{ $pct }
    [lo] dello { $pct }
   *[il] del { $pct }
} di ogni fiche puntata, cioè il { -house-edge } sulla puntata; in media una fiche non negoziabile viene puntata { $life } volte prima di essere persa.
pm-be-best = Contro un giocatore che smette al momento migliore, il risultato netto del casinò prima della commissione e delle fiches è l'opposto del valore dell'offerta per lui, { $value } unità: mai sopra lo zero, perché il giocatore può sempre rinunciare a giocare.

pm-h-best = La risposta ottimale del giocatore
pm-best-value = Sfruttata al momento migliore, l'offerta vale { $value } unità per il giocatore sull'intera sessione, rimborso compreso; il giocatore chiude la sessione in vincita con una probabilità { ARTICLE($pct) ->
    [l] dell'{ $pct }
    [lo] dello { $pct }
   *[il] del { $pct }
}.
pm-best-band = Il giocatore continua a giocare finché il suo risultato netto resta fra { $from } e { $to } unità (la fascia più ampia della sessione, che si restringe man mano che i colpi si esauriscono) e smette al primo colpo fuori da essa.
pm-best-never = Gli conviene non giocare: con queste condizioni nessun colpo merita di essere giocato.
pm-best-jacobson = L'approssimazione di Jacobson con il moto browniano (senza limite di colpi) dà { $approx } unità, smettendo con una vincita di { $win } o una perdita di { $loss } unità; il valore esatto se ne discosta di { $diff } unità.
pm-best-match-play = Una fiche match play rende di più { $bet-on }: { ARTICLE($pct) ->
    [l] l'{ $pct }
    [lo] lo { $pct }
   *[il] il { $pct }
} del suo valore nominale.
pm-best-free-bet = Una fiche di puntata gratuita rende di più { $bet-on }: { ARTICLE($pct) ->
    [l] l'{ $pct }
    [lo] lo { $pct }
   *[il] il { $pct }
} del suo valore nominale.

pm-h-published = Valori pubblicati riprodotti
pm-h-published-table = Valori pubblicati dei programmi, riprodotti
pm-published-para = Lo stesso calcolo riproduce questi valori pubblicati, ciascuno confrontato con la precisione con cui è stato pubblicato.
pm-col-published = pubblicato
pm-col-computed = calcolato
pm-col-agrees = concorda
pm-col-source = fonte
pm-q-life = Durata di una fiche non negoziabile (puntate), in media { $bets-on }, { $decks } { $decks ->
    [one] mazzo
   *[other] mazzi
  }
pm-q-house-win = Vincita del casinò per fiche non negoziabile persa { $bets-on } (%), { $decks } { $decks ->
    [one] mazzo
   *[other] mazzi
  }
pm-q-match-play = Fiche match play { $bets-on } (% del valore nominale), regole { $rules }, { $decks } { $decks ->
    [one] mazzo
   *[other] mazzi
  }
pm-q-free-bet = Fiche di puntata gratuita { $bets-on } (% del valore nominale), regole { $rules }, { $decks } { $decks ->
    [one] mazzo
   *[other] mazzi
  }

pm-h-method = Metodo e convenzione
pm-method = Ogni valore deriva dalla distribuzione esatta della puntata su un colpo, per questo sabot e queste regole. Ogni colpo è un'estrazione indipendente dal sabot indicato, la convenzione delle analisi pubblicate; i colpi di un sabot reale non sono indipendenti, e la modalità a sabot reale del rimborso sulle perdite mostra che cosa cambia. Il rimborso sulle perdite è calcolato con la programmazione dinamica sul risultato netto, in frazioni esatte; i valori qui riportati sono arrotondati.

## Le tabelle di promo chips e promo loss-rebate

pm-convention = ogni colpo è un'estrazione indipendente dal sabot indicato
pm-t-digits = ({ $digits } cifre: vedere il JSON)
pm-t-chips-title = Fiches su { $cards } { $cards ->
    [one] carta
   *[other] carte
  }, regole { $rules } ({ $convention })
pm-t-col-bet = puntata
pm-t-col-life = durata di una fiche non negoziabile (puntate)
pm-t-col-house-win = vincita del casinò per fiche non negoziabile persa
pm-t-col-match-play = fiche match play
pm-t-col-free-bet = fiche di puntata gratuita
pm-t-col-house-edge = { -house-edge }
pm-t-chips-best = Puntata migliore per una fiche match play: { $match }; per una fiche di puntata gratuita: { $free }.
pm-t-chips-note = I valori sono quote del valore nominale della fiche. Una fiche non negoziabile si gioca finché non viene persa e le vincite si pagano in contanti; una fiche match play si gioca insieme a un pari importo in contanti (una vincita li paga entrambi, una perdita li prende entrambi); una fiche di puntata gratuita si perde in ogni caso e una vincita paga la quota della puntata; se la puntata è { -push }, la fiche si rigioca.
pm-t-on-lost = per fiche non negoziabile persa
pm-t-on-turnover = per fiche puntata
pm-t-programme-title = Programma di fiches non negoziabili: { $pct } { $on }
pm-t-col-cost-lost = commissione per fiche persa
pm-t-col-net-lost = netto del casinò per fiche persa
pm-t-col-net-wagered = netto del casinò per fiche puntata
pm-t-col-break-even = commissione di equilibrio
pm-t-programme-note = La commissione di equilibrio è espressa { $on }.
pm-t-trip-limit = , limite di perdita { $units } unità
pm-t-trip-title = Rimborso { ARTICLE($pct) ->
    [l] dell'{ $pct }
    [lo] dello { $pct }
   *[il] del { $pct }
} sulle perdite { $bet-on } per { $coups } { $coups ->
    [one] colpo
   *[other] colpi
  } al massimo{ $limit }, { $cards } { $cards ->
    [one] carta
   *[other] carte
  }, regole { $rules }
pm-t-col-figure = voce
pm-t-col-value = valore
pm-t-col-exact = esatto
pm-t-row-value = Valore della sessione, uscita ottimale (unità)
pm-t-row-play-all = Valore della sessione, tutti i colpi consentiti (unità)
pm-t-row-net = Netto prima del rimborso (unità)
pm-t-row-rebate = Rimborso pagato (unità)
pm-t-row-coups = Colpi giocati
pm-t-row-theo = Vincita teorica del casinò senza l'offerta (unità)
pm-t-row-ahead = Probabilità di chiudere in vincita
pm-t-row-edge = { -house-edge(cap: "yes") } sulla puntata
pm-t-row-share = Rimborso pagato / vincita teorica
pm-t-row-jacobson = Approssimazione di Jacobson (unità, senza limite di colpi)
pm-t-row-jacobson-win = {"  "}la sua soglia di uscita in vincita (unità)
pm-t-row-jacobson-loss = {"  "}la sua soglia di uscita in perdita (unità)
pm-t-row-jacobson-coups = {"  "}i suoi colpi attesi
pm-t-row-jacobson-difference = Valore esatto meno approssimazione (unità)
pm-t-trip-note = Puntate fisse di un'unità, { $convention }; un colpo in cui la puntata è { -push } conta come colpo giocato; il giocatore può smettere prima di qualunque colpo; un limite di perdita non consente puntate che possano portare la perdita netta oltre il limite.
pm-t-policy-title = Politica ottimale: risultati netti (unità) raggiunti prima di ogni colpo
pm-t-col-coup = colpo
pm-t-col-play-at = gioca con
pm-t-col-quit-at = smette con
pm-t-run = da { $from } a { $to }
pm-t-policy-note = Sono elencati solo i risultati netti con probabilità positiva secondo la politica; l'uscita comprende gli arresti imposti dal limite di perdita.
pm-t-real-title = Sabot reali: { $decks } { $decks ->
    [one] mazzo
   *[other] mazzi
  }, procedura { $procedure } (carta di taglio a { $cut } carte dalla fine), seme { $seed }
pm-t-col-policy = politica
pm-t-col-trips = sessioni
pm-t-col-coups-dealt = colpi distribuiti
pm-t-col-shoes = sabot
pm-t-col-mean = risultato medio (unità)
pm-t-col-se = errore standard
pm-t-col-independent = colpi indipendenti (esatto)
pm-t-col-difference = differenza
pm-t-col-difference-se = differenza / errore standard
pm-t-real-optimal = uscita ottimale
pm-t-real-all = tutti i colpi consentiti
pm-t-real-method = sessioni giocate una dopo l'altra su sabot mescolati in modo equo con il seme dato e distribuiti secondo la procedura; una sessione prosegue nel sabot successivo quando uno finisce; ogni politica sugli stessi sabot, dal sabot 0
pm-t-real-note = Una simulazione: { $method }. La politica è quella ottimale esatta del modello a colpi indipendenti, letta per colpo e risultato netto.

# Charts (--plot)

pm-chart-title = Politica ottimale: il giocatore gioca fra le due linee ({ $bet })
pm-chart-x = colpo
pm-chart-y = risultato netto (unità)
pm-chart-low = risultato netto più basso con cui gioca
pm-chart-high = risultato netto più alto con cui gioca

### I messaggi del file di audit, in italiano. Gli id sono unici fra tutti i file della lingua.
### Il file di audit (`punto-banco audit --format markdown|html|pdf`): prima il verdetto, poi
### che cosa è stato esaminato, poi le prove. Banco, Punto ed Égalité sono i nomi del gioco.

au-title = Audit dell'integrità del gioco
au-footer-tool = Esaminato con { $tool }
au-footer-sha = SHA-256 di { $name }: { $sha }

## 1. Verdetto

au-h-verdict = 1. Verdetto
au-rule-maryland = Maryland COMAR 36.05.02.17(F), livello di confidenza { $confidence }
au-rule-west-virginia = West Virginia §29-22B-909, livello di confidenza { $confidence }
au-rule-none = un livello scelto dall'utente, senza una norma di riferimento
au-verdict-passed = Superato: ogni prova è superata al livello di significatività { $level } dopo la correzione di Holm, secondo { $rule }, e ogni sabot contiene le carte che i suoi mazzi consentono.
au-verdict-flagged = Segnalato: l'audit non è superato al livello di significatività { $level } dopo la correzione di Holm, secondo { $rule }.
au-verdict-misfits = { $count ->
    [one] Un conteggio di carte è errato (sezione 3.1).
   *[other] { $count } conteggi di carte sono errati (sezione 3.1).
}
au-verdict-failed-tests = { $count ->
    [one] 1 prova non superata: { CLAUSE($names) }.
   *[other] { $count } prove non superate: { CLAUSE($names) }.
}
au-verdict-passed-tests = { $count ->
    [one] 1 prova superata: { CLAUSE($names) }.
   *[other] { $count } prove superate: { CLAUSE($names) }.
}
au-verdict-table = Ogni prova al livello di significatività { $level }, con il suo { -p-value } prima e dopo la correzione di Holm:
au-col-test = Prova
au-col-result = Esito
au-col-p = p
au-col-p-holm = p dopo Holm
au-result-passed = superata
au-result-failed = non superata

## Il verdetto in una riga: il `verdict` del JSON (in inglese in ogni lingua) e il titolo
## della tabella delle prove del comando.

au-summary-passed = superato: ogni prova al livello { $level } dopo Holm ({ $rule }); ogni sabot completo contiene le carte dei mazzi
au-summary-flagged = segnalato: { $why }
au-summary-misfits = { $count ->
    [one] { $count } conteggio di carte errato
   *[other] { $count } conteggi di carte errati
}
au-summary-failed = non superate al livello { $level } dopo Holm ({ $rule }): { CLAUSE($names) }
au-summary-rule-maryland = Maryland COMAR 36.05.02.17(F), livello di confidenza { $confidence }
au-summary-rule-west-virginia = West Virginia §29-22B-909, livello di confidenza { $confidence }
au-summary-rule-none = un livello scelto dall'utente, senza una norma di riferimento

## 2. Che cosa è stato esaminato

au-h-audited = 2. Che cosa è stato esaminato
au-col-what = Voce
au-col-value = Valore
au-fact-rules = Regole
au-fact-decks = Mazzi per sabot
au-decks = { $decks ->
    [one] { $decks } mazzo
   *[other] { $decks } mazzi
}
au-fact-procedure = Procedura delle ridistribuzioni
au-fact-draws = Riordinamenti e ridistribuzioni
au-draws = { $draws ->
    [one] { $draws } permutazione
   *[other] { $draws } permutazioni
}, seme { $seed }
au-fact-tool = Strumento, versione e revisione
au-fact-log = Registro dei sabot { $name }
au-log = { $format }, { $shoes ->
    [one] { $shoes } sabot
   *[other] { $shoes } sabot
} ({ $complete } con tutte le carte note), { $coups ->
    [one] { $coups } colpo
   *[other] { $coups } colpi
}
au-fact-sha = SHA-256 di { $name }
au-fact-left-out = Esclusi dalle prove sugli esiti ({ $name })
au-left-out = { $count ->
    [one] sabot { $shoes }: la sua composizione è errata, né i conteggi degli esiti né le loro ridistribuzioni lo includono
   *[other] sabot { $shoes }: la loro composizione è errata, né i conteggi degli esiti né le loro ridistribuzioni li includono
}

## 3. Prove

au-h-evidence = 3. Evidenze
au-h-composition = 3.1 Composizione
au-composition-ok = Ogni sabot noto per intero contiene esattamente le carte dei suoi mazzi, e nessun sabot distribuisce un valore più volte di quante i suoi mazzi ne contengano.
au-composition-wrong = { $count ->
    [one] Un conteggio è errato; la tabella indica il valore (o la carta) di cui un sabot contiene troppe o troppo poche carte.
   *[other] { $count } conteggi sono errati; la tabella elenca ogni valore (o carta) di cui un sabot contiene troppe o troppo poche carte.
}
au-col-shoe = Sabot
au-col-rank = Valore o carta
au-col-held = Nei suoi mazzi
au-col-found = Trovate
au-rank-all = tutte le carte
au-h-tests = 3.2 Le prove
au-col-statistic = Statistica
au-col-expected = Attesa
au-col-method = Come è stato ottenuto p
# A test's name, as a table row starts it; a list after a colon lowercases it (CLAUSE).
au-test-rank_deficit = Carenza di un valore nella parte distribuita
au-test-value_by_band = Valore delle carte per fascia di posizione (chi quadro)
au-test-runs_median = Successioni sopra e sotto il valore mediano
au-test-serial_correlation = Correlazione seriale dei valori consecutivi
au-test-carry_over = Coppie adiacenti riportate nel sabot seguente
au-test-banco_wins = Vincite del Banco
au-test-punto_wins = Vincite del Punto
au-test-ties = Égalité (pareggi)
au-test-log_likelihood = Log-verosimiglianza degli esiti
au-how-reorder = riordinamento delle carte di ciascun sabot
au-how-redeal = ridistribuzione dei sabot completi
au-how-normal-counts = approssimazione normale (nessun sabot completo da ridistribuire)
au-how-normal-likelihood = approssimazione normale (teorema del limite centrale per martingale)
au-how-hypergeometric = coda ipergeometrica esatta, Bonferroni su sabot e valori
au-h-method = 3.3 Metodo
au-method-exact = Esiti: le probabilità di Banco, Punto ed Égalité in ciascun colpo sono esatte, date tutte le carte viste prima.
au-method-shuffle = Mescolamento: l'ipotesi nulla è un ordine uniformemente casuale delle carte di ciascun sabot completo dopo la bruciatura; p = (1 + numero delle permutazioni con statistica almeno pari a quella osservata) / (1 + D), con D = { $draws } riordinamenti pseudocasuali (seme { $seed }).
au-method-counts = Conteggi di Banco, Punto ed Égalité: confrontati con ridistribuzioni delle stesse carte di ciascun sabot completo in ordini uniformemente casuali, distribuite con la stessa procedura secondo il tableau, a due code.
au-method-likelihood = La log-verosimiglianza degli esiti sotto le probabilità esatte è valutata con un'approssimazione normale (teorema del limite centrale per martingale), dalla sua media e varianza esatte, a due code.
au-method-holm = La correzione sequenziale di Holm si applica a { $tests ->
    [one] { $tests } prova
   *[other] { $tests } prove
}; una prova non è superata quando il suo { -p-value } corretto è sotto { $level }.
# The tool that wrote the file: its name, version and revision.
au-tool-line = { $tool } { $version } ({ -revision } { $commit })

## Le tabelle del comando (`punto-banco audit`, tabella e CSV): le prove, con l'esito nel
## titolo, e ogni conteggio di carte errato.

au-table-title = Audit { $verdict }
au-table-col-test = prova
au-table-col-statistic = statistica
au-table-col-expected = attesa
au-table-col-p = p
au-table-col-p-holm = p Holm
au-table-col-flagged = segnalata
au-table-col-method = metodo
au-table-yes = sì
au-table-no = no
au-table-how-reorder = riordinamento
au-table-how-redeal = ridistribuzione dei sabot completi
au-table-how-normal-counts = approssimazione normale (nessun sabot completo da ridistribuire)
au-table-how-normal-likelihood = approssimazione normale (TLC per martingale)
au-table-how-hypergeometric = coda ipergeometrica esatta, Bonferroni su sabot e valori
au-table-composition = Composizione: ogni conteggio di carte errato
au-table-col-shoe = sabot
au-table-col-rank = valore
au-table-col-held = attese
au-table-col-found = trovate
au-table-composition-ok = Ogni sabot completo contiene le carte dei suoi mazzi; nessun sabot distribuisce un valore più volte di quante i mazzi lo contengano.

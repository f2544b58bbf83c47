### Le tabelle di `hold` (la banda in cui cade la trattenuta di un tavolo), in italiano.
### Gli id sono unici in tutti i file della lingua. Punto, Banco ed Égalité sono i nomi
### propri del gioco e non si traducono.

## Le grandezze della ripartizione, per colpo
hd-hold-title = Trattenuta (hold) della ripartizione delle puntate: { $mix }
hd-mix-share = { $share } { $name }
hd-mix-separator = ,{ " " }
hd-col-figure = grandezza
hd-col-value = valore
hd-mean = trattenuta attesa ({ -house-edge } per unità giocata)
hd-variance = varianza per colpo, per unità giocata
hd-sd = deviazione standard per colpo
hd-coups = colpi
hd-handle = volume di gioco per colpo
hd-win-mean = vincita totale attesa della casa
hd-hold-sd = deviazione standard della trattenuta
hd-within = colpi necessari per una trattenuta entro ±{ $within } dall'attesa (95%)
hd-over-64 = oltre 2^64

## Le ipotesi (le note sotto la prima tabella)
hd-note-independent = Ogni colpo è un'estrazione indipendente dal { -shoe } indicato (un { -shoe } reale si distribuisce senza reimmissione, quindi i suoi colpi sono quasi, ma non esattamente, indipendenti).
hd-note-normal = La banda è l'approssimazione normale (teorema del limite centrale): trattenuta = vincita totale / volume di gioco totale, media μ, deviazione standard σ/√colpi.
hd-note-exact = La distribuzione esatta della trattenuta su { $coups ->
    [one] { $coups } colpo
   *[other] { $coups } colpi
} è stata calcolata per convoluzione.
hd-note-certain = La vincita della ripartizione non varia: la trattenuta è certa.
hd-note-too-many = La distribuzione esatta si calcola per { $max } colpi al massimo, quando il suo costo, contato prima di ogni calcolo (al massimo { $work } moltiplicazioni-addizioni, { $points } valori della trattenuta e { $words } operazioni su parole a 64 bit), rientra nei limiti; { $coups } colpi superano questo massimo, quindi la banda è soltanto quella normale.
hd-note-too-costly = La distribuzione esatta si calcola per { $max } colpi al massimo, quando il suo costo, contato prima di ogni calcolo (al massimo { $work } moltiplicazioni-addizioni, { $points } valori della trattenuta e { $words } operazioni su parole a 64 bit), rientra nei limiti; { $coups } colpi di questa ripartizione richiederebbero di più, quindi la banda è soltanto quella normale.

## Le bande
hd-band-title = Banda normale dopo { $coups ->
    [one] { $coups } colpo
   *[other] { $coups } colpi
}
hd-col-level = livello
hd-col-hold-low = trattenuta, estremo inferiore
hd-col-hold-high = trattenuta, estremo superiore
hd-col-win-low = vincita totale, estremo inferiore
hd-col-win-high = vincita totale, estremo superiore
hd-col-exact-inside = probabilità esatta di cadere nella banda
hd-exact-title = Banda esatta della trattenuta dopo { $coups ->
    [one] { $coups } colpo
   *[other] { $coups } colpi
}
hd-col-inside = probabilità di cadere nella banda
hd-exact-note = Per convoluzione della distribuzione esatta di un colpo: { $support ->
    [one] { $support } valore possibile della trattenuta.
   *[other] { $support } valori possibili della trattenuta.
}

## I valori della vincita su un colpo
hd-values-title = La vincita della casa su un colpo, per unità giocata
hd-col-win = vincita
hd-col-probability = probabilità

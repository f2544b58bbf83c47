//! `track --lang`: every line the session writes on standard error (each bad line's
//! error, the last line counting them) in the reader's language, each refusal's words
//! written out here in English, Italian, French and Russian as a native reader expects
//! them: French with a no-break space before `:` and inside « », a narrow one before `;`;
//! Russian with «» and a no-break space before a dash; Italian with "…"; a range of ranks
//! with the en dash in French and Russian (`2–9`); a number of five digits grouped (Italian
//! `65.536`, French with a narrow no-break space, Russian with a no-break space). English
//! is byte for byte what `track` has always printed, and `--format json` keeps its English
//! data.

use assert_cmd::Command;

const LANGS: [&str; 4] = ["en", "it", "fr", "ru"];

/// French typography: a no-break space before `:` and inside the guillemets, a narrow
/// no-break space before `;` (the expectations below are written with plain spaces).
fn fr(s: &str) -> String {
    s.replace(" :", "\u{a0}:")
        .replace(" ;", "\u{202f};")
        .replace("« ", "«\u{a0}")
        .replace(" »", "\u{a0}»")
}

/// Russian typography: a no-break space before a dash.
fn ru(s: &str) -> String {
    s.replace(" — ", "\u{a0}— ")
}

/// The text in `lang` (index into [`LANGS`]) with its typography.
fn typeset(lang: usize, s: &str) -> String {
    match LANGS[lang] {
        "fr" => fr(s),
        "ru" => ru(s),
        _ => s.to_string(),
    }
}

/// The line of error `msg` for input line `n`.
fn line_error(lang: usize, n: usize, msg: &str) -> String {
    let frame = [
        "error: line {n}: ",
        "errore: riga {n}: ",
        "erreur : ligne {n} : ",
        "ошибка: строка {n}: ",
    ];
    typeset(lang, &frame[lang].replace("{n}", &n.to_string())) + &typeset(lang, msg)
}

/// `track`'s standard error for `input`, and its exit code.
fn stderr(args: &[&str], lang: &str, input: &[u8]) -> (Option<i32>, String) {
    let out = Command::cargo_bin("punto-banco")
        .unwrap()
        .arg("track")
        .args(args)
        .args(["--lang", lang])
        .env_remove("COLUMNS")
        .write_stdin(input)
        .output()
        .unwrap();
    (out.status.code(), String::from_utf8(out.stderr).unwrap())
}

type Case = (&'static str, [&'static str; 4]);

/// An 8-deck session: each line and, when it is refused, its error in each language.
const SESSION: &[Case] = &[
    ("foo", [
        "'foo' is neither a card (A, 2-9, 10 or T, J, Q, K with an optional suit s, h, d or c) nor a command (coup, seen, punto, banco, burn, new, undo, redo)",
        "\"foo\" non è né una carta (A, 2-9, 10 o T, J, Q, K, con il seme facoltativo s, h, d o c) né un comando (coup, seen, punto, banco, burn, new, undo, redo); carte e comandi si digitano esattamente così",
        "« foo » n'est ni une carte (A, 2–9, 10 ou T, J, Q, K, avec une couleur facultative s, h, d ou c) ni une commande (coup, seen, punto, banco, burn, new, undo, redo) ; cartes et commandes se tapent exactement ainsi",
        "«foo» — не карта (A, 2–9, 10 или T, J, Q, K с необязательной мастью s, h, d или c) и не команда (coup, seen, punto, banco, burn, new, undo, redo); карты и команды вводятся именно так, как они записаны здесь",
    ]),
    ("5 X", [
        "card 'X' is not a rank A, 2-9, 10 or T, J, Q, K with an optional suit s, h, d or c",
        "\"X\" non è una carta: una carta si digita A, 2-9, 10 o T, J, Q, K, con il seme facoltativo s, h, d o c",
        "« X » n'est pas une carte : une carte se tape A, 2–9, 10 ou T, J, Q, K, avec une couleur facultative s, h, d ou c",
        "«X» — не карта: карта вводится как A, 2–9, 10 или T, J, Q, K с необязательной мастью s, h, d или c",
    ]),
    ("burn", [
        "'burn' needs cards, e.g. 'burn K'",
        "dopo \"burn\" servono delle carte, per esempio \"burn K\"",
        "« burn » doit être suivi de cartes, par exemple « burn K »",
        "после «burn» нужны карты, например «burn K»",
    ]),
    ("P", [
        "'P' needs cards, e.g. 'punto K'",
        "dopo \"P\" servono delle carte, per esempio \"punto K\"",
        "« P » doit être suivi de cartes, par exemple « punto K »",
        "после «P» нужны карты, например «punto K»",
    ]),
    ("coup x", [
        "'coup' takes nothing after it; got 'x'",
        "\"coup\" si digita da solo, ma la riga continua con \"x\"",
        "« coup » se tape seul, mais la ligne continue par « x »",
        "после «coup» ничего не вводится, а в строке за ним стоит «x»",
    ]),
    ("undo", ["nothing to undo", "non c'è niente da annullare", "rien à annuler", "отменять нечего"]),
    ("redo", ["nothing to redo", "non c'è niente da ripristinare", "rien à rétablir", "повторять нечего"]),
    ("coup", ["", "", "", ""]),
    ("5", ["", "", "", ""]),
    ("burn K", [
        "a coup is in play (Punto 5, Banco -): cards are burned only between coups; finish the coup or undo",
        "è in corso un colpo (Punto 5, Banco -): le carte si bruciano solo tra un colpo e l'altro; finire il colpo o annullare la riga con \"undo\"",
        "un coup est en cours (Punto 5, Banco -) : on ne brûle des cartes qu'entre deux coups ; finissez le coup ou annulez la ligne avec « undo »",
        "идёт раздача (Punto 5, Banco -): карты сжигаются только между раздачами; завершите раздачу или отмените строку командой «undo»",
    ]),
    ("banco 3", ["", "", "", ""]),
    ("seen", [
        "a coup is in play (Punto 5, Banco 3): 'seen' is allowed only between coups; finish the coup or undo",
        "è in corso un colpo (Punto 5, Banco 3): \"seen\" si usa solo tra un colpo e l'altro; finire il colpo o annullare la riga con \"undo\"",
        "un coup est en cours (Punto 5, Banco 3) : « seen » n'est permis qu'entre deux coups ; finissez le coup ou annulez la ligne avec « undo »",
        "идёт раздача (Punto 5, Banco 3): команда «seen» допустима только между раздачами; завершите раздачу или отмените строку командой «undo»",
    ]),
    ("banco 4", [
        "1 Punto and 2 Banco cards cannot be exposed together: cards are dealt Punto, Banco, Punto, Banco, then Punto's third card, then Banco's",
        "1 carta scoperta del Punto e 2 del Banco: è impossibile, perché le carte si distribuiscono nell'ordine Punto, Banco, Punto, Banco, poi la terza carta del Punto, poi quella del Banco",
        "1 carte découverte pour Punto et 2 pour Banco, c'est impossible : les cartes se donnent dans l'ordre Punto, Banco, Punto, Banco, puis la troisième carte de Punto, puis celle de Banco",
        "открытых карт у Punto — 1, у Banco — 2; так не бывает: карты сдаются в порядке Punto, Banco, Punto, Banco, затем третья карта Punto, затем третья карта Banco",
    ]),
    ("K K", ["", "", "", ""]),
    ("b 4", [
        "Punto draws on 5 (5 K), so Punto's third card comes before Banco's",
        "il Punto tira con 5 (5 K), quindi la sua terza carta viene prima di quella del Banco",
        "Punto tire à 5 (5 K) : sa troisième carte vient avant celle de Banco",
        "Punto берёт карту при 5 (5 K), поэтому третья карта Punto сдаётся раньше третьей карты Banco",
    ]),
    ("7", ["", "", "", ""]),
    ("punto 2", [
        "a hand holds at most 3 cards; got 4 Punto and 2 Banco cards",
        "una mano ha al massimo 3 carte; qui il Punto ne avrebbe 4 e il Banco 2",
        "une main a au plus 3 cartes ; ici Punto en aurait 4 et Banco 2",
        "в руке не бывает больше 3 карт, а здесь у Punto их было бы 4, у Banco — 2",
    ]),
    ("4", ["", "", "", ""]),
    ("6 5 K K", ["", "", "", ""]),
    ("p 2", [
        "Punto stands on 6 (6 K), so no third Punto card is dealt",
        "il Punto sta con 6 (6 K), quindi non riceve la terza carta",
        "Punto reste à 6 (6 K) : il ne reçoit pas de troisième carte",
        "Punto стоит при 6 (6 K), поэтому третью карту Punto не сдают",
    ]),
    ("load", [
        "load needs a file: load FILE",
        "\"load\" richiede un file: load FILE",
        "« load » doit être suivi d'un nom de fichier : load FICHIER",
        "после «load» нужно имя файла: load ФАЙЛ",
    ]),
    ("save", [
        "save needs a file: save FILE",
        "\"save\" richiede un file: save FILE",
        "« save » doit être suivi d'un nom de fichier : save FICHIER",
        "после «save» нужно имя файла: save ФАЙЛ",
    ]),
    ("save DIR", [
        "cannot save to 'DIR': it is a folder",
        "impossibile salvare in \"DIR\": è una cartella",
        "impossible d'enregistrer dans « DIR » : c'est un dossier",
        "нельзя сохранить в «DIR»: это папка",
    ]),
    ("load DIR/none.json", [
        "cannot read session file 'DIR/none.json': OS",
        "impossibile leggere il file di sessione \"DIR/none.json\": OS",
        "impossible de lire le fichier de session « DIR/none.json » : OS",
        "не удаётся прочитать файл сессии «DIR/none.json»: OS",
    ]),
    ("LONG", [
        "the line is longer than 65536 bytes (64 KiB), the most a line may hold",
        "la riga supera 65.536 byte (64 KiB), il massimo consentito per una riga",
        "la ligne dépasse 65\u{202f}536 octets (64 Kio), le maximum pour une ligne",
        "строка длиннее 65\u{a0}536 байт (64 КиБ) — предела для одной строки",
    ]),
    ("NOT UTF-8", [
        "the line is not UTF-8 text (invalid byte at offset 3)",
        "la riga non è testo UTF-8 (byte non valido alla posizione 3)",
        "la ligne n'est pas du texte UTF-8 (octet invalide à la position 3)",
        "строка не является текстом в UTF-8 (недопустимый байт на позиции 3)",
    ]),
];

/// The last line for 19 bad lines, the first line 1.
const NINETEEN: [&str; 4] = [
    "error: 19 lines could not be applied, the first is line 1",
    "errore: non è stato possibile applicare 19 righe; la prima è la riga 1",
    "erreur : 19 lignes n'ont pas pu être appliquées ; la première est la ligne 1",
    "ошибка: не удалось применить 19 строк; первая из них — строка 1",
];

#[test]
fn every_error_line_of_a_session_is_in_the_language_of_lang() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_str().unwrap();
    let os = std::fs::File::open(dir.path().join("none.json"))
        .unwrap_err()
        .to_string();
    let mut input = Vec::new();
    for (line, _) in SESSION {
        match *line {
            "LONG" => input.extend(vec![b'K'; 65_537]),
            "NOT UTF-8" => input.extend(b"5 K\xff"),
            l => input.extend(l.replace("DIR", path).as_bytes()),
        }
        input.push(b'\n');
    }
    for (l, lang) in LANGS.iter().enumerate() {
        let (code, err) = stderr(&["--decks", "8"], lang, &input);
        assert_eq!(code, Some(2), "{lang}: {err}");
        let mut want: Vec<String> = SESSION
            .iter()
            .enumerate()
            .filter(|(_, (_, m))| !m[l].is_empty())
            .map(|(n, (_, m))| {
                let m = m[l].replace("DIR", path).replace("OS", &os);
                line_error(l, n + 1, &m)
            })
            .collect();
        assert_eq!(want.len(), 19);
        want.push(typeset(l, NINETEEN[l]));
        let got: Vec<&str> = err.lines().collect();
        assert_eq!(got, want, "{lang}");
    }
}

#[test]
fn cards_the_shoe_no_longer_holds_are_refused_in_the_language_with_counts_in_its_plural() {
    // One deck: the fifth ace, a second ace of hearts, the fifth 8, the fifth king.
    let one_deck: [Case; 6] = [
        (
            "A A A A A",
            [
                "cannot remove an A: none left in the shoe",
                "impossibile togliere una carta A: nel sabot non ne resta nessuna",
                "impossible de retirer une carte A : il n'en reste aucune dans le sabot",
                "нельзя убрать карту A: в шузе таких карт не осталось",
            ],
        ),
        ("Ah", ["", "", "", ""]),
        (
            "Ah",
            [
                "cannot remove the Ah: none left in the shoe",
                "impossibile togliere la carta Ah: nel sabot non c'è più",
                "impossible de retirer la carte Ah : elle n'est plus dans le sabot",
                "нельзя убрать карту Ah: в шузе её уже нет",
            ],
        ),
        (
            "8 8 8 8 8",
            [
                "cannot remove an 8: none left in the shoe",
                "impossibile togliere una carta 8: nel sabot non ne resta nessuna",
                "impossible de retirer une carte 8 : il n'en reste aucune dans le sabot",
                "нельзя убрать карту 8: в шузе таких карт не осталось",
            ],
        ),
        (
            "K K K K K",
            [
                "cannot remove a K: none left in the shoe",
                "impossibile togliere una carta K: nel sabot non ne resta nessuna",
                "impossible de retirer une carte K : il n'en reste aucune dans le sabot",
                "нельзя убрать карту K: в шузе таких карт не осталось",
            ],
        ),
        ("", ["", "", "", ""]),
    ];
    let four = [
        "error: 4 lines could not be applied, the first is line 1",
        "errore: non è stato possibile applicare 4 righe; la prima è la riga 1",
        "erreur : 4 lignes n'ont pas pu être appliquées ; la première est la ligne 1",
        "ошибка: не удалось применить 4 строки; первая из них — строка 1",
    ];
    // Thirteen kings: eight seen would leave 5; two coups of six leave 1, too few to
    // price the next coup (the line applies, its answer is the error).
    let one_left = [
        "the shoe has 1 card; at least 6 are needed to finish a coup",
        "nel sabot resta 1 carta; per finire un colpo ne servono almeno 6",
        "il reste 1 carte dans le sabot ; il en faut au moins 6 pour finir un coup",
        "в шузе осталась 1 карта, а чтобы закончить раздачу, нужно не меньше 6",
    ];
    let kings: [Case; 5] = [
        (
            "K K K K K K K K",
            [
                "the shoe has 5 cards; at least 6 are needed to finish a coup",
                "nel sabot restano 5 carte; per finire un colpo ne servono almeno 6",
                "il reste 5 cartes dans le sabot ; il en faut au moins 6 pour finir un coup",
                "в шузе осталось 5 карт, а чтобы закончить раздачу, нужно не меньше 6",
            ],
        ),
        ("coup", ["", "", "", ""]),
        ("K K K K K K", ["", "", "", ""]),
        ("K K K K K K", one_left),
        ("K", one_left),
    ];
    let three = [
        "error: 3 lines could not be applied, the first is line 1",
        "errore: non è stato possibile applicare 3 righe; la prima è la riga 1",
        "erreur : 3 lignes n'ont pas pu être appliquées ; la première est la ligne 1",
        "ошибка: не удалось применить 3 строки; первая из них — строка 1",
    ];
    let shoe = "A=0,2=0,3=0,4=0,5=0,6=0,7=0,8=0,9=0,10=0,J=0,Q=0,K=13";
    let runs: [(&[&str], &[Case], [&str; 4]); 2] = [
        (&["--decks", "1"], &one_deck, four),
        (&["--shoe", shoe], &kings, three),
    ];
    for (args, cases, last) in runs {
        let input: String = cases.iter().map(|(l, _)| format!("{l}\n")).collect();
        for (l, lang) in LANGS.iter().enumerate() {
            let (code, err) = stderr(args, lang, input.as_bytes());
            assert_eq!(code, Some(2), "{lang}: {err}");
            let mut want: Vec<String> = (cases.iter().enumerate())
                .filter(|(_, (_, m))| !m[l].is_empty())
                .map(|(n, (_, m))| line_error(l, n + 1, m[l]))
                .collect();
            want.push(typeset(l, last[l]));
            assert_eq!(err.lines().collect::<Vec<_>>(), want, "{lang}");
        }
    }
}

#[test]
fn one_bad_line_is_named_and_json_keeps_its_english_data() {
    let one = [
        "error: 1 line could not be applied, the first is line 2",
        "errore: non è stato possibile applicare la riga 2",
        "erreur : la ligne 2 n'a pas pu être appliquée",
        "ошибка: не удалось применить строку 2",
    ];
    for (l, lang) in LANGS.iter().enumerate() {
        let (code, err) = stderr(&["--decks", "8"], lang, b"5\nfoo\n6\n");
        assert_eq!(code, Some(2), "{lang}: {err}");
        let foo = SESSION[0].1[l];
        let want = [line_error(l, 2, foo), typeset(l, one[l])];
        assert_eq!(err.lines().collect::<Vec<_>>(), want, "{lang}");
        // JSON is data: the error object and the last line in English, as ever.
        let out = Command::cargo_bin("punto-banco")
            .unwrap()
            .args(["track", "--decks", "8", "--format", "json", "--lang", lang])
            .write_stdin("foo\n")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert_eq!(
            stdout,
            format!("{{\"line\":1,\"error\":\"{}\"}}\n", SESSION[0].1[0])
        );
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(
            err,
            "error: 1 line could not be applied, the first is line 1\n"
        );
    }
}

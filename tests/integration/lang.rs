//! `--lang it|fr|ru`: the par sheet, the printed rules and every tabular command's tables
//! in the languages of the house sheets; JSON and CSV the same in every language. The
//! reviewer tests (`lang/reviewer.rs`, `lang/tables.rs`) read every output as a lab would.

use crate::util::{ok, pb, redact};
use punto_banco::i18n::Lang;
use sha2::{Digest, Sha256};

const OTHERS: [Lang; 3] = [Lang::It, Lang::Fr, Lang::Ru];

const SHEET: [&str; 7] = [
    "report", "--rules", "standard", "--decks", "8", "--bets", "main",
];

#[test]
fn the_par_sheet_in_italian_french_and_russian() {
    for lang in OTHERS {
        let text = ok(&[&SHEET[..], &["--lang", lang.code()]].concat());
        insta::assert_snapshot!(format!("par_sheet_markdown_{lang}"), redact(&text));
    }
}

#[test]
fn the_rules_as_the_house_sheets_print_them_in_italian() {
    insta::assert_snapshot!("rules_midi_it", ok(&["rules", "midi", "--lang", "it"]));
}

#[test]
fn numbers_in_text_follow_the_language() {
    // Banco's 8-deck house edge, 1.0579% (published, docs/verification.md), and the total
    // number of ordered six-card sequences of 416 cards.
    let want = [
        (Lang::It, "1,0579%", "4.998.398.275.503.360"),
        (
            Lang::Fr,
            "1,0579\u{202F}%",
            "4\u{202F}998\u{202F}398\u{202F}275\u{202F}503\u{202F}360",
        ),
        (
            Lang::Ru,
            "1,0579\u{A0}%",
            "4\u{A0}998\u{A0}398\u{A0}275\u{A0}503\u{A0}360",
        ),
    ];
    for (lang, edge, total) in want {
        let sheet = ok(&[&SHEET[..], &["--lang", lang.code()]].concat());
        assert!(sheet.contains(edge), "{lang}: {edge}");
        assert!(sheet.contains(total), "{lang}: {total}");
        let odds = ok(&["odds", "--decks", "8", "--lang", lang.code()]);
        assert!(odds.contains(edge), "{lang} odds: {edge}\n{odds}");
    }
}

#[test]
fn json_and_csv_are_the_same_in_every_language() {
    let commands: [&[&str]; 12] = [
        &["odds", "--decks", "8"],
        &["ev", "--decks", "8", "--removed", "5 5 K"],
        &["ev", "--decks", "8", "--punto", "5 K", "--banco", "3"],
        &["compare", "--decks", "8", "--rules", "standard,midi"],
        &["rules", "midi"],
        &["rules"],
        &["bets", "--bets", "main,dragon_7"],
        &["eor", "--decks", "8", "--bets", "main"],
        &[
            "solve", "--decks", "8", "--bet", "tie", "--line", "1", "--edge", "5",
        ],
        &["leak", "--decks", "1", "--see", "1"],
        &[
            "simulate",
            "--shoes",
            "3",
            "--decks",
            "6",
            "--seed",
            "7",
            "--bets",
            "main",
            "--threads",
            "1",
        ],
        &[
            "report", "--rules", "midi", "--decks", "6", "--bets", "main",
        ],
    ];
    for args in commands {
        let formats: &[&str] = if args[0] == "report" {
            &["json"]
        } else {
            &["json", "csv"]
        };
        for format in formats {
            let english = ok(&[args, &["--format", format]].concat());
            for lang in OTHERS {
                let other = ok(&[args, &["--format", format, "--lang", lang.code()]].concat());
                assert_eq!(other, english, "{args:?} --format {format} --lang {lang}");
            }
        }
    }
}

#[test]
fn english_is_the_default_whatever_the_locale() {
    let mut cmd = pb();
    let plain = cmd
        .args(["odds", "--decks", "8"])
        .env("LANG", "it_IT.UTF-8")
        .env("LC_ALL", "fr_FR.UTF-8")
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(plain.stdout).unwrap(),
        ok(&["odds", "--decks", "8", "--lang", "en"])
    );
}

#[test]
fn another_language_is_refused_where_it_does_not_apply() {
    for args in [&["odds", "--lang", "de"][..], &["version", "--lang", "ru"]] {
        let out = pb().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
        assert!(
            err.contains("--lang") || err.contains("'de'"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn the_pdf_in_each_language_has_the_translated_headings() {
    let dir = tempfile::tempdir().unwrap();
    let want = [
        (
            Lang::It,
            [
                "Scheda delle probabilità",
                "2. Metodo",
                "6. Verifica",
                "1,0579%",
                "pagina 1 di",
            ],
        ),
        (
            Lang::Fr,
            [
                "Fiche de probabilités",
                "2. Méthode",
                "6. Vérification",
                "1,0579",
                "page 1 sur",
            ],
        ),
        (
            Lang::Ru,
            [
                "Расчётная таблица",
                "2. Метод",
                "6. Проверка",
                "1,0579",
                "страница 1 из",
            ],
        ),
    ];
    for (lang, texts) in want {
        let path = dir.path().join(format!("par-{lang}.pdf"));
        let path_text = path.to_str().unwrap();
        ok(&[&SHEET[..], &["--lang", lang.code(), "--output", path_text]].concat());
        let bytes = std::fs::read(&path).unwrap();
        let text = pdf_extract::extract_text_from_mem(&bytes).unwrap();
        let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for t in texts {
            assert!(flat.contains(t), "{lang}: '{t}' in the PDF text");
        }
    }
}

#[test]
fn the_workbook_in_italian_keeps_numbers_as_numbers() {
    use calamine::{Data, Reader, Xlsx};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("par.xlsx");
    ok(&[
        &SHEET[..],
        &["--lang", "it", "--output", path.to_str().unwrap()],
    ]
    .concat());
    let mut book: Xlsx<_> = calamine::open_workbook(&path).unwrap();
    let names = book.sheet_names();
    assert!(
        names
            .iter()
            .any(|n| n == "Identificazione" || n.starts_with("Tableau del Banco")),
        "{names:?}"
    );
    let banco = book.worksheet_range("Banco").unwrap();
    let header: Vec<String> = banco
        .rows()
        .next()
        .unwrap()
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(header[0], "Evento", "{header:?}");
    let numbers = banco
        .rows()
        .skip(1)
        .flatten()
        .filter(|c| matches!(c, Data::Float(_) | Data::Int(_)))
        .count();
    assert!(numbers > 0, "the return table's numbers are numeric cells");
}

#[test]
fn the_tool_line_names_the_binary_that_wrote_the_sheet() {
    let binary = assert_cmd::cargo::cargo_bin("punto-banco");
    let digest: String = Sha256::digest(std::fs::read(binary).unwrap())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let version = ok(&["version"]);
    assert!(version.contains(&format!("sha256: {digest}")), "{version}");
    let sheet = ok(&SHEET);
    assert!(
        sheet.contains(&format!("| Binary SHA-256 | {digest} |")),
        "identification table"
    );
    // Not in the JSON: every front end writes the same document.
    assert!(!ok(&[&SHEET[..], &["--format", "json"]].concat()).contains(&digest));
}

mod charts;
mod clause;
mod numbers;
mod reader;
mod reviewer;
mod tables;

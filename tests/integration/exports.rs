//! Spreadsheet and PDF exports, read back with independent readers: the workbook with
//! `calamine` (cell types), the PDF with `pdf-extract` (its text holds the report's figures).

use calamine::{Data, Reader, Xlsx};
use punto_banco::report::{parsheet_pdf, xlsx::workbook, Align, ParSheet, Table};
use punto_banco::{main_bets, Rules, ShoeSpec};
use std::io::Cursor;

fn sheet(rules: &str, decks: u32) -> ParSheet {
    let spec = ShoeSpec {
        decks: Some(decks),
        ..ShoeSpec::default()
    };
    let rules = Rules::preset(rules).unwrap();
    let shoe = spec.build().unwrap();
    ParSheet::new(&spec, &shoe, &rules, &main_bets(&rules), "punto-banco report --rules standard --decks 8 --bets main", false).unwrap()
}

#[test]
fn a_workbook_reads_back_with_numbers_as_numbers_and_pays_as_text() {
    let mut t = Table::new(
        "Bets: 8 decks",
        &[
            ("Bet", Align::Left),
            ("Pays", Align::Right),
            ("Count", Align::Right),
            ("Big count", Align::Right),
            ("House edge", Align::Right),
            ("P(win)", Align::Right),
            ("Exact", Align::Right),
        ],
    );
    // Published 8-deck figures (Wizard of Odds): Banco wins and all sequences.
    t.row(vec![
        "Égalité".into(),
        "8:1".into(),
        "1,372,227,328".into(),
        "4,998,398,275,503,360".into(),
        "14.3596%".into(),
        "0.0951559".into(),
        "8".into(),
    ]);
    t.row(vec![
        "Banco".into(),
        "19:20".into(),
        "6737232640".into(),
        "2,292,252,566,437,888".into(),
        "1.0579%".into(),
        "0.4585974".into(),
        "19/20".into(),
    ]);
    let mut second = Table::new("Bets: 8 decks", &[("x", Align::Left)]);
    second.row(vec!["y".into()]);
    let bytes = workbook(&[t, second]).unwrap();
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).unwrap();
    assert_eq!(book.sheet_names(), ["Bets 8 decks", "Bets 8 decks (2)"]);
    let range = book.worksheet_range("Bets 8 decks").unwrap();
    let cell = |r: u32, c: u32| range.get_value((r, c)).cloned().unwrap();
    assert_eq!(cell(0, 0), Data::String("Bet".into()));
    assert_eq!(cell(1, 0), Data::String("Égalité".into()));
    assert_eq!(cell(1, 1), Data::String("8:1".into()), "a pay is text");
    assert_eq!(cell(1, 2), Data::Float(1_372_227_328.0), "a count is a number");
    assert_eq!(cell(2, 2), Data::Float(6_737_232_640.0));
    assert_eq!(
        cell(2, 3),
        Data::String("2,292,252,566,437,888".into()),
        "16 digits stay text"
    );
    assert_eq!(cell(1, 4), Data::Float(0.143596), "a percentage is a fraction");
    assert_eq!(cell(2, 5), Data::Float(0.4585974));
    assert_eq!(cell(1, 6), Data::String("8".into()), "an exact column is text");
    assert_eq!(cell(2, 6), Data::String("19/20".into()));
}

#[test]
fn a_pdf_par_sheet_holds_the_figures_and_is_the_same_every_time() {
    let s = sheet("standard", 8);
    let bytes = parsheet_pdf(&s).unwrap();
    assert_eq!(bytes, parsheet_pdf(&s).unwrap(), "no time stamp");
    let text = pdf_extract::extract_text_from_mem(&bytes).unwrap();
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    // Published 8-deck figures (Wizard of Odds; docs/verification.md).
    for figure in [
        "4,998,398,275,503,360",
        "2,292,252,566,437,888",
        "2,230,518,282,592,256",
        "475,627,426,473,216",
        "1.0579%",
        "1.2351%",
        "14.3596%",
    ] {
        assert!(flat.contains(figure), "{figure} in the PDF text");
    }
    assert!(flat.contains(&s.results_sha256()), "the digest is stated");
    assert!(flat.contains("punto-banco report --rules standard --decks 8"));
    assert!(flat.contains(&punto_banco::report::tool_id()));
    assert!(flat.contains("page 1 of"));
}

//! Spreadsheet and PDF exports, read back with independent readers: the workbook with
//! `calamine` (cell types), the PDF with `pdf-extract` (its text holds the report's figures).

use crate::util::json;
use assert_cmd::Command;
use calamine::{Data, Reader, Xlsx};
use num_bigint::BigUint;
use num_rational::BigRational;
use punto_banco::report::{
    fmt, parsheet_pdf, xlsx::workbook, Align, Cell, ParSheet, Table, Unpriceable,
};
use punto_banco::{main_bets, Rules, ShoeSpec};
use std::fs::File;
use std::io::{BufReader, Cursor};

fn sheet(rules: &str, decks: u32) -> ParSheet {
    let spec = ShoeSpec {
        decks: Some(decks),
        ..ShoeSpec::default()
    };
    let rules = Rules::preset(rules).unwrap();
    let shoe = spec.build().unwrap();
    ParSheet::new(
        &spec,
        &shoe,
        &rules,
        &main_bets(&rules),
        "punto-banco report --rules standard --decks 8 --bets main",
        Unpriceable::Keep,
        None,
    )
    .unwrap()
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
    // Published 8-deck figures (Wizard of Odds): Banco wins and all sequences, as typed
    // cells.
    let n = |v: u64| BigUint::from(v);
    let r = |a: i64, b: i64| BigRational::new(a.into(), b.into());
    t.row(vec![
        Cell::text("Égalité"),
        fmt::pays_cell("8:1"),
        fmt::grouped_cell(&n(1_372_227_328)),
        fmt::grouped_cell(&n(4_998_398_275_503_360)),
        fmt::percent_cell(14.3596, 4),
        fmt::decimal_cell(0.0951559, 7),
        fmt::exact_cell(&r(8, 1)),
    ]);
    t.row(vec![
        Cell::text("Banco"),
        fmt::pays_cell("19:20"),
        fmt::count_cell(&n(6_737_232_640)),
        fmt::grouped_cell(&n(2_292_252_566_437_888)),
        fmt::percent_cell(1.0579, 4),
        fmt::decimal_cell(0.4585974, 7),
        fmt::exact_cell(&r(19, 20)),
    ]);
    let mut second = Table::new("Bets: 8 decks", &[("x", Align::Left)]);
    second.row(vec![Cell::text("y")]);
    let bytes = workbook(&[t, second]).unwrap();
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).unwrap();
    assert_eq!(book.sheet_names(), ["Bets 8 decks", "Bets 8 decks (2)"]);
    let range = book.worksheet_range("Bets 8 decks").unwrap();
    let text = |t: &str| Data::String(t.into());
    for (row, col, want, why) in [
        (0, 0, text("Bet"), "the header"),
        (1, 0, text("Égalité"), "a name is text"),
        (1, 1, text("8:1"), "a pay is text"),
        (1, 2, Data::Float(1_372_227_328.0), "a count is a number"),
        (2, 2, Data::Float(6_737_232_640.0), "a count is a number"),
        (2, 3, text("2,292,252,566,437,888"), "16 digits stay text"),
        (1, 4, Data::Float(0.143596), "a percentage is a fraction"),
        (2, 5, Data::Float(0.4585974), "a decimal is a number"),
        (1, 6, text("8"), "an exact column is text"),
        (2, 6, text("19/20"), "an exact column is text"),
    ] {
        let cell = range.get_value((row, col)).cloned();
        assert_eq!(cell, Some(want), "({row}, {col}): {why}");
    }
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

fn cmd() -> Command {
    Command::cargo_bin("punto-banco").expect("binary built")
}

/// The workbook `punto-banco ARGS --output PATH` writes (the command must succeed), opened
/// with calamine.
fn written_workbook(args: &[&str], path: &std::path::Path) -> Xlsx<BufReader<File>> {
    cmd()
        .args(args)
        .arg("--output")
        .arg(path)
        .assert()
        .success();
    calamine::open_workbook(path).unwrap()
}

#[test]
fn report_writes_the_format_its_output_extension_names_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    for (name, magic) in [
        ("r.pdf", &b"%PDF-"[..]),
        ("r.xlsx", &b"PK"[..]),
        ("r.html", &b"<!DOCTYPE html>"[..]),
        ("r.json", &b"{"[..]),
    ] {
        let path = dir.path().join(name);
        let out = cmd()
            .args(["report", "--decks", "1", "--bets", "main", "--output"])
            .arg(&path)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.stdout.is_empty());
        let said = String::from_utf8(out.stderr).unwrap();
        assert!(said.starts_with("wrote ") && said.contains(name), "{said}");
        assert!(std::fs::read(&path).unwrap().starts_with(magic), "{name}");
    }
    // --format wins over the extension; --out is the same flag.
    let path = dir.path().join("r.txt");
    cmd()
        .args([
            "report", "--decks", "1", "--bets", "main", "--format", "markdown", "--out",
        ])
        .arg(&path)
        .assert()
        .success();
    assert!(std::fs::read_to_string(&path)
        .unwrap()
        .starts_with("# Par sheet"));
}

#[test]
fn odds_compare_and_eor_write_workbooks_that_read_back() {
    let dir = tempfile::tempdir().unwrap();
    for (args, sheet, row, col, want) in [
        // Published 1-deck Banco count (Wizard of Odds), a number of 10 digits.
        (vec!["odds", "--decks", "1", "--detail"], 0, 0, 0, None),
        (
            vec!["compare", "--decks", "1", "--rules", "standard,midi"],
            0,
            0,
            0,
            None,
        ),
        (vec!["eor", "--decks", "1"], 0, 0, 0, None::<Data>),
    ] {
        let path = dir.path().join(format!("{}.xlsx", args[0]));
        let mut book = written_workbook(&args, &path);
        let names = book.sheet_names();
        assert!(!names.is_empty());
        let range = book.worksheet_range(&names[sheet]).unwrap();
        let header = range.get_value((row, col)).cloned();
        assert!(
            matches!(header, Some(Data::String(_))),
            "{args:?}: {header:?}"
        );
        if let Some(w) = want {
            assert_eq!(range.get_value((1, 1)), Some(&w));
        }
        // Every cell that reads as a whole count of up to 15 digits is a number.
        let numbers = range
            .used_cells()
            .filter(|(_, _, c)| matches!(c, Data::Float(_)))
            .count();
        assert!(numbers > 0, "{args:?} has numeric cells");
    }
}

#[test]
fn odds_workbook_holds_the_published_one_deck_counts_as_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("odds.xlsx");
    let mut book = written_workbook(&["odds", "--decks", "1", "--detail"], &path);
    let mut found = Vec::new();
    for name in book.sheet_names() {
        let range = book.worksheet_range(&name).unwrap();
        for (_, _, c) in range.used_cells() {
            if let Data::Float(x) = c {
                found.push(*x);
            }
        }
    }
    // Wizard of Odds, 1 deck: Banco 6,737,232,640; Punto 6,548,674,432; tie 1,372,227,328.
    for count in [6_737_232_640.0, 6_548_674_432.0, 1_372_227_328.0] {
        assert!(found.contains(&count), "{count} as a number");
    }
}

#[test]
fn findings_name_player_edge_bets_ceilings_copied_presets_and_left_out_bets() {
    // Issue 13: midi, 6 decks, Égalité on 5 favours the player.
    let sheet: serde_json::Value = json(&[
        "report",
        "--rules",
        "midi",
        "--decks",
        "6",
        "--max-edge",
        "20%",
    ]);
    let findings = sheet["findings"].as_array().unwrap();
    let kinds = |kind: &str| -> Vec<String> {
        findings
            .iter()
            .filter(|f| f["kind"] == kind)
            .map(|f| f["bet"].as_str().unwrap_or("").to_string())
            .collect()
    };
    assert!(kinds("player_edge").contains(&"egalite_5".to_string()));
    // Every bet above 20% is named, and only those: checked against the sheet's own edges.
    let above: Vec<String> = sheet["bets"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["summary"]["house_edge"]["decimal"].as_f64().unwrap() > 0.20)
        .map(|b| b["id"].as_str().unwrap().to_string())
        .collect();
    assert!(!above.is_empty());
    assert_eq!(kinds("above_max_edge"), above);
    assert!(kinds("left_out").is_empty(), "a full shoe prices every bet");
    // Perfect pairs cannot be priced when removed cards have no suits: left out, with the
    // reason, though the default bet list drops them from the sheet.
    let sheet: serde_json::Value = json(&["report", "--decks", "1", "--removed", "5 K"]);
    let left: Vec<&str> = sheet["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["kind"] == "left_out")
        .map(|f| f["bet"].as_str().unwrap())
        .collect();
    assert_eq!(left, ["perfect_pair", "perfect_pair_250"]);
    assert!(sheet["bets"]
        .as_array()
        .unwrap()
        .iter()
        .all(|b| !b["id"].as_str().unwrap().starts_with("perfect_pair")));
    // A copy of `standard` paying 9:1 on the tie.
    let dir = tempfile::tempdir().unwrap();
    let mut rules: serde_json::Value = json(&["rules", "standard"]);
    rules["tie_pays"] = "9".into();
    let file = dir.path().join("copy.json");
    std::fs::write(&file, rules.to_string()).unwrap();
    let sheet: serde_json::Value = json(&[
        "report",
        "--decks",
        "1",
        "--bets",
        "main",
        "--rules",
        file.to_str().unwrap(),
    ]);
    let f = &sheet["findings"][0];
    assert_eq!(f["kind"], "differs_from_preset");
    assert!(f["message"]
        .as_str()
        .unwrap()
        .contains("tie_pays is 9 (preset: 8)"));
    // The Markdown report opens with the same findings.
    let md = cmd()
        .args([
            "report",
            "--decks",
            "1",
            "--bets",
            "main",
            "--rules",
            file.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let md = String::from_utf8(md.stdout).unwrap();
    assert!(md.find("## Findings").unwrap() < md.find("## 1. Rules").unwrap());
    // The text formats name the rule in words, not by its rules-file field (issue 29).
    assert!(md.contains("the Égalité pay is `9` (preset: `8`)"), "{md}");
}

#[test]
fn solve_finds_the_pay_for_a_target_edge_from_a_bets_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bet.json");
    std::fs::write(
        &file,
        r#"{"id": "tie_bet", "name": "Tie", "lines": [{"when": {"winner": "tie"}, "pays": "0"}]}"#,
    )
    .unwrap();
    let r: serde_json::Value = json(&[
        "solve",
        "--decks",
        "8",
        "--bets-file",
        file.to_str().unwrap(),
        "--line",
        "1",
        "--edge",
        "5%",
    ]);
    // Wizard of Odds, 8 decks: P(tie) = 475,627,426,473,216 / 4,998,398,275,503,360; a tie
    // bet paying p has edge 1 − P − p·P, so 5% needs p = (0.95 − P) / P = 8.98361 to 5 places.
    let p = 475_627_426_473_216f64 / 4_998_398_275_503_360f64;
    let want = (0.95 - p) / p;
    assert!((r["pays_decimal"].as_f64().unwrap() - want).abs() < 1e-9);
    assert_eq!(r["pays_nearby"][0]["house_edge"], "1/20");
    // A line the bet does not have is refused with the allowed range.
    cmd()
        .args([
            "solve",
            "--bets-file",
            file.to_str().unwrap(),
            "--line",
            "3",
            "--edge",
            "5",
        ])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "line 3 is not a line of bet tie_bet",
        ));
}

#[test]
fn odds_and_compare_mark_bets_that_favour_the_player() {
    let run = |args: &[&str]| {
        let out = cmd().args(args).output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let odds = run(&[
        "odds",
        "--rules",
        "midi",
        "--decks",
        "6",
        "--bets",
        "main,egalite_5",
    ]);
    assert!(
        odds.contains("Positive expected value (+EV): egalite_5."),
        "{odds}"
    );
    let compare = run(&[
        "compare",
        "--decks",
        "6",
        "--rules",
        "standard,midi",
        "--bets",
        "main,egalite_5",
    ]);
    assert!(
        compare.contains("Positive expected value (+EV) under midi: egalite_5."),
        "{compare}"
    );
    // Nothing is marked when no bet favours the player.
    assert!(!run(&["odds", "--decks", "6"]).contains("+EV"));
}

#[test]
fn simulate_writes_a_workbook_with_format_xlsx() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("study.xlsx");
    let args = [
        "simulate", "--decks", "1", "--shoes", "2", "--format", "xlsx",
    ];
    let mut book = written_workbook(&args, &path);
    assert!(!book.sheet_names().is_empty());
    let first = book.sheet_names()[0].clone();
    let range = book.worksheet_range(&first).unwrap();
    assert!(matches!(range.get_value((0, 0)), Some(Data::String(_))));
}

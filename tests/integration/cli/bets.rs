//! `bets`: the built-in list, and bets files that reload and price.

use super::schema::*;
use super::*;

#[test]
fn bets_lists_every_builtin_id_and_its_json_reloads() {
    let b: BetsJson = json(&["bets"]);
    let ids: Vec<&str> = b.bets.iter().map(|x| x.id.as_str()).collect();
    assert_eq!(ids, punto_banco::builtin_ids());
    let d7 = b.bets.iter().find(|x| x.id == "dragon_7").unwrap();
    assert_eq!(punto_banco::report::fmt::pays(&d7.lines[0].pays), "40:1");
    let table = ok(&["bets"]);
    for id in punto_banco::builtin_ids() {
        assert!(table.contains(id), "{id}");
    }
    assert!(
        table.contains("Banco wins, Banco total 7, Banco 3 cards"),
        "{table}"
    );
    assert!(
        table.contains("Punto wins, margin 9, not on a natural"),
        "{table}"
    );
    let md = ok(&["bets", "--format", "markdown"]);
    assert!(md.contains("| id | name | line | when | pays |"), "{md}");
    let csv = ok(&["bets", "--bets", "big", "--format", "csv"]);
    assert_eq!(csv, "id,name,line,when,pays\r\nbig,Big,1,5 or 6 cards dealt,27:50\r\nbig,Big,-,anything else,loses\r\n");
    // The JSON is the --bets-file format: reload it and price it.
    let text = ok(&["bets", "--bets", "lucky_6", "--format", "json"]);
    assert_eq!(punto_banco::bets::bets_from_json(&text).unwrap().len(), 1);
    // Lucky 6 at 23:1 for three cards: the published edge (Wizard of Odds).
    let f = temp_file(&text.replace("\"20\"", "\"23\""));
    let o: OddsJson = json(&[
        "odds",
        "--decks",
        "8",
        "--bets",
        "lucky_6",
        "--bets-file",
        f.path().to_str().unwrap(),
    ]);
    assert_eq!(
        o.bets.len(),
        1,
        "the file's lucky_6 replaces the built-in one"
    );
    assert_eq!(
        format!("{:.2}", o.bets[0].house_edge_percent.unwrap()),
        published("lucky6-23-edge")
    );
    // Main bets follow the rules.
    let ez: BetsJson = json(&["bets", "--bets", "banco", "--rules", "ez"]);
    assert_eq!(ez.bets[0].lines.len(), 3);
}

#[test]
fn bets_file_alone_lists_only_its_bets() {
    let f = temp_file(
        r#"{"bets": [{"id": "big_tie", "name": "Tie on 9", "lines": [{"when": {"winner": "tie", "punto_total": 9}, "pays": 80}]}]}"#,
    );
    let b: BetsJson = json(&["bets", "--bets-file", f.path().to_str().unwrap()]);
    assert_eq!(b.bets.len(), 1);
    let out = ok(&["bets", "--bets-file", f.path().to_str().unwrap()]);
    assert!(out.contains("Égalité (tie), Punto total 9"), "{out}");
    // Égalité on 9 pays 80: the published combinations (Wizard of Odds).
    let o: OddsJson = json(&[
        "odds",
        "--decks",
        "8",
        "--bets",
        "tie",
        "--bets-file",
        f.path().to_str().unwrap(),
    ]);
    assert_eq!(
        o.bets[1].lines.as_ref().unwrap()[0].count,
        published("egalite-9")
    );
}

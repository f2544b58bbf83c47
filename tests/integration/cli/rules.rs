//! `rules`: the tableau in every text format, presets and rules files that round-trip.

use super::schema::*;
use super::*;

/// The tableau rows of sheet 003 (Banco 3-6 against Punto's third card 0-9, then Refus).
const SHEET_003: [(&str, &str); 4] = [
    ("3", "T T T T T T T T R T T"),
    ("4", "R R T T T T T T R R T"),
    ("5", "R R R R T T T T R R T"),
    ("6", "R R R R R R T T R R R"),
];

fn cells(line: &str) -> String {
    line.split(['|', ','])
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every table of `rules NAME` in `format`: CSV holds one table, so its three are asked
/// for one by one (`--table 1` to `3`).
fn every_table(name: &str, format: &str) -> String {
    match format {
        "csv" => ["1", "2", "3"]
            .map(|t| ok(&["rules", name, "--format", "csv", "--table", t]))
            .concat(),
        _ => ok(&["rules", name, "--format", format]),
    }
}

#[test]
fn rules_prints_the_sheet_003_tableau_in_every_text_format() {
    for format in ["table", "markdown", "csv"] {
        let out = every_table("standard", format);
        for (total, row) in SHEET_003 {
            let want = format!("{total} {row}");
            assert!(
                out.lines().any(|l| cells(l) == want),
                "{format}: no row '{want}' in\n{out}"
            );
        }
        assert!(out.contains("Refus"), "{format}");
        assert!(
            out.contains("19:20") && out.contains("8:1") && out.contains("5%"),
            "{format}"
        );
        assert!(
            out.contains("Punto draws on") && out.contains("0-5"),
            "{format}"
        );
        assert!(out.contains("push"), "{format}: tie handling");
    }
}

#[test]
fn midi_shows_its_punto_rule_and_assumed_tableau_everywhere() {
    for format in ["table", "markdown", "csv", "json"] {
        let out = every_table("midi", format);
        assert!(out.contains("standard tableau"), "{format}: {out}");
    }
    let out = ok(&["rules", "midi"]);
    assert!(
        out.lines().any(|l| cells(l) == "Punto T T T T T R R R N N"),
        "{out}"
    );
    let ez = ok(&["rules", "ez"]);
    assert!(
        ez.contains("Banco wins, Banco total 7, Banco 3 cards: push"),
        "{ez}"
    );
    assert!(ez.contains("no commission"), "{ez}");
}

#[test]
fn rules_json_is_the_rules_file_and_round_trips_through_rules_flag() {
    let text = ok(&["rules", "standard", "--format", "json"]);
    let file: punto_banco::RulesFile = serde_json::from_str(&text).unwrap();
    assert_eq!(
        &file,
        punto_banco::Rules::preset("standard").unwrap().to_file()
    );
    let f = temp_file(&text);
    let path = f.path().to_str().unwrap();
    let o: OddsJson = json(&["odds", "--decks", "8", "--rules", path]);
    assert_eq!(o.outcomes.banco.count, main_counts(8)[0].to_string());
    assert_eq!(o.rules.definition, file);
    // Edit: Égalité pays 9 to 1 (the published edge, 8 decks).
    let edited = text.replace("\"tie_pays\": \"8\"", "\"tie_pays\": \"9\"");
    assert_ne!(edited, text);
    let f = temp_file(&edited);
    let o: OddsJson = json(&[
        "odds",
        "--decks",
        "8",
        "--rules",
        f.path().to_str().unwrap(),
    ]);
    let tie = o.bets.iter().find(|b| b.id == "tie").unwrap();
    assert_eq!(
        format!("{:.4}", tie.house_edge_percent.unwrap()),
        published("tie9-8d-edge")
    );
    // A file also prints as a rule set.
    let shown = ok(&["rules", f.path().to_str().unwrap()]);
    assert!(shown.contains("9:1"), "{shown}");
}

#[test]
fn rules_list_names_every_preset_in_every_format() {
    let l: PresetListJson = json(&["rules", "--list"]);
    let names: Vec<&str> = l.presets.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, punto_banco::PRESETS);
    assert!(l.presets.iter().all(|p| !p.description.is_empty()));
    assert!(l.presets[1].notes[0].contains("standard tableau"));
    let bare = ok(&["rules"]);
    for format in ["table", "markdown", "csv"] {
        let out = ok(&["rules", "--list", "--format", format]);
        for p in punto_banco::PRESETS {
            assert!(out.contains(p), "{format}: {p}");
        }
        if format == "table" {
            assert_eq!(out, bare);
        }
    }
    assert!(ok(&["rules", "--list", "--format", "csv"]).starts_with("name,description,notes\r\n"));
}

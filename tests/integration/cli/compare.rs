//! `compare`: published variant edges side by side, with exact differences.

use super::schema::*;
use super::*;

#[test]
fn compare_reproduces_published_variant_edges_with_differences() {
    let c: CompareJson = json(&[
        "compare",
        "--decks",
        "8",
        "--rules",
        "standard,tie-9,commission-4,ez,super-6,gold",
        "--bets",
        "main",
    ]);
    assert_eq!(c.engine, "exact");
    assert_eq!(c.baseline, "standard");
    assert_eq!(c.shoe.cards, 416);
    assert_eq!(c.combinations, main_counts(8)[3].to_string());
    let names: Vec<&str> = c.rules.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(
        names,
        ["standard", "tie-9", "commission-4", "ez", "super-6", "gold"]
    );
    let edge = |bet: &str, rules: &str| {
        let b = c.bets.iter().find(|b| b.id == bet).unwrap();
        let cell = b.results.iter().find(|r| r.rules == rules).unwrap();
        assert!(cell.priceable && cell.reason.is_none() && !b.name.is_empty());
        cell
    };
    for (bet, rules, figure) in [
        ("tie", "tie-9", "tie9-8d-edge"),
        ("banco", "commission-4", "commission4-8d-edge"),
        ("banco", "ez", "ez-8d-banco-edge"),
        ("banco", "super-6", "super6-8d-banco-edge"),
        ("banco", "standard", "edge-8d-banco"),
    ] {
        let cell = edge(bet, rules);
        assert_eq!(
            format!("{:.4}", cell.house_edge_percent.unwrap()),
            published(figure),
            "{bet} {rules}"
        );
        assert_eq!(
            parse_ratio(cell.ev.as_ref().unwrap()),
            -parse_ratio(cell.house_edge.as_ref().unwrap())
        );
    }
    // Differences are against the first rule set, exactly.
    let base = parse_ratio(edge("banco", "standard").house_edge.as_ref().unwrap());
    assert!(edge("banco", "standard").difference.is_none());
    let ez = edge("banco", "ez");
    assert_eq!(
        parse_ratio(ez.difference.as_ref().unwrap()),
        parse_ratio(ez.house_edge.as_ref().unwrap()) - base
    );
    // Shown as the difference of the two published edges.
    let percent = |id: &str| published(id).parse::<f64>().unwrap();
    let published_difference = percent("ez-8d-banco-edge") - percent("edge-8d-banco");
    assert_eq!(
        format!("{:.4}", ez.difference_percent.unwrap()),
        format!("{published_difference:.4}")
    );
    assert_eq!(edge("punto", "tie-9").difference.as_deref(), Some("0"));
    // Baccarat Gold: the published exact counts (a configurable tableau).
    let gold = c.outcomes.iter().find(|o| o.rules == "gold").unwrap();
    assert_eq!(gold.punto.count, published("gold-8d-punto"));
    assert_eq!(gold.banco.count, published("gold-8d-banco"));
    assert_eq!(gold.tie.count, published("gold-8d-tie"));
    assert_eq!(
        parse_ratio(&gold.tie.probability),
        ratio(published("gold-8d-tie").parse().unwrap(), main_counts(8)[3])
    );
    assert!(gold.tie.decimal > 0.09);
}

#[test]
fn compare_text_formats_show_every_rule_set_and_the_midi_note() {
    let args = ["compare", "--decks", "8", "--rules", "standard,midi,ez"];
    let table = ok(&args);
    assert!(
        table.contains("midi Δ") && table.contains("ez Δ") && table.contains("1.0183%"),
        "{table}"
    );
    // The sheets the note cites are named (issue 38).
    assert!(
        table.contains("midi: The Italian casino's sheet (000)"),
        "{table}"
    );
    let md = ok(&[&args[..], &["--format", "markdown"]].concat());
    assert!(
        md.contains("| bet | id | standard edge | midi edge | midi Δ | ez edge | ez Δ |"),
        "{md}"
    );
    let csv = ok(&[&args[..], &["--format", "csv", "--table", "outcomes"]].concat());
    assert!(
        csv.starts_with("rules,Punto,Banco,Égalité (tie)\r\n"),
        "{csv}"
    );
    let csv = ok(&[&args[..], &["--format", "csv"]].concat());
    assert!(
        csv.starts_with("bet,id,standard edge,midi edge,midi Δ,ez edge,ez Δ\r\n"),
        "{csv}"
    );
    // Without --rules, every preset.
    let all: CompareJson = json(&["compare", "--decks", "8", "--bets", "banco"]);
    assert_eq!(all.rules.len(), punto_banco::PRESETS.len());
}

#[test]
fn odds_with_a_rules_list_points_to_compare() {
    bad(
        &["odds", "--rules", "standard,midi"],
        &["'standard,midi'", "compare"],
    );
    bad(
        &["compare", "--rules", "standard,standard"],
        &["'standard'", "twice"],
    );
}

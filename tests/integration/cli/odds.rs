//! `odds`: the published counts and edges through the command line, its text formats and a
//! shoe beyond `u128`.

use super::schema::*;
use super::*;
use num_bigint::BigUint;

#[test]
fn odds_json_reproduces_published_eight_deck_counts() {
    let o: OddsJson = json(&["odds", "--decks", "8", "--bets", "all", "--detail"]);
    let [b, p, t, n] = main_counts(8);
    assert_eq!(o.engine, "exact");
    assert_eq!(o.combinations, n.to_string());
    assert_eq!(o.outcomes.banco.count, published("main-8d-banco"));
    assert_eq!(o.outcomes.banco.count, b.to_string());
    assert_eq!(o.outcomes.punto.count, p.to_string());
    assert_eq!(o.outcomes.tie.count, t.to_string());
    assert_eq!(parse_ratio(&o.outcomes.banco.probability), ratio(b, n));
    assert!((o.outcomes.banco.decimal - b as f64 / n as f64).abs() < 1e-15);
    assert_eq!(o.rules.name, "standard");
    assert_eq!(o.shoe.cards, 416);
    assert_eq!(o.shoe.decks, Some(8));
    assert!(o.shoe.suits_known);
    assert_eq!(o.bets.len(), 29);
    let bet = |id: &str| o.bets.iter().find(|x| x.id == id).unwrap();
    assert_eq!(
        parse_ratio(bet("banco").ev.as_ref().unwrap()),
        banco_ev(main_counts(8))
    );
    // House edges and SDs as published (Wizard of Odds), rounded as published.
    for (id, edge, sd) in [
        ("banco", "edge-8d-banco", Some("sd-8d-banco")),
        ("punto", "edge-8d-punto", Some("sd-8d-punto")),
        ("tie", "edge-8d-tie", Some("sd-8d-tie")),
        ("dragon_7", "dragon7-edge", Some("dragon7-sd")),
        ("panda_8", "panda8-edge", None),
        ("dragon_bonus_punto", "dragon-bonus-punto-edge", None),
        ("dragon_bonus_banco", "dragon-bonus-banco-edge", None),
    ] {
        let b = bet(id);
        assert_eq!(
            format!("{:.4}", b.house_edge_percent.unwrap()),
            published(edge),
            "{id}"
        );
        if let Some(sd) = sd {
            assert_eq!(format!("{:.4}", b.sd.unwrap()), published(sd), "{id}");
        }
    }
    // Dragon 7 wins on the published number of sequences.
    let d7 = bet("dragon_7");
    assert_eq!(
        d7.lines.as_ref().unwrap()[0].count,
        published("dragon7-count")
    );
    assert_eq!(
        format!("{:.2}", bet("punto_pair").house_edge_percent.unwrap()),
        published("punto-pair-8d-edge")
    );
    // Every field is present for a priceable bet.
    let punto = bet("punto");
    assert!(punto.priceable && punto.reason.is_none() && punto.positive == Some(false));
    assert!(
        punto.lose_count.is_some() && punto.variance.is_some() && punto.edge_per_resolved.is_some()
    );
    let sum = parse_ratio(punto.p_win.as_ref().unwrap())
        + parse_ratio(punto.p_push.as_ref().unwrap())
        + parse_ratio(punto.p_lose.as_ref().unwrap());
    assert_eq!(sum, ratio(1, 1));
    assert!(punto.ev_decimal.unwrap() < 0.0 && !punto.name.is_empty());
    assert_eq!(
        parse_ratio(punto.house_edge.as_ref().unwrap()),
        -parse_ratio(punto.ev.as_ref().unwrap())
    );
    let l = &punto.lines.as_ref().unwrap()[0];
    assert_eq!(l.pays, "1");
    assert_eq!(l.count, p.to_string());
    assert_eq!(parse_ratio(&l.probability), ratio(p, n));
    assert_eq!(parse_ratio(&l.return_contribution), ratio(p, n));
    assert_eq!(l.when.winner, Some(punto_banco::Winner::Punto));
    // Banco wins by final total (excelpunks): Banco on 7 over any lower Punto total.
    let d = o.detail.unwrap();
    let banco_on_7: u128 = (0..7)
        .map(|p| d.totals[p][7].parse::<u128>().unwrap())
        .sum();
    assert_eq!(banco_on_7.to_string(), published("banco-wins-on-7"));
    let dealt: u128 = d
        .cards_dealt
        .values()
        .map(|v| v.parse::<u128>().unwrap())
        .sum();
    assert_eq!(dealt, n);
}

#[test]
fn odds_reproduces_published_counts_for_one_to_six_decks() {
    for decks in &PUBLISHED_DECKS[..6] {
        let [b, p, t, n] = main_counts(*decks);
        let o: OddsJson = json(&["odds", "--decks", &decks.to_string()]);
        assert_eq!(o.combinations, n.to_string(), "{decks} decks");
        assert_eq!(o.outcomes.banco.count, b.to_string(), "{decks} decks");
        assert_eq!(o.outcomes.punto.count, p.to_string(), "{decks} decks");
        assert_eq!(o.outcomes.tie.count, t.to_string(), "{decks} decks");
    }
}

#[test]
fn odds_text_formats_show_the_published_figures() {
    let banco = published("main-8d-banco");
    let table = ok(&["odds", "--decks", "8"]);
    assert!(table.contains(&format!("| {banco} |")), "{table}");
    let total = thousands(&published("main-8d-total"));
    assert!(table.contains(&total), "{table}");
    let edge = format!("{}%", published("edge-8d-banco"));
    assert!(
        table.contains(&edge) && table.starts_with("Outcomes"),
        "{table}"
    );
    let md = ok(&["odds", "--decks", "8", "--format", "markdown"]);
    assert!(
        md.contains("### Bets") && md.contains("| --- | --- | ---: |"),
        "{md}"
    );
    // CSV holds one table: the bets by default, the outcomes on request.
    let csv = ok(&["odds", "--decks", "8", "--format", "csv"]);
    assert!(csv.starts_with("bet,id,pays,EV,house edge,SD\r\n"), "{csv}");
    let csv = ok(&[
        "odds", "--decks", "8", "--format", "csv", "--table", "outcomes",
    ]);
    let mut lines = csv.split("\r\n");
    assert_eq!(lines.next(), Some("outcome,count,probability,exact"));
    assert!(csv.contains(&format!("\r\nBanco,{banco},")), "{csv}");
}

#[test]
fn a_thousand_deck_shoe_computes_exactly_without_panic() {
    let o: OddsJson = json(&["odds", "--decks", "1000"]);
    let n: BigUint = (0..6u64).fold(BigUint::from(1u32), |a, i| a * (52_000 - i));
    assert_eq!(o.combinations, n.to_string());
    let sum: BigUint = [&o.outcomes.punto, &o.outcomes.banco, &o.outcomes.tie]
        .iter()
        .map(|x| x.count.parse::<BigUint>().unwrap())
        .sum();
    assert_eq!(sum, n);
    // Beyond u128: 5.2 million cards, the big-integer path.
    let e: EvJson = json(&["ev", "--decks", "100000"]);
    let n: BigUint = (0..6u64).fold(BigUint::from(1u32), |a, i| a * (5_200_000 - i));
    assert!(n.bits() > 128);
    assert_eq!(e.combinations, n.to_string());
    // An infinite-deck Banco edge is about 1.06%.
    let banco = e.bets.iter().find(|b| b.id == "banco").unwrap();
    assert_eq!(format!("{:.2}", banco.ev_percent.unwrap()), "-1.06");
}

/// Writes an integer with a comma between groups of three digits, as the table's title does.
fn thousands(digits: &str) -> String {
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

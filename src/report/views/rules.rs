//! The tables of `rules`: the preset list, and a rule set as the house sheet prints it
//! (Punto's rule, the Banco tableau, the settlement).

use crate::api::{PresetList, RulesDocument};
use crate::report::{fmt, line_words, Align, Cell, Table, Tabular};
use crate::rules::Rules;
use num_rational::BigRational;
use num_traits::Zero;

impl Tabular for PresetList {
    fn tables(&self) -> Vec<Table> {
        let mut t = Table::new(
            "Built-in rule sets (punto-banco rules NAME shows one)",
            &[
                ("name", Align::Left),
                ("description", Align::Left),
                ("notes", Align::Left),
            ],
        );
        for p in &self.presets {
            t.row(vec![
                p.name.clone(),
                p.description.clone(),
                p.notes.join(" "),
            ]);
        }
        vec![t]
    }
}

impl Tabular for RulesDocument {
    fn tables(&self) -> Vec<Table> {
        rule_tables(&self.rules)
    }

    fn default_table(&self) -> Option<&'static str> {
        Some("tableau")
    }
}

/// Totals as ranges: `[0, 1, 2, 3, 4, 5]` reads "0-5", `[0, 1, 3]` reads "0-1, 3".
fn ranges(totals: &[u8]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < totals.len() {
        let start = totals[i];
        while i + 1 < totals.len() && totals[i + 1] == totals[i] + 1 {
            i += 1;
        }
        parts.push(if totals[i] == start {
            start.to_string()
        } else {
            format!("{start}-{}", totals[i])
        });
        i += 1;
    }
    if parts.is_empty() {
        "never".into()
    } else {
        parts.join(", ")
    }
}

/// An exact fraction of the stake as a percentage: `1/20` reads "5%".
fn percent(r: &BigRational) -> String {
    let p = r * BigRational::from_integer(100.into());
    if p.is_integer() {
        format!("{}%", p.numer())
    } else {
        fmt::pct(r, 4)
    }
}

/// The tables `rules NAME` prints: Punto's rule, the Banco tableau, and the settlement.
fn rule_tables(rules: &Rules) -> Vec<Table> {
    vec![
        punto_table(rules).named("punto"),
        tableau_table(rules).named("tableau"),
        settlement_table(rules).named("settlement"),
    ]
}

/// Punto's two-card totals: those it draws on, those it stands on, the naturals.
fn punto_totals(rules: &Rules) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let draws: Vec<u8> = (0..10).filter(|&t| rules.punto_draws(t)).collect();
    let stands: Vec<u8> = (0..10)
        .filter(|&t| !rules.punto_draws(t) && !rules.is_natural(t))
        .collect();
    let naturals: Vec<u8> = (0..10).filter(|&t| rules.is_natural(t)).collect();
    (draws, stands, naturals)
}

/// A tableau cell: N (natural), T (tire, draw) or R (reste, stand).
fn letter(rules: &Rules, t: u8, draw: bool) -> &'static str {
    if rules.is_natural(t) {
        "N"
    } else if draw {
        "T"
    } else {
        "R"
    }
}

fn digits() -> Vec<String> {
    (0..10).map(|d| d.to_string()).collect()
}

fn punto_table(rules: &Rules) -> Table {
    let (draws, stands, _) = punto_totals(rules);
    let digits = digits();
    let mut cols: Vec<(&str, Align)> = vec![("two-card total", Align::Left)];
    cols.extend(digits.iter().map(|d| (d.as_str(), Align::Right)));
    let mut punto = Table::new(
        &format!(
            "Rules {}. Punto draws (T) on {}, stands (R) on {}; N = natural",
            rules.name(),
            ranges(&draws),
            ranges(&stands)
        ),
        &cols,
    );
    let mut row = vec!["Punto".to_string()];
    row.extend((0..10).map(|t| letter(rules, t, rules.punto_draws(t)).to_string()));
    punto.row(row);
    punto
}

fn tableau_table(rules: &Rules) -> Table {
    let digits = digits();
    let mut cols: Vec<(&str, Align)> = vec![("Banco total", Align::Left)];
    cols.extend(digits.iter().map(|d| (d.as_str(), Align::Right)));
    cols.push(("Refus", Align::Right));
    let mut tableau = Table::new(
        "Banco tableau: Banco's two-card total (rows) against the value of Punto's third card \
         (columns); T = tire (draw), R = reste (stand), N = natural",
        &cols,
    );
    for t in 0..10u8 {
        let mut row = vec![fmt::int_cell(t.into())];
        row.extend((0..10).map(|third| letter(rules, t, rules.banco_draws(t, Some(third))).into()));
        row.push(letter(rules, t, rules.banco_draws(t, None)).into());
        tableau.row(row);
    }
    tableau
        .notes
        .push("Refus: Punto stood on two cards (no third card).".into());
    tableau.notes.extend(rules.notes().iter().cloned());
    tableau
}

fn settlement_table(rules: &Rules) -> Table {
    let file = rules.to_file();
    let (draws, stands, naturals) = punto_totals(rules);
    let mut pay = Table::new(
        "Payouts and settlement",
        &[("rule", Align::Left), ("value", Align::Left)],
    );
    let commission = rules.banco_commission();
    let mut rows: Vec<(String, Cell)> = vec![
        ("rule set".into(), rules.name().into()),
        ("description".into(), rules.description().into()),
        (
            "naturals".into(),
            format!(
                "{} on the first two cards: both hands stand",
                naturals
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            )
            .into(),
        ),
        ("Punto draws on".into(), ranges(&draws).into()),
        ("Punto stands on".into(), ranges(&stands).into()),
        (
            "Punto pays".into(),
            fmt::pays_cell(fmt::pays(rules.punto_pays())),
        ),
        (
            "Banco pays".into(),
            if commission.is_zero() {
                format!("{} (no commission)", fmt::pays(&rules.banco_pays()))
            } else {
                format!(
                    "{} ({} commission)",
                    fmt::pays(&rules.banco_pays()),
                    percent(commission)
                )
            }
            .into(),
        ),
        (
            "Banco commission".into(),
            format!("{} ({})", percent(commission), commission).into(),
        ),
        (
            "Égalité (tie) pays".into(),
            fmt::pays_cell(fmt::pays(rules.tie_pays())),
        ),
        (
            "on a tie, Punto and Banco bets".into(),
            if rules.tie_pushes() {
                "push (stake returned)"
            } else {
                "lose"
            }
            .into(),
        ),
    ];
    for (side, lines) in [
        ("Punto", &file.punto_special),
        ("Banco", &file.banco_special),
    ] {
        for l in lines {
            rows.push((format!("{side} special pay"), line_words(l).into()));
        }
    }
    if file.punto_special.is_empty() && file.banco_special.is_empty() {
        rows.push(("special pays".into(), "none".into()));
    }
    for n in rules.notes() {
        rows.push(("note".into(), n.clone().into()));
    }
    for (k, v) in rows {
        pay.row(vec![k.into(), v]);
    }
    pay
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_read_as_ranges() {
        assert_eq!(ranges(&[0, 1, 2, 3, 4, 5]), "0-5");
        assert_eq!(ranges(&[0, 1, 3, 6, 7]), "0-1, 3, 6-7");
        assert_eq!(ranges(&[]), "never");
        assert_eq!(ranges(&[8, 9]), "8-9");
    }

    #[test]
    fn sheet_003_rows_appear_in_the_tableau() {
        let t = &rule_tables(&Rules::preset("standard").unwrap())[1];
        let row = |n: usize| {
            t.rows[n][1..]
                .iter()
                .map(|c| c.as_str())
                .collect::<String>()
        };
        assert_eq!(row(3), "TTTTTTTTRTT");
        assert_eq!(row(4), "RRTTTTTTRRT");
        assert_eq!(row(5), "RRRRTTTTRRT");
        assert_eq!(row(6), "RRRRRRTTRRR");
        assert_eq!(row(8), "NNNNNNNNNNN");
    }

    #[test]
    fn commission_reads_as_percent() {
        assert_eq!(percent(&BigRational::new(1.into(), 20.into())), "5%");
        assert_eq!(percent(&BigRational::new(1.into(), 25.into())), "4%");
    }
}

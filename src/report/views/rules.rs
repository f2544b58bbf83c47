//! The tables of `rules`: the preset list, and a rule set as the house sheet prints it
//! (Punto's rule, the Banco tableau, the settlement).

use super::names::{self, table};
use crate::api::{PresetList, RulesDocument};
use crate::i18n::{Arg, Lang};
use crate::report::{fmt, Align, Cell, Table, Tabular};
use crate::rules::Rules;
use num_rational::BigRational;
use num_traits::Zero;

impl Tabular for PresetList {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        let mut t = table(
            lang,
            "presets",
            lang.m("t-presets-title"),
            &[
                ("t-col-name", Align::Left),
                ("t-col-description", Align::Left),
                ("t-col-notes", Align::Left),
            ],
        );
        for p in &self.presets {
            t.row(vec![
                p.name.clone(),
                names::description(lang, &p.name, &p.description),
                names::notes(lang, &p.name, &p.notes).join(" "),
            ]);
        }
        vec![t]
    }
}

impl Tabular for RulesDocument {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        rule_tables(&self.rules, lang)
    }

    fn default_table(&self) -> Option<&'static str> {
        Some("tableau")
    }
}

/// Totals as ranges: `[0, 1, 2, 3, 4, 5]` reads "0-5" (in French "0–5", the language's
/// range sign), `[0, 1, 3]` reads "0-1, 3"; none reads "never" (`t-never`).
fn ranges(lang: Lang, totals: &[u8]) -> String {
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
            lang.range(start, totals[i])
        });
        i += 1;
    }
    if parts.is_empty() {
        lang.m("t-never")
    } else {
        parts.join(", ")
    }
}

/// An exact fraction of the stake as a percentage: `1/20` reads "5%" (in French
/// "5 %").
fn percent(lang: Lang, r: &BigRational) -> String {
    let p = r * BigRational::from_integer(100.into());
    if p.is_integer() {
        lang.percent(crate::ratio::to_f64(&p), 0)
    } else {
        lang.percent(100.0 * crate::ratio::to_f64(r), 4)
    }
}

/// The tables `rules NAME` prints: Punto's rule, the Banco tableau, and the settlement.
fn rule_tables(rules: &Rules, lang: Lang) -> Vec<Table> {
    vec![
        punto_table(rules, lang),
        tableau_table(rules, lang),
        settlement_table(rules, lang),
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

fn punto_table(rules: &Rules, lang: Lang) -> Table {
    let (draws, stands, _) = punto_totals(rules);
    let title = lang.msg(
        "t-punto-title",
        &[
            ("rules", Arg::text(rules.name())),
            ("draws", Arg::text(ranges(lang, &draws))),
            ("stands", Arg::text(ranges(lang, &stands))),
        ],
    );
    let mut punto = table(
        lang,
        "punto",
        title,
        &[("t-col-two-card-total", Align::Left)],
    );
    punto
        .columns
        .extend(digits().into_iter().map(|d| (d, Align::Right)));
    let mut row = vec!["Punto".to_string()];
    row.extend((0..10).map(|t| letter(rules, t, rules.punto_draws(t)).to_string()));
    punto.row(row);
    punto
}

fn tableau_table(rules: &Rules, lang: Lang) -> Table {
    let title = lang.m("t-tableau-title");
    let mut tableau = table(lang, "tableau", title, &[("col-banco-total", Align::Left)]);
    tableau
        .columns
        .extend(digits().into_iter().map(|d| (d, Align::Right)));
    // The house sheet's own word for the column, in every language.
    tableau.columns.push(("Refus".into(), Align::Right));
    for t in 0..10u8 {
        let mut row = vec![fmt::int_cell(t.into())];
        row.extend((0..10).map(|third| letter(rules, t, rules.banco_draws(t, Some(third))).into()));
        row.push(letter(rules, t, rules.banco_draws(t, None)).into());
        tableau.row(row);
    }
    tableau.notes.push(lang.m("t-refus-note"));
    tableau
        .notes
        .extend(names::notes(lang, rules.name(), rules.notes()));
    tableau
}

fn settlement_table(rules: &Rules, lang: Lang) -> Table {
    let mut pay = table(
        lang,
        "settlement",
        lang.m("t-settlement-title"),
        &[("t-col-rule", Align::Left), ("t-col-value", Align::Left)],
    );
    for (k, v) in settlement_rows(rules, lang) {
        pay.row(vec![k.into(), v]);
    }
    let file = rules.to_file();
    for (side, lines) in [
        ("Punto", &file.punto_special),
        ("Banco", &file.banco_special),
    ] {
        for l in lines {
            let name = lang.msg("t-rule-special", &[("side", Arg::text(side))]);
            pay.row(vec![name, names::line_words(lang, l)]);
        }
    }
    if file.punto_special.is_empty() && file.banco_special.is_empty() {
        pay.row(vec![lang.m("t-rule-special-none"), lang.m("t-none")]);
    }
    for n in names::notes(lang, rules.name(), rules.notes()) {
        pay.row(vec![lang.m("t-rule-note"), n]);
    }
    pay
}

/// The settlement's rows before the special pays: (rule, value).
fn settlement_rows(rules: &Rules, lang: Lang) -> Vec<(String, Cell)> {
    let (draws, stands, naturals) = punto_totals(rules);
    let commission = rules.banco_commission();
    let naturals: Vec<String> = naturals.iter().map(u8::to_string).collect();
    let banco_pays = Arg::text(fmt::pays(&rules.banco_pays()));
    let rows: Vec<(&str, Cell)> = vec![
        ("t-rule-set", rules.name().into()),
        (
            "t-col-description",
            names::description(lang, rules.name(), rules.description()).into(),
        ),
        (
            "t-rule-naturals",
            lang.msg(
                "t-naturals-value",
                &[("totals", Arg::text(naturals.join(", ")))],
            )
            .into(),
        ),
        ("t-rule-punto-draws", ranges(lang, &draws).into()),
        ("t-rule-punto-stands", ranges(lang, &stands).into()),
        (
            "t-rule-punto-pays",
            fmt::pays_cell(fmt::pays(rules.punto_pays())),
        ),
        (
            "t-rule-banco-pays",
            if commission.is_zero() {
                lang.msg("t-banco-pays-no-commission", &[("pays", banco_pays)])
            } else {
                let pct = Arg::text(percent(lang, commission));
                lang.msg(
                    "t-banco-pays-commission",
                    &[("pays", banco_pays), ("commission", pct)],
                )
            }
            .into(),
        ),
        (
            "t-rule-banco-commission",
            lang.msg(
                "t-commission-value",
                &[
                    ("percent", Arg::text(percent(lang, commission))),
                    ("exact", Arg::Exact(commission.clone())),
                ],
            )
            .into(),
        ),
        (
            "t-rule-tie-pays",
            fmt::pays_cell(fmt::pays(rules.tie_pays())),
        ),
        (
            "t-rule-on-tie",
            lang.m(if rules.tie_pushes() {
                "t-on-tie-push"
            } else {
                "t-on-tie-lose"
            })
            .into(),
        ),
    ];
    rows.into_iter().map(|(k, v)| (lang.m(k), v)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_read_as_ranges() {
        let en = |t: &[u8]| ranges(Lang::En, t);
        assert_eq!(en(&[0, 1, 2, 3, 4, 5]), "0-5");
        assert_eq!(en(&[0, 1, 3, 6, 7]), "0-1, 3, 6-7");
        assert_eq!(en(&[]), "never");
        assert_eq!(ranges(Lang::It, &[]), "mai");
        assert_eq!(en(&[8, 9]), "8-9");
        // French and Russian write a range with an en dash, Italian with the hyphen.
        assert_eq!(ranges(Lang::It, &[0, 1, 3, 6, 7]), "0-1, 3, 6-7");
        assert_eq!(
            ranges(Lang::Fr, &[0, 1, 3, 6, 7]),
            "0\u{2013}1, 3, 6\u{2013}7"
        );
        assert_eq!(ranges(Lang::Ru, &[0, 1, 2, 3, 4, 5]), "0\u{2013}5");
    }

    #[test]
    fn sheet_003_rows_appear_in_the_tableau() {
        let t = &rule_tables(&Rules::preset("standard").unwrap(), Lang::En)[1];
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
        let r = |n: i64, d: i64| BigRational::new(n.into(), d.into());
        assert_eq!(percent(Lang::En, &r(1, 20)), "5%");
        assert_eq!(percent(Lang::En, &r(1, 25)), "4%");
        assert_eq!(percent(Lang::En, &r(1, 30)), "3.3333%");
        assert_eq!(percent(Lang::Fr, &r(1, 20)), "5\u{202F}%");
    }
}

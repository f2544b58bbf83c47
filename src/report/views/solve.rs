//! The table of `solve`: the solved pay, the pays around it and the pay as written, each
//! with its house edge.

use super::names::{bet_name, table};
use crate::i18n::{Arg, Lang};
use crate::report::{event_words_in, SolveReport};
use crate::report::{fmt, Align, Table, Tabular};
use num_traits::Signed;

impl Tabular for SolveReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        let bet = Arg::text(bet_name(lang, &self.name));
        let line = Arg::plain(self.line);
        // The heading names the bet, not its id, and the line's event in the language
        // (the words of `bets`' "when" column, as the JSON's `event` in English).
        let event = Arg::text(event_words_in(&self.event, lang));
        let title = lang.msg(
            "t-solve-title",
            &[("bet", bet), ("line", line), ("event", event)],
        );
        // Named by the first word of the bet's name, as `--table` has always chosen it.
        let name = Table::new(&self.name, &[]).name();
        let mut t = table(
            lang,
            &name,
            title,
            &[
                ("t-col-pay", Align::Left),
                ("col-pays", Align::Right),
                ("col-exact", Align::Right),
                ("m-house-edge", Align::Right),
                ("t-col-exact-edge-cap", Align::Right),
            ],
        );
        for p in &self.pays_nearby {
            let label = format!("t-pay-{}", p.label.replace(' ', "-"));
            t.row(vec![
                lang.m(&label).into(),
                fmt::pays_cell(pays_in(lang, &p.pays_shown)),
                fmt::exact_cell(&p.pays.0),
                fmt::percent_cell(p.house_edge_percent, 4),
                fmt::exact_cell(&p.house_edge.0),
            ]);
        }
        if self.reason.is_some() {
            let args = [
                ("target", Arg::Exact(self.target_edge.0.clone())),
                ("reason", Arg::text(self.reason_in(lang))),
            ];
            t.notes.push(lang.msg("t-solve-no-pay", &args));
        }
        let formula = lang.msg(
            "t-solve-formula-of",
            &[
                ("push", Arg::Exact(self.edge_at_push.0.clone())),
                ("slope", Arg::Exact(self.line_probability.0.clone())),
            ],
        );
        let args = [("formula", Arg::text(formula))];
        t.notes.push(lang.msg("t-solve-formula", &args));
        vec![t]
    }
}

impl SolveReport {
    /// Why no pay reaches the target, from the report's values.
    fn reason_in(&self, lang: Lang) -> String {
        let line = Arg::plain(self.line);
        if self.line_probability.0.is_positive() {
            let pct = |r: &crate::ratio::Exact| {
                Arg::Percent(fmt::in_percent(crate::ratio::to_f64(&r.0)), 4)
            };
            let args = [
                ("line", line),
                ("edge", pct(&self.edge_at_push)),
                ("target", pct(&self.target_edge)),
            ];
            lang.msg("t-solve-reason-push", &args)
        } else {
            lang.msg("t-solve-reason-never", &[("line", line)])
        }
    }
}

/// A pay as shown (`8:1`, or a solved pay as a decimal, `8.9836:1`) with the language's
/// decimal sign (`8,9836:1`); the exact pay is the next column.
fn pays_in(lang: Lang, shown: &str) -> String {
    match shown.strip_suffix(":1") {
        Some(x) if x.contains('.') => format!("{}:1", lang.localize_number(x)),
        _ => shown.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The title of `solve` for line 1 of `bet` (8 decks, a 5% target).
    fn title(bet: &str, lang: Lang) -> String {
        let s = crate::api::SolveRequest {
            decks: Some(8),
            bet: Some(bet.into()),
            line: 1,
            edge: "5%".into(),
            ..Default::default()
        };
        let report = SolveReport::new(&s.run().unwrap());
        report.tables_in(lang).remove(0).title
    }

    #[test]
    fn the_title_words_the_line_s_event_in_every_language() {
        // English as docs/cli.md shows it, byte for byte.
        assert_eq!(
            title("tie", Lang::En),
            "Égalité (tie), line 1: Égalité (tie)"
        );
        assert_eq!(
            title("tie", Lang::It),
            "Égalité (pareggio), riga 1: Égalité (pareggio)"
        );
        // French puts a no-break space before a colon.
        assert_eq!(title("tie", Lang::Fr), "Égalité, ligne 1\u{A0}: Égalité");
        assert_eq!(
            title("tie", Lang::Ru),
            "Égalité (ничья), строка 1: Égalité (ничья)"
        );
        // Dragon 7's line: a Banco win on a three-card 7, in the words the `bets` table
        // writes in its "when" column (`event_words_in`'s own examples).
        let dragon = title("dragon_7", Lang::En);
        assert_eq!(
            dragon,
            "Dragon 7, line 1: Banco wins, Banco total 7, Banco 3 cards"
        );
        let dragon = title("dragon_7", Lang::Ru);
        assert_eq!(
            dragon,
            "Dragon 7, строка 1: выигрывает Banco, сумма Banco 7, у Banco 3 карты"
        );
        let dragon = title("dragon_7", Lang::Fr);
        assert!(
            dragon.starts_with("Dragon 7, ligne 1\u{A0}: Banco gagne"),
            "{dragon}"
        );
        let dragon = title("dragon_7", Lang::It);
        assert!(
            dragon.starts_with("Dragon 7, riga 1: vince il Banco"),
            "{dragon}"
        );
    }

    #[test]
    fn a_solved_pay_takes_the_language_s_decimal_sign() {
        assert_eq!(pays_in(Lang::En, "8.9836:1"), "8.9836:1");
        assert_eq!(pays_in(Lang::It, "8.9836:1"), "8,9836:1");
        assert_eq!(pays_in(Lang::Ru, "8.9836:1"), "8,9836:1");
        assert_eq!(pays_in(Lang::Fr, "8:1"), "8:1");
        assert_eq!(pays_in(Lang::Fr, "19/20:1"), "19/20:1");
    }
}

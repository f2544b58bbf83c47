//! The tables of `audit`: the verdict with the tests, and the composition (the audit file,
//! in every language, is `audit_file.rs`); and the verdict in one line, in a language
//! ([`AuditVerdict::words`]) and in the JSON (its English sentence).

use crate::api::{AuditReport, AuditVerdict};
use crate::i18n::{Arg, Lang};
use crate::report::{fmt, Align, Cell, Table, Tabular};

impl AuditVerdict {
    /// The verdict in one line in `lang` (`au-summary-*`): passed at the level after Holm
    /// under the rule, or flagged with the wrong card counts and the tests failed.
    pub fn words(&self, lang: Lang) -> String {
        let level = || ("level", Arg::Float(self.level));
        let rule = || ("rule", Arg::text(self.rule));
        if self.passed() {
            return lang.msg("au-summary-passed", &[level(), rule()]);
        }
        let mut why = Vec::new();
        if self.misfits > 0 {
            why.push(lang.msg("au-summary-misfits", &[("count", Arg::plain(self.misfits))]));
        }
        if !self.failed.is_empty() {
            let names = ("names", Arg::text(self.failed.join(", ")));
            why.push(lang.msg("au-summary-failed", &[level(), rule(), names]));
        }
        lang.msg("au-summary-flagged", &[("why", Arg::text(why.join("; ")))])
    }
}

/// The JSON's `verdict`: the sentence in English, the same in every language.
impl serde::Serialize for AuditVerdict {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.words(Lang::En))
    }
}

/// Tables: tests (the verdict in the title) and composition (every wrong card count).
impl Tabular for AuditReport {
    fn tables(&self) -> Vec<Table> {
        let mut tests = Table::new(
            &format!("Audit {}", self.verdict.words(Lang::En)),
            &[
                ("test", Align::Left),
                ("statistic", Align::Right),
                ("expected", Align::Right),
                ("p", Align::Right),
                ("p Holm", Align::Right),
                ("flagged", Align::Left),
                ("method", Align::Left),
            ],
        )
        .named("tests");
        for t in &self.tests {
            tests.row(vec![
                Cell::text(t.name),
                fmt::decimal_cell(t.statistic, 4),
                t.expected
                    .map_or_else(|| Cell::text(""), |e| fmt::decimal_cell(e, 4)),
                fmt::decimal_cell(t.p_value, 4),
                fmt::decimal_cell(t.p_adjusted, 4),
                Cell::text(if t.flagged { "yes" } else { "no" }),
                Cell::text(t.method),
            ]);
        }
        let mut composition = Table::new(
            "Composition: every wrong card count",
            &[
                ("shoe", Align::Right),
                ("rank", Align::Left),
                ("expected", Align::Right),
                ("found", Align::Right),
            ],
        )
        .named("composition");
        for m in &self.composition {
            composition.row(vec![
                fmt::int_cell(m.shoe as i64),
                Cell::text(m.rank.clone()),
                fmt::int_cell(m.expected as i64),
                fmt::int_cell(m.found as i64),
            ]);
        }
        if self.composition.is_empty() {
            composition.notes.push("Every complete shoe holds the decks' cards; no shoe deals a rank more often than the decks hold.".into());
        }
        vec![tests, composition]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_json_verdict_is_the_english_sentence_of_each_shape() {
        let v = |misfits: usize, failed: Vec<&'static str>| AuditVerdict {
            level: 0.05,
            rule: "Maryland COMAR 36.05.02.17(F): 95% confidence",
            misfits,
            failed,
        };
        let json = |v: AuditVerdict| serde_json::to_string(&v).unwrap();
        let rule = "(Maryland COMAR 36.05.02.17(F): 95% confidence)";
        assert_eq!(
            json(v(0, vec![])),
            format!(
                "\"passed: every test at level 0.05 after Holm {rule}; every complete shoe \
                 holds the decks' cards\""
            )
        );
        assert_eq!(json(v(1, vec![])), "\"flagged: 1 wrong card count\"");
        assert_eq!(
            json(v(1200, vec!["banco_wins", "ties"])),
            format!(
                "\"flagged: 1200 wrong card counts; failed at level 0.05 after Holm {rule}: \
                 banco_wins, ties\""
            )
        );
        let ru = v(3, vec![]).words(Lang::Ru);
        assert_eq!(ru, "аудит не пройден: 3 отклонения в составе карт");
    }
}

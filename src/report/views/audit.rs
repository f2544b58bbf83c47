//! The tables of `audit`: the verdict with the tests, and the composition (the audit file,
//! in every language, is `audit_file.rs`); and the verdict in one line, in a language
//! ([`AuditVerdict::words`]) and in the JSON (its English sentence).

use super::audit_file;
use crate::api::{AuditReport, AuditVerdict};
use crate::i18n::{Arg, Lang};
use crate::report::{fmt, Align, Cell, Table, Tabular};

impl AuditVerdict {
    /// The verdict in one line in `lang` (`au-summary-*`): passed at the level after Holm
    /// under the rule, or flagged with the wrong card counts and the tests failed.
    pub fn words(&self, lang: Lang) -> String {
        let level = || ("level", Arg::Float(self.level));
        let rule = || ("rule", Arg::text(self.rule_words(lang)));
        if self.passed() {
            return lang.msg("au-summary-passed", &[level(), rule()]);
        }
        let mut why = Vec::new();
        if self.misfits > 0 {
            why.push(lang.msg("au-summary-misfits", &[("count", Arg::plain(self.misfits))]));
        }
        if !self.failed.is_empty() {
            // English (the JSON's sentence) names the tests by id; the others by name.
            let ids = ("ids", Arg::text(self.failed.join(", ")));
            let names = self.failed.iter().map(|t| audit_file::test_name(lang, t));
            let names = ("names", Arg::list(names));
            why.push(lang.msg("au-summary-failed", &[level(), rule(), ids, names]));
        }
        lang.msg("au-summary-flagged", &[("why", Arg::text(why.join("; ")))])
    }
}

impl AuditVerdict {
    /// The rule the level follows, in one line of `lang` (`au-summary-rule-*`; in English
    /// [`crate::integrity::level_rule`]'s words).
    fn rule_words(&self, lang: Lang) -> String {
        let (id, confidence) = if self.level == 0.05 {
            ("au-summary-rule-maryland", 95.0)
        } else if self.level == 0.01 {
            ("au-summary-rule-west-virginia", 99.0)
        } else {
            return lang.m("au-summary-rule-none");
        };
        lang.msg(id, &[("confidence", Arg::Percent(confidence, 0))])
    }
}

/// `text` with its first letter a capital (a title that opens with the verdict's words).
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// The JSON's `verdict`: the sentence in English, the same in every language.
impl serde::Serialize for AuditVerdict {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.words(Lang::En))
    }
}

/// Tables: tests (the verdict in the title) and composition (every wrong card count), in
/// English ([`Tabular::tables`]) or in a language (`au-table-*`).
impl Tabular for AuditReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, l: Lang) -> Vec<Table> {
        vec![self.test_table(l), self.wrong_counts_table(l)]
    }
}

impl AuditReport {
    /// The tests: each test's statistic, its expectation, p before and after Holm, whether
    /// it is flagged and how p was found; the verdict in the title.
    fn test_table(&self, l: Lang) -> Table {
        let verdict = ("verdict", Arg::text(self.verdict.words(l)));
        let col = |id: &str| l.m(&format!("au-table-col-{id}"));
        let columns = [
            ("test", Align::Left),
            ("statistic", Align::Right),
            ("expected", Align::Right),
            ("p", Align::Right),
            ("p-holm", Align::Right),
            ("flagged", Align::Left),
            ("method", Align::Left),
        ]
        .map(|(id, align)| (col(id), align));
        let columns: Vec<(&str, Align)> = columns.iter().map(|(c, a)| (c.as_str(), *a)).collect();
        let title = capitalized(&l.msg("au-table-title", &[verdict]));
        let mut tests = Table::new(&title, &columns).named("tests");
        for t in &self.tests {
            let method = audit_file::method_id(t.method).map_or_else(
                || t.method.to_string(),
                |id| l.m(&format!("au-table-how-{id}")),
            );
            tests.row(vec![
                Cell::text(t.name),
                fmt::decimal_cell(t.statistic, 4),
                t.expected
                    .map_or_else(|| Cell::text(""), |e| fmt::decimal_cell(e, 4)),
                fmt::decimal_cell(t.p_value, 4),
                fmt::decimal_cell(t.p_adjusted, 4),
                Cell::text(l.m(if t.flagged {
                    "au-table-yes"
                } else {
                    "au-table-no"
                })),
                Cell::text(method),
            ]);
        }
        tests
    }

    /// Every wrong card count: the shoe, the rank, what its decks hold and what was found.
    fn wrong_counts_table(&self, l: Lang) -> Table {
        let col = |id: &str| l.m(&format!("au-table-col-{id}"));
        let columns = [
            (col("shoe"), Align::Right),
            (col("rank"), Align::Left),
            (col("held"), Align::Right),
            (col("found"), Align::Right),
        ];
        let columns: Vec<(&str, Align)> = columns.iter().map(|(c, a)| (c.as_str(), *a)).collect();
        let mut composition =
            Table::new(&l.m("au-table-composition"), &columns).named("composition");
        for m in &self.composition {
            composition.row(vec![
                fmt::int_cell(m.shoe as i64),
                Cell::text(m.rank.clone()),
                fmt::int_cell(m.expected as i64),
                fmt::int_cell(m.found as i64),
            ]);
        }
        if self.composition.is_empty() {
            composition.notes.push(l.m("au-table-composition-ok"));
        }
        composition
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_json_verdict_is_the_english_sentence_of_each_shape() {
        let v = |misfits: usize, failed: Vec<&'static str>| AuditVerdict {
            level: 0.05,
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
        // The English rule in the verdict is the JSON `rule` field's, at every level.
        for level in [0.05, 0.01, 0.02] {
            let verdict = AuditVerdict {
                level,
                ..v(0, vec![])
            };
            let rule = crate::integrity::level_rule(level);
            assert_eq!(verdict.rule_words(Lang::En), rule);
        }
        let ru = v(3, vec![]).words(Lang::Ru);
        assert_eq!(ru, "аудит не пройден: 3 отклонения в составе карт");
    }
}

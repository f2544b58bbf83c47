//! The tables of `audit`: the verdict with the tests, and the composition.

use crate::api::AuditReport;
use crate::report::investigation::{Investigation, Section};
use crate::report::{fmt, Align, Cell, Table, Tabular};

/// Tables: tests (the verdict in the title) and composition (every wrong card count).
impl Tabular for AuditReport {
    fn tables(&self) -> Vec<Table> {
        let mut tests = Table::new(
            &format!("Audit {}", self.verdict),
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

impl AuditReport {
    /// The audit file (HTML, PDF): the verdict first, then what was audited and with what
    /// (each log's SHA-256, the tool), then the tests and the composition.
    pub fn file(&self) -> Investigation {
        let i = &self.inputs;
        let mut facts = vec![
            ("verdict".to_string(), self.verdict.clone()),
            (
                "level".to_string(),
                format!("{} ({})", self.level, self.rule),
            ),
            ("tool".to_string(), i.tool.clone()),
            ("rules".to_string(), i.rules.name.clone()),
            ("decks".to_string(), i.decks.to_string()),
            ("procedure".to_string(), i.procedure.clone()),
            (
                "draws".to_string(),
                format!(
                    "{} re-orderings and re-deals, seed {}",
                    i.permutations, i.seed
                ),
            ),
        ];
        for (k, l) in i.shoe_logs.iter().enumerate() {
            let name = l.name.clone().unwrap_or_else(|| format!("log {}", k + 1));
            facts.push((
                format!("{name} (SHA-256)"),
                format!(
                    "{} shoes ({} complete), {} coups, {}: {}",
                    l.shoes, l.complete, l.coups, l.format, l.sha256
                ),
            ));
        }
        let tables = Tabular::tables(self);
        let sections = vec![Section {
            heading: "Evidence".into(),
            paras: vec![
                "Shuffle tests: the null is a uniformly random order of each shoe's own cards after its burn, p = (1 + #{T* >= T}) / (1 + D) by seeded re-ordering. Counts: re-deals of the complete shoes by the same procedure. The log-likelihood uses a normal approximation (martingale central limit theorem) from its exact per-coup mean and variance. Holm's step-down adjustment runs across the tests.".into(),
            ],
            tables,
            svg: None,
        }];
        Investigation {
            title: format!("Game integrity audit: {}", self.verdict),
            facts,
            sections,
            footer: vec![
                i.tool.clone(),
                i.shoe_logs
                    .iter()
                    .map(|l| format!("SHA-256 {}", l.sha256))
                    .collect::<Vec<_>>()
                    .join("; "),
            ],
        }
    }
}

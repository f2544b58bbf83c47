//! `bets`: the catalogue of bets, with their pay tables in words.

use super::{select_bets, BetsChoice, TableQuestion};
use crate::bets::Bet;
use crate::error::Result;
use crate::report::{event_words, fmt, Align, Table, Tabular};
use num_traits::Zero;
use serde::Serialize;

question! {
    table(Option<BetsChoice>);
    /// The question `bets` answers: which bets exist and what they pay (the rule set the
    /// main bets follow; the bets to list [default: all, or only the custom bets when some
    /// are given]; custom bets to list, and check).
    #[derive(Default)]
    pub struct BetsRequest {}
}

impl BetsRequest {
    /// Validates the request and lists the bets.
    ///
    /// # Errors
    /// An invalid rule set, an unknown bet id or a custom id given twice.
    pub fn run(&self) -> Result<BetsListing> {
        let table = self.table_spec();
        let rules = table.rules.resolve()?;
        Ok(BetsListing {
            rules: rules.name().to_string(),
            bets: select_bets(&table.bets, &table.custom_bets, &rules)?,
        })
    }
}

/// Every built-in bet under the standard rules (`punto-banco bets --format json`).
pub fn bets_listing() -> BetsListing {
    BetsRequest::default()
        .run()
        .expect("the standard rules and built-in bets are valid")
}

/// The document of `bets`: exactly the bets-file format custom bets are read from.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BetsListing {
    /// Name of the rule set the main bets follow (not in JSON).
    #[serde(skip)]
    pub rules: String,
    /// The bets, in catalogue order.
    pub bets: Vec<Bet>,
}

impl Tabular for BetsListing {
    fn tables(&self) -> Vec<Table> {
        let mut t = Table::new(
            &format!(
                "Bets and pay tables (rules {}; first matching line decides)",
                self.rules
            ),
            &[
                ("id", Align::Left),
                ("name", Align::Left),
                ("line", Align::Right),
                ("when", Align::Left),
                ("pays", Align::Right),
            ],
        );
        for b in &self.bets {
            for (i, l) in b.lines.iter().enumerate() {
                let pays = if l.pays.is_zero() {
                    "push".to_string()
                } else {
                    fmt::pays(&l.pays)
                };
                t.row(vec![
                    b.id.clone().into(),
                    b.name.clone().into(),
                    fmt::int_cell(i as i64 + 1),
                    event_words(&l.when).into(),
                    fmt::pays_cell(pays),
                ]);
            }
            t.row(vec![
                b.id.clone().into(),
                b.name.clone().into(),
                "-".into(),
                "anything else".into(),
                fmt::pays_cell("loses"),
            ]);
        }
        t.notes.push(
            "Groups for --bets: main (punto, banco, tie), side (every other built-in), all.".into(),
        );
        vec![t]
    }
}

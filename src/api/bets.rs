//! `bets`: the catalogue of bets, with their pay tables in words.

use super::{select_bets, BetsChoice, TableQuestion};
use crate::bets::Bet;
use crate::error::Result;
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

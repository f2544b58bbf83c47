//! `bets`: the catalogue of bets, with their pay tables in words.

use super::{select_bets, BetsChoice, RulesChoice};
use crate::bets::Bet;
use crate::error::Result;
use serde::{Deserialize, Serialize};

/// The question `bets` answers: which bets exist and what they pay.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BetsRequest {
    /// The rule set the main bets follow (default `standard`).
    pub rules: RulesChoice,
    /// Bets to list [default: all, or only the custom bets when some are given].
    pub bets: Option<BetsChoice>,
    /// Custom bets to list (and check).
    pub custom_bets: Vec<Bet>,
}

impl BetsRequest {
    /// Validates the request and lists the bets.
    ///
    /// # Errors
    /// An invalid rule set, an unknown bet id or a custom id given twice.
    pub fn run(&self) -> Result<BetsListing> {
        let rules = self.rules.resolve()?;
        let default = if self.custom_bets.is_empty() {
            "all"
        } else {
            ""
        };
        let choice = self.bets.clone().unwrap_or_else(|| default.into());
        Ok(BetsListing {
            rules: rules.name().to_string(),
            bets: select_bets(&choice, &self.custom_bets, &rules)?,
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

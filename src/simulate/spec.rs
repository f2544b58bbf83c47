//! What a study is defined by: the rule set, bets, decks, procedure, seed, counts and
//! staking.

use super::{CountPlan, Procedure};
use crate::bets::Bet;
use crate::rules::Rules;
use serde::{Deserialize, Serialize};

/// Table limits for the staking model.
///
/// The exact player stakes the Kelly amount `bankroll x EV / Var` on a positive coup, capped
/// at the table maximum, or at one eighth of it on Égalité bets (sheets 000 and 003). The
/// count player, who does not know the EV, stakes the cap whenever its trigger fires. The
/// bankroll is held fixed (not updated by wins and losses), which keeps shoes independent
/// so runs can be split and merged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Staking {
    /// The player's bankroll, in money units.
    pub bankroll: u64,
    /// The table maximum bet, in money units.
    pub table_max: u64,
}

impl Staking {
    /// The largest stake allowed on `bet`.
    pub fn cap(&self, bet: &str) -> f64 {
        if is_egalite(bet) {
            self.table_max as f64 / 8.0
        } else {
            self.table_max as f64
        }
    }
}

/// Whether a bet is an Égalité bet (the tie bet or a tie-on-a-total bet), which sheets 000
/// and 003 limit to one eighth of the table maximum.
pub fn is_egalite(bet: &str) -> bool {
    bet == "tie" || bet.starts_with("egalite")
}

/// Everything a study is defined by (apart from the shoe range).
#[derive(Debug, Clone)]
pub struct StudySpec {
    /// The rule set.
    pub rules: Rules,
    /// The bets priced before each coup.
    pub bets: Vec<Bet>,
    /// Decks per shoe.
    pub decks: u32,
    /// The house procedure.
    pub procedure: Procedure,
    /// The seed of every shuffle.
    pub seed: u64,
    /// Counts for some of the bets.
    pub counts: Vec<CountPlan>,
    /// The staking model, if any.
    pub staking: Option<Staking>,
    /// Width of the unseen-card bands of [`BetTally::buckets`](super::BetTally::buckets).
    pub bucket: u32,
}

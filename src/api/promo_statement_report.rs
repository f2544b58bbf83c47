//! The document of `promo statement` (`PromoStatementReport`): plain data, each amount
//! exact with its decimal; built by `promo_statement.rs`.

use super::bet_row::BetId;
use super::echo::{RulesEcho, ShoeEcho};
use super::promo_trip::JacobsonEcho;
use crate::ratio::{to_f64, Exact};
use num_rational::BigRational;
use serde::Serialize;

/// An exact value and its decimal.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Amount {
    /// The value, `"n/d"`.
    pub exact: Exact,
    /// The same as a decimal (display only).
    pub decimal: f64,
}

impl Amount {
    pub(super) fn of(r: &BigRational) -> Amount {
        Amount {
            exact: Exact::from(r),
            decimal: to_f64(r),
        }
    }
}

/// The terms as read.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TermsEcho {
    /// The commission on dead chips, a share (absent without one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub commission: Option<Amount>,
    /// What it is paid on: `lost` or `turnover`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub commission_on: Option<&'static str>,
    /// The share of the net loss refunded (0 without a rebate).
    pub rebate: Amount,
    /// The most coups of the trip.
    pub coups: u32,
    /// The loss limit in units, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loss_limit: Option<Exact>,
    /// Match-play chips of one unit per trip.
    pub match_play: u32,
    /// Free-bet chips of one unit per trip.
    pub free_bet: u32,
}

/// One player's trip, in units of the flat bet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerTrip {
    /// The coups he is expected to play.
    pub coups: Amount,
    /// The house's theoretical win: coups × house edge.
    pub theoretical_win: Amount,
    /// The commission on dead chips.
    pub commission: Amount,
    /// The loss rebate paid.
    pub rebate: Amount,
    /// The chips given (at the best bets' values).
    pub chips: Amount,
    /// The house's net: theoretical win − commission − rebate − chips.
    pub net: Amount,
}

/// The terms at which the house's net from the every-coup player is 0, each with the
/// other terms held (absent where no such term exists: below 0, or a rebate of 100% or
/// more).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BreakEven {
    /// The commission, on the programme's base (dead chips lost unless `turnover`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub commission: Option<Amount>,
    /// The rebate share.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rebate: Option<Amount>,
    /// A dead chip's own break-even commission (per chip lost: the house win per dead
    /// chip lost; per chip wagered: the house edge), with no other cost.
    pub dead_chip_commission: Amount,
}

/// The best response to the rebate: the optimal quitting policy in brief.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BestResponse {
    /// The player's expected result for the trip, rebate included (≥ 0: he may not play).
    pub value: Amount,
    /// P(he ends the trip ahead).
    pub p_ahead: Amount,
    /// The lowest net result at which he plays on, over the trip (absent when he never
    /// plays).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play_from: Option<Exact>,
    /// The highest net result at which he plays on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play_to: Option<Exact>,
    /// Jacobson's Brownian-motion approximation beside it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jacobson: Option<JacobsonEcho>,
    /// The best bet for a match-play chip, with its value per unit of face.
    pub match_play: ChipBest,
    /// The best bet for a free-bet chip.
    pub free_bet: ChipBest,
}

/// A chip's best bet and its value per unit of face.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChipBest {
    /// The bet.
    #[serde(flatten)]
    pub bet: BetId,
    /// The chip's value on it.
    pub value: Amount,
}

/// A published figure the statement reproduces.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublishedPromo {
    /// The figure's id in the reference corpus.
    pub id: String,
    /// What it measures.
    pub what: String,
    /// The quantity: `life`, `house_win`, `match_play`, `free_bet`.
    pub quantity: String,
    /// The bets it is of (the mean of their values).
    pub bets: Vec<String>,
    /// The rule set it is published for.
    pub rules: String,
    /// The full decks it is published for.
    pub decks: u32,
    /// The value as published.
    pub published: String,
    /// Its scale (100 for a percentage).
    pub scale: String,
    /// The exact value computed here, on the same scale.
    pub computed: Amount,
    /// Whether the computed value rounds to the published one.
    pub agrees: bool,
    /// Where it was published.
    pub source: String,
}

/// A programme statement. Serialized, it is the JSON form of `punto-banco promo statement`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PromoStatementReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The convention: each coup an independent draw from the stated shoe.
    pub convention: &'static str,
    /// The rule set.
    pub rules: RulesEcho,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// The bet played every coup.
    pub bet: BetId,
    /// Its house edge per unit.
    pub house_edge: Amount,
    /// Its P(lose): the dead chips lost per coup.
    pub p_lose: Amount,
    /// A dead chip's expected wagers.
    pub dead_chip_life: Amount,
    /// The house's win per dead chip lost.
    pub dead_chip_house_win: Amount,
    /// The terms.
    pub terms: TermsEcho,
    /// The trip of the player who plays every coup the loss limit allows.
    pub every_coup: PlayerTrip,
    /// The trip of the player who quits at the best moment.
    pub best_response_trip: PlayerTrip,
    /// The break-even terms.
    pub break_even: BreakEven,
    /// The player's best response.
    pub best_response: BestResponse,
    /// The published figures reproduced.
    pub published: Vec<PublishedPromo>,
}

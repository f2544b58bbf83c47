//! Analyses built on the exact engine: bet pricing (expected value, variance, house edge).
//! Effects of removal (`effect_of_removal`), counting tags (`derive_tags`,
//! `betting_correlation`) and mid-coup odds (`PartialCoup`, `price_partial`) build on the
//! same pricing, as do the pay of one line that gives a target house edge (`edge_of_pay`),
//! a bet's volatility index and 90% ranges (`volatility`), a layout's hold
//! (`CoupWin`, `HoldSum`: one coup's win exactly, and the band of many coups), the findings a report opens
//! with (`findings`) and the audit behind a par sheet (`Audit`).

mod ev;

pub use ev::{price_bet, Pricer};
pub use result::{BetResult, LineResult, Priced};
mod cache;
mod priced;
mod result;
pub use cache::PRICER_CACHE_SIZE;
pub(crate) use cache::{lock, Lru};
pub use priced::PricedBets;
mod eor;
pub use eor::{effect_of_removal, BetEor, Eor};
mod counting;
pub use counting::{
    betting_correlation, derive_tags, true_count_threshold, DerivedTags, TagSet, Threshold,
};
mod midcoup;
pub use midcoup::{price_partial, MidCoup, PartialCoup};
mod rebate;
pub use rebate::{kelly_stake, Rebate, RebateBets};
mod solve;
pub use solve::{edge_of_pay, EdgeOfPay};
mod volatility;
pub use volatility::{volatility, Volatility, WinRange, RANGE_COUPS, Z90};
mod findings;
pub use findings::{findings, preset_differences, Finding, RuleDifference};
mod audit;
pub use audit::{
    return_lines, Audit, BetAudit, EdgeSweep, Identity, ReturnLine, Share, Unpriceable, EDGE_DECKS,
};
mod hold;
pub use hold::{coups_within, normal_bands, CoupWin, NormalBand, NormalHold, BAND_LEVELS, Z95};
mod hold_sum;
pub use hold_sum::{
    exact_cost, exact_work, ExactBand, ExactCost, HoldSum, EXACT_MAX_COUPS, EXACT_MAX_MEMORY,
    EXACT_MAX_POINTS, EXACT_MAX_WORDS, EXACT_MAX_WORK,
};

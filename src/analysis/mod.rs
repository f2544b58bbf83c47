//! Analyses built on the exact engine: bet pricing (expected value, variance, house edge).
//! Effects of removal (`effect_of_removal`), counting tags (`derive_tags`,
//! `betting_correlation`) and mid-coup odds (`PartialCoup`, `price_partial`) build on the
//! same pricing.

mod ev;

pub use ev::{price_bet, BetResult, LineResult, Priced, Pricer};
mod priced;
pub use priced::PricedBets;
mod eor;
pub use eor::{effect_of_removal, BetEor, Eor};
mod counting;
pub use counting::{betting_correlation, derive_tags, DerivedTags, TagSet};
mod midcoup;
pub use midcoup::{price_partial, MidCoup, PartialCoup};

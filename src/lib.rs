//! Exact probabilities for Punto Banco (baccarat).
#![forbid(unsafe_code)]

pub mod analysis;
pub mod bets;
mod card;
mod enumerate;
mod error;
mod outcome;
mod pairs;
mod ratio;
pub mod report;
mod rules;
mod shoe;
pub mod simulate;

pub use bets::{builtin, builtin_ids, main_bets, Bet, Coup, Event, PayLine, Winner};
pub use card::{parse_cards, Card, Rank, Suit};
pub use enumerate::{enumerate, enumerate_with, sequences, Arithmetic};
pub use error::{Error, ErrorKind, Result};
pub use outcome::CoupTable;
pub use ratio::{fraction as fraction_of, parse_ratio, ratio_string, to_f64};
pub use rules::{Rules, RulesFile, PRESETS};
pub use shoe::{parse_decks, Shoe, ShoeSpec, DEFAULT_DECKS, MAX_CARDS};
pub use analysis::{BetResult, LineResult, Priced, Pricer};
pub use analysis::price_bet;

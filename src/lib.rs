//! Exact probabilities for Punto Banco (baccarat): every bet, any shoe, any rule set.
//!
//! # Contents
//! - [What it computes and how](#what-it-computes-and-how)
//! - [Example](#example)
//! - [One request per question](#one-request-per-question)
//! - [Module map](#module-map)
//!
//! # What it computes and how
//! Given a [`Shoe`] (N full decks, a shoe minus the cards already seen, or explicit counts
//! per rank) and a [`Rules`] value (who draws, the Banco tableau, naturals, payouts), the
//! engine walks every coup the shoe can deal. Each card is weighted by the number of cards of
//! its rank still in the shoe at that moment, and a coup that uses k < 6 cards is weighted by
//! the ways to draw the 6 − k cards that would follow it, so every count is an integer out of
//! N(N−1)(N−2)(N−3)(N−4)(N−5) ordered six-card sequences — the convention of published exact
//! analyses, whose figures this crate reproduces to the last digit.
//!
//! The result of a walk is a [`CoupTable`]: exact counts for every combination of final
//! totals, hand sizes, natural and (optionally) pair flags. A [`Bet`] is data — a pay table
//! of [`Event`]s — and a [`Pricer`] turns a table into exact [`BetResult`]s: probabilities,
//! expected value, variance, house edge. Counts are `u64`/`u128` where the shoe's total fits
//! and big integers beyond; results are `BigRational`. Floats appear only for display.
//!
//! # Example
//! ```
//! use punto_banco::{builtin, main_bets, Pricer, Rules, Shoe};
//!
//! let rules = Rules::preset("standard")?;
//! let mut bets = main_bets(&rules);
//! bets.push(builtin("dragon_7", &rules).expect("a built-in bet"));
//! let pricer = Pricer::new(&rules, &bets)?;
//!
//! // A full 8-deck shoe: Banco wins 2,292,252,566,437,888 of 4,998,398,275,503,360.
//! let full = pricer.price(&Shoe::with_decks(8)?);
//! let banco = full.result("banco").expect("priceable");
//! assert_eq!(banco.win_count().to_string(), "2292252566437888");
//! assert_eq!(banco.total.to_string(), "4998398275503360");
//!
//! // Mid-shoe: remove the cards seen so far and price again, exactly.
//! let mut shoe = Shoe::with_decks(8)?;
//! shoe.remove_cards("5 5 6 K 9 9 2")?;
//! for priced in pricer.price(&shoe) {
//!     let r = priced.result().expect("priceable");
//!     println!("{:<8} EV {:+.6}", r.id, punto_banco::to_f64(&r.ev()));
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # One request per question
//! Each question has a request type in [`api`] (deserializable from JSON with the command
//! line's flag names and defaults) and a report type whose JSON is the CLI's
//! `--format json` document. Front ends call these and add no arithmetic.
//!
//! The odds of a shoe, and what each bet is worth on it:
//! ```
//! use punto_banco::api::{EvAnswer, EvRequest, OddsRequest};
//!
//! let odds = OddsRequest { decks: Some(8), ..Default::default() }.run()?;
//! assert_eq!(odds.combinations.to_string(), "4998398275503360");
//!
//! let ev = EvRequest {
//!     decks: Some(8),
//!     removed: Some("5 5 6 K 9 9 2".into()),
//!     bets: "main,dragon_7".into(),
//!     ..Default::default()
//! };
//! let EvAnswer::Shoe(report) = ev.run()? else { unreachable!() };
//! assert_eq!(report.values.bets.len(), 4);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A coup in play (mid-coup), from its exposed cards:
//! ```
//! use punto_banco::api::{EvAnswer, EvRequest};
//!
//! let req = EvRequest { decks: Some(8), punto: "5 K".into(), banco: "3".into(), ..Default::default() };
//! let EvAnswer::Coup(coup) = req.run()? else { unreachable!() };
//! assert_eq!(coup.cards_left, 8 * 52 - 3);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Effects of removal, a par sheet, and a seeded shoe study:
//! ```
//! use punto_banco::api::{EorRequest, ReportRequest, SimulateRequest};
//!
//! let eor = EorRequest { decks: Some(1), bets: "dragon_7".into(), ..Default::default() }.run()?;
//! assert_eq!(eor.bets[0].extra.removals[0].effects.len(), 13);
//!
//! let answer = ReportRequest { decks: Some(1), bets: Some("main".into()), ..Default::default() }.run()?;
//! let sheet = punto_banco::report::ParSheet::from_answer(&answer);
//! assert!(sheet.verified());
//!
//! let study = SimulateRequest { decks: Some(1), shoes: 2, ..Default::default() }.run()?;
//! assert_eq!(study.inputs.shoes, 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Module map
//! - cards and shoes: [`Rank`], [`Suit`], [`Card`], [`Shoe`], [`ShoeSpec`];
//! - rules as data: [`Rules`], [`RulesFile`], [`PRESETS`];
//! - the engine: [`enumerate`], [`CoupTable`];
//! - bets as pay tables: [`bets`] ([`Bet`], [`Event`], [`builtin`], [`main_bets`]);
//! - analyses: [`analysis`] ([`Pricer`], [`BetResult`]; the pay for a target edge,
//!   volatility, findings); shoe studies: [`simulate`];
//! - one request and one report per question: [`api`];
//! - output: [`report`] (tables, Markdown, CSV, JSON; number formatting; with the default
//!   features `xlsx` and `pdf`, Excel workbooks and PDF par sheets);
//! - output files written as the shell's `>` would, but never half written: `outfile`
//!   (feature `files`, on with `cli`; Unix).
//!
//! The method is explained in `docs/method.md`, the rules in `docs/rules.md`, and every
//! published figure the tests reproduce in `docs/verification.md`.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod analysis;
// `question!` (the shared fields of a request) is used by the tracker's request too.
#[macro_use]
pub mod api;
pub mod bets;
mod card;
mod coup;
pub mod csvsafe;
mod enumerate;
mod error;
pub mod i18n;
mod input;
pub mod integrity;
mod json;
#[cfg(test)]
mod layers;
pub mod leak;
pub mod limits;
mod logs;
mod outcome;
#[cfg(all(feature = "files", unix))]
pub mod outfile;
mod pairs;
#[cfg(feature = "cli")]
pub mod plot;
pub mod promo;
mod ratio;
pub mod reference;
pub mod report;
pub mod review;
mod rules;
#[cfg(feature = "server")]
pub mod server;
mod shoe;
pub mod simulate;
pub mod stats;
pub mod tracker;

pub use analysis::price_bet;
pub use analysis::{BetResult, LineResult, Priced, PricedBets, Pricer};
pub use bets::{builtin, builtin_ids, main_bets, Bet, Coup, Event, PayLine, Winner};
pub use card::{parse_cards, Card, Rank, Suit};
pub use enumerate::{enumerate, enumerate_with, sequences, Arithmetic, PairFlags};
pub use error::{
    clip, escape_controls, is_unsafe_char, plural, shown, Error, ErrorKind, Input, Neutral, Part,
    Question, Result, Words, ECHO_CHARS,
};
pub use input::{
    printable, read_capped, read_line_capped, skip_line, Line, MAX_BATCH_LINE_BYTES,
    MAX_RESULT_FILE_BYTES, MAX_RULES_FILE_BYTES,
};
pub use outcome::CoupTable;
pub use ratio::{
    fraction as fraction_of, parse_ratio, ratio_string, to_f64, Count, Exact, COUNT_NAME,
    EXACT_NAME, MAX_FRACTION_DIGITS, MAX_NUMBER_CHARS,
};
pub use rules::{Preset, Rules, RulesFile, PRESETS};
pub use shoe::{parse_decks, Shoe, ShoeSpec, DEFAULT_DECKS, MAX_CARDS};

//! Game protection: a session's wagers reviewed against the exact odds of the moment each
//! was placed.
//!
//! Inputs are a shoe log (every coup's cards; [`ShoeLog`]) and a bet log (who staked what
//! on which coup; [`parse_bet_log`]). Every wager gets its exact EV, priced on the shoe
//! minus every card seen before its coup (face-down burns unknown), and its actual result.
//! Each player gets a permutation test of their timing ([`stats`]: the stake-weighted mean
//! EV against the same wagers moved to random coups of the same shoes), Holm's adjustment
//! across the players reviewed together, and, per bet, the named count that best separates
//! the coups they bet from those they did not ([`systems`]). Apart from the timing, each
//! player's result is tested ([`ResultTest`]): what they won against its exact expectation
//! and the exact variance of each coup's whole layout, by the martingale central limit
//! theorem.
//!
//! ```
//! use punto_banco::review::{parse_bet_log, review, LogFormat, ReviewSpec, ShoeLog};
//! use punto_banco::{builtin, Rules};
//!
//! let rules = Rules::preset("standard")?;
//! let shoes = "shoe,coup,punto,banco\n0,1,9 K,2 3\n0,2,4 5,K 3\n0,3,A Q 8,2 A\n";
//! let log = ShoeLog::parse(shoes, LogFormat::Csv, 8, &rules)?;
//! let bets = parse_bet_log("shoe,coup,player,bet,stake\n0,2,ann,banco,10\n", LogFormat::Csv)?;
//! let spec = ReviewSpec {
//!     bets: vec![builtin("banco", &rules).unwrap()],
//!     rules,
//!     permutations: 99,
//!     seed: 1,
//!     alpha: 0.01,
//!     limits: Default::default(), // no budget, never cancelled
//!     procedure: punto_banco::simulate::Procedure::preset("common")?,
//! };
//! let r = review(&spec, &log, &bets)?;
//! assert_eq!(r.players[0].player, "ann");
//! assert_eq!(r.wagers[0].result.to_string(), "-1"); // Punto 9 beats Banco 3
//! # Ok::<(), punto_banco::Error>(())
//! ```

mod betlog;
mod budget;
mod log;
mod luck;
mod player;
mod redeal;
pub mod stats;
pub mod systems;
mod table;
mod wagers;

pub use crate::logs::LogFormat;
pub use crate::stats::{holm, normal_upper as upper_tail, Permutation};
pub use betlog::{
    label, parse_bet_log, LoggedWager, MAX_PLAYER_CHARS, MAX_STAKE_UNITS, MAX_WAGERS, STAKE_SCALE,
};
pub use budget::Budget;
pub use log::{LoggedCoup, LoggedShoe, ShoeLog, MAX_LOG_BYTES};
pub use luck::{Layout, ResultTest};
pub use redeal::REDEAL_SALT;
pub use stats::Separation;
pub use table::{Band, PathPoint, TableHold, BAND_LEVELS, MAX_PATH_POINTS};
pub use wagers::{fixed, settle, Prices, EV_SCALE};

use crate::analysis::Pricer;
use crate::bets::Bet;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::limits::Limits;
use crate::rules::Rules;
use num_bigint::BigInt;
use num_rational::BigRational;
use rayon::prelude::*;
use std::collections::HashMap;

/// The default number of permutation draws.
pub const DEFAULT_PERMUTATIONS: u32 = 9_999;

/// The most permutation draws a review makes (999,999).
pub const MAX_PERMUTATIONS: u32 = 999_999;

/// The most decks per shoe a review reads (1,000, as `simulate` deals).
pub const MAX_DECKS: u32 = 1_000;

/// Checks a review's decks per shoe: 1 to [`MAX_DECKS`].
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the value and the range.
pub fn check_decks(decks: u32) -> Result<()> {
    if (1..=MAX_DECKS).contains(&decks) {
        Ok(())
    } else {
        Err(Error::input(format!(
            "review reads shoes of 1 to {MAX_DECKS} decks, got {decks}"
        )))
    }
}

/// Reads a review's decks per shoe from text: digits only, 1 to [`MAX_DECKS`].
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the value and the range.
pub fn parse_decks(s: &str) -> Result<u32> {
    let digits = !s.is_empty() && s.len() <= 12 && s.bytes().all(|b| b.is_ascii_digit());
    match s.parse::<u64>() {
        Ok(d) if digits && (1..=u64::from(MAX_DECKS)).contains(&d) => Ok(d as u32),
        _ => Err(Error::named(
            ErrorKind::BadInput,
            Input::Decks,
            format!(
                " '{}' is not a whole number from 1 to {MAX_DECKS} (review reads shoes \
                     of 1 to {MAX_DECKS} decks)",
                crate::clip(s)
            ),
        )),
    }
}

/// The default seed of the permutation draws (the date `review` was written, 2026-12-01).
pub const DEFAULT_REVIEW_SEED: u64 = 20_261_201;

/// What a review is run with (the logs apart).
#[derive(Debug, Clone)]
pub struct ReviewSpec {
    /// The rule set the shoe log was dealt under.
    pub rules: Rules,
    /// The bets wagers may name.
    pub bets: Vec<Bet>,
    /// Permutation draws per player (1 to [`MAX_PERMUTATIONS`]).
    pub permutations: u32,
    /// Seed of the draws.
    pub seed: u64,
    /// A player is flagged when their Holm-adjusted p-value is below this.
    pub alpha: f64,
    /// The budget the review is checked against before anything is priced, and the flag
    /// that stops it when its client goes away (the default: neither, as on the command
    /// line and in Python; a server sets both).
    pub limits: Limits<Budget>,
    /// The house procedure the re-deal null of the result test deals by (its cut card and
    /// last-coup rule; the burn is the one logged).
    pub procedure: crate::simulate::Procedure,
}

/// One wager, reviewed.
#[derive(Debug, Clone, PartialEq)]
pub struct WagerReview {
    /// Its line in the bet log.
    pub line: usize,
    /// The shoe's number.
    pub shoe: u64,
    /// The coup's number.
    pub coup: u32,
    /// Who bet.
    pub player: String,
    /// The bet's id.
    pub bet: String,
    /// The stake, exact.
    pub stake: BigRational,
    /// The exact EV per unit at the moment the wager was placed.
    pub ev: BigRational,
    /// The actual win per unit (the pay of the line the coup fell on, or −1).
    pub result: BigRational,
}

/// The count that best separates the coups a player bet on a bet from the others.
#[derive(Debug, Clone, PartialEq)]
pub struct BestCount {
    /// The bet's id.
    pub bet: String,
    /// The system as `--tags` spells it.
    pub tags: String,
    /// Its area under the ROC curve.
    pub auc: f64,
    /// The apparent trigger, `tc>=X`.
    pub trigger: String,
    /// True-positive rate of the trigger (share of the bet coups at or above it).
    pub tpr: f64,
    /// False-positive rate (share of the other coups at or above it).
    pub fpr: f64,
}

/// One bet of a player, tested on its own: the player's wagers on that bet, their coups
/// moved to random coups of the same shoes.
#[derive(Debug, Clone, PartialEq)]
pub struct BetTest {
    /// The bet's id.
    pub bet: String,
    /// Coups in which the player staked on this bet.
    pub coups: usize,
    /// Wagers on this bet.
    pub wagers: usize,
    /// Total staked on this bet, exact.
    pub staked: BigRational,
    /// The statistic: the stake-weighted mean EV of these wagers.
    pub mean_ev: f64,
    /// The permutation test (the player's own test when this is their only bet).
    pub test: Permutation,
    /// Holm-adjusted p-value across every test of the review.
    pub p_adjusted: f64,
    /// Whether `p_adjusted < alpha`.
    pub flagged: bool,
    /// Whether this test is the player's own (their only bet), counted once by Holm.
    pub same_as_player: bool,
}

/// One player, reviewed.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerReview {
    /// The label of the bet log.
    pub player: String,
    /// Shoes in which the player bet.
    pub shoes: usize,
    /// Coups in which the player bet.
    pub coups: usize,
    /// Wagers.
    pub wagers: usize,
    /// Total staked, exact.
    pub staked: BigRational,
    /// Expected win (Σ stake × EV), exact: the house's expected loss to this player.
    pub expected: BigRational,
    /// Actual win, exact.
    pub actual: BigRational,
    /// Share of the stake placed on +EV wagers.
    pub share_stake_positive: f64,
    /// Share of +EV opportunities (coup and bet, over every coup of the shoes played and
    /// every bet the player made) in the same shoes.
    pub share_positive: f64,
    /// The statistic T: the stake-weighted mean EV.
    pub mean_ev: f64,
    /// The permutation test.
    pub test: Permutation,
    /// Holm-adjusted p-value across every test of the review (each player's, and each
    /// bet's of a player who made several bets).
    pub p_adjusted: f64,
    /// Whether `p_adjusted < alpha`.
    pub flagged: bool,
    /// Per bet the player made (in the order of the bets reviewed), its own test.
    pub bets: Vec<BetTest>,
    /// Per bet the player made, the best separating count (absent when the player bet it
    /// at every coup of the shoes played, or the bet has no count).
    pub best_count: Vec<BestCount>,
    /// Coup by coup over the shoes played, per bet the player made: the exact EV (as a
    /// decimal) and the stake placed (0 where none), for the plot.
    pub timeline: Vec<Timeline>,
    /// The result test: the win against its exact expectation and variance.
    pub result: ResultTest,
}

/// One bet of a player, coup by coup over every coup of the shoes they played, in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Timeline {
    /// The bet's id.
    pub bet: String,
    /// Per coup: the exact EV per unit (decimal) and the stake (decimal, 0 when none).
    pub points: Vec<(f64, f64)>,
}

/// A review of every player of a bet log.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    /// Shoes in the shoe log.
    pub shoes: usize,
    /// Coups in the shoe log.
    pub coups: usize,
    /// Distinct shoe states priced.
    pub states_priced: usize,
    /// Players, in order of first appearance in the bet log.
    pub players: Vec<PlayerReview>,
    /// Wagers, in the order of the bet log.
    pub wagers: Vec<WagerReview>,
    /// The table's hold over every player.
    pub table: TableHold,
}

/// A wager placed: shoe (index into the log), coup (index), bet (index), stake (millionths).
#[derive(Debug, Clone, Copy)]
struct Placed {
    shoe: usize,
    coup: usize,
    bet: usize,
    stake: u64,
}

fn stake_ratio(micros: u64) -> BigRational {
    BigRational::new(BigInt::from(micros), BigInt::from(STAKE_SCALE))
}

/// Reviews every wager of `wagers` against the shoes of `log`.
///
/// Memory is linear in the logs, and time in the states priced plus permutations ×
/// wagers plus, per player, the coups of the shoes they played.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the bet-log line of a wager on a shoe or coup the
/// shoe log does not have or on a bet not among `spec.bets`; an empty bet log; a bet the
/// shoes cannot price; a permutation count out of range; a review over the budget of
/// `spec.limits`. [`crate::ErrorKind::Runtime`]: the cancel flag of `spec.limits` was
/// raised (its client went away).
pub fn review(spec: &ReviewSpec, log: &ShoeLog, wagers: &[LoggedWager]) -> Result<Review> {
    check(spec, wagers)?;
    // A front end's flag for a client gone away (by default never raised), checked between
    // the heavy steps, at each shoe state priced and before each player's tests.
    let cancel = &spec.limits.cancel;
    let placed = place(spec, log, wagers)?;
    let mut shoes: Vec<usize> = placed.iter().map(|p| p.shoe).collect();
    shoes.sort_unstable();
    shoes.dedup();
    // Where each shoe of the log sits among the shoes priced.
    let mut slot = vec![usize::MAX; log.shoes.len()];
    for (i, &s) in shoes.iter().enumerate() {
        slot[s] = i;
    }
    let players = Players::of(wagers);
    budget::check(spec, log, &shoes, &placed, &players.wagers)?;
    // The process-wide cache: a server or a series of reviews compiles the bets once.
    let pricer = Pricer::shared(&spec.rules, &spec.bets)?;
    let wagered: Vec<(usize, usize, usize)> = placed
        .iter()
        .map(|p| (slot[p.shoe], p.coup, p.bet))
        .collect();
    let layouts: Vec<Vec<(usize, usize, Layout)>> = players
        .wagers
        .iter()
        .map(|mine| luck::layouts(&placed, mine, &slot))
        .collect();
    let table_layouts = table::layouts(&placed, &slot);
    let mut all: Vec<_> = layouts.iter().flatten().cloned().collect();
    all.extend(table_layouts.iter().cloned());
    let prices = wagers::price(&pricer, log, &shoes, &wagered, &all, cancel)?;
    drop((wagered, all));
    cancel.check()?;
    let reviewed = reviewed(spec, log, wagers, &placed, &prices, &slot);
    let table = table::table_hold(spec, log, &reviewed, &table_layouts, &prices, &shoes);
    let redeals = redeal::p_redeal(spec, log, &placed, &players.wagers);
    cancel.check()?;
    let bet_systems = bet_systems(spec, log, &placed);
    let ctx = player::Context {
        spec,
        log,
        prices: &prices,
        slot: &slot,
        systems: &bet_systems,
    };
    let mut players = players
        .names
        .par_iter()
        .zip(&players.wagers)
        .enumerate()
        .map(|(i, (name, mine))| {
            cancel.check()?;
            let mut p = ctx.player(i as u64, name, mine, &placed, &reviewed)?;
            p.result = result_test(&p.actual, &p.expected, &layouts[i], &prices);
            p.result.p_redeal = redeals[i];
            Ok(p)
        })
        .collect::<Result<Vec<_>>>()?;
    let mut results: Vec<&mut ResultTest> = players.iter_mut().map(|p| &mut p.result).collect();
    luck::adjust(&mut results, spec.alpha);
    adjust(&mut players, spec.alpha);
    Ok(Review {
        shoes: log.shoes.len(),
        coups: log.coups(),
        states_priced: prices.states,
        players,
        wagers: reviewed,
        table,
    })
}

/// A player's result test from their won and expected amounts and their layouts (priced
/// in `prices`).
fn result_test(
    won: &BigRational,
    expected: &BigRational,
    layouts: &[(usize, usize, Layout)],
    prices: &wagers::Prices,
) -> ResultTest {
    let variances: Option<Vec<BigRational>> = layouts
        .iter()
        .map(|(shoe, coup, layout)| {
            prices
                .variance(prices.state(*shoe, *coup), layout)
                .expect("every layout is priced")
                .clone()
        })
        .collect();
    let variance = variances.map(|v| player::exact_sum(v.into_iter()));
    ResultTest::new(won.clone(), expected.clone(), variance)
}

/// Checks the review's own settings and that the bet log has a wager.
fn check(spec: &ReviewSpec, wagers: &[LoggedWager]) -> Result<()> {
    let bad = |input: Input, rest: String| Error::named(ErrorKind::BadInput, input, rest);
    if !(1..=MAX_PERMUTATIONS).contains(&spec.permutations) {
        return Err(bad(
            Input::Permutations,
            format!(
                " must be from 1 to {MAX_PERMUTATIONS}, got {}",
                spec.permutations
            ),
        ));
    }
    if !(spec.alpha > 0.0 && spec.alpha < 1.0) {
        return Err(bad(
            Input::Alpha,
            format!(" must be between 0 and 1, got {}", spec.alpha),
        ));
    }
    if wagers.is_empty() {
        return Err(Error::input("the bet log has no wagers"));
    }
    Ok(())
}

/// Each wager with its exact EV (from `prices`) and its result, in the order of the log.
fn reviewed(
    spec: &ReviewSpec,
    log: &ShoeLog,
    wagers: &[LoggedWager],
    placed: &[Placed],
    prices: &wagers::Prices,
    slot: &[usize],
) -> Vec<WagerReview> {
    wagers
        .iter()
        .zip(placed)
        .map(|(w, p)| WagerReview {
            line: w.line,
            shoe: w.shoe,
            coup: w.coup,
            player: w.player.clone(),
            bet: spec.bets[p.bet].id.clone(),
            stake: stake_ratio(w.stake),
            ev: prices
                .exact(prices.state(slot[p.shoe], p.coup), p.bet)
                .expect("every wager's EV is kept")
                .clone(),
            result: settle(&spec.bets[p.bet], &log.shoes[p.shoe].coups[p.coup]),
        })
        .collect()
}

/// The counting systems of each bet some wager names (none for the others, never read).
fn bet_systems(spec: &ReviewSpec, log: &ShoeLog, placed: &[Placed]) -> Vec<Vec<systems::System>> {
    spec.bets
        .iter()
        .enumerate()
        .map(|(b, bet)| {
            if placed.iter().any(|p| p.bet == b) {
                systems::systems(bet, &spec.rules, log.decks())
            } else {
                Vec::new()
            }
        })
        .collect()
}

/// The players of a bet log, in order of first appearance, each with their wagers'
/// indices (in the order of the log).
struct Players<'a> {
    names: Vec<&'a str>,
    wagers: Vec<Vec<usize>>,
}

impl Players<'_> {
    fn of(wagers: &[LoggedWager]) -> Players<'_> {
        let mut index: HashMap<&str, usize> = HashMap::new();
        let mut players = Players {
            names: Vec::new(),
            wagers: Vec::new(),
        };
        for (k, w) in wagers.iter().enumerate() {
            let i = *index.entry(w.player.as_str()).or_insert_with(|| {
                players.names.push(&w.player);
                players.wagers.push(Vec::new());
                players.names.len() - 1
            });
            players.wagers[i].push(k);
        }
        players
    }
}

/// Holm's adjustment over the family (every player's test, and every bet's of a player
/// with several bets) and the flags at `alpha`.
fn adjust(players: &mut [PlayerReview], alpha: f64) {
    let mut family: Vec<f64> = Vec::new();
    for p in players.iter() {
        family.push(p.test.p_value);
        family.extend(
            p.bets
                .iter()
                .filter(|b| !b.same_as_player)
                .map(|b| b.test.p_value),
        );
    }
    let mut adjusted = holm(&family).into_iter();
    for p in players.iter_mut() {
        p.p_adjusted = adjusted.next().unwrap_or(1.0);
        p.flagged = p.p_adjusted < alpha;
        for b in p.bets.iter_mut() {
            b.p_adjusted = if b.same_as_player {
                p.p_adjusted
            } else {
                adjusted.next().unwrap_or(1.0)
            };
            b.flagged = b.p_adjusted < alpha;
        }
    }
}

/// Checks each wager against the shoe log and the bets.
fn place(spec: &ReviewSpec, log: &ShoeLog, wagers: &[LoggedWager]) -> Result<Vec<Placed>> {
    let by_number: HashMap<u64, usize> = log
        .shoes
        .iter()
        .enumerate()
        .map(|(i, s)| (s.shoe, i))
        .collect();
    wagers
        .iter()
        .map(|w| {
            let bad = |m: String| Error::input(format!("bet log line {}: {m}", w.line));
            let shoe = *by_number
                .get(&w.shoe)
                .ok_or_else(|| bad(format!("shoe {} is not in the shoe log", w.shoe)))?;
            let coups = log.shoes[shoe].coups.len();
            if w.coup == 0 || w.coup as usize > coups {
                return Err(bad(format!(
                    "shoe {} has no coup {} (the shoe log has coups 1 to {coups})",
                    w.shoe, w.coup
                )));
            }
            let bet = spec
                .bets
                .iter()
                .position(|b| b.id == w.bet)
                .ok_or_else(|| {
                    bad(format!(
                        "bet '{}' is not among the bets reviewed ({})",
                        w.bet,
                        spec.bets
                            .iter()
                            .map(|b| b.id.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                })?;
            Ok(Placed {
                shoe,
                coup: w.coup as usize - 1,
                bet,
                stake: w.stake,
            })
        })
        .collect()
}

impl ShoeLog {
    /// Decks per shoe of the log.
    pub fn decks(&self) -> u32 {
        (self.full.total() / 52) as u32
    }
}

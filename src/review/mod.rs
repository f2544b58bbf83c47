//! Game protection: a session's wagers reviewed against the exact odds of the moment each
//! was placed.
//!
//! Inputs are a shoe log (every coup's cards; [`ShoeLog`]) and a bet log (who staked what
//! on which coup; [`parse_bet_log`]). Every wager gets its exact EV, priced on the shoe
//! minus every card seen before its coup (face-down burns unknown), and its actual result.
//! Each player gets a permutation test of their timing ([`stats`]: the stake-weighted mean
//! EV against the same wagers moved to random coups of the same shoes), Holm's adjustment
//! across the players reviewed together, and, per bet, the named count that best separates
//! the coups they bet from those they did not ([`systems`]).
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
//! };
//! let r = review(&spec, &log, &bets)?;
//! assert_eq!(r.players[0].player, "ann");
//! assert_eq!(r.wagers[0].result.to_string(), "-1"); // Punto 9 beats Banco 3
//! # Ok::<(), punto_banco::Error>(())
//! ```

mod log;
pub mod stats;
pub mod systems;
mod wagers;

pub use log::{
    parse_bet_log, LogFormat, LoggedCoup, LoggedShoe, LoggedWager, ShoeLog, MAX_LOG_BYTES,
    MAX_PLAYER_CHARS, MAX_STAKE_UNITS, MAX_WAGERS, STAKE_SCALE,
};
pub use stats::{holm, Permutation, Separation};
pub use wagers::{fixed, settle, Prices, EV_SCALE};

use crate::analysis::Pricer;
use crate::bets::Bet;
use crate::error::{Error, Result};
use crate::rules::Rules;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, Zero};
use rayon::prelude::*;
use stats::ShoeDraws;

/// The default number of permutation draws.
pub const DEFAULT_PERMUTATIONS: u32 = 9_999;

/// The most permutation draws a review makes (999,999).
pub const MAX_PERMUTATIONS: u32 = 999_999;

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
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the bet-log line of a wager on a shoe or coup the
/// shoe log does not have or on a bet not among `spec.bets`; an empty bet log; a bet the
/// shoes cannot price; a permutation count out of range.
pub fn review(spec: &ReviewSpec, log: &ShoeLog, wagers: &[LoggedWager]) -> Result<Review> {
    if !(1..=MAX_PERMUTATIONS).contains(&spec.permutations) {
        return Err(Error::input(format!(
            "permutations must be from 1 to {MAX_PERMUTATIONS}, got {}",
            spec.permutations
        )));
    }
    if !(spec.alpha > 0.0 && spec.alpha < 1.0) {
        return Err(Error::input(format!(
            "alpha must be between 0 and 1, got {}",
            spec.alpha
        )));
    }
    if wagers.is_empty() {
        return Err(Error::input("the bet log has no wagers"));
    }
    let placed = place(spec, log, wagers)?;
    let mut shoes: Vec<usize> = placed.iter().map(|p| p.shoe).collect();
    shoes.sort_unstable();
    shoes.dedup();
    // Where each shoe of the log sits among the shoes priced.
    let mut slot = vec![usize::MAX; log.shoes.len()];
    for (i, &s) in shoes.iter().enumerate() {
        slot[s] = i;
    }
    // The process-wide cache: a server or a series of reviews compiles the bets once.
    let pricer = Pricer::shared(&spec.rules, &spec.bets)?;
    let prices = wagers::price(&pricer, log, &shoes)?;
    let ev = |p: &Placed| &prices.evs[slot[p.shoe]][p.coup][p.bet];
    let reviewed: Vec<WagerReview> = wagers
        .iter()
        .zip(&placed)
        .map(|(w, p)| WagerReview {
            line: w.line,
            shoe: w.shoe,
            coup: w.coup,
            player: w.player.clone(),
            bet: spec.bets[p.bet].id.clone(),
            stake: stake_ratio(w.stake),
            ev: ev(p).clone(),
            result: settle(&spec.bets[p.bet], &log.shoes[p.shoe].coups[p.coup]),
        })
        .collect();
    let mut names: Vec<&str> = Vec::new();
    for w in wagers {
        if !names.contains(&w.player.as_str()) {
            names.push(&w.player);
        }
    }
    let bet_systems: Vec<Vec<systems::System>> = spec
        .bets
        .iter()
        .map(|b| systems::systems(b, &spec.rules, log.decks()))
        .collect();
    let ctx = Context {
        spec,
        log,
        prices: &prices,
        slot: &slot,
        systems: &bet_systems,
    };
    let mut players = names
        .par_iter()
        .enumerate()
        .map(|(i, name)| {
            let mine: Vec<usize> = (0..wagers.len())
                .filter(|&k| wagers[k].player == *name)
                .collect();
            ctx.player(i as u64, name, &mine, &placed, &reviewed)
        })
        .collect::<Result<Vec<_>>>()?;
    // The family: every player's test, and every bet's of a player with several bets.
    let mut family: Vec<f64> = Vec::new();
    for p in &players {
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
        p.flagged = p.p_adjusted < spec.alpha;
        for b in p.bets.iter_mut() {
            b.p_adjusted = if b.same_as_player {
                p.p_adjusted
            } else {
                adjusted.next().unwrap_or(1.0)
            };
            b.flagged = b.p_adjusted < spec.alpha;
        }
    }
    Ok(Review {
        shoes: log.shoes.len(),
        coups: log.coups(),
        states_priced: prices.states,
        players,
        wagers: reviewed,
    })
}

/// Checks each wager against the shoe log and the bets.
fn place(spec: &ReviewSpec, log: &ShoeLog, wagers: &[LoggedWager]) -> Result<Vec<Placed>> {
    wagers
        .iter()
        .map(|w| {
            let bad = |m: String| Error::input(format!("bet log line {}: {m}", w.line));
            let shoe = log
                .shoes
                .iter()
                .position(|s| s.shoe == w.shoe)
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

/// What every player's review reads.
struct Context<'a> {
    spec: &'a ReviewSpec,
    log: &'a ShoeLog,
    prices: &'a Prices,
    slot: &'a [usize],
    systems: &'a [Vec<systems::System>],
}

impl Context<'_> {
    /// Reviews one player (`stream` seeds their draws) from the indices of their wagers.
    fn player(
        &self,
        stream: u64,
        name: &str,
        mine: &[usize],
        placed: &[Placed],
        reviewed: &[WagerReview],
    ) -> Result<PlayerReview> {
        let mut staked = BigRational::zero();
        let mut expected = BigRational::zero();
        let mut actual = BigRational::zero();
        let mut on_positive = BigRational::zero();
        for &k in mine {
            let w = &reviewed[k];
            staked += &w.stake;
            expected += &w.stake * &w.ev;
            actual += &w.stake * &w.result;
            if w.ev.is_positive() {
                on_positive += &w.stake;
            }
        }
        // The player's shoes (log indices, in order) and bets.
        let mut shoes: Vec<usize> = mine.iter().map(|&k| placed[k].shoe).collect();
        shoes.sort_unstable();
        shoes.dedup();
        let mut bets: Vec<usize> = mine.iter().map(|&k| placed[k].bet).collect();
        bets.sort_unstable();
        bets.dedup();
        let (mut chances, mut positive) = (0usize, 0usize);
        for &s in &shoes {
            for e in &self.prices.evs[self.slot[s]] {
                chances += bets.len();
                positive += bets.iter().filter(|&&b| e[b].is_positive()).count();
            }
        }
        let (draws, coups) = self.draws(&shoes, mine, placed, None);
        let (mean_ev, test) = self.test(&draws, &staked, stream)?;
        let mut bet_tests = Vec::with_capacity(bets.len());
        for &b in &bets {
            let on_b: Vec<usize> = mine
                .iter()
                .copied()
                .filter(|&k| placed[k].bet == b)
                .collect();
            let staked_b: BigRational = on_b.iter().map(|&k| &reviewed[k].stake).sum();
            let same = bets.len() == 1;
            let (coups_b, mean_b, test_b) = if same {
                (coups, mean_ev, test)
            } else {
                let (draws_b, coups_b) = self.draws(&shoes, &on_b, placed, Some(b));
                // A stream of its own: the player's position plus (the bet's position
                // among the bets reviewed + 1) × 2^40.
                let (m, t) = self.test(&draws_b, &staked_b, stream + ((b as u64 + 1) << 40))?;
                (coups_b, m, t)
            };
            bet_tests.push(BetTest {
                bet: self.spec.bets[b].id.clone(),
                coups: coups_b,
                wagers: on_b.len(),
                staked: staked_b,
                mean_ev: mean_b,
                test: test_b,
                p_adjusted: test_b.p_value,
                flagged: false,
                same_as_player: same,
            });
        }
        let best_count = bets
            .iter()
            .filter_map(|&b| self.best_count(b, &shoes, mine, placed))
            .collect();
        let timeline = bets
            .iter()
            .map(|&b| {
                let mut stake_at = std::collections::HashMap::new();
                for &k in mine.iter().filter(|&&k| placed[k].bet == b) {
                    *stake_at
                        .entry((placed[k].shoe, placed[k].coup))
                        .or_insert(0u64) += placed[k].stake;
                }
                let points = shoes
                    .iter()
                    .flat_map(|&s| {
                        let evs = &self.prices.evs[self.slot[s]];
                        let stake_at = &stake_at;
                        evs.iter().enumerate().map(move |(c, e)| {
                            let stake = stake_at.get(&(s, c)).copied().unwrap_or(0);
                            (
                                crate::ratio::to_f64(&e[b]),
                                stake as f64 / STAKE_SCALE as f64,
                            )
                        })
                    })
                    .collect();
                Timeline {
                    bet: self.spec.bets[b].id.clone(),
                    points,
                }
            })
            .collect();
        Ok(PlayerReview {
            player: name.to_string(),
            shoes: shoes.len(),
            coups,
            wagers: mine.len(),
            share_stake_positive: crate::ratio::to_f64(&(on_positive / &staked)),
            staked,
            expected,
            actual,
            share_positive: positive as f64 / chances.max(1) as f64,
            mean_ev,
            test,
            p_adjusted: test.p_value,
            flagged: false,
            bets: bet_tests,
            best_count,
            timeline,
        })
    }

    /// The permutation test's input over `shoes` (log indices) for the wagers `mine` (all
    /// the player's, or those on bet `only`), and the coups they cover.
    fn draws(
        &self,
        shoes: &[usize],
        mine: &[usize],
        placed: &[Placed],
        only: Option<usize>,
    ) -> (Vec<ShoeDraws>, usize) {
        let mut draws = Vec::with_capacity(shoes.len());
        let mut coups = 0;
        for &s in shoes {
            let fixed = &self.prices.fixed[self.slot[s]];
            let n = fixed.len();
            // Stake per (coup played, bet).
            let mut own: Vec<usize> = Vec::new();
            let mut stakes: Vec<Vec<u64>> = Vec::new();
            for &k in mine.iter().filter(|&&k| placed[k].shoe == s) {
                let p = placed[k];
                if only.is_some_and(|b| b != p.bet) {
                    continue;
                }
                let row = match own.iter().position(|&c| c == p.coup) {
                    Some(r) => r,
                    None => {
                        own.push(p.coup);
                        stakes.push(vec![0; self.spec.bets.len()]);
                        own.len() - 1
                    }
                };
                stakes[row][p.bet] += p.stake;
            }
            if own.is_empty() {
                continue;
            }
            coups += own.len();
            let values = stakes
                .iter()
                .flat_map(|st| {
                    fixed.iter().map(move |ev_at| {
                        st.iter()
                            .zip(ev_at)
                            .filter(|(&s, _)| s > 0)
                            .map(|(&s, &e)| i128::from(s) * e)
                            .sum::<i128>()
                    })
                })
                .collect();
            draws.push(ShoeDraws { n, own, values });
        }
        (draws, coups)
    }

    /// The statistic (the stake-weighted mean EV of `draws`, `staked` in all) and its
    /// permutation test on stream `stream`.
    fn test(
        &self,
        draws: &[ShoeDraws],
        staked: &BigRational,
        stream: u64,
    ) -> Result<(f64, Permutation)> {
        let observed = stats::observed(draws);
        let mean_ev =
            observed as f64 / (crate::ratio::to_f64(staked) * STAKE_SCALE as f64 * EV_SCALE as f64);
        let test = stats::permutation_test(
            draws,
            self.spec.permutations,
            &mut stats::test_rng(self.spec.seed, stream),
        )?;
        Ok((mean_ev, test))
    }

    /// The system whose true count best separates the coups of `shoes` where the player
    /// staked on bet `b` from the others (highest AUC; the first listed on a tie).
    fn best_count(
        &self,
        b: usize,
        shoes: &[usize],
        mine: &[usize],
        placed: &[Placed],
    ) -> Option<BestCount> {
        let bet_on: std::collections::HashSet<(usize, usize)> = mine
            .iter()
            .map(|&k| placed[k])
            .filter(|p| p.bet == b)
            .map(|p| (p.shoe, p.coup))
            .collect();
        let mut best: Option<(usize, Separation)> = None;
        for (i, sys) in self.systems[b].iter().enumerate() {
            let mut items: Vec<(f64, bool)> = Vec::new();
            for &s in shoes {
                for (c, coup) in self.log.shoes[s].coups.iter().enumerate() {
                    let bet_here = bet_on.contains(&(s, c));
                    items.push((
                        systems::true_count(&sys.tags, &self.log.full, &coup.before),
                        bet_here,
                    ));
                }
            }
            if let Some(sep) = stats::separation(&mut items) {
                if best.is_none_or(|(_, b)| sep.auc > b.auc) {
                    best = Some((i, sep));
                }
            }
        }
        best.map(|(i, sep)| BestCount {
            bet: self.spec.bets[b].id.clone(),
            tags: self.systems[b][i].name.clone(),
            auc: sep.auc,
            trigger: format!("tc>={}", stats::simplest_threshold(sep.below, sep.at)),
            tpr: sep.tpr,
            fpr: sep.fpr,
        })
    }
}

impl ShoeLog {
    /// Decks per shoe of the log.
    pub fn decks(&self) -> u32 {
        (self.full.total() / 52) as u32
    }
}

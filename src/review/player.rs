//! One player's review: their totals, the permutation test of their timing (all their
//! wagers, and each bet's apart), the count that best separates the coups they bet, and
//! the timeline of the plot.

use super::stats::{self, ShoeDraws};
use super::systems;
use super::wagers::{Prices, EV_SCALE};
use super::{
    BestCount, BetTest, Permutation, Placed, PlayerReview, ReviewSpec, Separation, ShoeLog,
    Timeline, WagerReview, STAKE_SCALE,
};
use crate::error::Result;
use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use std::collections::{BTreeMap, HashMap, HashSet};

/// The exact sum of `terms`, in time linear in their number: over the least common
/// multiple of the denominators, reduced once at the end. (Adding one by one reduces at
/// each step, and with the thousands of distinct denominators of a long shoe each
/// reduction is a gcd of numbers of tens of thousands of bits.)
pub(super) fn exact_sum(terms: impl Iterator<Item = BigRational>) -> BigRational {
    let terms: Vec<BigRational> = terms.collect();
    let mut lcm = BigInt::one();
    for t in &terms {
        let d = t.denom();
        // gcd(lcm, d) from lcm mod d: two numbers the size of d.
        let g = (&lcm % d).gcd(d);
        lcm *= d / &g;
    }
    let numer: BigInt = terms.iter().map(|t| t.numer() * (&lcm / t.denom())).sum();
    BigRational::new(numer, lcm)
}

/// What every player's review reads.
pub(super) struct Context<'a> {
    pub spec: &'a ReviewSpec,
    pub log: &'a ShoeLog,
    pub prices: &'a Prices,
    pub slot: &'a [usize],
    pub systems: &'a [Vec<systems::System>],
}

/// A player's wagers (indices) grouped by shoe (log index, in order), each group in the
/// order of the bet log.
type ByShoe = BTreeMap<usize, Vec<usize>>;

impl Context<'_> {
    /// Reviews one player (`stream` seeds their draws) from the indices of their wagers.
    pub fn player(
        &self,
        stream: u64,
        name: &str,
        mine: &[usize],
        placed: &[Placed],
        reviewed: &[WagerReview],
    ) -> Result<PlayerReview> {
        let mut staked = BigRational::zero();
        let mut actual = BigRational::zero();
        let mut on_positive = BigRational::zero();
        for &k in mine {
            let w = &reviewed[k];
            staked += &w.stake;
            actual += &w.stake * &w.result;
            if w.ev.is_positive() {
                on_positive += &w.stake;
            }
        }
        let expected = exact_sum(mine.iter().map(|&k| &reviewed[k].stake * &reviewed[k].ev));
        let mut by_shoe = ByShoe::new();
        for &k in mine {
            by_shoe.entry(placed[k].shoe).or_default().push(k);
        }
        let shoes: Vec<usize> = by_shoe.keys().copied().collect();
        let mut bets: Vec<usize> = mine.iter().map(|&k| placed[k].bet).collect();
        bets.sort_unstable();
        bets.dedup();
        let (draws, coups) = self.draws(&by_shoe, placed, None);
        let (mean_ev, test) = self.test(&draws, &staked, stream)?;
        drop(draws);
        let mut bet_tests = Vec::with_capacity(bets.len());
        let own = (coups, mean_ev, test);
        for &b in &bets {
            bet_tests.push(self.bet_test(b, &bets, &by_shoe, placed, reviewed, stream, own)?);
        }
        let best_count = bets
            .iter()
            .filter_map(|&b| self.best_count(b, &shoes, mine, placed))
            .collect();
        let timeline = bets
            .iter()
            .map(|&b| self.timeline(b, &shoes, mine, placed))
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
            share_positive: self.share_positive(&shoes, &bets),
            mean_ev,
            test,
            p_adjusted: test.p_value,
            flagged: false,
            bets: bet_tests,
            best_count,
            timeline,
            result: Default::default(),
        })
    }

    /// Share of +EV opportunities (coup and bet) over every coup of `shoes` and `bets`.
    fn share_positive(&self, shoes: &[usize], bets: &[usize]) -> f64 {
        let (mut chances, mut positive) = (0usize, 0usize);
        for &s in shoes {
            for &state in self.prices.shoe_states(self.slot[s]) {
                chances += bets.len();
                positive += bets
                    .iter()
                    .filter(|&&b| self.prices.positive(state, b))
                    .count();
            }
        }
        positive as f64 / chances.max(1) as f64
    }

    /// The test of bet `b` of a player who made `bets`: the player's own when it is their
    /// only bet (`own`: coups, mean EV, test), else its own draws on a stream of its own
    /// (the player's position plus (the bet's position among the bets reviewed + 1) × 2^40).
    #[allow(clippy::too_many_arguments)]
    fn bet_test(
        &self,
        b: usize,
        bets: &[usize],
        by_shoe: &ByShoe,
        placed: &[Placed],
        reviewed: &[WagerReview],
        stream: u64,
        own: (usize, f64, Permutation),
    ) -> Result<BetTest> {
        let on_b: Vec<usize> = by_shoe
            .values()
            .flatten()
            .copied()
            .filter(|&k| placed[k].bet == b)
            .collect();
        let staked_b: BigRational = on_b.iter().map(|&k| &reviewed[k].stake).sum();
        let same = bets.len() == 1;
        let (coups_b, mean_b, test_b) = if same {
            own
        } else {
            let (draws_b, coups_b) = self.draws(by_shoe, placed, Some(b));
            let (m, t) = self.test(&draws_b, &staked_b, stream + ((b as u64 + 1) << 40))?;
            (coups_b, m, t)
        };
        Ok(BetTest {
            bet: self.spec.bets[b].id.clone(),
            coups: coups_b,
            wagers: on_b.len(),
            staked: staked_b,
            mean_ev: mean_b,
            test: test_b,
            p_adjusted: test_b.p_value,
            flagged: false,
            same_as_player: same,
        })
    }

    /// The permutation test's input over the player's shoes for their wagers (all of
    /// them, or those on bet `only`), and the coups they cover. A shoe's rows are its coups
    /// in the order the bet log first names them.
    fn draws(
        &self,
        by_shoe: &ByShoe,
        placed: &[Placed],
        only: Option<usize>,
    ) -> (Vec<ShoeDraws>, usize) {
        let mut draws = Vec::with_capacity(by_shoe.len());
        let mut coups = 0;
        for (&s, ks) in by_shoe {
            let states = self.prices.shoe_states(self.slot[s]);
            // The bets staked here (columns), and per coup played its (bet, stake)s.
            let mut columns: Vec<usize> = Vec::new();
            let mut own: Vec<usize> = Vec::new();
            let mut row_of: HashMap<usize, usize> = HashMap::new();
            let mut rows: Vec<Vec<(usize, i128)>> = Vec::new();
            for p in ks.iter().map(|&k| placed[k]) {
                if only.is_some_and(|b| b != p.bet) {
                    continue;
                }
                let r = *row_of.entry(p.coup).or_insert_with(|| {
                    own.push(p.coup);
                    rows.push(Vec::new());
                    rows.len() - 1
                });
                let column = columns.iter().position(|&b| b == p.bet).unwrap_or_else(|| {
                    columns.push(p.bet);
                    columns.len() - 1
                });
                match rows[r].iter_mut().find(|e| e.0 == column) {
                    Some(e) => e.1 += i128::from(p.stake),
                    None => rows[r].push((column, i128::from(p.stake))),
                }
            }
            if own.is_empty() {
                continue;
            }
            coups += own.len();
            let mut starts = Vec::with_capacity(rows.len() + 1);
            starts.push(0);
            let mut stakes = Vec::new();
            for row in rows {
                stakes.extend(row);
                starts.push(stakes.len());
            }
            draws.push(ShoeDraws {
                n: states.len(),
                own,
                width: columns.len(),
                evs: states
                    .iter()
                    .flat_map(|&st| columns.iter().map(move |&b| self.prices.fixed(st, b)))
                    .collect(),
                starts,
                stakes,
            });
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

    /// Bet `b` coup by coup over `shoes`: the EV (decimal) and the player's stake there.
    fn timeline(&self, b: usize, shoes: &[usize], mine: &[usize], placed: &[Placed]) -> Timeline {
        let mut stake_at: HashMap<(usize, usize), u128> = HashMap::new();
        for &k in mine.iter().filter(|&&k| placed[k].bet == b) {
            *stake_at
                .entry((placed[k].shoe, placed[k].coup))
                .or_insert(0) += u128::from(placed[k].stake);
        }
        let points = shoes
            .iter()
            .flat_map(|&s| {
                let states = self.prices.shoe_states(self.slot[s]);
                let stake_at = &stake_at;
                states.iter().enumerate().map(move |(c, &state)| {
                    let stake = stake_at.get(&(s, c)).copied().unwrap_or(0);
                    (
                        self.prices.approx(state, b),
                        stake as f64 / STAKE_SCALE as f64,
                    )
                })
            })
            .collect();
        Timeline {
            bet: self.spec.bets[b].id.clone(),
            points,
        }
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
        let bet_on: HashSet<(usize, usize)> = mine
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

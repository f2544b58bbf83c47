//! The result test's exact null: each complete shoe's own cards re-dealt by the house
//! procedure, the player's logged stakes replayed coup by coup (`p_redeal`).
//!
//! A player's `p_redeal` applies when every shoe they wagered on is complete (its rest
//! row logged, every burn before its first coup; [`super::LoggedShoe::complete`]). In
//! each draw of [`crate::stats::Redeal`] every such shoe's cards after its burn are put in
//! a uniformly random order and dealt by `--procedure` through the tableau; the player's
//! layout logged on coup `k` of the shoe is settled on the re-dealt coup `k`, and a coup
//! the re-dealt shoe never reaches counts as no wager. The statistic is the player's win
//! `won*`; `p_redeal = (1 + #{won* >= won}) / (1 + D)` ([`Permutation`]). The null
//! conditions on the stakes and the coup numbers they were logged on, not on the cards.
//!
//! Wins are summed exactly as integers: stakes in millionths times each pay over the least
//! common multiple of the pays' denominators. One run of draws serves every player (each
//! player's null is the same re-deal of their own shoes; the players' tests share the
//! draws, which Holm's adjustment allows). Its seed is the review's `--seed` XOR
//! [`REDEAL_SALT`], apart from the timing tests' streams.

use super::{Placed, ReviewSpec, ShoeLog};
use crate::bets::{Bet, Coup, Pairs, Scope};
use crate::stats::{Permutation, Redeal};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, ToPrimitive};

/// XORed into the review's seed for the re-deals ("redeal" in ASCII).
pub const REDEAL_SALT: u64 = 0x7265_6465_616c;

/// Per bet: whether it is settled on pair flags, and each line's pay times the common
/// denominator (a loss is minus the denominator).
struct Pays {
    perfect: Vec<bool>,
    lines: Vec<Vec<i128>>,
    loss: i128,
}

impl Pays {
    /// The bets' pays over their common denominator (`None` when it or a pay does not fit
    /// 64 bits: such a review has no `p_redeal`).
    fn of(bets: &[Bet]) -> Option<Pays> {
        let mut lcm = BigInt::one();
        for l in bets.iter().flat_map(|b| &b.lines) {
            lcm = lcm.lcm(l.pays.denom());
        }
        let loss = lcm.to_i64()?;
        let lines = bets
            .iter()
            .map(|b| {
                (b.lines.iter())
                    .map(|l| {
                        (l.pays.numer() * (&lcm / l.pays.denom()))
                            .to_i64()
                            .map(i128::from)
                    })
                    .collect::<Option<Vec<i128>>>()
            })
            .collect::<Option<Vec<_>>>()?;
        let perfect = bets
            .iter()
            .map(|b| b.validate().is_ok_and(|s| s == Scope::PerfectPairs))
            .collect();
        Some(Pays {
            perfect,
            lines,
            loss: -i128::from(loss),
        })
    }

    /// What one unit (times the common denominator) on bet `b` wins on a coup.
    fn win(&self, bets: &[Bet], b: usize, coup: &Coup, pairs: &Pairs) -> i128 {
        let line = bets[b].lines.iter().position(|l| {
            if self.perfect[b] {
                l.when.matches_pairs(pairs)
            } else {
                l.when.matches_coup(coup)
            }
        });
        line.map_or(self.loss, |i| self.lines[b][i])
    }
}

/// One wager to replay: (player among those tested, bet, stake in millionths).
type Replay = (u32, u32, u64);

/// Each player's re-deal test (`players` holds their wagers' indices into `placed`),
/// `None` where it does not apply: a shoe of theirs is not complete, or the pays do not
/// fit the exact integer sums.
pub(super) fn p_redeal(
    spec: &ReviewSpec,
    log: &ShoeLog,
    placed: &[Placed],
    players: &[Vec<usize>],
) -> Vec<Option<Permutation>> {
    let mut out = vec![None; players.len()];
    let Some(pays) = Pays::of(&spec.bets) else {
        return out;
    };
    let complete = |p: &Placed| log.shoes[p.shoe].complete.is_some();
    let tested: Vec<usize> = (0..players.len())
        .filter(|&i| players[i].iter().all(|&k| complete(&placed[k])))
        .collect();
    if tested.is_empty() {
        return out;
    }
    // The shoes re-dealt (log index → place among them) and per shoe, per coup, the
    // wagers to replay.
    let mut slot = vec![usize::MAX; log.shoes.len()];
    let mut shoes: Vec<(usize, Vec<u8>)> = Vec::new();
    let mut replay: Vec<Vec<Vec<Replay>>> = Vec::new();
    let mut won = vec![0i128; tested.len()];
    for (t, &i) in tested.iter().enumerate() {
        for &k in &players[i] {
            let p = &placed[k];
            let logged = &log.shoes[p.shoe];
            if slot[p.shoe] == usize::MAX {
                slot[p.shoe] = shoes.len();
                shoes.push(logged.complete.clone().expect("a complete shoe"));
                replay.push(vec![Vec::new(); logged.coups.len()]);
            }
            replay[slot[p.shoe]][p.coup].push((t as u32, p.bet as u32, p.stake));
            let c = &logged.coups[p.coup];
            won[t] += i128::from(p.stake) * pays.win(&spec.bets, p.bet, &c.outcome, &c.pairs);
        }
    }
    let null = Redeal::new(&spec.rules, &spec.procedure, shoes).with_cancel(&spec.limits.cancel);
    let n = tested.len();
    let reached = null.run_then(
        spec.permutations,
        spec.seed ^ REDEAL_SALT,
        |value: &mut Vec<i128>, s, shoe| {
            value.resize(n, 0);
            for ((coup, pairs), wagers) in shoe.coups().zip(&replay[s]) {
                for &(t, b, stake) in wagers {
                    let win = pays.win(&spec.bets, b as usize, &coup, &pairs);
                    value[t as usize] += i128::from(stake) * win;
                }
            }
        },
        |value: Vec<i128>| {
            // One bit per player: whether the draw's win reaches the logged one.
            let mut bits = vec![0u64; n.div_ceil(64)];
            for (t, w) in won.iter().enumerate() {
                if value.get(t).copied().unwrap_or(0) >= *w {
                    bits[t / 64] |= 1 << (t % 64);
                }
            }
            bits
        },
    );
    for (t, &i) in tested.iter().enumerate() {
        let at_least = reached
            .iter()
            .filter(|bits| bits.get(t / 64).is_some_and(|w| w >> (t % 64) & 1 == 1))
            .count() as u64;
        out[i] = Some(Permutation::new(spec.permutations, at_least));
    }
    out
}

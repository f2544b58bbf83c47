//! The result test's exact null: each complete shoe's own cards re-dealt by the house
//! procedure, the player's logged stakes replayed coup by coup (`p_redeal`).
//!
//! A player's `p_redeal` applies when every shoe they wagered on is complete (its rest
//! row logged, every burn before its first coup; [`super::LoggedShoe::complete`]). In
//! each draw every such shoe's cards after its burn are put in a uniformly random order
//! and dealt by `--procedure` through the tableau ([`crate::stats::Redeal`]); the player's
//! layout logged on coup `k` of the shoe is settled on the re-dealt coup `k`, and a coup
//! the re-dealt shoe never reaches counts as no wager. The statistic is the player's win
//! `won*`. The null conditions on the stakes and the coup numbers they were logged on, not
//! on the cards.
//!
//! The draws are sequential ([`crate::stats::sequential`], Besag and Clifford 1991): a
//! player's draws stop at the [`SEQUENTIAL_HITS`]-th with `won* >= won`, p = h / l after
//! `l` draws, or run to `--permutations` D, p = `(1 + #{won* >= won}) / (1 + D)`. Draw
//! `d` re-deals a shoe from its own generator, stream `d × 2³² +` the shoe's index in the
//! log under the review's `--seed` XOR [`REDEAL_SALT`]: a shoe is re-dealt only while a
//! player at it is still drawing, and a player's `p_redeal` depends on their own shoes
//! and wagers only, not on who else is in the bet log. Each shoe is re-dealt once per
//! draw for all its players.
//!
//! Wins are summed exactly as integers: stakes in millionths times each pay over the least
//! common multiple of the pays' denominators.

use super::{Placed, ReviewSpec, ShoeLog};
use crate::bets::{Bet, Coup, Pairs, Scope};
use crate::stats::{sequential, stream_rng, Permutation, Redeal, SEQUENTIAL_HITS};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, ToPrimitive};
use rayon::prelude::*;

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

    /// Bet `b`'s win at every [`key`], from [`Pays::win`]: the re-deals look a coup's pay
    /// up instead of matching its pay lines.
    fn table(&self, bets: &[Bet], b: usize) -> Vec<i64> {
        (0..KEYS)
            .map(|k| {
                let (coup, pairs) = unkey(k);
                let win = self.win(bets, b, &coup, &pairs);
                i64::try_from(win).expect("every pay fits 64 bits (Pays::of)")
            })
            .collect()
    }
}

/// Distinct [`key`]s: 100 pairs of totals times 8 flags.
const KEYS: usize = 100 << 8;

/// Everything a pay line reads of a coup dealt by the tableau, packed: the totals, whether
/// each hand drew, each hand's natural, pair and perfect pair (the coup's `natural` is
/// either hand's, as [`crate::outcome::coup_facts`] sets it).
fn key(coup: &Coup, pairs: &Pairs) -> usize {
    let flags = [
        coup.punto_cards == 3,
        coup.banco_cards == 3,
        coup.punto_natural,
        coup.banco_natural,
        pairs.punto_pair,
        pairs.banco_pair,
        pairs.punto_perfect_pair,
        pairs.banco_perfect_pair,
    ];
    let bits = flags
        .iter()
        .rev()
        .fold(0, |acc, &f| acc << 1 | usize::from(f));
    (usize::from(coup.punto_total) * 10 + usize::from(coup.banco_total)) << 8 | bits
}

/// The coup and pair flags of a [`key`].
fn unkey(k: usize) -> (Coup, Pairs) {
    let bit = |i: usize| k >> i & 1 == 1;
    let totals = k >> 8;
    let pairs = Pairs {
        punto_pair: bit(4),
        banco_pair: bit(5),
        punto_perfect_pair: bit(6),
        banco_perfect_pair: bit(7),
    };
    let coup = Coup {
        punto_total: (totals / 10) as u8,
        banco_total: (totals % 10) as u8,
        punto_cards: 2 + u8::from(bit(0)),
        banco_cards: 2 + u8::from(bit(1)),
        natural: bit(2) || bit(3),
        punto_natural: bit(2),
        banco_natural: bit(3),
        punto_pair: pairs.punto_pair,
        banco_pair: pairs.banco_pair,
    };
    (coup, pairs)
}

/// One wager to replay: (the player's place among the shoe's players, bet, stake in
/// millionths).
type Replay = (u32, u32, u64);

/// A shoe of the re-deal null: cards burned, then the codes of the cards after the burn.
type NullShoe = (usize, Vec<u8>);

/// One complete shoe some tested player wagered on, as the re-deals replay it.
struct Replayed {
    /// Its index in the shoe log (its draws' generator streams).
    log: usize,
    /// The tested players who wagered on it (indices among the tested), ascending.
    players: Vec<u32>,
    /// Per coup of the log, up to the last with a wager: the wagers to replay.
    coups: Vec<Vec<Replay>>,
}

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
    let (shoes, replayed, won) = replays(log, placed, players, &tested, &pays, &spec.bets);
    let mut used = vec![false; spec.bets.len()];
    for r in &replayed {
        for &(_, b, _) in r.coups.iter().flatten() {
            used[b as usize] = true;
        }
    }
    let tables: Vec<Vec<i64>> = (0..spec.bets.len())
        .map(|b| {
            if used[b] {
                pays.table(&spec.bets, b)
            } else {
                Vec::new()
            }
        })
        .collect();
    let null = Redeal::new(&spec.rules, &spec.procedure, shoes);
    let seed = spec.seed ^ REDEAL_SALT;
    let n = tested.len();
    let mut live: Vec<usize> = Vec::new();
    let mut active_count = usize::MAX;
    let mut value = vec![0i128; n];
    let tests = sequential(
        n,
        SEQUENTIAL_HITS,
        spec.permutations,
        &spec.limits.cancel,
        |d, active, reached| {
            // Only the shoes of players still drawing are re-dealt.
            let now = active.iter().filter(|&&a| a).count();
            if now != active_count {
                active_count = now;
                live = (0..replayed.len())
                    .filter(|&s| replayed[s].players.iter().any(|&t| active[t as usize]))
                    .collect();
            }
            let wins: Vec<Vec<i128>> = live
                .par_iter()
                .map(|&s| replay_shoe(&null, s, &replayed[s], seed, d, &tables))
                .collect();
            for (&s, w) in live.iter().zip(&wins) {
                for (&t, &x) in replayed[s].players.iter().zip(w) {
                    value[t as usize] += x;
                }
            }
            for ((r, v), w) in reached.iter_mut().zip(value.iter_mut()).zip(&won) {
                *r = *v >= *w;
                *v = 0;
            }
        },
    );
    for (t, &i) in tested.iter().enumerate() {
        out[i] = Some(tests[t]);
    }
    out
}

/// The re-deal null's shoes (burn, cards after it), per shoe what to replay, and each
/// tested player's logged win (stakes in millionths times the pays over their common
/// denominator).
fn replays(
    log: &ShoeLog,
    placed: &[Placed],
    players: &[Vec<usize>],
    tested: &[usize],
    pays: &Pays,
    bets: &[Bet],
) -> (Vec<NullShoe>, Vec<Replayed>, Vec<i128>) {
    let mut slot = vec![usize::MAX; log.shoes.len()];
    let mut shoes: Vec<NullShoe> = Vec::new();
    let mut replayed: Vec<Replayed> = Vec::new();
    let mut won = vec![0i128; tested.len()];
    for (t, &i) in tested.iter().enumerate() {
        for &k in &players[i] {
            let p = &placed[k];
            let logged = &log.shoes[p.shoe];
            if slot[p.shoe] == usize::MAX {
                slot[p.shoe] = shoes.len();
                shoes.push(logged.complete.clone().expect("a complete shoe"));
                replayed.push(Replayed {
                    log: p.shoe,
                    players: Vec::new(),
                    coups: Vec::new(),
                });
            }
            let r = &mut replayed[slot[p.shoe]];
            // Players are taken in order, so a new one on this shoe is the last.
            if r.players.last() != Some(&(t as u32)) {
                r.players.push(t as u32);
            }
            if r.coups.len() <= p.coup {
                r.coups.resize(p.coup + 1, Vec::new());
            }
            let at = (r.players.len() - 1) as u32;
            r.coups[p.coup].push((at, p.bet as u32, p.stake));
            let c = &logged.coups[p.coup];
            won[t] += i128::from(p.stake) * pays.win(bets, p.bet, &c.outcome, &c.pairs);
        }
    }
    (shoes, replayed, won)
}

/// Shoe `s` re-dealt in draw `d` (generator stream `d × 2³² + its index in the log`): what
/// each of its players wins on it (in the order of `r.players`), each bet's pay looked up
/// in its table ([`Pays::table`]).
fn replay_shoe(
    null: &Redeal<'_>,
    s: usize,
    r: &Replayed,
    seed: u64,
    d: u32,
    tables: &[Vec<i64>],
) -> Vec<i128> {
    let mut wins = vec![0i128; r.players.len()];
    let mut rng = stream_rng(seed, (u64::from(d) << 32) | r.log as u64);
    let mut buf = Vec::new();
    if let Some(shoe) = null.redeal_with(s, &mut rng, &mut buf) {
        for ((coup, pairs), wagers) in shoe.coups().zip(&r.coups) {
            let k = key(&coup, &pairs);
            for &(at, b, stake) in wagers {
                wins[at as usize] += i128::from(stake) * i128::from(tables[b as usize][k]);
            }
        }
    }
    wins
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::{builtin, builtin_ids};
    use crate::rules::Rules;
    use crate::simulate::Procedure;

    #[test]
    fn a_pay_looked_up_by_key_is_the_pay_of_the_coups_lines_for_every_built_in_bet() {
        let rules = Rules::preset("standard").unwrap();
        let procedure = Procedure::preset("common").unwrap();
        let bets: Vec<Bet> = builtin_ids()
            .into_iter()
            .map(|id| builtin(id, &rules).unwrap())
            .collect();
        let pays = Pays::of(&bets).unwrap();
        let tables: Vec<Vec<i64>> = (0..bets.len()).map(|b| pays.table(&bets, b)).collect();
        // Two eight-deck shoes re-dealt 20 times: about 3,000 coups, every pay line of the
        // main bets and most side bets' lines met.
        let deck: Vec<u8> = (0..8 * 52).map(|c| (c % 52) as u8).collect();
        let null = Redeal::new(&rules, &procedure, vec![(0, deck.clone()), (3, deck)]);
        let draws = null.run(20, 5, |banco: &mut Vec<i128>, _, shoe| {
            for (coup, pairs) in shoe.coups() {
                let k = key(&coup, &pairs);
                assert_eq!(unkey(k), (coup, pairs));
                for (b, table) in tables.iter().enumerate() {
                    let win = pays.win(&bets, b, &coup, &pairs);
                    assert_eq!(i128::from(table[k]), win, "{} at {coup:?}", bets[b].id);
                }
                banco.push(pays.win(&bets, 1, &coup, &pairs));
            }
        });
        let banco: std::collections::BTreeSet<i128> = draws.into_iter().flatten().collect();
        // Banco's three outcomes (win at 19/20, push on a tie, loss) were all met.
        assert_eq!(banco.len(), 3, "{banco:?}");
    }
}

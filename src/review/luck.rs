//! The result test: was a player's win luck?
//!
//! Per player: `won` (stakes × outcomes as logged), `expected` (Σ stake × EV, each EV given
//! the cards before its coup) and `variance`: per coup, the variance of the player's whole
//! layout on that coup (every bet they have on it, with its stake) from the exact joint
//! outcome distribution of the coup given the cards before it, so that bets on one coup
//! covary (Banco + Punto hedge), summed over the player's coups. Given the cards before
//! each coup and the player's layout on it, each coup's increment `won − expected` has
//! mean 0, so the sum is a martingale and `z = (won − expected) / sqrt(variance)` is
//! standard normal in the limit (the martingale central limit theorem; `docs/review.md`).
//! `p_value` is its one-sided upper tail: "won more than luck allows".

use crate::analysis::{BetResult, Pricer};
use crate::bets::Scope;
use crate::outcome::{CoupTable, CELLS};
use crate::stats::{holm, normal_upper};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use std::collections::HashMap;

/// A player's bets on one coup: (bet index, stake in millionths), by bet, each bet once.
pub type Layout = Vec<(usize, u64)>;

/// A player's result against the exact odds of the moment of each wager.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ResultTest {
    /// What the player won (negative: lost), stakes × outcomes as logged, exact.
    pub won: BigRational,
    /// Σ stake × EV over the wagers, each EV given the cards before its coup, exact.
    pub expected: BigRational,
    /// Σ over the player's coups of the variance of their whole layout on the coup, exact
    /// (`None` when a coup's layout joins a perfect-pair bet to another bet: suits are not
    /// part of the walk, so their joint distribution is not known).
    pub variance: Option<BigRational>,
    /// `(won − expected) / sqrt(variance)` (`None` without a variance, or when it is 0).
    pub z: Option<f64>,
    /// One-sided upper-tail normal p-value of `z`.
    pub p_value: Option<f64>,
    /// The re-deal test of `won` (`docs/review.md`): each complete shoe's own cards
    /// re-dealt by the house procedure, the logged stakes replayed coup by coup (`None`
    /// unless every shoe of the player's wagers is complete).
    pub p_redeal: Option<crate::stats::Permutation>,
    /// Holm-adjusted across the players' result tests.
    pub p_adjusted: Option<f64>,
    /// Whether `p_adjusted < alpha`: won more than luck allows.
    pub unusual: bool,
}

impl ResultTest {
    /// The test of a player who won `won` against `expected` with `variance`.
    pub fn new(
        won: BigRational,
        expected: BigRational,
        variance: Option<BigRational>,
    ) -> ResultTest {
        let z = variance
            .as_ref()
            .filter(|v| v.is_positive())
            .map(|v| crate::ratio::to_f64(&(&won - &expected)) / crate::ratio::to_f64(v).sqrt());
        ResultTest {
            won,
            expected,
            variance,
            z,
            p_value: z.map(normal_upper),
            p_redeal: None,
            p_adjusted: None,
            unusual: false,
        }
    }
}

/// The exact stake of `micros` millionths.
fn stake(micros: u64) -> BigRational {
    BigRational::new(BigInt::from(micros), BigInt::from(super::STAKE_SCALE))
}

/// The variance of a one-bet layout from that bet's priced result: stake² × Var.
pub(super) fn single_variance(layout: &Layout, result: &BetResult) -> BigRational {
    let s = stake(layout[0].1);
    &s * &s * result.variance()
}

/// The variance of the win of `layout` on a coup whose outcome distribution is `table`
/// (walked with pair flags when a bet of the layout reads pairs): E[X²] − (E X)² with
/// X = Σ stake × pay over the cells of the table. `None` for a layout of several bets one
/// of which is priced on suits (perfect pairs).
pub(super) fn layout_variance(
    pricer: &Pricer,
    table: &CoupTable,
    layout: &Layout,
) -> Option<BigRational> {
    let compiled: Vec<_> = pricer.compiled().collect();
    let mut chosen = Vec::with_capacity(layout.len());
    for &(b, s) in layout {
        let (bet, scope, select) = compiled[b];
        if scope == Scope::PerfectPairs {
            return None;
        }
        chosen.push((bet, select, stake(s)));
    }
    // Cells falling on the same line of every bet of the layout pay the same: group them.
    let mut index: HashMap<Vec<u8>, usize> = HashMap::new();
    let mut keys: Vec<Vec<u8>> = Vec::new();
    let group: Vec<usize> = (0..CELLS)
        .map(|cell| {
            let key: Vec<u8> = chosen
                .iter()
                .map(|(_, select, _)| select[cell].expect("every cell has a line or a loss"))
                .collect();
            *index.entry(key.clone()).or_insert_with(|| {
                keys.push(key);
                keys.len() - 1
            })
        })
        .collect();
    let mut counts = Vec::with_capacity(keys.len());
    // `group_sums` numbers groups with a byte: 255 at a time.
    for chunk in 0..keys.len().div_ceil(255) {
        let select: Vec<Option<u8>> = group
            .iter()
            .map(|&g| (g / 255 == chunk).then_some((g % 255) as u8))
            .collect();
        let n = (keys.len() - chunk * 255).min(255);
        counts.extend(table.group_sums(n, &select));
    }
    let total = BigRational::from_integer(BigInt::from(table.total().clone()));
    let (mut first, mut second) = (BigRational::zero(), BigRational::zero());
    for (key, count) in keys.iter().zip(counts) {
        if count.is_zero() {
            continue;
        }
        let x: BigRational = chosen
            .iter()
            .zip(key)
            .map(|((bet, _, s), &line)| {
                let pays = bet
                    .lines
                    .get(usize::from(line))
                    .map_or_else(|| -BigRational::one(), |l| l.pays.clone());
                s * pays
            })
            .sum();
        let c = BigRational::from_integer(BigInt::from(count));
        first += &c * &x;
        second += c * &x * &x;
    }
    let mean = first / &total;
    Some(second / total - &mean * &mean)
}

/// A player's layouts: per coup they bet (index into the shoes priced, coup index), their
/// bets on it with the stakes of each bet added up, from the indices of their wagers.
pub(super) fn layouts(
    placed: &[super::Placed],
    mine: &[usize],
    slot: &[usize],
) -> Vec<(usize, usize, Layout)> {
    let mut by_coup: std::collections::BTreeMap<(usize, usize), Layout> = Default::default();
    for &k in mine {
        let p = &placed[k];
        let layout = by_coup.entry((slot[p.shoe], p.coup)).or_default();
        match layout.iter_mut().find(|(b, _)| *b == p.bet) {
            Some((_, s)) => *s += p.stake,
            None => layout.push((p.bet, p.stake)),
        }
    }
    by_coup
        .into_iter()
        .map(|((shoe, coup), mut layout)| {
            layout.sort_unstable();
            (shoe, coup, layout)
        })
        .collect()
}

/// Holm's adjustment across the players' result tests (those with a p-value) and the
/// flags at `alpha`.
pub(super) fn adjust(tests: &mut [&mut ResultTest], alpha: f64) {
    let family: Vec<f64> = tests.iter().filter_map(|t| t.p_value).collect();
    let mut adjusted = holm(&family).into_iter();
    for t in tests.iter_mut().filter(|t| t.p_value.is_some()) {
        let p = adjusted.next().unwrap_or(1.0);
        t.p_adjusted = Some(p);
        t.unusual = p < alpha;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_variance_gives_no_z() {
        let t = ResultTest::new(BigRational::zero(), BigRational::zero(), None);
        assert_eq!((t.z, t.p_value), (None, None));
        let t = ResultTest::new(
            BigRational::one(),
            BigRational::zero(),
            Some(BigRational::zero()),
        );
        assert_eq!(t.z, None);
    }
}

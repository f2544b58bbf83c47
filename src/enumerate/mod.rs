//! The exact engine: walks every coup a shoe can deal and counts ordered six-card sequences.
//!
//! # Method
//! Totals depend only on point values, so the walk runs over the ten value classes, each
//! card weighted by how many cards of its class are left at that moment. The two Punto
//! cards commute, as do the two Banco cards, so the first four cards are walked as
//! 55 x 55 unordered pairs with a multiplicity. A coup that uses k < 6 cards is weighted by
//! the (N-k)...(N-5) ways to draw the cards that follow it, so every count is an integer
//! over N(N-1)(N-2)(N-3)(N-4)(N-5) (see `docs/method.md`).
//!
//! Deals are summed per class of two-card totals before the third-card stage (row, column
//! and cross sums; the mirrored class (bt, pt) reuses the sums of (pt, bt)); the direct
//! per-deal walk stays in the test build and the two are compared cell by cell.
//!
//! Rank pairs (K-K is a pair, J-Q is not) matter only within value class 0; the split of a
//! four-card weight into "Punto pair" / "Banco pair" flags is computed in closed form from
//! the rank counts, so pair events join the walk at almost no cost.

mod classes;
#[cfg(test)]
mod direct;
mod walk;
mod weight;

use crate::outcome::{Cells, CoupTable, CELLS};
use crate::rules::Rules;
use crate::shoe::Shoe;
use num_bigint::BigUint;
use walk::Walk;
pub(crate) use weight::Weight;

/// Which integer type the walk uses; the choice never changes a result, only its speed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arithmetic {
    /// The smallest type in which the shoe's total N(N-1)...(N-5) fits.
    Auto,
    /// Force `u128` (refused where the total does not fit).
    U128,
    /// Force big integers.
    Big,
}

/// N(N-1)...(N-k+1) for a count that may be smaller than k (then 0).
pub(crate) fn falling(c: u64, k: u64) -> u64 {
    (0..k).map(|i| c.saturating_sub(i)).product()
}

/// The number of ordered six-card sequences of a shoe of `n` cards.
pub fn sequences(n: u64) -> BigUint {
    (0..6).fold(BigUint::from(1u32), |acc, i| acc * (n - i))
}

/// Whether the walk records, for each coup, if each hand's first two cards are a rank pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairFlags {
    /// Record the pair flags (bets with pair conditions need them).
    Tracked,
    /// Leave them out (slightly faster; every coup counts as pairless).
    Ignored,
}

impl PairFlags {
    /// [`PairFlags::Tracked`] when `track` holds, else [`PairFlags::Ignored`].
    pub fn when(track: bool) -> PairFlags {
        if track {
            PairFlags::Tracked
        } else {
            PairFlags::Ignored
        }
    }

    /// Whether the flags are tracked.
    pub fn tracked(self) -> bool {
        self == PairFlags::Tracked
    }
}

/// Walks every coup of `shoe` under `rules`.
///
/// With [`PairFlags::Tracked`], each outcome also records whether each hand's first two
/// cards are a rank pair; with [`PairFlags::Ignored`] it does not (slightly faster).
///
/// # Examples
/// ```
/// use punto_banco::{enumerate, PairFlags, Rules, Shoe};
/// let rules = Rules::preset("standard")?;
/// let table = enumerate(&Shoe::with_decks(8)?, &rules, PairFlags::Ignored);
/// assert_eq!(table.total().to_string(), "4998398275503360");
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn enumerate(shoe: &Shoe, rules: &Rules, pairs: PairFlags) -> CoupTable {
    enumerate_with(shoe, rules, pairs, Arithmetic::Auto)
}

/// [`enumerate`] with a chosen integer type (for cross-checking the paths).
///
/// # Panics
/// With [`Arithmetic::U128`] when the shoe's total does not fit in `u128`.
pub fn enumerate_with(
    shoe: &Shoe,
    rules: &Rules,
    pairs: PairFlags,
    arith: Arithmetic,
) -> CoupTable {
    let pairs = pairs.tracked();
    let total = sequences(shoe.total());
    let fits64 = total.bits() <= 64;
    let fits128 = total.bits() <= 128;
    let cells = match arith {
        Arithmetic::Auto if fits64 => Cells::Small(run::<u64>(shoe, rules, pairs)),
        Arithmetic::Auto | Arithmetic::U128 if fits128 => {
            Cells::Small(run::<u128>(shoe, rules, pairs))
        }
        Arithmetic::U128 => panic!("the shoe's total does not fit u128"),
        _ => Cells::Big(run::<BigUint>(shoe, rules, pairs)),
    };
    CoupTable::new(total, cells, pairs, rules.naturals())
}

fn run<W: Weight>(shoe: &Shoe, rules: &Rules, pairs: bool) -> Vec<W::Cell> {
    let mut cells = vec![W::Cell::default(); CELLS];
    let walk = Walk::new(shoe, rules);
    if pairs {
        walk.run::<W, true>(&mut cells);
    } else {
        walk.run::<W, false>(&mut cells);
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    fn direct(shoe: &Shoe, rules: &Rules, pairs: bool) -> Vec<u128> {
        let mut cells = vec![0u128; CELLS];
        let walk = Walk::new(shoe, rules);
        if pairs {
            walk.run_direct::<u128, true>(&mut cells);
        } else {
            walk.run_direct::<u128, false>(&mut cells);
        }
        cells
    }

    fn cells(t: &CoupTable) -> Vec<BigUint> {
        (0..CELLS)
            .map(|i| {
                let mut sel = vec![None; CELLS];
                sel[i] = Some(0);
                t.group_sums(1, &sel).pop().unwrap()
            })
            .collect()
    }

    fn shoes() -> Vec<Shoe> {
        let mut v = vec![Shoe::with_decks(1).unwrap(), Shoe::with_decks(8).unwrap()];
        let mut s = Shoe::with_decks(2).unwrap();
        s.remove_cards("K K K K K K K Q Q J 9 9 9 9 9 9 5 5 A")
            .unwrap();
        v.push(s);
        v.push(Shoe::parse_counts("A=0,2=1,3=0,4=2,5=0,6=1,7=0,8=3,9=0,10=2,J=0,Q=1,K=0").unwrap());
        v
    }

    #[test]
    fn aggregated_walk_equals_direct_walk_cell_by_cell() {
        for name in crate::rules::PRESETS {
            let rules = Rules::preset(name).unwrap();
            for shoe in shoes() {
                for pairs in [false, true] {
                    let fast = enumerate(&shoe, &rules, PairFlags::when(pairs));
                    let slow: Vec<BigUint> = direct(&shoe, &rules, pairs)
                        .into_iter()
                        .map(BigUint::from)
                        .collect();
                    assert_eq!(cells(&fast), slow, "{name} {shoe} pairs={pairs}");
                }
            }
        }
    }

    #[test]
    fn native_and_big_integer_paths_agree() {
        let rules = Rules::preset("standard").unwrap();
        for shoe in shoes().into_iter().chain([Shoe::with_decks(40).unwrap()]) {
            let a = enumerate_with(&shoe, &rules, PairFlags::Tracked, Arithmetic::U128);
            let b = enumerate_with(&shoe, &rules, PairFlags::Tracked, Arithmetic::Big);
            assert_eq!(cells(&a), cells(&b), "{shoe}");
            let total: BigUint = cells(&b).iter().sum();
            assert_eq!(&total, b.total());
        }
    }

    #[test]
    fn total_weight_is_the_number_of_ordered_six_card_sequences() {
        let rules = Rules::preset("standard").unwrap();
        for shoe in shoes() {
            let t = enumerate(&shoe, &rules, PairFlags::Tracked);
            let total: BigUint = cells(&t).iter().sum();
            assert_eq!(total, sequences(shoe.total()));
        }
        assert_eq!(sequences(416).to_string(), "4998398275503360");
    }

    #[test]
    fn thousand_decks_compute_exactly_beyond_u64() {
        let rules = Rules::preset("standard").unwrap();
        let t = enumerate(&Shoe::with_decks(1000).unwrap(), &rules, PairFlags::Ignored);
        let sum: BigUint = cells(&t).iter().sum();
        assert_eq!(&sum, t.total());
        assert!(t.total().bits() > 64);
    }
}

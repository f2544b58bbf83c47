//! Integer tallies of a shoe study. Every sum is an integer, so adding tallies is exact,
//! associative and commutative: the result does not depend on thread count or on how a run
//! was split into shoe ranges.
//!
//! Per-coup values (expected values, results, stakes) enter the sums in fixed point: each is
//! first computed as an `f64` from exact integers (the same IEEE operations on every machine),
//! then rounded to a multiple of 10^-12. The rounding error is at most
//! 5 x 10^-13 per coup, far below any figure shown.

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};

/// Fixed-point scale of per-coup sums: a stored integer `x` stands for `x / FIXED_SCALE`.
const FIXED_SCALE: f64 = 1e12;

/// Fixed-point scale of the per-shoe squares (`shoe_squares`): `x` stands for `x / SQUARE_SCALE`.
const SQUARE_SCALE: f64 = 1e6;

/// `x` in fixed point.
pub(crate) fn fixed(x: f64) -> i128 {
    (x * FIXED_SCALE).round() as i128
}

/// A fixed-point sum as a float, for display and statistics.
fn unfixed(x: i128) -> f64 {
    x as f64 / FIXED_SCALE
}

/// `x²` of a per-shoe total given in fixed point, at [`SQUARE_SCALE`].
pub(crate) fn shoe_square(x: i128) -> i128 {
    let v = unfixed(x);
    (v * v * SQUARE_SCALE).round() as i128
}

/// Big integers travel as decimal strings (JSON numbers lose precision past 2^53).
mod dec {
    use serde::{Deserialize, Deserializer, Serializer};

    /// The decimal string, under [`crate::COUNT_NAME`] as a count is (JSON writes the
    /// string alone; Python reads an `int`).
    pub fn serialize<S: Serializer>(x: &i128, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_struct(crate::COUNT_NAME, &x.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<i128, D::Error> {
        let s = String::deserialize(d)?;
        s.parse()
            .map_err(|_| serde::de::Error::custom(format!("'{s}' is not an integer")))
    }
}

/// What one player did with one bet: how often it bet, and what it staked, expected and won.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayTally {
    /// Coups on which the player bet.
    pub bets: u64,
    /// Σ stake (fixed point; one unit per bet without staking).
    #[serde(with = "dec")]
    pub staked: i128,
    /// Σ stake x exact EV of the coup (fixed point).
    #[serde(with = "dec")]
    pub expected: i128,
    /// Σ stake x actual result of the coup (fixed point).
    #[serde(with = "dec")]
    pub realised: i128,
    /// Σ over shoes of (realised win in the shoe)² (scaled by 10^6), for the standard
    /// error of the win per shoe.
    #[serde(with = "dec")]
    pub shoe_squares: i128,
    /// Σ over shoes of (expected win in the shoe)² (scaled by 10^6): the expected win
    /// is an unbiased, far less noisy estimate of the win rate than the realised one.
    #[serde(with = "dec")]
    pub expected_squares: i128,
}

/// `*a += b`, or `None` when the sum does not fit.
fn plus<T: num_traits::CheckedAdd>(a: &mut T, b: T) -> Option<()> {
    *a = a.checked_add(&b)?;
    Some(())
}

impl PlayTally {
    /// Adds `o`; `None` when a sum does not fit.
    fn add(&mut self, o: &PlayTally) -> Option<()> {
        plus(&mut self.bets, o.bets)?;
        plus(&mut self.staked, o.staked)?;
        plus(&mut self.expected, o.expected)?;
        plus(&mut self.realised, o.realised)?;
        plus(&mut self.shoe_squares, o.shoe_squares)?;
        plus(&mut self.expected_squares, o.expected_squares)
    }

    /// Records one bet of `stake` with exact EV `ev` and result `result` (per unit);
    /// returns (expected, realised) in fixed point.
    pub(crate) fn bet(&mut self, stake: f64, ev: f64, result: f64) -> [i128; 2] {
        self.bets += 1;
        self.staked += fixed(stake);
        let expected = fixed(stake * ev);
        self.expected += expected;
        let won = fixed(stake * result);
        self.realised += won;
        [expected, won]
    }

    /// Closes a shoe in which this player expected `expected` and won `won` (fixed point).
    pub(crate) fn end_shoe(&mut self, [expected, won]: [i128; 2]) {
        self.shoe_squares += shoe_square(won);
        self.expected_squares += shoe_square(expected);
    }

    /// Mean realised win per shoe.
    pub fn realised_per_shoe(&self, shoes: u64) -> f64 {
        unfixed(self.realised) / shoes as f64
    }

    /// Mean expected win per shoe.
    pub fn expected_per_shoe(&self, shoes: u64) -> f64 {
        unfixed(self.expected) / shoes as f64
    }

    /// Standard error of the mean realised win per shoe.
    pub fn standard_error_per_shoe(&self, shoes: u64) -> f64 {
        standard_error(self.realised, self.shoe_squares, shoes)
    }

    /// Standard error of the mean expected win per shoe.
    pub fn expected_standard_error_per_shoe(&self, shoes: u64) -> f64 {
        standard_error(self.expected, self.expected_squares, shoes)
    }

    /// Mean stake per shoe (units, or money with staking).
    pub fn staked_per_shoe(&self, shoes: u64) -> f64 {
        unfixed(self.staked) / shoes as f64
    }

    /// Expected win per unit staked (`None` when nothing was staked).
    pub fn edge(&self) -> Option<f64> {
        (self.staked != 0).then(|| unfixed(self.expected) / unfixed(self.staked))
    }
}

fn standard_error(sum: i128, squares: i128, shoes: u64) -> f64 {
    let n = shoes as f64;
    let mean = unfixed(sum) / n;
    let var = (squares as f64 / SQUARE_SCALE / n - mean * mean).max(0.0);
    (var / n).sqrt()
}

/// Coups of one band of unseen cards (`[index x size, (index + 1) x size)`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bucket {
    /// Coups priced with this many unseen cards.
    pub coups: u64,
    /// Of which with EV > 0.
    pub positive: u64,
    /// Σ EV of all its coups (fixed point).
    #[serde(with = "dec")]
    pub ev_sum: i128,
    /// Σ EV of its positive coups (fixed point).
    #[serde(with = "dec")]
    pub ev_positive_sum: i128,
}

impl Bucket {
    /// Mean EV of the band's positive coups, if any.
    pub fn mean_edge_positive(&self) -> Option<f64> {
        (self.positive > 0).then(|| unfixed(self.ev_positive_sum) / self.positive as f64)
    }

    /// Mean EV of all the band's coups (0 for an empty band).
    pub fn mean_ev(&self) -> f64 {
        if self.coups == 0 {
            0.0
        } else {
            unfixed(self.ev_sum) / self.coups as f64
        }
    }
}

/// A count player of one bet: one unit whenever its trigger fires.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CountTally {
    /// One unit whenever the trigger fires.
    pub play: PlayTally,
    /// The table-maximum cap whenever it fires, under the staking model.
    pub staked: Option<PlayTally>,
    /// Every coup by the count's true count before it (running count per 52 unseen
    /// cards), in bands of one from [`TRUE_COUNT_LOW`] to [`TRUE_COUNT_HIGH`]: band `k`
    /// holds `k <= tc < k + 1`, the first and last also everything below and above.
    pub by_true_count: Vec<Bucket>,
}

/// The lowest true-count band of [`CountTally::by_true_count`] (and all below it).
pub const TRUE_COUNT_LOW: i64 = -10;

/// The highest true-count band of [`CountTally::by_true_count`] (and all above it).
pub const TRUE_COUNT_HIGH: i64 = 20;

/// The band of [`CountTally::by_true_count`] of running count `rc` with `unseen` cards
/// unseen: `floor(rc · 52 / unseen)`, exactly, clamped to the bands.
pub(crate) fn true_count_band(rc: i64, unseen: u64) -> usize {
    let tc = (i128::from(rc) * 52).div_euclid(i128::from(unseen.max(1)));
    let tc = tc.clamp(i128::from(TRUE_COUNT_LOW), i128::from(TRUE_COUNT_HIGH));
    (tc - i128::from(TRUE_COUNT_LOW)) as usize
}

const TRUE_COUNT_BANDS: usize = (TRUE_COUNT_HIGH - TRUE_COUNT_LOW + 1) as usize;

impl Bucket {
    /// Adds `b`; `None` when a sum does not fit.
    fn add(&mut self, b: &Bucket) -> Option<()> {
        plus(&mut self.coups, b.coups)?;
        plus(&mut self.positive, b.positive)?;
        plus(&mut self.ev_sum, b.ev_sum)?;
        plus(&mut self.ev_positive_sum, b.ev_positive_sum)
    }

    /// Records a coup of EV `ev` (fixed point), positive or not.
    pub(crate) fn record(&mut self, ev: i128, positive: bool) {
        self.coups += 1;
        self.ev_sum += ev;
        if positive {
            self.positive += 1;
            self.ev_positive_sum += ev;
        }
    }
}

/// Everything counted for one bet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BetTally {
    /// The bet's id.
    pub id: String,
    /// Coups priced.
    pub coups: u64,
    /// Coups with EV > 0 (exactly: the sign of an exact rational).
    pub positive: u64,
    /// Σ EV over all coups (fixed point).
    #[serde(with = "dec")]
    pub ev_sum: i128,
    /// Σ actual result of a unit bet over all coups (fixed point).
    #[serde(with = "dec")]
    pub result_sum: i128,
    /// Σ (result − EV)² over all coups (fixed point), for the pricing-vs-dealing check.
    #[serde(with = "dec")]
    pub miss_squares: i128,
    /// Σ EV of the first coup of each shoe (fixed point).
    #[serde(with = "dec")]
    pub first_ev_sum: i128,
    /// The exact player: one unit whenever EV > 0.
    pub exact: PlayTally,
    /// The exact player under the staking model (money; with a bankroll and table maximum).
    pub exact_staked: Option<PlayTally>,
    /// One count player per count of this bet, in the order the counts were given.
    pub counts: Vec<CountTally>,
    /// Coups by unseen cards, in bands of the study's bucket size.
    pub buckets: Vec<Bucket>,
}

impl BetTally {
    pub(crate) fn new(id: &str, buckets: usize, counts: usize, staking: bool) -> BetTally {
        BetTally {
            id: id.to_string(),
            coups: 0,
            positive: 0,
            ev_sum: 0,
            result_sum: 0,
            miss_squares: 0,
            first_ev_sum: 0,
            exact: PlayTally::default(),
            exact_staked: staking.then(PlayTally::default),
            counts: vec![
                CountTally {
                    play: PlayTally::default(),
                    staked: staking.then(PlayTally::default),
                    by_true_count: vec![Bucket::default(); TRUE_COUNT_BANDS],
                };
                counts
            ],
            buckets: vec![Bucket::default(); buckets],
        }
    }

    fn same_shape(&self, o: &BetTally) -> bool {
        self.id == o.id
            && self.exact_staked.is_some() == o.exact_staked.is_some()
            && self.counts.len() == o.counts.len()
            && (self.counts.iter().zip(&o.counts))
                .all(|(a, b)| a.staked.is_some() == b.staked.is_some())
            && self.buckets.len() == o.buckets.len()
    }

    /// Adds `o`; `None` when a sum does not fit.
    fn add(&mut self, o: &BetTally) -> Option<()> {
        plus(&mut self.coups, o.coups)?;
        plus(&mut self.positive, o.positive)?;
        plus(&mut self.ev_sum, o.ev_sum)?;
        plus(&mut self.result_sum, o.result_sum)?;
        plus(&mut self.miss_squares, o.miss_squares)?;
        plus(&mut self.first_ev_sum, o.first_ev_sum)?;
        self.exact.add(&o.exact)?;
        if let (Some(a), Some(b)) = (self.exact_staked.as_mut(), o.exact_staked.as_ref()) {
            a.add(b)?;
        }
        for (a, b) in self.counts.iter_mut().zip(&o.counts) {
            for (x, y) in a.by_true_count.iter_mut().zip(&b.by_true_count) {
                x.add(y)?;
            }
            a.play.add(&b.play)?;
            if let (Some(a), Some(b)) = (a.staked.as_mut(), b.staked.as_ref()) {
                a.add(b)?;
            }
        }
        for (a, b) in self.buckets.iter_mut().zip(&o.buckets) {
            a.add(b)?;
        }
        Some(())
    }

    /// Share of coups with EV > 0.
    pub fn share_positive(&self) -> f64 {
        ratio(self.positive, self.coups)
    }

    /// Mean EV of the positive coups (the edge the exact player enjoys), if any.
    pub fn mean_edge_positive(&self) -> Option<f64> {
        (self.positive > 0).then(|| unfixed(self.exact.expected) / self.positive as f64)
    }

    /// Mean EV of the first coup of a shoe, over `shoes` shoes.
    pub fn first_coup_ev(&self, shoes: u64) -> f64 {
        unfixed(self.first_ev_sum) / shoes as f64
    }

    /// Mean of (result − EV) per coup and its standard error: pricing and dealing agree
    /// when the mean is within a few standard errors of zero.
    pub fn miss(&self) -> (f64, f64) {
        let n = self.coups as f64;
        let mean = unfixed(self.result_sum - self.ev_sum) / n;
        let var = (unfixed(self.miss_squares) / n - mean * mean).max(0.0);
        (mean, (var / n).sqrt())
    }
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

/// The tally of a range of shoes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tally {
    /// Index of the first shoe of the range.
    pub first_shoe: u64,
    /// Shoes in the range.
    pub shoes: u64,
    /// Coups dealt in all.
    pub coups: u64,
    /// One tally per bet, in the order the bets were given.
    pub bets: Vec<BetTally>,
}

impl Tally {
    /// Checks that a tally read from a file could have come from a study of `decks` decks
    /// per shoe, bands of `bucket` cards and `bets` bets: counts that add up, no negative
    /// sum of squares, a shoe range that fits in `u64`.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadStudy`] naming the first inconsistency.
    pub fn validate(&self, decks: u32, bucket: u32, bets: usize) -> Result<()> {
        let bad = |what: String| Err(Error::study(what));
        if bucket == 0 {
            return bad("its bucket is 0 cards".into());
        }
        if self.shoes == 0 || self.first_shoe.checked_add(self.shoes).is_none() {
            return bad("its shoe range is empty or runs past the largest shoe index".into());
        }
        if self.bets.len() != bets {
            return bad(format!(
                "it tallies {} bets for {bets} in its inputs",
                self.bets.len()
            ));
        }
        let bands = (u64::from(decks) * 52 / u64::from(bucket)) as usize + 1;
        for b in &self.bets {
            let id = &b.id;
            if b.coups > self.coups || b.positive > b.coups {
                return bad(format!(
                    "bet {id} has more coups (or positive coups) than the total"
                ));
            }
            if b.miss_squares < 0 {
                return bad(format!("bet {id} has a negative sum of squares"));
            }
            let plays = [Some(&b.exact), b.exact_staked.as_ref()].into_iter().chain(
                b.counts
                    .iter()
                    .flat_map(|c| [Some(&c.play), c.staked.as_ref()]),
            );
            if plays
                .flatten()
                .any(|p| p.shoe_squares < 0 || p.expected_squares < 0)
            {
                return bad(format!("bet {id} has a negative sum of squares"));
            }
            if b.buckets.len() != bands {
                return bad(format!(
                    "bet {id} has {} bands where {bands} are expected",
                    b.buckets.len()
                ));
            }
            for c in &b.counts {
                let bands = &c.by_true_count;
                let coups = bands.iter().fold(0u64, |n, k| n.saturating_add(k.coups));
                if bands.len() != TRUE_COUNT_BANDS || coups != b.coups {
                    return bad(format!(
                        "bet {id} has a count whose true-count bands do not hold its coups"
                    ));
                }
                if bands.iter().any(|k| k.positive > k.coups) {
                    return bad(format!(
                        "bet {id} has a band with more positive coups than coups"
                    ));
                }
            }
            let mut in_bands = 0u64;
            for k in &b.buckets {
                if k.positive > k.coups {
                    return bad(format!(
                        "bet {id} has a band with more positive coups than coups"
                    ));
                }
                in_bands = in_bands.saturating_add(k.coups);
            }
            if in_bands != b.coups {
                return bad(format!(
                    "bet {id}'s bands hold {in_bands} coups, not its {}",
                    b.coups
                ));
            }
        }
        Ok(())
    }

    /// Adds the tally of another shoe range of the same study (order does not matter).
    /// `None` when a sum does not fit (a counter past `u64`, a sum past `i128`).
    pub(crate) fn absorb(&mut self, o: &Tally) -> Option<()> {
        plus(&mut self.shoes, o.shoes)?;
        plus(&mut self.coups, o.coups)?;
        for (a, b) in self.bets.iter_mut().zip(&o.bets) {
            a.add(b)?;
        }
        Some(())
    }

    /// Combines the tallies of disjoint shoe ranges of one study into the tally of their
    /// union, which must be one unbroken range. The result equals that of a single run
    /// over the union.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadStudy`] when there are no parts, the ranges overlap or leave a
    /// gap, or the parts were made with different bets or options.
    pub fn merge(mut parts: Vec<Tally>) -> Result<Tally> {
        parts.sort_by_key(|t| t.first_shoe);
        let mut iter = parts.into_iter();
        let mut acc = iter
            .next()
            .ok_or_else(|| Error::study("nothing to merge: give at least one result"))?;
        for t in iter {
            let end = acc.first_shoe + acc.shoes;
            if t.first_shoe < end {
                return Err(Error::study(format!(
                    "shoe ranges overlap: one runs to shoe {}, the next starts at shoe {}; \
                     each shoe may be in one part only",
                    end - 1,
                    t.first_shoe
                )));
            }
            if t.first_shoe > end {
                return Err(Error::study(format!(
                    "shoe ranges leave a gap: one ends before shoe {end}, the next starts at \
                     shoe {}; shoes {end} to {} are missing",
                    t.first_shoe,
                    t.first_shoe - 1
                )));
            }
            let shapes_match = acc.bets.len() == t.bets.len()
                && acc.bets.iter().zip(&t.bets).all(|(a, b)| a.same_shape(b));
            if !shapes_match {
                return Err(Error::study(
                    "results were made with different bets, counts or staking and cannot be merged",
                ));
            }
            acc.absorb(&t).ok_or_else(|| {
                Error::study(
                    "the parts' sums do not fit: a count would pass 18446744073709551615 (or a \
                     sum its limit); such parts cannot come from one study",
                )
            })?;
        }
        Ok(acc)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(first: u64, shoes: u64, coups: u64) -> Tally {
        let mut b = BetTally::new("punto", 2, 1, false);
        b.coups = coups;
        b.ev_sum = -(coups as i128);
        b.buckets[1].coups = coups;
        Tally {
            first_shoe: first,
            shoes,
            coups,
            bets: vec![b],
        }
    }

    #[test]
    fn merge_adds_joined_ranges_in_any_order() {
        let m = Tally::merge(vec![tally(10, 5, 7), tally(0, 10, 3)]).unwrap();
        assert_eq!((m.first_shoe, m.shoes, m.coups), (0, 15, 10));
        assert_eq!(m.bets[0].ev_sum, -10);
        assert_eq!(m.bets[0].buckets[1].coups, 10);
    }

    #[test]
    fn merge_refuses_gaps_overlaps_and_nothing() {
        let gap = Tally::merge(vec![tally(0, 10, 1), tally(11, 5, 1)]).unwrap_err();
        assert!(gap.to_string().contains("gap"), "{gap}");
        let overlap = Tally::merge(vec![tally(0, 10, 1), tally(5, 10, 1)]).unwrap_err();
        assert!(overlap.to_string().contains("overlap"), "{overlap}");
        assert!(Tally::merge(vec![]).is_err());
    }

    #[test]
    fn big_sums_round_trip_through_json_as_strings() {
        let mut t = tally(0, 1, 1);
        t.bets[0].result_sum = i128::MAX - 1;
        let json = serde_json::to_string(&t).unwrap();
        assert!(json.contains(&format!("\"{}\"", i128::MAX - 1)));
        assert_eq!(serde_json::from_str::<Tally>(&json).unwrap(), t);
    }
}

//! Card counting: integer tags derived from a bet's exact effects of removal, and the
//! betting correlation of any tag set.
//!
//! # Betting correlation
//! The standard measure of a count: the Pearson correlation between a card's tag and its
//! effect of removal, over the cards of the shoe (each rank weighted by its count `n_r`):
//!
//! ```text
//! BC = Σ n_r (t_r − t̄)(e_r − ē) / sqrt(Σ n_r (t_r − t̄)² · Σ n_r (e_r − ē)²)
//! ```
//!
//! where `ē = 0` exactly (burning a card does not change the EV). The sums are exact
//! rationals; only the final square root is a float.
//!
//! # Deriving tags
//! Tags are rounded multiples `round(s · e_r)` of the EORs, for every scale `s` at which
//! some rank's rounding changes, kept within `[−max, max]`; each candidate is then
//! balanced (`Σ n_r t_r = 0` over the shoe, or as close as integers allow) by the ±1 steps
//! that cost the least correlation, and the best balanced candidate wins. Ranks with equal
//! EORs always get equal tags. This is a search, not a proof of optimality.

use crate::error::{Error, Result};
use crate::ratio::to_f64;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, Zero};

mod tags;

pub use tags::TagSet;

/// The betting correlation of `tags` with the effects of removal `eor` (rank A..K;
/// `None` for a rank that is not removable) in a shoe with `counts` cards per rank.
/// `None` when the tags or the EORs do not vary over the cards present.
///
/// # Formula
/// The Pearson correlation between a card's tag and its effect of removal, over the cards
/// of the shoe (each rank weighted by its count `n_r`); the sums are exact rationals and
/// only the final square root is a float:
///
/// ```text
/// BC = Σ n_r (t_r − t̄)(e_r − ē) / sqrt(Σ n_r (t_r − t̄)² · Σ n_r (e_r − ē)²)
/// ```
///
/// For EORs `ē = 0` exactly (burning a card does not change the EV).
pub fn betting_correlation(
    eor: &[Option<BigRational>; 13],
    counts: &[u32; 13],
    tags: &TagSet,
) -> Option<f64> {
    let mut w = BigRational::zero();
    let (mut st, mut se, mut stt, mut see, mut ste) = Default::default();
    for r in 0..13 {
        let (Some(e), n) = (&eor[r], counts[r]) else {
            continue;
        };
        if n == 0 {
            continue;
        }
        let n = BigRational::from_integer(n.into());
        let t = BigRational::from_integer(BigInt::from(tags.tags[r]));
        w += &n;
        add(&mut st, &n * &t);
        add(&mut se, &n * e);
        add(&mut stt, &n * &t * &t);
        add(&mut see, &n * e * e);
        add(&mut ste, &n * &t * e);
    }
    if w.is_zero() {
        return None;
    }
    let (st, se, stt, see, ste): (
        BigRational,
        BigRational,
        BigRational,
        BigRational,
        BigRational,
    ) = (st, se, stt, see, ste);
    // Pearson on weighted sums: W·Σwte − Σwt·Σwe over sqrt of the two variances.
    let cov = &w * ste - &st * &se;
    let vt = &w * stt - &st * &st;
    let ve = &w * see - &se * &se;
    if !vt.is_positive() || !ve.is_positive() {
        return None;
    }
    let r2 = to_f64(&(&cov * &cov / (vt * ve)));
    Some(r2.sqrt().copysign(to_f64(&cov)))
}

fn add(acc: &mut BigRational, x: BigRational) {
    *acc += x;
}

/// When a count says to bet: the true count at which a bet turns +EV under the linear
/// model of its effects of removal.
#[derive(Debug, Clone, PartialEq)]
pub struct Threshold {
    /// EV gained per point of true count, per unit staked: `b · (N − 1) / 52`.
    pub ev_per_true_count: BigRational,
    /// The true count at which the model's EV is exactly 0: `−EV₀ / ev_per_true_count`.
    /// The bet is +EV (by the model) at a true count above it.
    pub true_count: BigRational,
}

/// The true count above which a bet is +EV, by the linear model its effects of removal
/// define, for a balanced tag set. `None` when the tags are unbalanced (`Σ n_r t_r ≠ 0`),
/// when they do not vary over the cards present, or when a higher count means a lower EV
/// (the slope `b` below is not positive).
///
/// # Formula
/// `N` cards in the shoe (`n_r` of rank `r`), EV `EV₀`, effects of removal `e_r`. The EV
/// is taken as linear in the proportions of the unseen cards; matching the effect of every
/// single removal exactly (and using `Σ n_r e_r = 0`), the EV after `S` seen cards, `U`
/// unseen, is
///
/// ```text
/// EV ≈ EV₀ + (N − 1)/U · Σ_seen e_r
/// ```
///
/// The tags stand in for the effects through the least-squares line over the cards of the
/// shoe, `e_r ≈ b · t_r` with `b = Σ n_r t_r e_r / Σ n_r t_r²` (balanced tags, `ē = 0`),
/// so `Σ_seen e_r ≈ b · RC` (running count). With the true count `TC = RC / (U/52)`:
///
/// ```text
/// EV ≈ EV₀ + b · (N − 1)/52 · TC          threshold  TC* = −52 · EV₀ / (b · (N − 1))
/// ```
///
/// Every term is an exact rational. The model is linear; the real EV at a given count
/// varies with the cards behind it (a `simulate` run measures that).
pub fn true_count_threshold(
    ev: &BigRational,
    eor: &[Option<BigRational>; 13],
    counts: &[u32; 13],
    tags: &TagSet,
) -> Option<Threshold> {
    if tags.imbalance(counts) != 0 {
        return None;
    }
    let (mut te, mut tt) = (BigRational::zero(), BigRational::zero());
    let mut cards = 0u64;
    for r in 0..13 {
        cards += u64::from(counts[r]);
        let (Some(e), n) = (&eor[r], counts[r]) else {
            continue;
        };
        let nt = BigRational::from_integer(BigInt::from(i64::from(n) * tags.tags[r]));
        let t = BigRational::from_integer(BigInt::from(tags.tags[r]));
        te += &nt * e;
        tt += nt * t;
    }
    if !tt.is_positive() || cards < 2 {
        return None;
    }
    let b = te / tt;
    let slope = b * BigRational::new(BigInt::from(cards - 1), BigInt::from(52));
    if !slope.is_positive() {
        return None;
    }
    Some(Threshold {
        true_count: -ev / &slope,
        ev_per_true_count: slope,
    })
}

/// A tag set derived from a bet's EORs, with its quality.
#[derive(Debug, Clone, PartialEq)]
pub struct DerivedTags {
    /// The tags.
    pub tags: TagSet,
    /// Their betting correlation with the EORs.
    pub correlation: Option<f64>,
    /// `Σ n_r t_r` over the shoe (0 when balanced).
    pub imbalance: i64,
}

/// Derives integer tags in `[−max_tag, max_tag]` from exact effects of removal: balanced
/// over the shoe where integers allow, with the highest betting correlation found.
///
/// # Method
/// Candidates are rounded multiples `round(s · e_r)` of the EORs, for every scale `s` at
/// which some rank's rounding changes, clipped to the range; each is balanced
/// (`Σ n_r t_r = 0`) by the ±1 steps that cost the least correlation, and the best
/// balanced candidate wins. Ranks with equal EORs get equal tags. This is a search, not a
/// proof of optimality.
///
/// # Errors
/// [`crate::ErrorKind::BadCount`] when `max_tag` is 0 or above 1000.
pub fn derive_tags(
    eor: &[Option<BigRational>; 13],
    counts: &[u32; 13],
    max_tag: u32,
) -> Result<DerivedTags> {
    if !(1..=1000).contains(&max_tag) {
        return Err(Error::count(format!(
            "the largest tag is {max_tag}; choose a whole number from 1 to 1000"
        )));
    }
    let m = i64::from(max_tag);
    // Groups of ranks with equal EORs share a tag.
    let mut groups: Vec<(BigRational, Vec<usize>)> = Vec::new();
    for r in 0..13 {
        if let (Some(e), true) = (&eor[r], counts[r] > 0) {
            match groups.iter_mut().find(|(g, _)| g == e) {
                Some((_, v)) => v.push(r),
                None => groups.push((e.clone(), vec![r])),
            }
        }
    }
    let e: Vec<f64> = groups.iter().map(|(x, _)| to_f64(x)).collect();
    let w: Vec<i64> = groups
        .iter()
        .map(|(_, rs)| rs.iter().map(|&r| i64::from(counts[r])).sum())
        .collect();
    let emax = e.iter().fold(0f64, |a, x| a.max(x.abs()));
    let expand = |t: &[i64]| {
        let mut tags = [0i64; 13];
        for ((_, rs), &x) in groups.iter().zip(t) {
            for &r in rs {
                tags[r] = x;
            }
        }
        TagSet::new(tags)
    };
    let score = |t: &[i64]| approx_correlation(&e, &w, t);
    let mut best: Option<(i64, f64, Vec<i64>)> = None;
    if emax > 0.0 {
        // Every scale at which some group's rounded tag changes, up to max + 1/2.
        let mut scales: Vec<f64> = Vec::new();
        for &x in e.iter().filter(|x| x.abs() > 0.0) {
            for k in 0..=m {
                scales.push((k as f64 + 0.5) / x.abs() * (1.0 + 1e-9));
            }
        }
        scales.retain(|s| s * emax < m as f64 + 0.5);
        scales.push((m as f64 + 0.49) / emax);
        for s in scales {
            let mut t: Vec<i64> = e
                .iter()
                .map(|x| ((s * x).round() as i64).clamp(-m, m))
                .collect();
            balance(&mut t, &w, m, &score);
            let imb: i64 = t.iter().zip(&w).map(|(a, b)| a * b).sum();
            let c = score(&t);
            let better = match &best {
                None => true,
                Some((bi, bc, _)) => (imb.abs(), -c) < (bi.abs(), -bc),
            };
            if better {
                best = Some((imb, c, t));
            }
        }
    }
    let t = best
        .map(|(_, _, t)| t)
        .unwrap_or_else(|| vec![0; groups.len()]);
    let tags = expand(&t);
    Ok(DerivedTags {
        correlation: betting_correlation(eor, counts, &tags),
        imbalance: tags.imbalance(counts),
        tags,
    })
}

/// Steps tags by ±1 toward balance, each time the step that keeps the correlation highest,
/// until balanced or no step brings the imbalance closer to 0.
fn balance(t: &mut [i64], w: &[i64], m: i64, score: &dyn Fn(&[i64]) -> f64) {
    loop {
        let imb: i64 = t.iter().zip(w).map(|(a, b)| a * b).sum();
        if imb == 0 {
            return;
        }
        let step = -imb.signum();
        let mut best: Option<(f64, usize)> = None;
        for g in 0..t.len() {
            let moved = t[g] + step;
            if moved.abs() > m || (imb + step * w[g]).abs() >= imb.abs() {
                continue;
            }
            t[g] = moved;
            let c = score(t);
            t[g] -= step;
            if best.is_none_or(|(bc, _)| c > bc) {
                best = Some((c, g));
            }
        }
        match best {
            Some((_, g)) => t[g] += step,
            None => return,
        }
    }
}

/// Weighted Pearson correlation in floats, for ranking candidates during the search.
fn approx_correlation(e: &[f64], w: &[i64], t: &[i64]) -> f64 {
    let sw: f64 = w.iter().map(|&x| x as f64).sum();
    let mean =
        |v: &dyn Fn(usize) -> f64| (0..e.len()).map(|i| w[i] as f64 * v(i)).sum::<f64>() / sw;
    let mt = mean(&|i| t[i] as f64);
    let me = mean(&|i| e[i]);
    let cov = mean(&|i| (t[i] as f64 - mt) * (e[i] - me));
    let vt = mean(&|i| (t[i] as f64 - mt).powi(2));
    let ve = mean(&|i| (e[i] - me).powi(2));
    if vt <= 0.0 || ve <= 0.0 {
        return -1.0;
    }
    cov / (vt * ve).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{effect_of_removal, Pricer};
    use crate::bets::builtin;
    use crate::card::Rank;
    use crate::rules::Rules;
    use crate::shoe::Shoe;

    fn ints(v: [i64; 13]) -> [Option<BigRational>; 13] {
        v.map(|x| Some(BigRational::from_integer(x.into())))
    }

    /// Pearson correlation over the individual cards of the shoe, in floats.
    fn per_card(e: &[f64; 13], counts: &[u32; 13], t: &[i64; 13]) -> f64 {
        let cards: Vec<(f64, f64)> = (0..13)
            .flat_map(|r| std::iter::repeat_n((t[r] as f64, e[r]), counts[r] as usize))
            .collect();
        let n = cards.len() as f64;
        let (mt, me) = cards
            .iter()
            .fold((0.0, 0.0), |a, c| (a.0 + c.0 / n, a.1 + c.1 / n));
        let cov: f64 = cards.iter().map(|c| (c.0 - mt) * (c.1 - me)).sum();
        let vt: f64 = cards.iter().map(|c| (c.0 - mt).powi(2)).sum();
        let ve: f64 = cards.iter().map(|c| (c.1 - me).powi(2)).sum();
        cov / (vt * ve).sqrt()
    }

    /// The linear model of `true_count_threshold`, evaluated independently: the slope as a
    /// least-squares fit over the individual cards, then EV₀ + slope · (N − 1)/52 · TC.
    fn linear_model_ev(
        ev: &BigRational,
        e: &[BigRational],
        counts: &[u32; 13],
        t: &[i64; 13],
        tc: &BigRational,
    ) -> BigRational {
        let cards: Vec<(BigRational, &BigRational)> = (0..13)
            .flat_map(|r| {
                std::iter::repeat_n(
                    (BigRational::from_integer(t[r].into()), &e[r]),
                    counts[r] as usize,
                )
            })
            .collect();
        let n = cards.len() as i64;
        let sxy: BigRational = cards.iter().map(|(x, y)| x * *y).sum();
        let sxx: BigRational = cards.iter().map(|(x, _)| x * x).sum();
        let b = sxy / sxx;
        ev + b * BigRational::new((n - 1).into(), 52.into()) * tc
    }

    #[test]
    fn the_linear_model_is_zero_at_the_threshold_and_positive_above() {
        let rules = Rules::preset("standard").unwrap();
        let shoe = Shoe::with_decks(8).unwrap();
        let counts = shoe.counts();
        for (id, ten) in [
            ("dragon_7", [0, 0, 0, -1, -1, -1, -1, 2, 2, 0]),
            ("panda_8", [1, 1, -2, -2, -2, -1, -1, -2, 4, 1]),
        ] {
            let bet = builtin(id, &rules).unwrap();
            let pricer = Pricer::new(&rules, std::slice::from_ref(&bet)).unwrap();
            let eor = effect_of_removal(&pricer, &shoe, 1).unwrap();
            let b = &eor.bets()[0];
            let e: [Option<BigRational>; 13] = Rank::ALL.map(|r| b.eor(r).cloned());
            let ev = b.base.as_ref().unwrap().clone();
            let tags = TagSet::from_ten(ten);
            let th = true_count_threshold(&ev, &e, &counts, &tags).unwrap();
            let plain: Vec<BigRational> = e.iter().map(|x| x.clone().unwrap()).collect();
            let at = |tc: &BigRational| linear_model_ev(&ev, &plain, &counts, &tags.tags(), tc);
            assert!(at(&th.true_count).is_zero(), "{id}");
            let step = BigRational::new(1.into(), 100.into());
            assert!(at(&(&th.true_count + &step)).is_positive(), "{id}");
            assert!(at(&(&th.true_count - &step)).is_negative(), "{id}");
        }
        // Unbalanced or flat tags give no threshold.
        let e = ints([3, -2, 7, 1, 0, -5, 2, 2, -1, 4, 4, -3, 0]);
        let ev = BigRational::from_integer((-1).into());
        assert!(true_count_threshold(&ev, &e, &[4; 13], &TagSet::new([1; 13])).is_none());
        assert!(true_count_threshold(&ev, &e, &[4; 13], &TagSet::new([0; 13])).is_none());
    }

    #[test]
    fn dragon_threshold_from_the_published_effects_matches() {
        // Independent figures: the published Dragon 7 edge (7.6113%) and effects of removal
        // x1000 (to 0.1) on 8 decks, with Jacobson's tags, through the documented formula in
        // floats. The published effects are rounded, so agreement is to about 0.1.
        let corpus: serde_json::Value =
            serde_json::from_str(include_str!("../../../tests/data/reference.json")).unwrap();
        let value = |id: &str| -> f64 {
            let cases = corpus["figures"].as_array().unwrap();
            let case = cases.iter().find(|c| c["id"] == id).unwrap();
            case["value"].as_str().unwrap().parse().unwrap()
        };
        let published: Vec<f64> = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
            .iter()
            .map(|r| value(&format!("eor-dragon7-{r}")))
            .collect();
        let edge = value("dragon7-edge") / 100.0;
        let tags = [0.0, 0.0, 0.0, -1.0, -1.0, -1.0, -1.0, 2.0, 2.0, 0.0];
        let n = |i: usize| if i == 9 { 128.0 } else { 32.0 };
        let te: f64 = (0..10)
            .map(|i| n(i) * tags[i] * published[i] / 1000.0)
            .sum();
        let tt: f64 = (0..10).map(|i| n(i) * tags[i] * tags[i]).sum();
        let expected = edge * 52.0 / (te / tt * 415.0);
        let rules = Rules::preset("standard").unwrap();
        let shoe = Shoe::with_decks(8).unwrap();
        let bet = builtin("dragon_7", &rules).unwrap();
        let pricer = Pricer::new(&rules, std::slice::from_ref(&bet)).unwrap();
        let eor = effect_of_removal(&pricer, &shoe, 1).unwrap();
        let b = &eor.bets()[0];
        let e: [Option<BigRational>; 13] = Rank::ALL.map(|r| b.eor(r).cloned());
        let ev = b.base.as_ref().unwrap();
        let tags = TagSet::from_ten([0, 0, 0, -1, -1, -1, -1, 2, 2, 0]);
        let th = true_count_threshold(ev, &e, &shoe.counts(), &tags).unwrap();
        let got = to_f64(&th.true_count);
        assert!((got - expected).abs() < 0.1, "{got} vs {expected}");
        // Jacobson's published trigger, +4, is the first whole true count above it.
        assert!(got > 3.0 && got < 4.0, "{got}");
    }

    #[test]
    fn correlation_is_pearson_over_the_cards() {
        let counts = [4, 3, 0, 5, 2, 1, 4, 4, 6, 2, 1, 1, 3];
        let e = [3, -2, 7, 1, 0, -5, 2, 2, -1, 4, 4, -3, 0];
        let t = TagSet::new([1, -1, 9, 0, 0, -2, 1, 2, 0, 1, 2, -1, 0]);
        let got = betting_correlation(&ints(e), &counts, &t).unwrap();
        let want = per_card(&e.map(|x| x as f64), &counts, &t.tags());
        assert!((got - want).abs() < 1e-12, "{got} {want}");
        // Proportional tags correlate perfectly; negated ones perfectly negatively.
        let t2 = TagSet::new(e.map(|x| 2 * x));
        assert_eq!(betting_correlation(&ints(e), &counts, &t2), Some(1.0));
        let t3 = TagSet::new(e.map(|x| -x));
        assert_eq!(betting_correlation(&ints(e), &counts, &t3), Some(-1.0));
        assert_eq!(
            betting_correlation(&ints(e), &counts, &TagSet::new([1; 13])),
            None
        );
    }

    #[test]
    fn tag_lists_need_10_or_13_integers() {
        let ten = TagSet::parse("1 1 -2 -2 -2 -1 -1 -2 4 1").unwrap();
        assert_eq!(ten.tags()[9..], [1, 1, 1, 1]);
        let e = TagSet::parse("1,2,3").unwrap_err().to_string();
        assert!(e.contains("has 3 values"), "{e}");
        let e = TagSet::parse("0,0,0,-1,-1,-1,-1,2,2,0.5")
            .unwrap_err()
            .to_string();
        assert!(e.contains("'0.5'"), "{e}");
        let e = TagSet::parse("0,0,0,-1,-1,-1,-1,2,2,x")
            .unwrap_err()
            .to_string();
        assert!(e.contains("'x'"), "{e}");
        assert!(TagSet::parse("").is_err());
    }

    fn side_bet_eors(id: &str) -> ([Option<BigRational>; 13], [u32; 13]) {
        let rules = Rules::preset("standard").unwrap();
        let pricer = Pricer::new(&rules, &[builtin(id, &rules).unwrap()]).unwrap();
        let shoe = Shoe::with_decks(8).unwrap();
        let eor = effect_of_removal(&pricer, &shoe, 1).unwrap();
        let b = &eor.bets()[0];
        (Rank::ALL.map(|r| b.eor(r).cloned()), shoe.counts())
    }

    #[test]
    fn jacobson_dragon_and_panda_counts_correlate_highly_with_exact_eors() {
        // E. Jacobson, "Co-Card Counting the Dragon and Panda Side Bets".
        for (id, tags) in [
            ("dragon_7", "0,0,0,-1,-1,-1,-1,2,2,0"),
            ("panda_8", "1,1,-2,-2,-2,-1,-1,-2,4,1"),
        ] {
            let (eor, counts) = side_bet_eors(id);
            let t = TagSet::parse(tags).unwrap();
            assert_eq!(t.imbalance(&counts), 0, "{id} is balanced");
            let bc = betting_correlation(&eor, &counts, &t).unwrap();
            assert!(bc > 0.9, "{id}: {bc}");
        }
    }

    #[test]
    fn derived_tags_are_balanced_bounded_and_correlate_at_least_as_well() {
        for (id, published) in [
            ("dragon_7", "0,0,0,-1,-1,-1,-1,2,2,0"),
            ("panda_8", "1,1,-2,-2,-2,-1,-1,-2,4,1"),
        ] {
            let (eor, counts) = side_bet_eors(id);
            let pubc = betting_correlation(&eor, &counts, &TagSet::parse(published).unwrap());
            for max in [1, 2, 4, 8] {
                let d = derive_tags(&eor, &counts, max).unwrap();
                assert_eq!(d.imbalance, 0, "{id} level {max}: {:?}", d.tags);
                assert!(d.tags.max_abs() <= i64::from(max));
                // Ten-value ranks have equal EORs, so equal tags.
                assert!(d.tags.tags()[9..].iter().all(|&t| t == d.tags.tags()[9]));
                if max >= 4 {
                    assert!(d.correlation >= pubc, "{id} level {max}: {d:?} vs {pubc:?}");
                }
            }
        }
        assert!(derive_tags(&ints([0; 13]), &[4; 13], 0).is_err());
        // At level 4 the search finds exactly Jacobson's published Panda 8 count.
        let (eor, counts) = side_bet_eors("panda_8");
        let d = derive_tags(&eor, &counts, 4).unwrap();
        assert_eq!(d.tags, TagSet::parse("1,1,-2,-2,-2,-1,-1,-2,4,1").unwrap());
    }
}

//! Effects of removal: the exact change in each bet's expected value when one card (or
//! `k` cards) of a rank leaves the shoe.
//!
//! # Method
//! For a shoe `S` and a rank `r` with `n_r > 0` cards left,
//!
//! ```text
//! EOR_r(bet) = EV(S − one r) − EV(S)
//! ```
//!
//! exactly, as rationals. Every removed shoe is priced exactly; the work is shared:
//!
//! * Bets that look at the finished coup see only point values (unless they also test rank
//!   pairs), so removing a 10, J, Q or K gives the same walk: a full shoe needs 11 walks
//!   (the shoe and one per value class), not 14. Distinct walks run in parallel.
//! * Rank-pair bets depend on the first four cards alone and are priced in closed form
//!   from the rank counts (no walk).
//! * Perfect-pair bets are priced from the suited four-card distribution, cached under the
//!   shoe's symmetry (ranks and the suits within a rank may be permuted), so a full shoe
//!   needs two such distributions in all. Removing "a card of rank r" with suits known
//!   averages over its suits, weighted by the cards of each suit left.
//! * EVs are kept as integer numerators over `d·N(N−1)…(N−5)` (`d` the common denominator
//!   of a bet's pays); one exact subtraction and one reduction give each effect.
//!
//! # Identity
//! Burning a random card does not change the expected value, so
//! `Σ_r n_r · EOR_r = 0` exactly for every bet (the tests check this on many shoes).

mod plan;
mod suits;
mod walks;

use crate::analysis::Pricer;
use crate::card::Rank;
use crate::enumerate::sequences;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::pairs::rank_pairs;
use crate::ratio::reduced;
use crate::shoe::Shoe;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::One;
use plan::{Kind, Plan};
use suits::perfect_numerators;
use walks::{coup_numerators, key};

/// The effects of removal of a list of bets for one shoe.
///
/// # Examples
/// ```
/// use punto_banco::{analysis::effect_of_removal, main_bets, Pricer, Rank, Rules, Shoe};
/// let rules = Rules::preset("standard")?;
/// let pricer = Pricer::new(&rules, &main_bets(&rules))?;
/// let eor = effect_of_removal(&pricer, &Shoe::with_decks(8)?, 1)?;
/// let banco = &eor.bets()[1];
/// // Removing a 4 hurts Punto and helps Banco.
/// assert!(banco.eor(Rank::Four).unwrap() > &num_rational::BigRational::from_integer(0.into()));
/// # Ok::<(), punto_banco::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Eor {
    counts: [u32; 13],
    depth: u32,
    bets: Vec<BetEor>,
}

/// The effects of removal of one bet.
#[derive(Debug, Clone, PartialEq)]
pub struct BetEor {
    /// The bet's id.
    pub id: String,
    /// The bet's name.
    pub name: String,
    /// The expected value per unit for the shoe itself, or why the bet cannot be priced.
    pub base: std::result::Result<BigRational, String>,
    /// `effects[rank][k − 1]`: EV change when `k` cards of the rank are removed; `None`
    /// when fewer than `k` are left ("not removable") or the bet is not priceable.
    effects: Vec<Vec<Option<BigRational>>>,
}

impl Eor {
    /// Cards left per rank in the shoe analysed (A, 2, ..., K).
    pub fn counts(&self) -> [u32; 13] {
        self.counts
    }

    /// The deepest removal computed (`k` in "remove 1..k cards of a rank").
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// One entry per bet, in the pricer's order.
    pub fn bets(&self) -> &[BetEor] {
        &self.bets
    }
}

impl BetEor {
    /// The exact EV change when `k` cards of `rank` are removed (`k` from 1 to the depth);
    /// `None` when the rank has fewer than `k` cards left or the bet is not priceable.
    pub fn effect(&self, rank: Rank, k: u32) -> Option<&BigRational> {
        let k = usize::try_from(k).ok()?.checked_sub(1)?;
        self.effects[rank.index()].get(k)?.as_ref()
    }

    /// The effect of removing one card of `rank` (its EOR).
    pub fn eor(&self, rank: Rank) -> Option<&BigRational> {
        self.effect(rank, 1)
    }
}

/// Refuses a depth of 0 or one that leaves fewer than the 6 cards a coup may need.
fn check_depth(shoe: &Shoe, depth: u32) -> Result<()> {
    if depth == 0 {
        return Err(Error::named(
            ErrorKind::BadDepth,
            Input::Depth,
            " must be at least 1 card",
        ));
    }
    let n = shoe.total();
    if n < u64::from(depth) + 6 {
        return Err(Error::named(
            ErrorKind::BadDepth,
            Input::Depth,
            format!(
                " {depth} is too deep for a shoe of {n} cards: a coup may need 6 cards \
                     after the removal, so the depth is at most {}",
                n.saturating_sub(6)
            ),
        ));
    }
    Ok(())
}

/// Computes the exact effect of removing 1 to `depth` cards of each rank on every bet of
/// `pricer`, for `shoe`.
///
/// # Formula
/// ```text
/// effect(r, k) = EV(shoe − k cards of rank r) − EV(shoe)
/// ```
/// With suits known, the `k` cards are of random suits (hypergeometric weights).
/// `Σ_r n_r · effect(r, 1) = 0` exactly: burning an unseen card does not change the EV.
///
/// # Method
/// Every removed shoe is priced exactly, sharing work: coup bets need one walk per
/// distinct point-value count (removing a 10, J, Q or K gives the same walk), run in
/// parallel; rank-pair bets are priced in closed form; perfect-pair distributions are
/// cached under the shoe's rank and suit symmetries. See `docs/eor.md`.
///
/// # Errors
/// [`crate::ErrorKind::BadDepth`] when `depth` is 0 or removing `depth` cards would leave
/// fewer than the 6 cards a coup may need. A rank with fewer than `k` cards is not an
/// error: its effect is reported as not removable (`None`).
pub fn effect_of_removal(pricer: &Pricer, shoe: &Shoe, depth: u32) -> Result<Eor> {
    check_depth(shoe, depth)?;
    let n = shoe.total();
    let plans: Vec<Plan> = pricer.compiled().map(Plan::new).collect();
    let walk_pairs = plans
        .iter()
        .any(|p| matches!(p.kind, Kind::Coup { pairs: true }));
    let any_pairs = plans.iter().any(|p| matches!(p.kind, Kind::Pairs));
    let counts = shoe.counts();
    let mut removals = vec![[0u32; 13]];
    for r in 0..13 {
        for k in 1..=depth.min(counts[r]) {
            let mut rem = [0u32; 13];
            rem[r] = k;
            removals.push(rem);
        }
    }
    let coup = coup_numerators(pricer, &plans, &counts, &removals, walk_pairs);
    let perfect = perfect_numerators(&plans, shoe, &removals);
    let values: Vec<Vec<Option<Value>>> = removals
        .iter()
        .enumerate()
        .map(|(i, rem)| {
            let left = sub(&counts, rem);
            let total = BigInt::from(sequences(n - u64::from(rem.iter().sum::<u32>())));
            let pair_dist = any_pairs.then(|| rank_pairs(&left));
            plans
                .iter()
                .enumerate()
                .map(|(b, p)| {
                    let (num, weight) = match &p.kind {
                        Kind::Coup { .. } => {
                            (coup[&key(&left, walk_pairs)][b].clone(), BigInt::one())
                        }
                        Kind::Pairs => (
                            p.numerator(pair_dist.as_ref().expect("computed for pair bets")),
                            BigInt::one(),
                        ),
                        Kind::Perfect => {
                            let (nums, weight) = perfect[i].as_ref()?;
                            (nums[b].clone(), weight.clone())
                        }
                    };
                    Some(Value {
                        num,
                        den: &p.d * &total * weight,
                    })
                })
                .collect()
        })
        .collect();
    let bets = plans
        .iter()
        .enumerate()
        .map(|(b, p)| bet_eor(p, b, &removals, &values, depth))
        .collect();
    Ok(Eor {
        counts,
        depth,
        bets,
    })
}

/// The effects of bet `b` (its plan `p`): each removal's value (`values`, in the order of `removals`,
/// the first the shoe itself) less the shoe's.
fn bet_eor(
    p: &Plan,
    b: usize,
    removals: &[[u32; 13]],
    values: &[Vec<Option<Value>>],
    depth: u32,
) -> BetEor {
    let Some(base) = values[0][b].clone() else {
        return BetEor {
            id: p.id.clone(),
            name: p.name.clone(),
            base: Err(NO_SUITS.to_string()),
            effects: vec![vec![None; depth as usize]; 13],
        };
    };
    let mut effects = vec![vec![None; depth as usize]; 13];
    // Ranks of equal value often give the same value: reduce each fraction once.
    let mut seen: Vec<(&Value, BigRational)> = Vec::new();
    for (rem, v) in removals.iter().zip(values).skip(1) {
        let r = rem.iter().position(|&k| k > 0).expect("one rank removed");
        let v = v[b]
            .as_ref()
            .expect("priceable for the shoe, so for its subsets");
        let effect = match seen.iter().find(|(w, _)| w.num == v.num && w.den == v.den) {
            Some((_, e)) => e.clone(),
            None => {
                let e = v.minus(&base);
                seen.push((v, e.clone()));
                e
            }
        };
        effects[r][rem[r] as usize - 1] = Some(effect);
    }
    BetEor {
        id: p.id.clone(),
        name: p.name.clone(),
        base: Ok(reduced(base.num, base.den)),
        effects,
    }
}

const NO_SUITS: &str = "suits of the cards in the shoe are unknown (a shoe given by rank \
                        counts, or cards removed without their suit); give each removed card \
                        with its suit (e.g. Kh) to price perfect pairs";

/// An exact value `num / den`, not yet reduced.
#[derive(Debug, Clone)]
struct Value {
    num: BigInt,
    den: BigInt,
}

impl Value {
    fn minus(&self, o: &Value) -> BigRational {
        reduced(&self.num * &o.den - &o.num * &self.den, &self.den * &o.den)
    }
}

/// The counts left after a removal.
fn sub(counts: &[u32; 13], rem: &[u32; 13]) -> [u32; 13] {
    std::array::from_fn(|r| counts[r] - rem[r])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::{all_builtin as all_bets, builtin, Bet};
    use crate::card::{Card, Suit};
    use crate::ratio::to_f64;
    use crate::rules::Rules;
    use num_traits::Zero;

    fn ev(pricer: &Pricer, shoe: &Shoe) -> Vec<Option<BigRational>> {
        pricer
            .price(shoe)
            .iter()
            .map(|p| p.result().map(|r| r.ev()))
            .collect()
    }

    /// The naive effect: reprice the shoe without one card, averaging over suits.
    fn naive(pricer: &Pricer, shoe: &Shoe, rank: Rank) -> Vec<Option<BigRational>> {
        let base = ev(pricer, shoe);
        let mut acc: Vec<Option<BigRational>> = vec![Some(BigRational::zero()); base.len()];
        let n = BigRational::from_integer(shoe.count(rank).into());
        let suits: Vec<(Option<Suit>, u32)> = match shoe.suited_counts() {
            Some(_) => Suit::ALL
                .iter()
                .map(|&s| (Some(s), shoe.suited_count(rank, s).unwrap()))
                .collect(),
            None => vec![(None, shoe.count(rank))],
        };
        for (suit, m) in suits.into_iter().filter(|(_, m)| *m > 0) {
            let mut s = shoe.clone();
            s.remove(Card { rank, suit }).unwrap();
            let w = BigRational::from_integer(m.into()) / &n;
            for (a, e) in acc.iter_mut().zip(ev(pricer, &s)) {
                *a = a.take().zip(e).map(|(a, e)| a + e * &w);
            }
        }
        acc.into_iter()
            .zip(base)
            .map(|(a, b)| a.zip(b).map(|(a, b)| a - b))
            .collect()
    }

    #[test]
    fn matches_repricing_the_shoe_without_each_card() {
        let rules = Rules::preset("standard").unwrap();
        let pricer = Pricer::new(&rules, &all_bets(&rules)).unwrap();
        let mut suited = Shoe::with_decks(1).unwrap();
        suited.remove_cards("Kh Ks Qd 5c 5d 9h").unwrap();
        let mut plain = Shoe::with_decks(2).unwrap();
        plain.remove_cards("K K K J 7 7 A").unwrap();
        for shoe in [suited, plain] {
            let eor = effect_of_removal(&pricer, &shoe, 1).unwrap();
            for r in Rank::ALL {
                let want = naive(&pricer, &shoe, r);
                for (b, w) in eor.bets().iter().zip(want) {
                    assert_eq!(b.eor(r), w.as_ref(), "{} {r}", b.id);
                }
            }
        }
    }

    #[test]
    fn wide_integer_paths_match_repricing() {
        // 40 decks: totals above 2^63 (u128 sums); 60,000 decks: above 2^128 (big integers).
        let rules = Rules::preset("standard").unwrap();
        let mut bets = crate::bets::main_bets(&rules);
        bets.push(builtin("dragon_bonus_punto", &rules).unwrap());
        bets.push(builtin("perfect_pair", &rules).unwrap());
        let pricer = Pricer::new(&rules, &bets).unwrap();
        for decks in [40, 60_000] {
            let shoe = Shoe::with_decks(decks).unwrap();
            let eor = effect_of_removal(&pricer, &shoe, 1).unwrap();
            for r in [Rank::Ace, Rank::Six, Rank::King] {
                for (b, w) in eor.bets().iter().zip(naive(&pricer, &shoe, r)) {
                    assert_eq!(b.eor(r), w.as_ref(), "{decks} decks {} {r}", b.id);
                }
            }
        }
    }

    #[test]
    fn burning_a_card_leaves_every_ev_unchanged() {
        // Σ_r n_r · EOR_r = 0 exactly, for every bet, on many shoes and rule sets.
        let shoes = [
            "A=4,2=4,3=4,4=4,5=4,6=4,7=4,8=4,9=4,10=4,J=4,Q=4,K=4",
            "A=0,2=3,3=1,4=7,5=2,6=0,7=5,8=1,9=9,10=2,J=0,Q=6,K=1",
            "A=1,2=0,3=0,4=0,5=0,6=0,7=0,8=0,9=0,10=6,J=0,Q=0,K=0",
            "A=30,2=31,3=32,4=29,5=32,6=28,7=32,8=31,9=30,10=27,J=32,Q=25,K=32",
        ];
        for preset in ["standard", "ez", "midi", "gold"] {
            let rules = Rules::preset(preset).unwrap();
            let pricer = Pricer::new(&rules, &all_bets(&rules)).unwrap();
            let mut with_suits = Shoe::with_decks(3).unwrap();
            with_suits.remove_cards("Kh Kh 9s 5d 5d 5d Ac").unwrap();
            let parsed = shoes.iter().map(|s| Shoe::parse_counts(s).unwrap());
            for shoe in parsed.chain([with_suits, Shoe::with_decks(8).unwrap()]) {
                let eor = effect_of_removal(&pricer, &shoe, 1).unwrap();
                for b in eor.bets().iter().filter(|b| b.base.is_ok()) {
                    let sum: BigRational = Rank::ALL
                        .iter()
                        .filter_map(|&r| {
                            let n = BigRational::from_integer(shoe.count(r).into());
                            b.eor(r).map(|e| e * n)
                        })
                        .sum();
                    assert!(sum.is_zero(), "{preset} {} {shoe}: {sum}", b.id);
                }
            }
        }
    }

    #[test]
    fn empty_ranks_are_not_removable_and_small_shoes_are_refused() {
        let rules = Rules::preset("standard").unwrap();
        let pricer = Pricer::new(&rules, &crate::bets::main_bets(&rules)).unwrap();
        let shoe =
            Shoe::parse_counts("A=0,2=1,3=1,4=1,5=1,6=1,7=1,8=0,9=0,10=1,J=0,Q=0,K=0").unwrap();
        let eor = effect_of_removal(&pricer, &shoe, 1).unwrap();
        assert!(eor.bets()[0].eor(Rank::Ace).is_none());
        assert!(eor.bets()[0].eor(Rank::Two).is_some());
        let shoe =
            Shoe::parse_counts("A=0,2=1,3=1,4=1,5=1,6=1,7=0,8=0,9=0,10=1,J=0,Q=0,K=0").unwrap();
        let e = effect_of_removal(&pricer, &shoe, 1)
            .unwrap_err()
            .to_string();
        assert!(e.contains("a shoe of 6 cards"), "{e}");
        let big = Shoe::with_decks(1).unwrap();
        let eor = effect_of_removal(&pricer, &big, 5).unwrap();
        assert!(eor.bets()[0].effect(Rank::Ace, 4).is_some());
        assert!(
            eor.bets()[0].effect(Rank::Ace, 5).is_none(),
            "only four aces"
        );
        assert!(effect_of_removal(&pricer, &big, 0).is_err());
    }

    #[test]
    fn deeper_removals_match_repricing() {
        let rules = Rules::preset("standard").unwrap();
        let mut bets = crate::bets::main_bets(&rules);
        bets.push(builtin("perfect_pair", &rules).unwrap());
        bets.push(builtin("either_pair", &rules).unwrap());
        let pricer = Pricer::new(&rules, &bets).unwrap();
        let mut shoe = Shoe::with_decks(1).unwrap();
        shoe.remove_cards("Qh 3s").unwrap();
        let eor = effect_of_removal(&pricer, &shoe, 3).unwrap();
        // Three queens of random suits: average over the suits left (s, d, c; h gone).
        let base = ev(&pricer, &shoe);
        let combos = [["s", "d", "c"]];
        for combo in combos {
            let mut s = shoe.clone();
            for suit in combo {
                s.remove(Card::parse(&format!("Q{suit}")).unwrap()).unwrap();
            }
            for ((b, after), before) in eor.bets().iter().zip(ev(&pricer, &s)).zip(&base) {
                let want = after.unwrap() - before.as_ref().unwrap();
                assert_eq!(b.effect(Rank::Queen, 3), Some(&want), "{}", b.id);
            }
        }
        // Two fives: no suits needed for the main bets.
        let mut s = Shoe::from_counts(shoe.counts()).unwrap();
        s.remove_cards("5 5").unwrap();
        let after = ev(&pricer, &s);
        for i in 0..3 {
            let want = after[i].clone().unwrap() - base[i].clone().unwrap();
            assert_eq!(eor.bets()[i].effect(Rank::Five, 2), Some(&want));
        }
    }

    /// Rounds to `places` decimals, as published tables do.
    fn rounded(x: f64, places: i32) -> f64 {
        (x * 10f64.powi(places)).round() / 10f64.powi(places)
    }

    #[test]
    fn punto_win_probability_changes_match_excelpunks() {
        // excelpunks, "Concepts 16": change in P(Punto wins) per card removed, 8 decks.
        let rules = Rules::preset("standard").unwrap();
        let wins = Bet::from_json(
            r#"{"id":"punto_wins","name":"Punto wins","lines":[{"when":{"winner":"punto"},"pays":"1"}]}"#,
        )
        .unwrap();
        let pricer = Pricer::new(&rules, &[wins]).unwrap();
        let eor = effect_of_removal(&pricer, &Shoe::with_decks(8).unwrap(), 1).unwrap();
        let b = &eor.bets()[0];
        // EV = 2·P(win) − 1, so ΔP = EOR / 2.
        let dp = |r: Rank| to_f64(b.eor(r).unwrap()) / 2.0;
        for (rank, published) in [
            (Rank::Four, -0.0000435175),
            (Rank::Ten, -0.0000373810),
            (Rank::Jack, -0.0000373810),
            (Rank::Queen, -0.0000373810),
            (Rank::King, -0.0000373810),
            (Rank::Ace, -0.0000295798),
            (Rank::Three, -0.0000217068),
        ] {
            assert_eq!(rounded(dp(rank), 10), published, "{rank}: {}", dp(rank));
        }
    }

    #[test]
    fn dragon_7_and_panda_8_match_published_effects() {
        // Published x1000 per rank A..9, ten-value (article reproducing Wizard of Odds).
        let dragon = [0.5, -0.9, -1.1, -2.7, -2.6, -3.2, -3.6, 5.4, 4.8, 0.9];
        let panda = [1.3, 1.4, -2.9, -2.5, -2.7, -0.9, -0.9, -2.2, 4.5, 1.2];
        let rules = Rules::preset("standard").unwrap();
        let bets = [
            builtin("dragon_7", &rules).unwrap(),
            builtin("panda_8", &rules).unwrap(),
        ];
        let pricer = Pricer::new(&rules, &bets).unwrap();
        let eor = effect_of_removal(&pricer, &Shoe::with_decks(8).unwrap(), 1).unwrap();
        for (b, published) in eor.bets().iter().zip([dragon, panda]) {
            for (i, want) in published.iter().enumerate() {
                let got = 1000.0 * to_f64(b.eor(Rank::ALL[i]).unwrap());
                assert_eq!(rounded(got, 1), *want, "{} {}: {got}", b.id, Rank::ALL[i]);
            }
        }
    }
}

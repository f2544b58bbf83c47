//! Every wager's exact EV at the moment it was placed, and its actual result.
//!
//! A coup is priced on the shoe as it stood before it: every card dealt in earlier coups
//! and every burn card shown removed, face-down burns left in (unknown). Each distinct shoe
//! state is priced once, for every bet reviewed, whatever the number of wagers on it.

use super::log::{LoggedCoup, ShoeLog};
use crate::analysis::{Priced, Pricer};
use crate::bets::Bet;
use crate::coup::Scope;
use crate::error::{Error, Result};
use crate::shoe::Shoe;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive};
use rayon::prelude::*;
use std::collections::HashMap;

/// Exact EVs of every bet at every coup of some shoes.
#[derive(Debug, Clone)]
pub struct Prices {
    /// Per shoe asked for (in the order asked), per coup, per bet: the exact EV per unit.
    pub evs: Vec<Vec<Vec<BigRational>>>,
    /// The same rounded to units of 10⁻¹² (for the integer sums of the tests).
    pub fixed: Vec<Vec<Vec<i128>>>,
    /// Distinct shoe states priced.
    pub states: usize,
}

/// EVs are rounded to this many units per 1 for the permutation test's exact sums.
pub const EV_SCALE: i64 = 1_000_000_000_000;

/// Prices every bet of `pricer` at every coup of the shoes `shoes` (indices into
/// `log.shoes`), each distinct shoe state once, on the current rayon pool.
///
/// # Errors
/// [`crate::ErrorKind::NotPriceable`] naming a bet the shoes cannot price (a perfect-pair
/// bet on a log without suits).
pub fn price(pricer: &Pricer, log: &ShoeLog, shoes: &[usize]) -> Result<Prices> {
    let mut index: HashMap<&Shoe, usize> = HashMap::new();
    let mut states: Vec<&Shoe> = Vec::new();
    let slots: Vec<Vec<usize>> = shoes
        .iter()
        .map(|&s| {
            log.shoes[s]
                .coups
                .iter()
                .map(|c| {
                    *index.entry(&c.before).or_insert_with(|| {
                        states.push(&c.before);
                        states.len() - 1
                    })
                })
                .collect()
        })
        .collect();
    let priced: Vec<Vec<BigRational>> = states
        .par_iter()
        .map(|shoe| {
            pricer
                .price(shoe)
                .into_vec()
                .into_iter()
                .map(|p| match p {
                    Priced::Ok(r) => Ok(r.ev()),
                    Priced::NotPriceable { id, reason, .. } => {
                        Err(Error::new(crate::ErrorKind::NotPriceable(format!(
                            "bet '{id}' cannot be reviewed on this shoe log: {reason}{}",
                            if log.suited {
                                ""
                            } else {
                                " (some logged cards have no suit)"
                            }
                        ))))
                    }
                })
                .collect::<Result<Vec<_>>>()
        })
        .collect::<Result<Vec<_>>>()?;
    let fixed_of: Vec<Vec<i128>> = priced
        .iter()
        .map(|evs| evs.iter().map(fixed).collect())
        .collect();
    Ok(Prices {
        evs: slots
            .iter()
            .map(|s| s.iter().map(|&i| priced[i].clone()).collect())
            .collect(),
        fixed: slots
            .iter()
            .map(|s| s.iter().map(|&i| fixed_of[i].clone()).collect())
            .collect(),
        states: states.len(),
    })
}

/// An exact value rounded to the nearest unit of 1/[`EV_SCALE`] (halves away from 0).
pub fn fixed(r: &BigRational) -> i128 {
    (r * BigRational::from_integer(BigInt::from(EV_SCALE)))
        .round()
        .to_integer()
        .to_i128()
        .unwrap_or(if r.numer() < &BigInt::from(0) {
            i128::MIN / 4
        } else {
            i128::MAX / 4
        })
}

/// The result of a unit stake on `bet` in the coup dealt: the first matching line's pay, or
/// −1 (pair bets look at the first four cards, perfect pairs at their suits).
pub fn settle(bet: &Bet, coup: &LoggedCoup) -> BigRational {
    let perfect = bet.validate().is_ok_and(|s| s == Scope::PerfectPairs);
    bet.lines
        .iter()
        .find(|l| {
            if perfect {
                l.when.matches_pairs(&coup.pairs)
            } else {
                l.when.matches_coup(&coup.outcome)
            }
        })
        .map_or_else(|| -BigRational::one(), |l| l.pays.clone())
}

#[cfg(test)]
mod tests {
    use super::super::log::LogFormat;
    use super::*;
    use crate::bets::builtin;
    use crate::rules::Rules;

    #[test]
    fn each_coup_is_priced_on_the_shoe_minus_the_cards_seen_before_it() {
        let rules = Rules::preset("standard").unwrap();
        let text =
            "shoe,coup,punto,banco,burn\n0,,,,5s ? ?\n0,1,4s 5h,Kd 3c,\n0,2,As Qs 8h,2d Ac,\n";
        let log = ShoeLog::parse(text, LogFormat::Csv, 8, &rules).unwrap();
        let bets = vec![builtin("dragon_7", &rules).unwrap()];
        let pricer = Pricer::new(&rules, &bets).unwrap();
        let prices = price(&pricer, &log, &[0]).unwrap();
        // Independently: `ev` on a fresh shoe with the seen cards removed by name.
        for (coup, removed) in [(0, "5s"), (1, "5s 4s 5h Kd 3c")] {
            let mut shoe = Shoe::with_decks(8).unwrap();
            shoe.remove_cards(removed).unwrap();
            let want = crate::analysis::price_bet(&shoe, &rules, &bets[0])
                .unwrap()
                .ev();
            assert_eq!(prices.evs[0][coup][0], want, "coup {}", coup + 1);
        }
        assert_eq!(prices.states, 2);
        // Coup 2: Punto A Q 8 = 9 beats Banco 2 A = 3: Dragon 7 loses.
        assert_eq!(
            settle(&bets[0], &log.shoes[0].coups[1]),
            -BigRational::one()
        );
    }
}

//! Outcomes against the exact odds: per coup, the exact probability of Banco, Punto and a
//! tie given every card seen before it; per log, the counts against their expectations
//! and the log-likelihood of what happened.

use super::log::AuditShoe;
use crate::analysis::Pricer;
use crate::bets::main_bets;
use crate::card::Card;
use crate::error::Result;
use crate::limits::Cancel;
use crate::rules::Rules;
use crate::shoe::Shoe;
use crate::simulate::{card_of, winner_index, Code, Procedure};
use crate::stats::Redeal;
use num_rational::BigRational;
use num_traits::ToPrimitive;
use rayon::prelude::*;

/// The exact probabilities of one coup (Banco, Punto, tie), as `f64`, and what happened.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CoupOdds {
    /// P(Banco wins), P(Punto wins), P(tie), for the shoe before the coup.
    pub p: [f64; 3],
    /// 0 Banco, 1 Punto, 2 tie.
    pub winner: usize,
}

fn rank_only(c: Code) -> Card {
    Card {
        rank: card_of(c).rank,
        suit: None,
    }
}

/// Every coup's exact odds, shoe by shoe (in parallel over shoes): the shoe before a coup
/// is the full shoe minus every card seen (burned face up, or dealt) before it. Once
/// `cancel` is raised the shoes not yet priced get no odds (the caller checks `cancel`
/// before using them).
///
/// # Errors
/// Errors of [`Pricer::new`]. A shoe that deals more of a rank than it holds has no odds
/// (an empty list); [`super::audit`] leaves such a shoe out of the outcome tests before
/// this is called, so their statistic and their re-dealt null cover the same shoes.
pub fn coup_odds(
    shoes: &[AuditShoe],
    decks: u32,
    rules: &Rules,
    cancel: &Cancel,
) -> Result<Vec<Vec<CoupOdds>>> {
    let pricer = Pricer::shared(rules, &main_bets(rules))?;
    let full = Shoe::from_counts([decks * 4; 13])?;
    let odds = shoes
        .par_iter()
        .map(|s| {
            let mut shoe = full.clone();
            for c in s.burn.iter().flatten() {
                shoe.take(rank_only(*c)).ok()?;
            }
            let mut out = Vec::with_capacity(s.coups.len());
            for coup in &s.coups {
                if shoe.total() < 6 || cancel.is_set() {
                    return None;
                }
                let priced = pricer.price(&shoe);
                let p = ["banco", "punto", "tie"].map(|id| {
                    let r = priced.result(id).expect("a main bet is priced");
                    let q = BigRational::new(r.win_count().into(), r.total.clone().into());
                    q.to_f64().unwrap_or(0.0)
                });
                out.push(CoupOdds {
                    p,
                    winner: winner_index(coup.winner),
                });
                for &c in &coup.cards {
                    shoe.take(rank_only(c)).ok()?;
                }
            }
            Some(out)
        })
        .map(Option::unwrap_or_default)
        .collect();
    Ok(odds)
}

/// The log-likelihood of the outcomes with its exact mean and variance under the odds
/// (each coup's outcome drawn by its exact probabilities given the past): (L, E, Var).
pub fn log_likelihood(odds: &[Vec<CoupOdds>]) -> (f64, f64, f64) {
    let (mut l, mut mean, mut var) = (0.0, 0.0, 0.0);
    for c in odds.iter().flatten() {
        let logs = c.p.map(|p| if p > 0.0 { p.ln() } else { 0.0 });
        let m: f64 = c.p.iter().zip(&logs).map(|(p, q)| p * q).sum();
        let s: f64 = c.p.iter().zip(&logs).map(|(p, q)| p * q * q).sum();
        l += logs[c.winner];
        mean += m;
        var += (s - m * m).max(0.0);
    }
    (l, mean, var)
}

/// Observed Banco, Punto and tie counts of `odds`, their exact expectations and the sum of
/// the per-coup Bernoulli variances.
pub fn counts(odds: &[Vec<CoupOdds>]) -> ([u64; 3], [f64; 3], [f64; 3]) {
    let (mut seen, mut expected, mut var) = ([0u64; 3], [0.0; 3], [0.0; 3]);
    for c in odds.iter().flatten() {
        seen[c.winner] += 1;
        for o in 0..3 {
            expected[o] += c.p[o];
            var[o] += c.p[o] * (1.0 - c.p[o]);
        }
    }
    (seen, expected, var)
}

/// The re-deal null of the counts ([`Redeal`]): `draws` times, every complete shoe's cards
/// after its burn in a uniformly random order (draw d: ChaCha8 stream d of `seed`), dealt
/// by the procedure through the tableau from the first card after the burn, without
/// pricing. Returns each draw's Banco, Punto and tie counts (the draws after `cancel` is
/// raised: zeros).
pub fn redeal(
    shoes: &[AuditShoe],
    rules: &Rules,
    procedure: &Procedure,
    draws: u32,
    seed: u64,
    cancel: &Cancel,
) -> Vec<[u64; 3]> {
    let complete: Vec<(usize, Vec<Code>)> = (shoes.iter().filter(|s| s.complete()))
        .map(|s| (s.burn.len(), s.after_burn()))
        .collect();
    let null = Redeal::new(rules, procedure, complete).with_cancel(cancel);
    null.run(draws, seed, |total: &mut [u64; 3], _, shoe| {
        let wins = shoe.wins();
        for o in 0..3 {
            total[o] += u64::from(wins[o]);
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_probabilities_of_a_coup_sum_to_one_and_match_the_full_shoe() {
        let rules = Rules::preset("standard").unwrap();
        let s = AuditShoe {
            coups: vec![super::super::log::AuditCoup {
                line: 2,
                cards: vec![0, 4, 8, 12],
                winner: crate::coup::Winner::Banco,
            }],
            ..AuditShoe::default()
        };
        let odds = coup_odds(&[s], 8, &rules, &Cancel::default()).unwrap();
        let p = odds[0][0].p;
        assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        // The published 8-deck Banco probability: 2,292,252,566,437,888 / 4,998,398,275,503,360.
        assert!((p[0] - 2_292_252_566_437_888.0 / 4_998_398_275_503_360.0).abs() < 1e-15);
    }
}

//! A bet compiled for a study: fast settling in `f64` and the exact EV in native integers.

use crate::analysis::BetResult;
use crate::bets::{Bet, ScaledPays, Scope};
use crate::error::{Error, Result};
use crate::ratio::to_f64;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::deal::Dealt;

/// A bet made ready for fast settling and exact EV in native integers.
#[derive(Debug, Clone)]
pub(super) struct BetPlan {
    pub(super) id: String,
    pub(super) perfect: bool,
    /// Result of each pay line per unit staked, the rebate included, as `f64`.
    pub(super) pays: Vec<f64>,
    /// Result of a losing unit bet, the rebate included (−1 without one).
    pub(super) lose: f64,
    /// Each line's pay times `denom` (an integer), for the exact EV (without the rebate).
    pub(super) scaled: Vec<i128>,
    pub(super) denom: i128,
    /// The rebate on this bet, if any.
    pub(super) rebate: Option<PlanRebate>,
}

/// A rebate on one bet: paid on every coup the bet does not push.
#[derive(Debug, Clone)]
pub(super) struct PlanRebate {
    share: BigRational,
    /// The share as `num / den` in native integers, when it fits.
    pub(super) native: Option<(i128, i128)>,
    /// Which pay lines push (pay 0): no rebate on them.
    push: Vec<bool>,
}

/// One bet's exact price before a coup.
#[derive(Debug, Clone, Copy)]
pub(super) struct Price {
    pub(super) positive: bool,
    pub(super) ev: f64,
    /// E[X²] per unit, for the Kelly stake.
    pub(super) second: f64,
}

impl BetPlan {
    pub(super) fn new(bet: &Bet, rebate: Option<&BigRational>) -> Result<BetPlan> {
        let scope = bet.validate()?;
        let scaled_pays = ScaledPays::new(&bet.lines);
        let scaled = scaled_pays
            .pays()
            .iter()
            .map(ToPrimitive::to_i128)
            .collect::<Option<Vec<i128>>>()
            .ok_or_else(|| {
                Error::study(format!("bet {} has pays too large to simulate", bet.id))
            })?;
        let rebate = rebate.filter(|r| !r.is_zero()).map(|share| PlanRebate {
            share: share.clone(),
            native: share.numer().to_i128().zip(share.denom().to_i128()),
            push: bet.lines.iter().map(|l| l.pays.is_zero()).collect(),
        });
        // A resolved line's result gains the rebate; a push stays 0.
        let result = |pays: &BigRational| match &rebate {
            Some(r) if !pays.is_zero() => to_f64(&(pays + &r.share)),
            _ => to_f64(pays),
        };
        Ok(BetPlan {
            id: bet.id.clone(),
            perfect: scope == Scope::PerfectPairs,
            pays: bet.lines.iter().map(|l| result(&l.pays)).collect(),
            lose: result(&-BigRational::one()),
            scaled,
            denom: scaled_pays.den().to_i128().ok_or_else(|| {
                Error::study(format!("bet {} has pays too fine to simulate", bet.id))
            })?,
            rebate,
        })
    }

    /// The exact EV: integer arithmetic when the shoe's total fits `u64` (up to 31 decks)
    /// and, with a rebate, the sums fit `i128`; big rationals beyond.
    pub(super) fn price(&self, r: &BetResult) -> Price {
        let second_num: f64 = r
            .lines
            .iter()
            .zip(&self.pays)
            .map(|(l, p)| to_big_f64(&l.count) * p * p)
            .sum::<f64>()
            + to_big_f64(&r.lose) * self.lose * self.lose;
        let total = to_big_f64(&r.total);
        let small = r.total.to_u64().is_some();
        let numer = small.then(|| {
            r.lines
                .iter()
                .zip(&self.scaled)
                .map(|(l, w)| i128::from(l.count.to_u64().expect("count below total")) * w)
                .sum::<i128>()
                - i128::from(r.lose.to_u64().expect("count below total")) * self.denom
        });
        // EV' = EV + share x P(no push) = (n·den + num·resolved·denom) / (total·denom·den).
        let numer = match (&self.rebate, numer) {
            (None, n) => n.map(|n| (n, 1)),
            (Some(rebate), Some(n)) => rebate.native.and_then(|(num, den)| {
                let pushed: u64 = (r.lines.iter().zip(&rebate.push))
                    .filter(|(_, &push)| push)
                    .map(|(l, _)| l.count.to_u64().expect("count below total"))
                    .sum();
                let resolved = i128::from(r.total.to_u64()? - pushed);
                let gain = num.checked_mul(resolved)?.checked_mul(self.denom)?;
                Some((n.checked_mul(den)?.checked_add(gain)?, den))
            }),
            (Some(_), None) => None,
        };
        match numer {
            Some((n, den)) => Price {
                positive: n > 0,
                ev: n as f64 / (total * self.denom as f64 * den as f64),
                second: second_num / total,
            },
            None => {
                let mut ev = r.ev();
                if let Some(rebate) = &self.rebate {
                    ev += &rebate.share * (BigRational::one() - r.p_push());
                }
                Price {
                    positive: ev.is_positive(),
                    ev: to_f64(&ev),
                    second: second_num / total,
                }
            }
        }
    }

    /// The result of a unit bet on a dealt coup: the first matching line's pay, or a loss
    /// (the rebate included).
    pub(super) fn settle(&self, bet: &Bet, d: &Dealt) -> f64 {
        let line = if self.perfect {
            bet.lines
                .iter()
                .position(|l| l.when.matches_pairs(&d.pairs))
        } else {
            bet.lines.iter().position(|l| l.when.matches_coup(&d.coup))
        };
        line.map_or(self.lose, |i| self.pays[i])
    }
}

fn to_big_f64(x: &num_bigint::BigUint) -> f64 {
    x.to_f64().expect("a finite count")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{Pricer, Rebate};
    use crate::bets::builtin;
    use crate::rules::Rules;
    use crate::shoe::Shoe;

    #[test]
    fn a_rebate_prices_as_the_library_in_integers_and_in_big_rationals() {
        // The native path (a share that fits i128) and the big-rational path (a share too
        // fine for it) both give EV + share x P(no push), the library's Rebate::apply.
        let rules = Rules::preset("standard").unwrap();
        let bets: Vec<Bet> = ["punto", "banco", "tie", "dragon_7"]
            .iter()
            .map(|b| builtin(b, &rules).unwrap())
            .collect();
        let mut shoe = Shoe::with_decks(8).unwrap();
        shoe.remove_cards("9 9 9 9 9 9 9 9 8 8 8 8 8 8 A 2 3")
            .unwrap();
        let priced = Pricer::new(&rules, &bets).unwrap().price(&shoe);
        let fine = format!("1/{}", "9".repeat(45));
        for text in ["3/200", "0.0105", fine.as_str()] {
            let rebate: Rebate = text.parse().unwrap();
            for (bet, p) in bets.iter().zip(&priced) {
                let result = p.result().unwrap();
                let plan = BetPlan::new(bet, Some(rebate.share())).unwrap();
                assert_eq!(plan.rebate.as_ref().unwrap().native.is_none(), text == fine);
                let price = plan.price(result);
                let (ev, var) = rebate.apply(result);
                assert_eq!(price.positive, ev.is_positive(), "{text} {}", bet.id);
                assert!((price.ev - to_f64(&ev)).abs() < 1e-15, "{text} {}", bet.id);
                let var_f = price.second - price.ev * price.ev;
                assert!((var_f - to_f64(&var)).abs() < 1e-12, "{text} {}", bet.id);
            }
        }
    }
}

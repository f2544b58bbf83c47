//! A rebate (rolling commission, as Asian-market players are paid) and the stake a
//! bankroll suggests for a bet with a positive expected value.
//!
//! # Rebate
//! The player gets a share `r` of the stake back on every coup the bet is resolved (won or
//! lost), nothing on a push. With `X` the bet's net result per unit staked and `R` the
//! event that it is resolved (`X = 0` exactly on a push):
//!
//! ```text
//! EV' = EV + r · P(R)                 P(R) = 1 − P(push)
//! Var' = Var + 2r · EV · P(push) + r² · P(R) · P(push)
//! ```
//!
//! (`E[X'²] = E[X²] + 2r·E[X·1_R] + r²·P(R)` and `E[X·1_R] = EV` because `X` is 0 on a
//! push.) The house edge is `−EV'`.
//!
//! # Stake
//! The stake `simulate`'s exact player uses: `bankroll × EV / Var` (the Kelly amount), for
//! a bet with a positive EV only, capped at the table maximum (an Égalité bet at an eighth
//! of it; the caller gives the cap).
//!
//! # Examples
//! ```
//! use punto_banco::analysis::{price_bet, Rebate};
//! use punto_banco::{bets, Rules, Shoe};
//!
//! let rebate: Rebate = "1.5%".parse()?;
//! let rules = Rules::preset("standard")?;
//! let banco = bets::builtin("banco", &rules).expect("a built-in bet");
//! let result = price_bet(&Shoe::with_decks(8)?, &rules, &banco)?;
//! let (ev, _var) = rebate.apply(&result);
//! assert!(ev > result.ev());
//! # Ok::<(), punto_banco::Error>(())
//! ```

use super::result::BetResult;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::ratio::parse_ratio;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::str::FromStr;

/// A rebate: the share of the stake paid back on every resolved coup, from 0 to below 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rebate {
    share: BigRational,
}

/// Which bets a rebate applies to (`--rebate-bets`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RebateBets {
    /// Punto, Banco and Égalité only.
    Main,
    /// Every bet (the default).
    #[default]
    All,
}

impl FromStr for RebateBets {
    type Err = Error;

    fn from_str(s: &str) -> Result<RebateBets> {
        match s {
            "main" => Ok(RebateBets::Main),
            "all" => Ok(RebateBets::All),
            _ => Err(Error::named(
                ErrorKind::BadNumber,
                Input::RebateBets,
                format!(" '{s}' is not one of main, all"),
            )),
        }
    }
}

impl RebateBets {
    /// The name `--rebate-bets` takes: `"main"` or `"all"`.
    pub fn name(self) -> &'static str {
        match self {
            RebateBets::Main => "main",
            RebateBets::All => "all",
        }
    }

    /// Whether the rebate applies to the bet `id`.
    pub fn covers(self, id: &str) -> bool {
        self == RebateBets::All || matches!(id, "punto" | "banco" | "tie")
    }
}

impl FromStr for Rebate {
    type Err = Error;

    /// Reads `1.5%`, `0.015` or `3/200` (the same share).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadNumber`] for text that is not a number, a negative share, or a
    /// share of 100% or more.
    fn from_str(s: &str) -> Result<Rebate> {
        let bad = |why: &str| {
            Error::named(
                ErrorKind::BadNumber,
                Input::Rebate,
                format!(
                    " '{s}' {why}; give the share of the stake paid back, e.g. 1.5%, 0.015 \
                         or 3/200"
                ),
            )
        };
        let text = s.trim();
        let share = match text.strip_suffix('%') {
            Some(p) => {
                parse_ratio(p.trim()).map(|r| r / BigRational::from_integer(BigInt::from(100)))
            }
            None => parse_ratio(text),
        }
        .ok_or_else(|| bad("is not a number"))?;
        if share.is_negative() {
            return Err(bad("is negative"));
        }
        if share >= BigRational::one() {
            return Err(bad("is not below 100%"));
        }
        Ok(Rebate { share })
    }
}

impl Rebate {
    /// No rebate.
    pub fn none() -> Rebate {
        Rebate {
            share: BigRational::zero(),
        }
    }

    /// Whether the share is zero (no rebate).
    pub fn is_none(&self) -> bool {
        self.share.is_zero()
    }

    /// The share of the stake paid back, exact.
    pub fn share(&self) -> &BigRational {
        &self.share
    }

    /// The bet's exact EV and variance per unit staked with the rebate (see the module
    /// docs for the formulas).
    pub fn apply(&self, result: &BetResult) -> (BigRational, BigRational) {
        let push = result.p_push();
        let resolved = BigRational::one() - &push;
        let r = &self.share;
        let ev = result.ev() + r * &resolved;
        let var = result.variance()
            + BigRational::from_integer(BigInt::from(2)) * r * &result.ev() * &push
            + r * r * &resolved * &push;
        (ev, var)
    }
}

/// The stake `bankroll × EV / Var` for a bet with a positive EV, capped at `cap` (the table
/// maximum, or an eighth of it for an Égalité bet); `None` when the EV is not positive.
pub fn kelly_stake(
    bankroll: u64,
    ev: &BigRational,
    var: &BigRational,
    cap: Option<f64>,
) -> Option<f64> {
    if !ev.is_positive() || !var.is_positive() {
        return None;
    }
    let kelly = BigRational::from_integer(BigInt::from(bankroll)) * ev / var;
    let stake = kelly.to_f64().unwrap_or(f64::MAX);
    Some(cap.map_or(stake, |c| stake.min(c)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::price_bet;
    use crate::bets;
    use crate::rules::Rules;
    use crate::shoe::Shoe;

    fn q(s: &str) -> BigRational {
        parse_ratio(s).unwrap()
    }

    fn priced(bet: &str) -> BetResult {
        let rules = Rules::preset("standard").unwrap();
        let bet = bets::builtin(bet, &rules).unwrap();
        price_bet(&Shoe::with_decks(8).unwrap(), &rules, &bet).unwrap()
    }

    #[test]
    fn a_rebate_reads_as_a_percent_a_decimal_or_a_fraction() {
        for text in ["1.5%", "0.015", "3/200", " 1.5 %"] {
            let r: Rebate = text.parse().unwrap();
            assert_eq!(r.share(), &q("3/200"), "{text}");
        }
        assert_eq!("0".parse::<Rebate>().unwrap(), Rebate::none());
        for (text, why) in [
            ("x", "is not a number"),
            ("-1%", "is negative"),
            ("100%", "is not below 100%"),
            ("1", "is not below 100%"),
        ] {
            let e = text.parse::<Rebate>().unwrap_err().to_string();
            assert!(e.starts_with(&format!("rebate '{text}' {why}")), "{e}");
        }
        assert_eq!("main".parse::<RebateBets>().unwrap(), RebateBets::Main);
        assert!("side".parse::<RebateBets>().is_err());
        assert!(RebateBets::Main.covers("tie") && !RebateBets::Main.covers("dragon_7"));
        assert!(RebateBets::All.covers("dragon_7"));
    }

    #[test]
    fn the_ev_rises_by_the_rebate_on_every_coup_that_does_not_push() {
        let r: Rebate = "1%".parse().unwrap();
        // Banco pushes on a tie; the tie bet never pushes.
        let banco = priced("banco");
        let (ev, _) = r.apply(&banco);
        let resolved = BigRational::one() - banco.p_push();
        assert_eq!(ev, banco.ev() + q("1/100") * resolved);
        assert!(banco.p_push().is_positive());
        let tie = priced("tie");
        assert!(tie.p_push().is_zero());
        assert_eq!(r.apply(&tie).0, tie.ev() + q("1/100"));
        // No rebate changes nothing.
        assert_eq!(Rebate::none().apply(&banco), (banco.ev(), banco.variance()));
    }

    #[test]
    fn the_variance_with_a_rebate_equals_a_brute_force_over_the_pay_lines() {
        // Var' = E[X'^2] - EV'^2 summed line by line, X' = pay + r on resolved lines.
        let r = q("3/200");
        let bet = priced("punto");
        let total = BigRational::from_integer(BigInt::from(bet.total.clone()));
        let mut m1 = BigRational::zero();
        let mut m2 = BigRational::zero();
        let lose = BigRational::from_integer(BigInt::from(bet.lose.clone())) / &total;
        let x = -BigRational::one() + &r;
        m1 += &lose * &x;
        m2 += &lose * &x * &x;
        for line in &bet.lines {
            let p = BigRational::from_integer(BigInt::from(line.count.clone())) / &total;
            let pay = line.line.pays.clone();
            let x = if pay.is_zero() { pay } else { pay + &r };
            m1 += &p * &x;
            m2 += &p * &x * &x;
        }
        let rebate = Rebate { share: r };
        let (ev, var) = rebate.apply(&bet);
        assert_eq!(ev, m1);
        assert_eq!(var, &m2 - &m1 * &m1);
    }

    #[test]
    fn the_stake_is_kelly_capped_and_only_for_a_positive_ev() {
        assert_eq!(kelly_stake(10_000, &q("1/100"), &q("1"), None), Some(100.0));
        assert_eq!(
            kelly_stake(10_000, &q("1/100"), &q("1/2"), Some(150.0)),
            Some(150.0)
        );
        assert_eq!(kelly_stake(10_000, &q("-1/100"), &q("1"), None), None);
        assert_eq!(kelly_stake(10_000, &q("0"), &q("1"), None), None);
    }
}

//! How each bet is priced from counts: its pays scaled to integers over a common
//! denominator, and the numerators of a walk's groups or of a pair-flag distribution.

use crate::bets::{Bet, Pairs, Scope};
use crate::pairs::pairs_of;
use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Zero};

/// How one bet is priced, with its pays scaled to integers.
pub(super) struct Plan {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) kind: Kind,
    /// The bet's [`Bet`] lines, for pair-flag matching.
    pub(super) bet: Bet,
    pub(super) select: Vec<Option<u8>>,
    /// Common denominator of the pays.
    pub(super) d: BigInt,
    /// `d · pays` per line, then `−d` for a loss.
    pub(super) pay: Vec<BigInt>,
    /// The same as `i64` when every one fits.
    pub(super) small_pay: Option<Vec<i64>>,
    /// `small_pay` per outcome cell (coup bets), for a dot product with the cell counts, as
    /// the pay `w0` of most cells and the cells paying otherwise with their `w − w0` (in cell
    /// order): `Σ n·w = w0·Σ n + Σ_{w ≠ w0} n·(w − w0)`. `None` unless every `w − w0` fits i64.
    pub(super) cell_pay: Option<(i64, Vec<(u16, i64)>)>,
}

/// Which count a bet is priced from.
pub(super) enum Kind {
    /// Priced from the walk; `pairs` when the walk must track rank pairs.
    Coup { pairs: bool },
    /// Rank pairs of the first four cards only.
    Pairs,
    /// Suited pairs of the first four cards.
    Perfect,
}

impl Plan {
    pub(super) fn new((bet, scope, select): (&Bet, Scope, &[Option<u8>])) -> Plan {
        let d = bet
            .lines
            .iter()
            .fold(BigInt::one(), |d, l| d.lcm(l.pays.denom()));
        let mut pay: Vec<BigInt> = bet
            .lines
            .iter()
            .map(|l| (&l.pays * BigRational::from_integer(d.clone())).to_integer())
            .collect();
        pay.push(-d.clone());
        let small_pay: Option<Vec<i64>> = pay.iter().map(|p| i64::try_from(p).ok()).collect();
        let cell_pay = small_pay.as_ref().and_then(|sp| {
            let w = select.iter().map(|g| g.map_or(0, |g| sp[usize::from(g)]));
            // w0: the pay of the most cells, counted by line (any w0 gives the same sum).
            let mut freq = vec![0usize; sp.len()];
            for g in select {
                freq[g.map_or(sp.len() - 1, usize::from)] += 1;
            }
            let most = (0..sp.len()).max_by_key(|&g| freq[g]).unwrap_or(0);
            let w0 = sp[most];
            let rest = w
                .enumerate()
                .filter(|&(_, x)| x != w0)
                .map(|(i, x)| Some((u16::try_from(i).ok()?, x.checked_sub(w0)?)))
                .collect::<Option<Vec<_>>>()?;
            Some((w0, rest))
        });
        Plan {
            id: bet.id.clone(),
            name: bet.name.clone(),
            kind: match scope {
                Scope::Coup => Kind::Coup { pairs: false },
                Scope::CoupWithPairs => Kind::Coup { pairs: true },
                Scope::Pairs => Kind::Pairs,
                Scope::PerfectPairs => Kind::Perfect,
            },
            bet: bet.clone(),
            select: select.to_vec(),
            d,
            pay,
            small_pay,
            cell_pay,
        }
    }

    /// `Σ_g count_g · pay_g` from per-group counts (the last group is a loss).
    pub(super) fn numerator_of_groups(&self, groups: &[u128]) -> BigInt {
        if let Some(pay) = &self.small_pay {
            let fast = groups.iter().zip(pay).try_fold(0i128, |acc, (&c, &p)| {
                i128::try_from(c)
                    .ok()?
                    .checked_mul(i128::from(p))?
                    .checked_add(acc)
            });
            if let Some(x) = fast {
                return BigInt::from(x);
            }
        }
        groups
            .iter()
            .zip(&self.pay)
            .map(|(&c, p)| BigInt::from(c) * p)
            .sum()
    }

    /// The numerator for a distribution over pair flags, indexed by [`pairs_of`] categories
    /// (`dist[punto][banco]`, 0 none, 1 rank pair, 2 perfect pair).
    pub(super) fn numerator(&self, dist: &[[BigUint; 3]; 3]) -> BigInt {
        let mut s = BigInt::zero();
        for (p, row) in dist.iter().enumerate() {
            for (b, count) in row.iter().enumerate() {
                if count.is_zero() {
                    continue;
                }
                let flags: Pairs = pairs_of(p, b);
                let line = self
                    .bet
                    .lines
                    .iter()
                    .position(|l| l.when.matches_pairs(&flags));
                s += BigInt::from(count.clone()) * &self.pay[line.unwrap_or(self.pay.len() - 1)];
            }
        }
        s
    }
}

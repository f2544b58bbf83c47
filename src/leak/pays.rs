//! Each bet's pay on every outcome cell, as integers over one denominator common to all
//! the bets, so that the EVs of different bets compare as integers.

use super::sort::leak_error;
use crate::analysis::Pricer;
use crate::bets::{ScaledPays, Scope};
use crate::error::Result;
use crate::outcome::CELLS;
use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive};

/// The pays of every bet on every cell: `cell * bets + bet`, each bet's pay times `den`.
#[derive(Debug, Clone)]
pub(super) struct CellPays {
    pub(super) bets: usize,
    pub(super) pays: Vec<i128>,
    /// The common denominator: the least common multiple of every bet's pay denominators.
    pub(super) den: BigInt,
    /// Whether some bet reads rank pairs (the walk then tells ranks apart).
    pub(super) pairs: bool,
    /// The largest |pay| over the cells, times `den` (a loss is `den`).
    pub(super) largest: BigUint,
}

impl CellPays {
    /// Compiles the pricer's bets.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadLeak`] for a perfect-pair bet (suits are not part of the
    /// walk) or pays too large for 128-bit sums.
    pub(super) fn new(pricer: &Pricer) -> Result<CellPays> {
        let compiled: Vec<_> = pricer.compiled().collect();
        let mut den = BigInt::one();
        let mut scaled = Vec::with_capacity(compiled.len());
        for (bet, scope, _) in &compiled {
            if *scope == Scope::PerfectPairs {
                return Err(leak_error(format!(
                    "bet {} is priced on suits (perfect pairs); an information leak is walked by rank, so leave this bet out",
                    bet.id
                )));
            }
            let s = ScaledPays::new(&bet.lines);
            den = den.lcm(s.den());
            scaled.push(s);
        }
        let bets = compiled.len();
        let mut line_pays: Vec<Vec<BigInt>> = Vec::with_capacity(bets);
        for s in &scaled {
            let f = &den / s.den();
            let mut v: Vec<BigInt> = s.pays().iter().map(|p| p * &f).collect();
            v.push(-den.clone());
            line_pays.push(v);
        }
        let largest = line_pays
            .iter()
            .flatten()
            .map(|p| p.abs())
            .max()
            .unwrap_or_else(BigInt::one);
        let too_big = || {
            leak_error("the bets' pays over their common denominator pass 2^100; an information leak sums them in 128-bit integers")
        };
        if largest.bits() > 100 {
            return Err(too_big());
        }
        let mut pays = vec![0i128; CELLS * bets];
        for (b, (_, _, select)) in compiled.iter().enumerate() {
            for (cell, line) in select.iter().enumerate() {
                let line = usize::from(line.expect("every cell has a line or a loss"));
                pays[cell * bets + b] = line_pays[b][line].to_i128().ok_or_else(too_big)?;
            }
        }
        let pairs = compiled
            .iter()
            .any(|(_, s, _)| matches!(s, Scope::Pairs | Scope::CoupWithPairs));
        Ok(CellPays {
            bets,
            pays,
            den,
            pairs,
            largest: largest.magnitude().clone(),
        })
    }
}

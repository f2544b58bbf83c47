//! The audit behind a par sheet: every figure a regulator's report shows, computed once.
//!
//! One call prices the bets on the shoe (leaving out, or keeping, the bets the shoe cannot
//! price), sweeps the house edges over 1 to 8 full decks, counts the coup's distributions,
//! checks the exact identities the figures must satisfy, and lists the findings. The
//! published figures the run reproduces come from the reference corpus
//! (`reference::reproduce`), one layer up. `report::ParSheet` only puts the result in words.

use crate::analysis::{
    findings, volatility, BetResult, Finding, Priced, PricedBets, Pricer, Volatility,
};
use crate::bets::{Bet, Winner};
use crate::enumerate::{enumerate, sequences};
use crate::error::Result;
use crate::outcome::CoupTable;
use crate::ratio::fraction;
use crate::rules::Rules;
use crate::shoe::Shoe;
use num_bigint::BigUint;
use num_rational::BigRational;
use num_traits::{One, Zero};

/// Deck counts of the house-edge-by-decks sweep.
pub const EDGE_DECKS: std::ops::RangeInclusive<u32> = 1..=8;

/// What an audit does with a bet the shoe cannot price (a perfect pair without suits).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unpriceable {
    /// Leave it out (the default bet list of `report`: every bet the shoe can price).
    Drop,
    /// Show it with the reason (a bet list the user chose).
    Keep,
}

/// Every figure of a par sheet for one rule set, shoe and bet list.
#[derive(Debug, Clone)]
pub struct Audit {
    /// The shoe's coup distribution (with pair flags when a bet needs them).
    pub table: CoupTable,
    /// The bets audited, in the order asked for (without those dropped).
    pub priced: PricedBets,
    /// One entry per audited bet, in the same order: its return table and volatility.
    pub bets: Vec<BetAudit>,
    /// Findings over the audited bets and every bet the shoe could not price.
    pub findings: Vec<Finding>,
    /// `N, N−1, …, N−5` (0 below 0): the factors of the number of ordered sequences.
    pub factors: Vec<u64>,
    /// House edge of every audited bet for each of [`EDGE_DECKS`] full decks.
    pub edges_by_decks: EdgeSweep,
    /// Punto wins, Banco wins, Égalité, in that order.
    pub outcomes: Vec<(Winner, Share)>,
    /// Sequences by cards dealt: 4, 5 and 6.
    pub cards_dealt: Vec<(u8, Share)>,
    /// Exact identities checked on this run's numbers.
    pub identities: Vec<Identity>,
}

/// A count and its probability, count / total.
#[derive(Debug, Clone, PartialEq)]
pub struct Share {
    /// Ordered six-card sequences.
    pub count: BigUint,
    /// count / total.
    pub probability: BigRational,
}

/// One row of a bet's return table.
#[derive(Debug, Clone, PartialEq)]
pub struct ReturnLine {
    /// Sequences and probability of the row.
    pub share: Share,
    /// Contribution to the expected return per unit: probability × pays.
    pub contribution: BigRational,
}

/// One audited bet's return table and volatility (both absent if it cannot be priced).
#[derive(Debug, Clone, PartialEq)]
pub struct BetAudit {
    /// One row per pay line in order, then the losing row (pays −1).
    pub returns: Vec<ReturnLine>,
    /// Volatility index and 90% ranges.
    pub volatility: Option<Volatility>,
}

/// House edges by number of full decks.
#[derive(Debug, Clone, PartialEq)]
pub struct EdgeSweep {
    /// The deck counts, in order.
    pub decks: Vec<u32>,
    /// One row per bet: id, name and the house edge per deck count (`None` where the bet
    /// cannot be priced).
    pub bets: Vec<(String, String, Vec<Option<BigRational>>)>,
}

/// An exact identity the run's numbers must satisfy.
#[derive(Debug, Clone, PartialEq)]
pub enum Identity {
    /// The total weight of all coups equals `N(N−1)(N−2)(N−3)(N−4)(N−5)`.
    TotalWeight {
        /// The weight summed over the table.
        weight: BigUint,
        /// The number of ordered six-card sequences.
        sequences: BigUint,
    },
    /// The final-totals distribution (10×10) sums to the table's total.
    TotalsSum {
        /// The sum of the matrix.
        sum: BigUint,
        /// The table's total.
        total: BigUint,
    },
    /// The cards-dealt distribution sums to the table's total.
    CardsDealtSum {
        /// The sum of the distribution.
        sum: BigUint,
        /// The table's total.
        total: BigUint,
    },
    /// A bet's combinations sum to its total and its probabilities to 1.
    BetSums {
        /// The bet's name.
        name: String,
        /// The bet's combinations summed over its rows.
        combinations: BigUint,
        /// The bet's total.
        total: BigUint,
        /// P(win) + P(push) + P(lose).
        probability: BigRational,
    },
}

impl Identity {
    /// Whether the identity holds.
    pub fn holds(&self) -> bool {
        match self {
            Identity::TotalWeight { weight, sequences } => weight == sequences,
            Identity::TotalsSum { sum, total } | Identity::CardsDealtSum { sum, total } => {
                sum == total
            }
            Identity::BetSums {
                combinations,
                total,
                probability,
                ..
            } => combinations == total && probability.is_one(),
        }
    }
}

impl Audit {
    /// Audits `bets` on `shoe` under `rules`.
    ///
    /// With [`Unpriceable::Drop`], bets the shoe cannot price (perfect pairs without suits)
    /// are left out; with [`Unpriceable::Keep`] they stay, with the reason. Either way they
    /// are among the findings, as is any edge above `max_edge`.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::analysis::{Audit, Unpriceable};
    /// use punto_banco::{main_bets, Rules, Shoe};
    /// let rules = Rules::preset("standard")?;
    /// let shoe = Shoe::with_decks(8)?;
    /// let audit = Audit::new(&shoe, &rules, &main_bets(&rules), Unpriceable::Keep, None)?;
    /// assert!(audit.identities.iter().all(|i| i.holds()));
    /// assert_eq!(audit.edges_by_decks.decks, (1..=8).collect::<Vec<u32>>());
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadBet`] for an invalid bet list (as [`Pricer::new`]).
    pub fn new(
        shoe: &Shoe,
        rules: &Rules,
        bets: &[Bet],
        unpriceable: Unpriceable,
        max_edge: Option<&BigRational>,
    ) -> Result<Audit> {
        let mut pricer = Pricer::new(rules, bets)?;
        let mut table = enumerate(shoe, rules, pricer.pair_flags());
        let mut priced = pricer.price_table(shoe, &table);
        let left_out: Vec<Priced> = priced
            .iter()
            .filter(|p| p.result().is_none())
            .cloned()
            .collect();
        if unpriceable == Unpriceable::Drop && !left_out.is_empty() {
            let keep: Vec<Bet> = bets
                .iter()
                .zip(&priced)
                .filter(|(_, p)| p.result().is_some())
                .map(|(b, _)| b.clone())
                .collect();
            pricer = Pricer::new(rules, &keep)?;
            table = enumerate(shoe, rules, pricer.pair_flags());
            priced = pricer.price_table(shoe, &table);
        }
        let audited: Vec<Bet> = pricer.bets().cloned().collect();
        // Findings over the priced bets and every bet the shoe could not price, whether it
        // was dropped from the sheet or is kept with its reason.
        let mut assessed: Vec<Priced> = priced
            .iter()
            .filter(|p| p.result().is_some())
            .cloned()
            .collect();
        assessed.extend(left_out);
        Ok(Audit {
            findings: findings(rules, &assessed, max_edge),
            bets: priced.iter().map(bet_audit).collect(),
            factors: (0..6).map(|i| shoe.total().saturating_sub(i)).collect(),
            edges_by_decks: edges_by_decks(rules, &audited)?,
            outcomes: outcomes(&table),
            cards_dealt: table
                .cards_dealt()
                .iter()
                .zip(4..)
                .map(|(c, n)| (n, share(c, table.total())))
                .collect(),
            identities: identities(shoe, &table, &priced),
            table,
            priced,
        })
    }
}

fn share(count: &BigUint, total: &BigUint) -> Share {
    Share {
        count: count.clone(),
        probability: fraction(count, total),
    }
}

fn bet_audit(p: &Priced) -> BetAudit {
    match p.result() {
        Some(r) => BetAudit {
            returns: return_lines(r),
            volatility: Some(volatility(r)),
        },
        None => BetAudit {
            returns: vec![],
            volatility: None,
        },
    }
}

/// A priced bet's return table: one row per pay line in order, then the losing row (pays
/// −1), each with its probability and its contribution to the expected value.
///
/// # Examples
/// ```
/// use punto_banco::analysis::return_lines;
/// use punto_banco::{main_bets, Pricer, Rules, Shoe};
/// let rules = Rules::preset("standard")?;
/// let priced = Pricer::new(&rules, &main_bets(&rules))?.price(&Shoe::with_decks(8)?);
/// let banco = priced.result("banco").expect("priceable");
/// let ev: num_rational::BigRational = return_lines(banco).iter().map(|l| &l.contribution).sum();
/// assert_eq!(ev, banco.ev());
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn return_lines(r: &BetResult) -> Vec<ReturnLine> {
    let row = |pays: &BigRational, count: &BigUint| ReturnLine {
        share: share(count, &r.total),
        contribution: fraction(count, &r.total) * pays,
    };
    let mut returns: Vec<ReturnLine> = r
        .lines
        .iter()
        .map(|l| row(&l.line.pays, &l.count))
        .collect();
    returns.push(row(&-BigRational::one(), &r.lose));
    returns
}

fn edges_by_decks(rules: &Rules, bets: &[Bet]) -> Result<EdgeSweep> {
    let pricer = Pricer::new(rules, bets)?;
    let by_decks: Vec<PricedBets> = EDGE_DECKS
        .map(|d| Ok(pricer.price(&Shoe::with_decks(d)?)))
        .collect::<Result<_>>()?;
    Ok(EdgeSweep {
        decks: EDGE_DECKS.collect(),
        bets: bets
            .iter()
            .enumerate()
            .map(|(i, b)| {
                let edges = by_decks
                    .iter()
                    .map(|priced| priced[i].result().map(|r| r.house_edge()))
                    .collect();
                (b.id.clone(), b.name.clone(), edges)
            })
            .collect(),
    })
}

fn outcomes(table: &CoupTable) -> Vec<(Winner, Share)> {
    [Winner::Punto, Winner::Banco, Winner::Tie]
        .into_iter()
        .map(|w| {
            let count = table.count_where(|c| c.winner() == w);
            (w, share(&count, table.total()))
        })
        .collect()
}

fn identities(shoe: &Shoe, table: &CoupTable, priced: &[Priced]) -> Vec<Identity> {
    let sum = |xs: &[BigUint]| xs.iter().fold(BigUint::zero(), |a, x| a + x);
    let matrix: Vec<BigUint> = table.totals_matrix().into_iter().flatten().collect();
    let mut v = vec![
        Identity::TotalWeight {
            weight: table.count_where(|_| true),
            sequences: sequences(shoe.total()),
        },
        Identity::TotalsSum {
            sum: sum(&matrix),
            total: table.total().clone(),
        },
        Identity::CardsDealtSum {
            sum: sum(&table.cards_dealt()),
            total: table.total().clone(),
        },
    ];
    for r in priced.iter().filter_map(Priced::result) {
        v.push(Identity::BetSums {
            name: r.name.to_string(),
            combinations: r.lines.iter().map(|l| &l.count).sum::<BigUint>() + &r.lose,
            total: r.total.clone(),
            probability: r.p_win() + r.p_push() + r.p_lose(),
        });
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::{builtin, main_bets};

    #[test]
    fn every_identity_holds_and_every_row_adds_up() {
        let rules = Rules::preset("standard").unwrap();
        let mut bets = main_bets(&rules);
        bets.push(builtin("perfect_pair", &rules).unwrap());
        let shoe = Shoe::with_decks(6).unwrap();
        let audit = Audit::new(&shoe, &rules, &bets, Unpriceable::Keep, None).unwrap();
        assert!(audit.identities.iter().all(Identity::holds));
        assert_eq!(audit.factors, [312, 311, 310, 309, 308, 307]);
        for (b, p) in audit.bets.iter().zip(audit.priced.iter()) {
            let Some(r) = p.result() else {
                assert!(b.returns.is_empty() && b.volatility.is_none(), "{}", p.id());
                continue;
            };
            let ev: BigRational = b.returns.iter().map(|l| &l.contribution).sum();
            assert_eq!(ev, r.ev(), "{}", p.id());
        }
        let p: BigRational = audit.outcomes.iter().map(|(_, s)| &s.probability).sum();
        assert!(p.is_one());
    }

    #[test]
    fn a_bet_the_shoe_cannot_price_is_dropped_or_kept_and_found_either_way() {
        let rules = Rules::preset("standard").unwrap();
        let mut bets = main_bets(&rules);
        bets.push(builtin("perfect_pair", &rules).unwrap());
        let shoe =
            Shoe::parse_counts("A=32,2=32,3=32,4=32,5=32,6=32,7=32,8=32,9=32,10=32,J=32,Q=32,K=32")
                .unwrap();
        for (mode, audited) in [(Unpriceable::Drop, 3), (Unpriceable::Keep, 4)] {
            let audit = Audit::new(&shoe, &rules, &bets, mode, None).unwrap();
            assert_eq!(audit.priced.len(), audited);
            assert_eq!(audit.edges_by_decks.bets.len(), audited);
            assert!(audit
                .findings
                .iter()
                .any(|f| matches!(f, Finding::LeftOut { .. })));
        }
    }
}

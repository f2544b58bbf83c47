//! Pricing bets exactly: counts per pay line, expected value, variance and house edge.

use super::PricedBets;
use crate::bets::{Bet, Scope};
use crate::enumerate::{enumerate, PairFlags};
use crate::error::{Error, ErrorKind, Result};
use crate::outcome::{CoupTable, Grouping};
use crate::pairs::{pairs_of, rank_pairs, suited_pairs};
use crate::ratio::{fraction, lcm_u128, reduced, reduced_i128, to_f64};
use crate::rules::Rules;
use crate::shoe::Shoe;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::sync::Arc;

/// A bet compiled against a rule set: which pay line each outcome cell falls on.
#[derive(Debug, Clone)]
struct Compiled {
    bet: Bet,
    /// The bet's pay lines, shared with every result priced from them.
    lines: Vec<Arc<crate::bets::PayLine>>,
    scope: Scope,
    /// For coup-priced bets: line index per cell, `lines.len()` for "no line: lose".
    select: Vec<Option<u8>>,
    /// `select` as cell lists over the cells a table can hold, for fast sums: for a table
    /// without pair flags, then with them (coup and pair bets).
    grouping: [Option<Grouping>; 2],
    /// For pair bets: the line of each (Punto, Banco) pair category, `lines.len()` for a loss.
    pair_lines: [[usize; 3]; 3],
}

/// Prices a fixed list of bets under one rule set, for any number of shoes.
///
/// Compiling the pay tables once makes each further shoe cost one walk plus a pass over
/// the outcome cells per bet.
///
/// # Examples
/// ```
/// use punto_banco::{main_bets, Pricer, Rules, Shoe};
/// let rules = Rules::preset("standard")?;
/// let pricer = Pricer::new(&rules, &main_bets(&rules))?;
/// let results = pricer.price(&Shoe::with_decks(8)?);
/// let banco = results.result("banco").unwrap();
/// assert_eq!(banco.id, "banco");
/// // House edge 1.0579% (Wizard of Odds).
/// assert_eq!(format!("{:.4}", 100.0 * banco.house_edge_f64()), "1.0579");
/// # Ok::<(), punto_banco::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Pricer {
    rules: Rules,
    bets: Vec<Compiled>,
    pairs: bool,
    /// Whether [`Pricer::price`] must walk with pair flags: only for bets that join pair
    /// conditions to the coup; pair-only bets are priced in closed form.
    walk_pairs: bool,
}

/// The exact result of one bet for one shoe.
#[derive(Debug, Clone, PartialEq)]
pub struct BetResult {
    /// The bet's id.
    pub id: String,
    /// The bet's name.
    pub name: String,
    /// Ordered six-card sequences in all.
    pub total: BigUint,
    /// Each pay line with the sequences that fall on it.
    pub lines: Vec<LineResult>,
    /// Sequences that match no line: the bet loses.
    pub lose: BigUint,
}

/// One pay line's share of the outcomes.
#[derive(Debug, Clone, PartialEq)]
pub struct LineResult {
    /// The line as written in the pay table, shared with the [`Pricer`] that priced it (a
    /// shoe's results copy no pay line; fields read through the `Arc` as through a reference).
    pub line: Arc<crate::bets::PayLine>,
    /// Sequences on which this line decides the bet.
    pub count: BigUint,
}

/// A priced bet, or the reason it cannot be priced for this shoe.
#[derive(Debug, Clone, PartialEq)]
pub enum Priced {
    /// The exact result.
    Ok(BetResult),
    /// The bet needs something the shoe does not give (e.g. suits).
    NotPriceable {
        /// The bet's id.
        id: String,
        /// The bet's name.
        name: String,
        /// Why it cannot be priced.
        reason: String,
    },
}

impl Priced {
    /// The result, if the bet could be priced.
    pub fn result(&self) -> Option<&BetResult> {
        match self {
            Priced::Ok(r) => Some(r),
            Priced::NotPriceable { .. } => None,
        }
    }

    /// The bet's id.
    pub fn id(&self) -> &str {
        match self {
            Priced::Ok(r) => &r.id,
            Priced::NotPriceable { id, .. } => id,
        }
    }

    /// The bet's name.
    pub fn name(&self) -> &str {
        match self {
            Priced::Ok(r) => &r.name,
            Priced::NotPriceable { name, .. } => name,
        }
    }
}

impl Pricer {
    /// Compiles `bets` for `rules`.
    ///
    /// # Errors
    /// [`ErrorKind::BadBet`] for an invalid bet or a repeated id.
    pub fn new(rules: &Rules, bets: &[Bet]) -> Result<Pricer> {
        let probe = CoupTable::new(
            BigUint::one(),
            crate::outcome::Cells::Small(vec![]),
            true,
            rules.naturals(),
        );
        let mut compiled = Vec::with_capacity(bets.len());
        for (i, bet) in bets.iter().enumerate() {
            if bets[..i].iter().any(|b| b.id == bet.id) {
                return Err(Error::bet(format!("bet id '{}' is given twice", bet.id)));
            }
            let scope = bet.validate()?;
            if bet.lines.len() > 250 {
                return Err(Error::bet(format!(
                    "bet {} has {} pay lines; at most 250 are allowed",
                    bet.id,
                    bet.lines.len()
                )));
            }
            let select = if scope == Scope::PerfectPairs {
                vec![]
            } else {
                (0..crate::outcome::CELLS)
                    .map(|cell| {
                        let coup = probe.coup(cell);
                        let line = bet.lines.iter().position(|l| l.when.matches_coup(&coup));
                        Some(line.unwrap_or(bet.lines.len()) as u8)
                    })
                    .collect()
            };
            let pair_lines = std::array::from_fn(|p| {
                std::array::from_fn(|b| {
                    let flags = pairs_of(p, b);
                    let line = bet.lines.iter().position(|l| l.when.matches_pairs(&flags));
                    line.unwrap_or(bet.lines.len())
                })
            });
            compiled.push(Compiled {
                lines: bet.lines.iter().cloned().map(Arc::new).collect(),
                bet: bet.clone(),
                scope,
                select,
                grouping: [None, None],
                pair_lines,
            });
        }
        let pairs = compiled
            .iter()
            .any(|c| matches!(c.scope, Scope::Pairs | Scope::CoupWithPairs));
        let walk_pairs = compiled.iter().any(|c| c.scope == Scope::CoupWithPairs);
        // The cells any shoe can reach: those of a full eight-deck shoe, where every
        // sequence of six cards can be dealt (at least 32 cards of every rank).
        if compiled.iter().any(|c| c.scope != Scope::PerfectPairs) {
            let full = Shoe::with_decks(8).expect("eight decks");
            for flags in [false, true] {
                let support = enumerate(&full, rules, PairFlags::when(flags)).support();
                for c in compiled
                    .iter_mut()
                    .filter(|c| c.scope != Scope::PerfectPairs)
                {
                    let g = Grouping::new(c.bet.lines.len() + 1, &c.select, &support);
                    c.grouping[usize::from(flags)] = Some(g);
                }
            }
        }
        Ok(Pricer {
            rules: rules.clone(),
            bets: compiled,
            pairs,
            walk_pairs,
        })
    }

    /// The rule set the bets were compiled for.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The bets, in order.
    pub fn bets(&self) -> impl Iterator<Item = &Bet> {
        self.bets.iter().map(|c| &c.bet)
    }

    /// Whether the walk must track rank pairs for these bets.
    pub fn pair_flags(&self) -> PairFlags {
        PairFlags::when(self.pairs)
    }

    /// Walks the shoe once and prices every bet.
    pub fn price(&self, shoe: &Shoe) -> PricedBets {
        let table = enumerate(shoe, &self.rules, PairFlags::when(self.walk_pairs));
        let rank_pairs = (self.pairs && !self.walk_pairs).then(|| rank_pairs(&shoe.counts()));
        self.price_all(&table, || suited_pairs(shoe), rank_pairs.as_ref(), true)
            .into()
    }

    /// Prices every bet from an outcome table already computed for `shoe` (with pairs
    /// tracked if [`Pricer::pair_flags`] says so).
    ///
    /// # Panics
    /// If the table lacks pair flags that a bet needs.
    pub fn price_table(&self, shoe: &Shoe, table: &CoupTable) -> PricedBets {
        self.price_all(table, || suited_pairs(shoe), None, true)
            .into()
    }

    /// The compiled bets: each bet, its scope and (for coup-priced bets) the pay-line index
    /// of every outcome cell (`lines.len()` for a loss).
    pub(crate) fn compiled(&self) -> impl Iterator<Item = (&Bet, Scope, &[Option<u8>])> {
        self.bets
            .iter()
            .map(|c| (&c.bet, c.scope, c.select.as_slice()))
    }

    /// Prices every bet from an outcome table and, for perfect-pair bets, a lazily computed
    /// (Punto, Banco) pair-category distribution over the same total (`None`: suits unknown).
    pub(crate) fn price_with(
        &self,
        table: &CoupTable,
        suited_pairs: impl FnOnce() -> Option<[[BigUint; 3]; 3]>,
    ) -> Vec<Priced> {
        self.price_all(table, suited_pairs, None, false)
    }

    /// [`Pricer::price_with`], with pair-only bets priced from `rank_pairs` (the
    /// distribution of [`rank_pairs`] for the shoe walked) when given, else from the table.
    /// `walked`: the table comes from [`enumerate`], so that its cells lie where a full
    /// shoe's do and add up to its total (the fast sums rely on both).
    fn price_all(
        &self,
        table: &CoupTable,
        suited_pairs: impl FnOnce() -> Option<[[BigUint; 3]; 3]>,
        rank_pairs: Option<&[[BigUint; 3]; 3]>,
        walked: bool,
    ) -> Vec<Priced> {
        assert!(
            table.tracks_pairs() || !self.walk_pairs && (rank_pairs.is_some() || !self.pairs),
            "bets with pair conditions need a table with pair flags"
        );
        let mut suited_pairs = Some(suited_pairs);
        let mut suited = None;
        self.bets
            .iter()
            .map(|c| {
                let groups = c.bet.lines.len() + 1;
                let counts = if c.scope == Scope::PerfectPairs {
                    let cats = suited.get_or_insert_with(|| {
                        (suited_pairs.take().expect("called once"))()
                    });
                    let Some(cats) = cats.as_ref() else {
                        return Priced::NotPriceable {
                            id: c.bet.id.clone(),
                            name: c.bet.name.clone(),
                            reason: "suits of the cards in the shoe are unknown (a shoe given by rank counts, or cards removed without their suit); give each removed card with its suit (e.g. Kh) to price perfect pairs".into(),
                        };
                    };
                    by_pair_lines(groups, &c.pair_lines, cats)
                } else if let (Scope::Pairs, Some(dist)) = (c.scope, rank_pairs) {
                    by_pair_lines(groups, &c.pair_lines, dist)
                } else if walked {
                    let grouping = c.grouping[usize::from(table.tracks_pairs())].as_ref();
                    table.grouped_sums(grouping.expect("compiled for coup and pair bets"))
                } else {
                    table.group_sums(groups, &c.select)
                };
                let mut counts = counts;
                let lose = counts.pop().expect("lose group");
                Priced::Ok(BetResult {
                    id: c.bet.id.clone(),
                    name: c.bet.name.clone(),
                    total: table.total().clone(),
                    lines: c
                        .lines
                        .iter()
                        .map(Arc::clone)
                        .zip(counts)
                        .map(|(line, count)| LineResult { line, count })
                        .collect(),
                    lose,
                })
            })
            .collect()
    }
}

/// Counts per pay line (and a last group for a loss) from a distribution over (Punto,
/// Banco) pair categories.
fn by_pair_lines(groups: usize, lines: &[[usize; 3]; 3], dist: &[[BigUint; 3]; 3]) -> Vec<BigUint> {
    let mut v = vec![BigUint::zero(); groups];
    for (lines, row) in lines.iter().zip(dist) {
        for (&line, count) in lines.iter().zip(row) {
            v[line] += count;
        }
    }
    v
}

/// Prices one bet for one shoe.
///
/// # Errors
/// [`ErrorKind::BadBet`] for an invalid bet; [`ErrorKind::NotPriceable`] when the shoe
/// lacks what the bet needs.
pub fn price_bet(shoe: &Shoe, rules: &Rules, bet: &Bet) -> Result<BetResult> {
    let pricer = Pricer::new(rules, std::slice::from_ref(bet))?;
    match pricer.price(shoe).into_vec().pop().expect("one bet") {
        Priced::Ok(r) => Ok(r),
        Priced::NotPriceable { reason, .. } => Err(Error::new(ErrorKind::NotPriceable(reason))),
    }
}

impl BetResult {
    fn p(&self, count: &BigUint) -> BigRational {
        fraction(count, &self.total)
    }

    fn sum_where(&self, keep: impl Fn(&BigRational) -> bool) -> BigUint {
        self.lines
            .iter()
            .filter(|l| keep(&l.line.pays))
            .map(|l| &l.count)
            .sum()
    }

    /// Sequences on which the bet wins (pays more than 0).
    pub fn win_count(&self) -> BigUint {
        self.sum_where(|p| p.is_positive())
    }

    /// Sequences on which the bet pushes (pays 0).
    pub fn push_count(&self) -> BigUint {
        self.sum_where(|p| p.is_zero())
    }

    /// Probability that the bet wins.
    pub fn p_win(&self) -> BigRational {
        self.p(&self.win_count())
    }

    /// Probability that the bet pushes.
    pub fn p_push(&self) -> BigRational {
        self.p(&self.push_count())
    }

    /// Probability that the bet loses.
    pub fn p_lose(&self) -> BigRational {
        self.p(&self.lose)
    }

    /// Expected value per unit staked.
    ///
    /// # Formula
    /// ```text
    /// EV = (Σ_lines count_i · pays_i − lose) / total
    /// ```
    pub fn ev(&self) -> BigRational {
        self.moment(1, -1)
    }

    /// Σ_lines count_i · pays_i^power + lose · on_lose, over the total, as one fraction: the pays'
    /// denominators are brought to their least common multiple so that only the final
    /// division reduces (much cheaper than adding reduced fractions line by line).
    fn moment(&self, power: u32, on_lose: i8) -> BigRational {
        self.moment_native(power, on_lose).unwrap_or_else(|| {
            let values: Vec<BigRational> = self
                .lines
                .iter()
                .map(|l| num_traits::pow(l.line.pays.clone(), power as usize))
                .collect();
            self.moment_big(&values, on_lose)
        })
    }

    /// [`BetResult::moment`] in big integers.
    fn moment_big(&self, values: &[BigRational], on_lose: i8) -> BigRational {
        let den = values.iter().fold(BigInt::one(), |d, v| {
            num_integer::Integer::lcm(&d, v.denom())
        });
        let mut num = BigInt::from(on_lose) * BigInt::from(self.lose.clone()) * &den;
        for (v, l) in values.iter().zip(&self.lines) {
            num += v.numer() * (&den / v.denom()) * BigInt::from(l.count.clone());
        }
        reduced(num, den * BigInt::from(self.total.clone()))
    }

    /// [`BetResult::moment`] of the pays raised to `power`, in 128-bit integers; `None` as
    /// soon as a value does not fit (then the big-integer path gives the same fraction).
    fn moment_native(&self, power: u32, on_lose: i8) -> Option<BigRational> {
        // Two passes over the lines (no list of powered pays): their denominators' least
        // common multiple, then the numerator over it.
        let value = |p: &BigRational| -> Option<(i128, u128)> {
            let (n, d) = (p.numer().to_i128()?, p.denom().to_u128()?);
            Some((n.checked_pow(power)?, d.checked_pow(power)?))
        };
        let mut den = 1u128;
        for l in &self.lines {
            let vd = l.line.pays.denom().to_u128()?.checked_pow(power)?;
            den = lcm_u128(den, vd)?;
        }
        let den_i = i128::try_from(den).ok()?;
        let lose = i128::try_from(self.lose.to_u128()?).ok()?;
        let mut num = lose.checked_mul(den_i)?.checked_mul(i128::from(on_lose))?;
        for l in &self.lines {
            let (vn, vd) = value(&l.line.pays)?;
            let count = i128::try_from(l.count.to_u128()?).ok()?;
            let scaled = vn.checked_mul(i128::try_from(den / vd).ok()?)?;
            num = num.checked_add(scaled.checked_mul(count)?)?;
        }
        Some(reduced_i128(num, den.checked_mul(self.total.to_u128()?)?))
    }

    /// House edge: minus the expected value.
    pub fn house_edge(&self) -> BigRational {
        -self.ev()
    }

    /// House edge as a float, for display.
    pub fn house_edge_f64(&self) -> f64 {
        to_f64(&self.house_edge())
    }

    /// Return to player: 1 + EV.
    pub fn rtp(&self) -> BigRational {
        BigRational::one() + self.ev()
    }

    /// Variance of the result of one unit bet.
    ///
    /// # Formula
    /// ```text
    /// Var = (Σ count_i · pays_i² + lose) / total − EV²
    /// ```
    pub fn variance(&self) -> BigRational {
        let ev = self.ev();
        self.moment(2, 1) - &ev * &ev
    }

    /// Standard deviation (display only: a square root is not rational).
    pub fn sd(&self) -> f64 {
        to_f64(&self.variance()).sqrt()
    }

    /// House edge per resolved bet (pushes excluded): −EV / P(no push). `None` if the bet
    /// always pushes.
    pub fn edge_per_resolved(&self) -> Option<BigRational> {
        let resolved = BigRational::one() - self.p_push();
        (!resolved.is_zero()).then(|| self.house_edge() / resolved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::{builtin, main_bets};

    #[test]
    fn main_bet_probabilities_sum_to_exactly_one() {
        let rules = Rules::preset("standard").unwrap();
        let pricer = Pricer::new(&rules, &main_bets(&rules)).unwrap();
        for decks in [1, 6, 8] {
            for p in pricer.price(&Shoe::with_decks(decks).unwrap()) {
                let r = p.result().unwrap();
                assert_eq!(r.p_win() + r.p_push() + r.p_lose(), BigRational::one());
            }
        }
    }

    #[test]
    fn perfect_pair_without_suits_is_not_priceable() {
        let rules = Rules::preset("standard").unwrap();
        let mut shoe = Shoe::with_decks(8).unwrap();
        shoe.remove_cards("5").unwrap();
        let bet = builtin("perfect_pair", &rules).unwrap();
        let e = price_bet(&shoe, &rules, &bet).unwrap_err();
        assert!(matches!(e.kind(), ErrorKind::NotPriceable(_)));
    }

    #[test]
    fn native_moments_equal_big_integer_moments() {
        let rules = Rules::preset("standard").unwrap();
        let bets: Vec<Bet> = crate::bets::builtin_ids()
            .into_iter()
            .map(|id| builtin(id, &rules).unwrap())
            .collect();
        let pricer = Pricer::new(&rules, &bets).unwrap();
        let mut shoes = vec![Shoe::with_decks(1).unwrap(), Shoe::with_decks(8).unwrap()];
        let mut s = Shoe::with_decks(6).unwrap();
        s.remove_cards("5 5 6 K 9 9 2 A A Q 7 8 8 8 3").unwrap();
        shoes.push(s);
        let mut checked = 0;
        for shoe in shoes {
            for p in pricer.price(&shoe) {
                let Some(r) = p.result() else { continue };
                for (power, on_lose) in [(1, -1), (2, 1)] {
                    let values: Vec<BigRational> = r
                        .lines
                        .iter()
                        .map(|l| num_traits::pow(l.line.pays.clone(), power as usize))
                        .collect();
                    let native = r.moment_native(power, on_lose).expect("fits 128 bits");
                    assert_eq!(native, r.moment_big(&values, on_lose), "{}", r.id);
                    checked += 1;
                }
            }
        }
        assert!(checked > 100);
    }

    #[test]
    fn repeated_ids_are_refused() {
        let rules = Rules::preset("standard").unwrap();
        let mut bets = main_bets(&rules);
        bets.push(bets[0].clone());
        assert!(Pricer::new(&rules, &bets).is_err());
    }
}

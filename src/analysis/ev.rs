//! Pricing bets exactly: counts per pay line, expected value, variance and house edge.

use super::result::{BetResult, LineResult, Priced};
use super::PricedBets;
use crate::bets::{Bet, ScaledPays, Scope};
use crate::enumerate::{enumerate, PairFlags};
use crate::error::{Error, ErrorKind, Result};
use crate::outcome::{CoupTable, Grouping};
use crate::pairs::{pairs_of, rank_pairs, suited_pairs};
use crate::rules::Rules;
use crate::shoe::Shoe;
use num_bigint::BigUint;
use num_traits::{One, Zero};
use std::sync::Arc;

/// A bet compiled against a rule set: which pay line each outcome cell falls on.
#[derive(Debug, Clone)]
struct Compiled {
    bet: Bet,
    /// The bet's id and name, shared with every result priced from them.
    id: Arc<str>,
    name: Arc<str>,
    /// The bet's pay lines, shared with every result priced from them.
    lines: Vec<Arc<crate::bets::PayLine>>,
    /// The pays over their common denominator, shared with every result priced from them.
    scaled: Arc<ScaledPays>,
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
/// assert_eq!(&*banco.id, "banco");
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
                id: Arc::from(bet.id.as_str()),
                name: Arc::from(bet.name.as_str()),
                lines: bet.lines.iter().cloned().map(Arc::new).collect(),
                scaled: Arc::new(ScaledPays::new(&bet.lines)),
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
                    id: Arc::clone(&c.id),
                    name: Arc::clone(&c.name),
                    total: table.total().clone(),
                    lines: c
                        .lines
                        .iter()
                        .map(Arc::clone)
                        .zip(counts)
                        .map(|(line, count)| LineResult { line, count })
                        .collect(),
                    lose,
                    scaled: Arc::clone(&c.scaled),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::{builtin, main_bets};
    use num_bigint::BigInt;
    use num_rational::BigRational;

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

    /// The moment summed line by line in reduced fractions, as the definition reads.
    fn moment_by_definition(r: &BetResult, power: u32, on_lose: i8) -> BigRational {
        let total = BigRational::from_integer(BigInt::from(r.total.clone()));
        let count = |c: &BigUint| BigRational::from_integer(BigInt::from(c.clone()));
        let mut sum = count(&r.lose) * BigRational::from_integer(BigInt::from(on_lose));
        for l in &r.lines {
            sum += num_traits::pow(l.line.pays.clone(), power as usize) * count(&l.count);
        }
        sum / total
    }

    #[test]
    fn native_and_big_integer_moments_equal_the_definition() {
        let rules = Rules::preset("standard").unwrap();
        let mut bets: Vec<Bet> = crate::bets::all_builtin(&rules);
        // Pays with unlike denominators, and one too large for the native path.
        let huge = format!("{}/7", "9".repeat(40));
        bets.push(
            Bet::from_json(&format!(
                r#"{{"id":"odd","name":"Odd","lines":[{{"when":{{"winner":"banco"}},"pays":"11/12"}},
                {{"when":{{"winner":"tie"}},"pays":"{huge}"}},{{"when":{{"winner":"punto"}},"pays":"2/9"}}]}}"#
            ))
            .unwrap(),
        );
        let pricer = Pricer::new(&rules, &bets).unwrap();
        let mut shoes = vec![Shoe::with_decks(1).unwrap(), Shoe::with_decks(8).unwrap()];
        let mut s = Shoe::with_decks(6).unwrap();
        s.remove_cards("5 5 6 K 9 9 2 A A Q 7 8 8 8 3").unwrap();
        shoes.push(s);
        let (mut native, mut big) = (0, 0);
        for shoe in shoes {
            for p in pricer.price(&shoe) {
                let Some(r) = p.result() else { continue };
                for (power, on_lose) in [(1, -1), (2, 1)] {
                    let want = moment_by_definition(r, power, on_lose);
                    assert_eq!(r.moment_big(power, on_lose), want, "{}", r.id);
                    big += 1;
                    if let Some(m) = r.moment_native(power, on_lose) {
                        assert_eq!(m, want, "{}", r.id);
                        native += 1;
                    }
                }
            }
        }
        assert!(native > 100 && big > native, "{native} native, {big} big");
    }

    #[test]
    fn repeated_ids_are_refused() {
        let rules = Rules::preset("standard").unwrap();
        let mut bets = main_bets(&rules);
        bets.push(bets[0].clone());
        assert!(Pricer::new(&rules, &bets).is_err());
    }
}

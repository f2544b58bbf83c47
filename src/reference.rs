//! The published figures, once: `tests/data/reference.json` compiled into the library, and
//! the one tolerance policy that judges a computed value against a figure. The test suite
//! and the par sheet's verification section both read this corpus and this policy.
//!
//! # Tolerance policy
//! Exact figures are compared with `==` on integers or rationals: no tolerance at all.
//! A figure published rounded to `d` decimals agrees with an exact value `x` (times the
//! figure's `scale`, e.g. 100 for a percentage) when `|x - published| <= 10^-d / 2`,
//! decided in exact rational arithmetic: the published digits are all we know, so any `x`
//! that rounds to them (either way at a tie) is accepted, and nothing else is. A rounded
//! standard deviation `s` agrees with an exact variance `v` when
//! `(s - h)^2 <= v <= (s + h)^2` with `h = 10^-d / 2`, again exactly (no square roots).
//!
//! # Examples
//! ```
//! use punto_banco::reference::corpus;
//! use punto_banco::{main_bets, Pricer, Rules, Shoe};
//! let rules = Rules::preset("standard")?;
//! let priced = Pricer::new(&rules, &main_bets(&rules))?.price(&Shoe::with_decks(8)?);
//! let corpus = corpus();
//! let edge = corpus.figure("edge-8d-banco").expect("in the corpus");
//! assert_eq!(edge.value, "1.0579");
//! assert!(edge.agrees(&priced.result("banco").unwrap().house_edge()));
//! # Ok::<(), punto_banco::Error>(())
//! ```

use crate::analysis::PricedBets;
use crate::bets::Bet;
use crate::coup::{Event, Scope};
use crate::outcome::CoupTable;
use crate::ratio::{fraction, parse_ratio};
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use serde::Deserialize;

mod reproduce;
pub use reproduce::{reproduce, Reproduced};

/// The corpus as stored: `tests/data/reference.json`.
pub const CORPUS_JSON: &str = include_str!("../tests/data/reference.json");

/// The reference corpus: every published figure, and the ones a par sheet shows.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Corpus {
    /// What the corpus holds and how it is compared.
    pub about: String,
    /// Every published figure, each with its source.
    pub figures: Vec<Figure>,
    /// The figures a par sheet shows, in the order it shows them.
    pub par_sheet: Vec<SheetFigure>,
    /// Published values of information leaks (`docs/leak.md`), checked by the leak tests.
    #[serde(default)]
    pub leaks: Vec<LeakFigure>,
    /// Published figures of programmes and promotions (`docs/promo.md`), checked by the
    /// promo tests.
    #[serde(default)]
    pub promos: Vec<PromoFigure>,
    /// Published figures of a normal volatility model stated by its assumptions
    /// (`docs/hold.md`: MacDonald's table), checked by the hold tests.
    #[serde(default)]
    pub volatility: Vec<VolatilityFigure>,
}

/// One published figure of a normal model of many decisions, stated by its assumptions:
/// a per-decision mean and standard deviation per unit, each decision independent.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VolatilityFigure {
    /// Unique id, e.g. `macdonald-1000-win-sd`.
    pub id: String,
    /// What is measured, in words.
    pub what: String,
    /// The figure: `win_sd` (one standard deviation of the result, units), `hold_sd` (of
    /// the result over the handle) or `win_mean` (the expected result, units).
    pub quantity: String,
    /// Decisions (coups), one unit each.
    pub coups: u64,
    /// The source's mean result per decision per unit, as an exact number.
    pub mean: String,
    /// The source's standard deviation per decision per unit, as an exact number.
    pub sd: String,
    /// The value as published.
    pub value: String,
    /// Decimals of the rounded value.
    pub decimals: u32,
    /// The factor the exact value is multiplied by before comparing (100 for a percent).
    pub scale: String,
    /// Where it was published.
    pub source: String,
    /// Where the published value is not what the source's own formula gives: that value,
    /// exact (the figure is kept as published, and the test checks it differs).
    #[serde(default)]
    pub formula_gives: Option<String>,
    /// How the published form was read, or why it differs.
    #[serde(default)]
    pub note: Option<String>,
}

/// One published figure of a programme or promotion: a dead chip's life or house win, or
/// a promotional chip's value, on one bet (or the mean over bets) of a preset and shoe.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PromoFigure {
    /// Unique id, e.g. `promo-life-mean-8d`.
    pub id: String,
    /// What is measured, in words.
    pub what: String,
    /// The figure: `life`, `house_win`, `match_play` or `free_bet`.
    pub quantity: String,
    /// The bets; with more than one, the figure is their mean.
    pub bets: Vec<String>,
    /// The preset the figure applies to.
    pub rules: String,
    /// Full decks in the shoe.
    pub decks: u32,
    /// The value as published.
    pub value: String,
    /// Decimals of the rounded value.
    pub decimals: u32,
    /// The factor the exact value is multiplied by before comparing (100 for a percent).
    pub scale: String,
    /// Where it was published.
    pub source: String,
}

/// One published value of an information leak: what is seen before betting, and the
/// edge per coup (or one bet's EV in one information state) the source gives for it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeakFigure {
    /// Unique id, e.g. `leak-known-card-1`.
    pub id: String,
    /// What is measured, in words.
    pub what: String,
    /// The positions seen (1-4: Punto, Banco, Punto, Banco; 5, 6: the next two cards).
    pub positions: Vec<u8>,
    /// How each seen card is read: `rank`, or groups of ranks (`6 7 8 9 | rest`).
    #[serde(default)]
    pub sort: Option<String>,
    /// A search of every two-group sort (`value` or `rank`): the figure is the best one's.
    #[serde(default)]
    pub search: Option<String>,
    /// The best sort the source names, as groups of ranks (with `search`).
    #[serde(default)]
    pub best_sort: Option<String>,
    /// For an EV in one state: the rank seen at the (single) position.
    #[serde(default)]
    pub state: Option<String>,
    /// For an EV in one state: the bet.
    #[serde(default)]
    pub bet: Option<String>,
    /// The preset the figure applies to.
    pub rules: String,
    /// Full decks in the shoe.
    pub decks: u32,
    /// The value as published.
    pub value: String,
    /// Decimals of the rounded value.
    pub decimals: u32,
    /// The factor the exact value is multiplied by before comparing (100 for a percent).
    pub scale: String,
    /// Where it was published.
    pub source: String,
    /// How the published form was read, or what the exact value shows.
    #[serde(default)]
    pub note: Option<String>,
}

/// The corpus compiled into the library.
///
/// # Panics
/// Never for the corpus as shipped (a unit test parses it); the corpus is not user input.
pub fn corpus() -> Corpus {
    serde_json::from_str(CORPUS_JSON).expect("reference.json parses (checked by a unit test)")
}

impl Corpus {
    /// The figure with id `id`.
    pub fn figure(&self, id: &str) -> Option<&Figure> {
        self.figures.iter().find(|f| f.id == id)
    }
}

/// What a figure measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Quantity {
    /// Ordered six-card sequences on which `event` happens.
    Count,
    /// All ordered six-card sequences of the shoe.
    Total,
    /// Probability of `event`, or of the listed pay `lines` of `bet` (`[]`: the bet loses).
    Probability,
    /// House edge of `bet` (minus its EV).
    HouseEdge,
    /// Standard deviation of one unit staked on `bet` (judged against the exact variance).
    Sd,
    /// P(`event`) after removing the card `removed`, less P(`event`) before.
    EorProbability,
    /// EV of `bet` after removing the card `removed`, less its EV before.
    EorEv,
}

/// One published figure for one rule set (a preset name) and a shoe of full decks.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Figure {
    /// Unique id, e.g. `main-8d-banco`.
    pub id: String,
    /// What is measured, in words.
    pub what: String,
    /// The kind of quantity.
    pub quantity: Quantity,
    /// The event counted (counts, event probabilities, EORs of an event).
    #[serde(default)]
    pub event: Option<Event>,
    /// The built-in bet measured.
    #[serde(default)]
    pub bet: Option<String>,
    /// A custom bet measured, as bets-file JSON.
    #[serde(default)]
    pub bet_json: Option<Bet>,
    /// The pay lines whose probability is published (`[]`: the bet loses).
    #[serde(default)]
    pub lines: Option<Vec<usize>>,
    /// The card removed (EOR figures).
    #[serde(default)]
    pub removed: Option<String>,
    /// The preset the figure applies to.
    pub rules: String,
    /// Full decks in the shoe.
    pub decks: u32,
    /// The value as published, as an exact number (`"8"`, `"31/415"`, `"1.0579"`).
    pub value: String,
    /// Whether the value is exact (else rounded to `decimals` places).
    pub exact: bool,
    /// Decimals of a rounded value.
    #[serde(default)]
    pub decimals: Option<u32>,
    /// The factor the exact value is multiplied by before comparing (100 for a percent).
    #[serde(default)]
    pub scale: Option<String>,
    /// Where it was published.
    pub source: String,
    /// How the published form was read, where it needed reading.
    #[serde(default)]
    pub note: Option<String>,
}

/// A figure as a par sheet shows it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SheetFigure {
    /// The [`Figure::id`].
    pub figure: String,
    /// The sheet's short label.
    pub label: String,
    /// The sheet's short source.
    pub source: String,
    /// Shown only when the sheet prices this bet (a count of one of its pay lines).
    #[serde(default)]
    pub bet: Option<String>,
}

/// Half a unit in the last of `decimals` places.
pub fn half_unit(decimals: u32) -> BigRational {
    BigRational::new(
        BigInt::one(),
        BigInt::from(2) * num_traits::pow(BigInt::from(10), decimals as usize),
    )
}

/// Whether `exact` rounds to `published`, given to `decimals` places (see the module docs).
pub fn agrees_rounded(exact: &BigRational, published: &BigRational, decimals: u32) -> bool {
    (exact - published).abs() <= half_unit(decimals)
}

/// Whether the square root of `variance` rounds to `published` at `decimals` places,
/// decided without taking a square root.
pub fn sqrt_agrees_rounded(variance: &BigRational, published: &BigRational, decimals: u32) -> bool {
    let h = half_unit(decimals);
    let lo = published - &h;
    let hi = published + &h;
    let lo2 = if lo.is_negative() {
        BigRational::zero()
    } else {
        &lo * &lo
    };
    &lo2 <= variance && variance <= &(&hi * &hi)
}

impl Figure {
    /// The factor applied to the exact value before comparing (1 when none is given).
    pub fn scale(&self) -> BigRational {
        self.scale
            .as_deref()
            .and_then(parse_ratio)
            .unwrap_or_else(BigRational::one)
    }

    /// Whether `exact` (the unscaled exact value; the variance for a standard deviation)
    /// agrees with this figure's published value under the tolerance policy.
    pub fn agrees(&self, exact: &BigRational) -> bool {
        self.agrees_with(exact, &self.value)
    }

    /// Whether `exact` agrees with `value` read at this figure's precision: the policy
    /// itself, also used to show that a near miss fails. False when `value` is not a
    /// number or the figure is malformed (an exact figure with decimals, or the reverse).
    pub fn agrees_with(&self, exact: &BigRational, value: &str) -> bool {
        let Some(published) = parse_ratio(value) else {
            return false;
        };
        let x = exact * self.scale();
        match (self.exact, self.decimals, self.quantity) {
            (true, None, q) => q != Quantity::Sd && x == published,
            (false, Some(d), Quantity::Sd) => sqrt_agrees_rounded(&x, &published, d),
            (false, Some(d), _) => agrees_rounded(&x, &published, d),
            _ => false,
        }
    }

    /// This figure's exact value (unscaled; the variance for a standard deviation) read
    /// from one shoe's outcome table and priced bets, where they hold it: `None` for
    /// effects of removal, for a bet that is not priced, for a custom bet, and for an
    /// event with pair conditions on a table without pair flags.
    pub fn value_in(&self, table: &CoupTable, priced: &PricedBets) -> Option<BigRational> {
        let bet = || priced.result(self.bet.as_deref()?);
        let count = |event: &Event| {
            let pairs = !matches!(event.validate().ok()?, Scope::Coup);
            if pairs && !table.tracks_pairs() {
                return None;
            }
            Some(table.count_where(|c| event.matches_coup(c)))
        };
        let int = |n: BigUint| BigRational::from_integer(BigInt::from(n));
        Some(match self.quantity {
            Quantity::Total => int(table.total().clone()),
            Quantity::Count => int(count(self.event.as_ref()?)?),
            Quantity::Probability => match (&self.event, &self.lines) {
                (Some(event), _) => fraction(&count(event)?, table.total()),
                (None, Some(lines)) => {
                    let r = bet()?;
                    let n: BigUint = if lines.is_empty() {
                        r.lose.clone()
                    } else {
                        lines
                            .iter()
                            .map(|&i| r.lines.get(i).map(|l| &l.count))
                            .sum::<Option<BigUint>>()?
                    };
                    fraction(&n, &r.total)
                }
                (None, None) => return None,
            },
            Quantity::HouseEdge => bet()?.house_edge(),
            Quantity::Sd => bet()?.variance(),
            Quantity::EorProbability | Quantity::EorEv => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ratio(s: &str) -> BigRational {
        parse_ratio(s).unwrap()
    }

    #[test]
    fn the_corpus_parses_and_every_sheet_figure_exists() {
        let c = corpus();
        assert!(c.figures.len() > 100);
        for s in &c.par_sheet {
            assert!(c.figure(&s.figure).is_some(), "{}", s.figure);
        }
    }

    #[test]
    fn the_tolerance_policy_accepts_exactly_the_rounding_interval() {
        let x = ratio("1.05785");
        assert!(agrees_rounded(&x, &ratio("1.0579"), 4));
        assert!(
            agrees_rounded(&x, &ratio("1.0578"), 4),
            "a tie rounds either way"
        );
        assert!(!agrees_rounded(&ratio("1.057849"), &ratio("1.0579"), 4));
        assert!(!agrees_rounded(&x, &ratio("1.058"), 4));
        assert!(sqrt_agrees_rounded(&ratio("4"), &ratio("2.0"), 1));
        assert!(!sqrt_agrees_rounded(&ratio("4.41"), &ratio("2.0"), 1));
        assert!(
            sqrt_agrees_rounded(&ratio("4.2025"), &ratio("2.0"), 1),
            "2.05 is on the edge"
        );
    }
}

//! `eor`: exact effects of removal per rank, the linear error of deeper removals, and
//! counting tags derived from or rated against them.

use super::bet_row::BetRow;
use super::echo::{RulesEcho, ShoeEcho};
use super::{select_bets, shoe_of, BetsChoice, Prepared, RulesChoice};
use crate::analysis::{
    betting_correlation, derive_tags, effect_of_removal, true_count_threshold, BetEor, TagSet,
};
use crate::card::Rank;
use crate::error::Result;
use crate::ratio::{to_f64, Exact};
use num_rational::BigRational;
use serde::Serialize;

question! {
    shoe, table;
    /// The question `eor` answers: how removing cards of each rank moves each bet's EV.
    #[cfg_attr(feature = "server", schema(as = EorBody,
        example = json!({"decks": 8, "bets": "dragon_7,panda_8", "depth": 2})))]
    pub struct EorRequest {
        /// Also remove 2, 3, ..., depth cards of each rank (default 1, at most 8).
        #[cfg_attr(feature = "server", schema(minimum = 1, maximum = 8))]
        pub depth: u32,
        /// Counting tags to rate against each bet's EORs (10 or 13 integers, comma-separated).
        pub tags: Option<String>,
        /// Derive balanced integer tags from -max_tag to max_tag.
        pub max_tag: Option<u32>,
        /// Show the exact effects as fractions in the tables.
        pub exact: bool,
    }
}

impl Default for EorRequest {
    fn default() -> EorRequest {
        EorRequest {
            decks: None,
            removed: None,
            shoe: None,
            rules: RulesChoice::default(),
            bets: BetsChoice::default(),
            custom_bets: Vec::new(),
            depth: 1,
            tags: None,
            max_tag: None,
            exact: false,
        }
    }
}

impl EorRequest {
    /// Validates the request and computes its report.
    ///
    /// # Errors
    /// Any invalid shoe, rule set, bet, depth or tag set.
    pub fn run(&self) -> Result<EorReport> {
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let rules = self.rules.resolve()?;
        let bets = select_bets(&self.bets, &self.custom_bets, &rules)?;
        let user = self.tags.as_deref().map(TagSet::parse).transpose()?;
        let max_tag = self
            .max_tag
            .or_else(|| user.map(|u| u.max_abs().clamp(1, 1000) as u32));
        let prepared = Prepared::of(&rules, &bets)?;
        let eor = effect_of_removal(prepared.pricer(), &shoe, self.depth)?;
        let counts = shoe.counts();
        let mut reports = Vec::new();
        for b in eor.bets() {
            let eors: [Option<BigRational>; 13] = Rank::ALL.map(|r| b.eor(r).cloned());
            let ok = b.base.as_ref().ok();
            let rate = |tags: &TagSet, ev: &BigRational| TagsReport {
                tags: tags.tags(),
                imbalance: tags.imbalance(&counts),
                correlation: betting_correlation(&eors, &counts, tags),
                threshold: true_count_threshold(ev, &eors, &counts, tags).map(|t| {
                    ThresholdReport {
                        true_count: Exact::from(&t.true_count),
                        true_count_decimal: to_f64(&t.true_count),
                        ev_per_true_count_percent: 100.0 * to_f64(&t.ev_per_true_count),
                    }
                }),
            };
            let derived = match (max_tag, ok) {
                (Some(m), Some(ev)) => {
                    let d = derive_tags(&eors, &counts, m)?;
                    Some(TagsReport {
                        correlation: d.correlation,
                        ..rate(&d.tags, ev)
                    })
                }
                _ => None,
            };
            let user_tags = user.zip(ok).map(|(u, ev)| rate(&u, ev));
            reports.push(BetEorReport {
                id: b.id.clone(),
                name: b.name.clone(),
                priceable: ok.is_some(),
                reason: b.base.as_ref().err().cloned(),
                figures: ok.map(|e| EorValue {
                    ev: Exact::from(e),
                    ev_percent: 100.0 * to_f64(e),
                }),
                extra: EorEffects {
                    removals: (1..=eor.depth())
                        .map(|k| DepthReport {
                            cards: k,
                            effects: effects(b, k),
                            linear_error_percent: if k == 1 {
                                Some(0.0)
                            } else {
                                linear_error(b, k)
                            },
                        })
                        .collect(),
                    derived_tags: derived,
                    user_tags,
                },
            });
        }
        Ok(EorReport {
            engine: "exact",
            rules: RulesEcho::new(&rules),
            shoe: ShoeEcho::new(&spec, &shoe),
            depth: eor.depth(),
            max_tag,
            bets: reports,
            exact: self.exact,
        })
    }
}

/// The effect of removing cards of one rank.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct RankEffect {
    /// The rank: A, 2, ..., 9, 10, J, Q, K.
    pub rank: &'static str,
    /// False when the shoe has fewer cards of the rank than were to be removed.
    pub removable: bool,
    /// The exact EV change, "n/d".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact: Option<Exact>,
    /// The EV change in percent of a unit bet.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub percent: Option<f64>,
}

/// The effects of removing `cards` cards of each rank.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct DepthReport {
    /// Cards of the rank removed.
    pub cards: u32,
    /// One entry per rank.
    pub effects: Vec<RankEffect>,
    /// Largest |exact effect − cards × EOR| over the ranks, in percent of a unit bet:
    /// how far a linear count strays.
    pub linear_error_percent: Option<f64>,
}

/// A tag set and how well it follows a bet's EORs.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct TagsReport {
    /// Tags per rank, A..K.
    pub tags: [i64; 13],
    /// Σ count × tag over the shoe: 0 for a balanced count.
    pub imbalance: i64,
    /// Betting correlation with the bet's EORs (absent when undefined).
    pub correlation: Option<f64>,
    /// When to bet: the true count above which the bet is +EV by the linear EOR model
    /// (absent for unbalanced tags or tags that do not follow the EORs).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threshold: Option<ThresholdReport>,
}

/// The true count at which a counted bet turns +EV, by the linear model of its effects of
/// removal ([`crate::analysis::true_count_threshold`]; `docs/eor.md`, "When to bet").
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ThresholdReport {
    /// The threshold true count (running count per 52 unseen cards), exact, "n/d".
    pub true_count: Exact,
    /// The same as a decimal.
    pub true_count_decimal: f64,
    /// EV gained per point of true count, in % of a unit bet.
    pub ev_per_true_count_percent: f64,
}

/// The effects of removal of one bet: its id and name, its value on the shoe when it can
/// be priced ([`EorValue`]) and its effects ([`EorEffects`]; none when it cannot).
pub type BetEorReport = BetRow<EorValue, EorEffects>;

/// A priced bet's value on the shoe.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct EorValue {
    /// The EV per unit for the shoe, exact.
    pub ev: Exact,
    /// The EV in percent of a unit bet.
    pub ev_percent: f64,
}

/// A bet's effects of removal and the tags rated against them.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct EorEffects {
    /// Removal of 1, 2, ..., depth cards of each rank; the first entry is the EOR.
    pub removals: Vec<DepthReport>,
    /// Tags derived from this bet's EORs (with --max-tag or --tags).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub derived_tags: Option<TagsReport>,
    /// The user's tags rated against this bet (with --tags).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_tags: Option<TagsReport>,
}

/// The result of `eor`.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct EorReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The rule set.
    pub rules: RulesEcho,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// Deepest removal computed.
    pub depth: u32,
    /// Largest derived tag, when tags were derived.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_tag: Option<u32>,
    /// Every selected bet.
    pub bets: Vec<BetEorReport>,
    /// Whether the tables show the exact effects as fractions (not in JSON, which always
    /// has them).
    #[serde(skip)]
    pub exact: bool,
}

fn effects(b: &BetEor, k: u32) -> Vec<RankEffect> {
    Rank::ALL
        .iter()
        .map(|&r| {
            let e = b.effect(r, k);
            RankEffect {
                rank: r.symbol(),
                removable: e.is_some(),
                exact: e.map(Exact::from),
                percent: e.map(|e| 100.0 * to_f64(e)),
            }
        })
        .collect()
}

fn linear_error(b: &BetEor, k: u32) -> Option<f64> {
    Rank::ALL
        .iter()
        .filter_map(|&r| {
            let one = b.eor(r)?;
            let kk = b.effect(r, k)?;
            let lin = one * BigRational::from_integer(k.into());
            Some(100.0 * to_f64(&(kk - lin)).abs())
        })
        .reduce(f64::max)
}

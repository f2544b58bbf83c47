//! The published figures a par sheet shows for one run, each judged against the run's
//! exact value by the corpus's tolerance policy.

use super::{corpus, Figure, Quantity};
use crate::analysis::PricedBets;
use crate::outcome::CoupTable;
use crate::ratio::to_f64;
use crate::rules::Rules;
use num_rational::BigRational;

/// A published figure next to this run's exact value.
#[derive(Debug, Clone)]
pub struct Reproduced {
    /// The par sheet's short label.
    pub label: String,
    /// The par sheet's short source.
    pub source: String,
    /// The figure as published.
    pub figure: Figure,
    /// This run's exact value (unscaled; the variance for a standard deviation).
    pub computed: BigRational,
    /// Whether they agree, by the corpus's tolerance policy.
    pub matches: bool,
}

impl Reproduced {
    /// This run's value as a decimal in the figure's own terms: the standard deviation
    /// (square root of the variance) for [`Quantity::Sd`], else the value itself.
    pub fn decimal(&self) -> f64 {
        match self.figure.quantity {
            Quantity::Sd => to_f64(&self.computed).sqrt(),
            _ => to_f64(&self.computed),
        }
    }
}

/// The par-sheet figures that apply to a run, in the corpus's order, with this run's
/// values: the rule set must be the named preset exactly and the shoe `full_decks` full
/// decks (`None`: not a whole number of full decks, so no figure applies). A figure tied
/// to a bet appears only when `priced` holds that bet.
pub fn reproduce(
    rules: &Rules,
    full_decks: Option<u32>,
    table: &CoupTable,
    priced: &PricedBets,
) -> Vec<Reproduced> {
    let Some(full_decks) = full_decks else {
        return vec![];
    };
    let is_preset = Rules::preset(rules.name()).is_ok_and(|p| p.to_file() == rules.to_file());
    if !is_preset {
        return vec![];
    }
    let corpus = corpus();
    corpus
        .par_sheet
        .iter()
        .filter(|s| s.bet.as_deref().is_none_or(|id| priced.get(id).is_some()))
        .filter_map(|s| {
            let f = corpus.figure(&s.figure)?;
            if f.rules != rules.name() || f.decks != full_decks {
                return None;
            }
            let computed = f.value_in(table, priced)?;
            Some(Reproduced {
                label: s.label.clone(),
                source: s.source.clone(),
                matches: f.agrees(&computed),
                figure: f.clone(),
                computed,
            })
        })
        .collect()
}

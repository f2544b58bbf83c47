//! The reference corpus: every published single-shoe figure in `tests/data/reference.json`,
//! recomputed by the library and compared exactly, or at its published precision
//! (the policy is in `util.rs`).

use crate::util::ratio;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use punto_banco::reference::{Figure, Quantity};
use punto_banco::{
    builtin, enumerate, fraction_of, Bet, BetResult, Event, PairFlags, Priced, Pricer, Rules, Shoe,
};
use std::collections::BTreeSet;

fn corpus() -> Vec<Figure> {
    punto_banco::reference::corpus().figures
}

/// The published value of figure `id`, as the corpus writes it: the one copy that the
/// command-line, report and EOR tests check output against.
///
/// # Panics
/// If the corpus has no figure `id`.
pub(crate) fn published(id: &str) -> String {
    corpus()
        .into_iter()
        .find(|f| f.id == id)
        .unwrap_or_else(|| panic!("no figure '{id}' in reference.json"))
        .value
}

/// The test side's own computation of a figure, straight from the engine (the library's
/// [`Figure::value_in`] serves the par sheet; this recomputes every figure independently).
trait Recompute {
    fn rules(&self) -> Rules;
    fn shoe(&self, removed: bool) -> Shoe;
    fn bet(&self, rules: &Rules) -> Bet;
    fn event(&self) -> &Event;
    fn priced(&self, removed: bool) -> BetResult;
    fn event_probability(&self, removed: bool) -> BigRational;
    fn compute(&self) -> BigRational;
}

impl Recompute for Figure {
    fn rules(&self) -> Rules {
        Rules::preset(&self.rules).unwrap_or_else(|e| panic!("{}: {e}", self.id))
    }

    fn shoe(&self, removed: bool) -> Shoe {
        let mut shoe = Shoe::with_decks(self.decks).expect("corpus decks are valid");
        if removed {
            let r = self
                .removed
                .as_deref()
                .expect("an EOR figure names the removed card");
            shoe.remove_cards(r)
                .expect("the removed card is in the shoe");
        }
        shoe
    }

    fn bet(&self, rules: &Rules) -> Bet {
        match (&self.bet, &self.bet_json) {
            (Some(id), None) => {
                builtin(id, rules).unwrap_or_else(|| panic!("{}: no bet {id}", self.id))
            }
            (None, Some(b)) => b.clone(),
            _ => panic!("{}: give exactly one of bet and bet_json", self.id),
        }
    }

    fn event(&self) -> &Event {
        let e = self
            .event
            .as_ref()
            .unwrap_or_else(|| panic!("{}: needs an event", self.id));
        e.validate()
            .unwrap_or_else(|err| panic!("{}: {err}", self.id));
        e
    }

    fn priced(&self, removed: bool) -> BetResult {
        let rules = self.rules();
        let pricer = Pricer::new(&rules, &[self.bet(&rules)]).expect("corpus bets are valid");
        match pricer.price(&self.shoe(removed)).into_vec().pop() {
            Some(Priced::Ok(r)) => r,
            other => panic!("{}: not priced: {other:?}", self.id),
        }
    }

    fn event_probability(&self, removed: bool) -> BigRational {
        let table = enumerate(&self.shoe(removed), &self.rules(), PairFlags::Tracked);
        let event = self.event();
        fraction_of(&table.count_where(|c| event.matches_coup(c)), table.total())
    }

    /// The library's exact value of the figure, before scaling.
    fn compute(&self) -> BigRational {
        let int = |n: BigUint| BigRational::from_integer(BigInt::from(n));
        match self.quantity {
            Quantity::Count => {
                let table = enumerate(&self.shoe(false), &self.rules(), PairFlags::Tracked);
                let event = self.event();
                int(table.count_where(|c| event.matches_coup(c)))
            }
            Quantity::Total => int(
                enumerate(&self.shoe(false), &self.rules(), PairFlags::Ignored)
                    .total()
                    .clone(),
            ),
            Quantity::Probability if self.event.is_some() => self.event_probability(false),
            Quantity::Probability => {
                let r = self.priced(false);
                let lines = self
                    .lines
                    .as_ref()
                    .expect("a bet probability lists its lines");
                let count: BigUint = if lines.is_empty() {
                    r.lose.clone()
                } else {
                    lines.iter().map(|&i| &r.lines[i].count).sum()
                };
                fraction_of(&count, &r.total)
            }
            Quantity::HouseEdge => self.priced(false).house_edge(),
            Quantity::Sd => self.priced(false).variance(),
            Quantity::EorProbability => {
                self.event_probability(true) - self.event_probability(false)
            }
            Quantity::EorEv => self.priced(true).ev() - self.priced(false).ev(),
        }
    }
}

#[test]
fn every_published_figure_is_reproduced() {
    let figures = corpus();
    let failures: Vec<String> = figures
        .iter()
        .filter_map(|f| {
            let exact = f.compute();
            (!f.agrees(&exact)).then(|| {
                let scale = f.scale();
                format!(
                    "{} ({}): published {}, computed {} = {:.12}",
                    f.id,
                    f.what,
                    f.value,
                    &exact * &scale,
                    punto_banco::to_f64(&(exact * scale))
                )
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} figures disagree:\n{}",
        failures.len(),
        figures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_corpus_is_well_formed_and_complete() {
    let figures = corpus();
    let ids: BTreeSet<&str> = figures.iter().map(|f| f.id.as_str()).collect();
    assert_eq!(ids.len(), figures.len(), "ids are unique");
    for f in &figures {
        assert!(
            !f.source.trim().is_empty() && !f.what.trim().is_empty(),
            "{}",
            f.id
        );
        assert_eq!(
            f.exact,
            f.decimals.is_none(),
            "{}: exact xor decimals",
            f.id
        );
        ratio(&f.value);
    }
    // Every kind of figure in the published list is represented.
    for prefix in [
        "main-1d-",
        "main-2d-",
        "main-3d-",
        "main-4d-",
        "main-5d-",
        "main-6d-",
        "main-8d-",
        "edge-8d-",
        "edge-6d-",
        "sd-8d-",
        "banco-wins-on-",
        "tie9-",
        "commission4-",
        "ez-",
        "super6-",
        "gold-",
        "punto-pair-",
        "banco-pair-",
        "perfect-pair-v1-",
        "perfect-pair-v2-",
        "dragon-bonus-punto-",
        "dragon-bonus-banco-",
        "dragon7-",
        "panda8-",
        "lucky6-",
        "egalite-",
        "big-",
        "small-",
        "banco-natural-",
        "eor-punto-win-",
        "eor-dragon7-",
        "eor-panda8-",
    ] {
        assert!(
            ids.iter().any(|i| i.starts_with(prefix)),
            "no figure for {prefix}"
        );
    }
    // Every built-in side bet priced in the corpus exists.
    let rules = Rules::preset("standard").unwrap();
    for f in &figures {
        if let Some(id) = &f.bet {
            assert!(builtin(id, &rules).is_some(), "{}", f.id);
        }
    }
}

#[test]
fn the_check_rejects_the_spreadsheet_misprint_and_near_misses() {
    let figures = corpus();
    let banco = figures.iter().find(|f| f.id == "main-8d-banco").unwrap();
    let exact = banco.compute();
    assert!(banco.agrees_with(&exact, "2292252566437888"));
    assert!(
        !banco.agrees_with(&exact, "2292252566437880"),
        "the misprinted …437,880 must fail"
    );
    // One unit off in the last published decimal fails every rounded figure.
    for f in figures.iter().filter(|f| !f.exact) {
        let exact = f.compute();
        let d = f.decimals.unwrap() as usize;
        let unit = BigRational::new(1.into(), num_traits::pow(BigInt::from(10), d));
        for off in [ratio(&f.value) + &unit, ratio(&f.value) - &unit] {
            let off = format!("{}/{}", off.numer(), off.denom());
            assert!(!f.agrees_with(&exact, &off), "{} accepts {off}", f.id);
        }
    }
}

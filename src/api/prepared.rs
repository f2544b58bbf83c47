//! Prepared questions: a rule set, a selection of bets and custom bets compiled once into
//! an immutable value that answers any number of shoes.
//!
//! Compiling the pay tables of a selection of bets costs about a hundred walks of a shoe;
//! [`Prepared::new`] therefore looks its answer up in two small process-wide caches
//! before compiling: one keyed by the request's own words (preset name, bet ids, custom
//! bets: [`REQUEST_CACHE_SIZE`] entries, so that a repeated request does not even resolve
//! its rules and bets again), one keyed by the resolved rule set and bets
//! ([`crate::analysis::PRICER_CACHE_SIZE`] entries, [`Pricer::shared`]). Both forget the
//! least recently used entry when full. Every front end (the CLI's `ev --batch`, the HTTP
//! server, Python, the tracker, `simulate`) reaches them through the requests' `run`, so
//! none manages a cache of its own.
//!
//! # Examples
//! ```
//! use punto_banco::api::{BetsChoice, Prepared, RulesChoice};
//! use punto_banco::ShoeSpec;
//!
//! let table = Prepared::new(&RulesChoice::from("standard"), &BetsChoice::from("main"), &[])?;
//! for removed in ["5 5 K", "9 9 8 8"] {
//!     let shoe = ShoeSpec { decks: Some(8), removed: Some(removed.into()), shoe: None };
//!     let report = table.ev(&shoe)?;
//!     assert_eq!(report.values.bets.len(), 3);
//! }
//! # Ok::<(), punto_banco::Error>(())
//! ```

use super::echo::{RulesEcho, ShoeEcho};
use super::ev_report::{EvAnswer, EvBatchLine, EvReport, EvValues};
use super::midcoup::{self, MidCoupReport};
use super::money::Money;
use super::{select_bets, BetsChoice, RulesChoice};
use crate::analysis::{lock, Lru, Pricer};
use crate::bets::Bet;
use crate::error::Result;
use crate::rules::{Rules, RulesFile};
use crate::shoe::{Shoe, ShoeSpec};
use serde::Deserialize;
use std::sync::{Arc, Mutex};

/// How many requests' words [`Prepared::new`] remembers (the most recently used ones).
/// Each entry shares its compiled pricer with the pricer cache, so the memory held is
/// that of at most [`REQUEST_CACHE_SIZE`] + [`crate::analysis::PRICER_CACHE_SIZE`]
/// pricers (about 0.3 MB each for all 29 built-in bets).
pub const REQUEST_CACHE_SIZE: usize = 64;

/// A rule set, a selection of bets and custom bets, compiled: answers `ev` (and mid-coup)
/// questions for any shoe. Immutable and cheap to clone (the compiled pricer is shared
/// behind an [`Arc`]); `Send + Sync`, so threads share one.
#[derive(Debug, Clone)]
pub struct Prepared {
    pricer: Arc<Pricer>,
}

/// The words of a request that decide its compiled pricer, normalized as
/// [`select_bets`] and [`Rules::preset`] read them (case-insensitive ids and names).
#[derive(Debug, PartialEq)]
struct RequestKey {
    rules: RulesKey,
    bets: Vec<String>,
    custom: Vec<Bet>,
}

#[derive(Debug, PartialEq)]
enum RulesKey {
    Preset(String),
    File(Box<RulesFile>),
    Built(Box<Rules>),
}

impl RequestKey {
    fn new(rules: &RulesChoice, bets: &BetsChoice, custom: &[Bet]) -> RequestKey {
        RequestKey {
            rules: match rules {
                RulesChoice::Preset(name) => RulesKey::Preset(name.to_ascii_lowercase()),
                RulesChoice::Inline(file) => RulesKey::File(file.clone()),
                RulesChoice::Built(r) => RulesKey::Built(r.clone()),
            },
            bets: bets
                .ids()
                .into_iter()
                .filter(|id| !id.is_empty())
                .map(|id| id.to_ascii_lowercase())
                .collect(),
            custom: custom.to_vec(),
        }
    }
}

/// The parts of a question that a [`Prepared`] compiles: the rule set, the bets and the
/// custom bets, under the JSON names every request gives them (unknown fields refused).
///
/// ```
/// use punto_banco::api::TableSpec;
/// let spec: TableSpec = serde_json::from_str(r#"{"rules": "midi", "bets": ["main", "dragon_7"]}"#)?;
/// assert_eq!(spec.prepare()?.bets().count(), 4);
/// assert!(serde_json::from_str::<TableSpec>(r#"{"bet": "main"}"#).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TableSpec {
    /// The rule set (default `standard`).
    pub rules: RulesChoice,
    /// The bets (default `main`).
    pub bets: BetsChoice,
    /// Custom bets, priced after the others (a built-in id replaces that bet).
    pub custom_bets: Vec<Bet>,
}

impl TableSpec {
    /// The prepared question (from the caches of [`Prepared::new`]).
    ///
    /// # Errors
    /// An invalid rule set or bet.
    pub fn prepare(&self) -> Result<Prepared> {
        Prepared::new(&self.rules, &self.bets, &self.custom_bets)
    }
}

static REQUESTS: Mutex<Lru<RequestKey, Prepared>> = Mutex::new(Lru::new(REQUEST_CACHE_SIZE));

impl Prepared {
    /// The prepared question of a rule set, a selection of bets and custom bets (as in a
    /// request), from the caches when it was asked before.
    ///
    /// # Errors
    /// An invalid rule set or bet (as [`RulesChoice::resolve`] and [`select_bets`]).
    pub fn new(rules: &RulesChoice, bets: &BetsChoice, custom_bets: &[Bet]) -> Result<Prepared> {
        let key = RequestKey::new(rules, bets, custom_bets);
        if let Some(p) = lock(&REQUESTS).get(&key) {
            return Ok(p);
        }
        let resolved = rules.resolve()?;
        let selected = select_bets(bets, custom_bets, &resolved)?;
        let prepared = Prepared::of(&resolved, &selected)?;
        Ok(lock(&REQUESTS).put(key, prepared))
    }

    /// The prepared question of a validated rule set and bets (from the pricer cache).
    ///
    /// # Errors
    /// An invalid bet or a repeated id (as [`Pricer::new`]).
    pub fn of(rules: &Rules, bets: &[Bet]) -> Result<Prepared> {
        Ok(Prepared {
            pricer: Pricer::shared(rules, bets)?,
        })
    }

    /// The rule set.
    pub fn rules(&self) -> &Rules {
        self.pricer.rules()
    }

    /// The bets, in the order they are priced and reported.
    pub fn bets(&self) -> impl Iterator<Item = &Bet> {
        self.pricer.bets()
    }

    /// The compiled pricer.
    pub fn pricer(&self) -> &Pricer {
        &self.pricer
    }

    /// The `ev` report of one shoe: each bet's exact value on the next coup.
    ///
    /// # Errors
    /// An invalid shoe.
    pub fn ev(&self, shoe: &ShoeSpec) -> Result<EvReport> {
        let built = shoe.build()?;
        Ok(self.ev_of(shoe, &built, None))
    }

    /// [`Prepared::ev`] of a shoe already built from `spec`, with the money options priced in.
    pub(crate) fn ev_of(&self, spec: &ShoeSpec, shoe: &Shoe, money: Option<&Money>) -> EvReport {
        EvReport {
            engine: "exact",
            rules: RulesEcho::new(self.rules()),
            shoe: ShoeEcho::new(spec, shoe),
            values: EvValues::with_money(&self.pricer, shoe, money),
            money: money.map(Money::echo),
        }
    }

    /// The mid-coup report of the coup in play whose exposed cards are `punto` and `banco`
    /// (card lists in dealing order) on `shoe`, the shoe before the coup.
    ///
    /// # Errors
    /// An invalid shoe or card, or a deal the rules do not allow.
    pub fn midcoup(&self, shoe: &ShoeSpec, punto: &str, banco: &str) -> Result<MidCoupReport> {
        let built = shoe.build()?;
        midcoup::report(shoe, &built, &self.pricer, punto, banco)
    }

    /// The answer `ev` gives: the shoe's values, or with exposed cards (`punto`, `banco`
    /// not blank) the coup in play.
    ///
    /// # Errors
    /// As [`Prepared::ev`] and [`Prepared::midcoup`].
    pub fn answer(&self, shoe: &ShoeSpec, punto: &str, banco: &str) -> Result<EvAnswer> {
        if punto.trim().is_empty() && banco.trim().is_empty() {
            self.ev(shoe).map(EvAnswer::Shoe)
        } else {
            self.midcoup(shoe, punto, banco).map(EvAnswer::Coup)
        }
    }

    /// The `ev --batch` line of one shoe (JSON only: no pay tables in short).
    pub(crate) fn batch_line(&self, line: usize, spec: &ShoeSpec, shoe: &Shoe) -> EvBatchLine {
        EvBatchLine::priced(line, spec, shoe, &self.pricer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(decks: u32, removed: &str) -> ShoeSpec {
        ShoeSpec {
            decks: Some(decks),
            removed: Some(removed.into()),
            shoe: None,
        }
    }

    #[test]
    fn spellings_of_one_question_share_one_pricer() {
        let a = Prepared::new(&"standard".into(), &"main".into(), &[]).unwrap();
        let b = Prepared::new(
            &"STANDARD".into(),
            &BetsChoice::List(vec![" Punto".into(), "banco".into(), "tie".into()]),
            &[],
        )
        .unwrap();
        let rules = Rules::preset("standard").unwrap();
        let c = Prepared::new(&RulesChoice::from(rules.clone()), &"main".into(), &[]).unwrap();
        let d = Prepared::of(&rules, &crate::bets::main_bets(&rules)).unwrap();
        for p in [&b, &c, &d] {
            assert!(Arc::ptr_eq(&a.pricer, &p.pricer));
        }
        let e = Prepared::new(&"standard".into(), &"main,dragon_7".into(), &[]).unwrap();
        assert!(!Arc::ptr_eq(&a.pricer, &e.pricer));
    }

    #[test]
    fn errors_are_not_cached_and_answers_match_the_request() {
        for _ in 0..2 {
            let e = Prepared::new(&"vegas".into(), &"main".into(), &[]).unwrap_err();
            assert!(e.to_string().contains("vegas"), "{e}");
            let e = Prepared::new(&"standard".into(), &"nope".into(), &[]).unwrap_err();
            assert!(e.to_string().contains("unknown bet 'nope'"), "{e}");
        }
        let table = Prepared::new(&"midi".into(), &"all".into(), &[]).unwrap();
        for (shoe, punto, banco) in [
            (spec(8, "5 5 K"), "", ""),
            (spec(1, "9 9"), "5 K", "3"),
            (spec(6, ""), "2", ""),
        ] {
            let req = super::super::EvRequest {
                decks: shoe.decks,
                removed: shoe.removed.clone(),
                rules: "midi".into(),
                bets: "all".into(),
                punto: punto.into(),
                banco: banco.into(),
                ..Default::default()
            };
            assert_eq!(
                table.answer(&shoe, punto, banco).unwrap(),
                req.run().unwrap()
            );
        }
        assert!(table.ev(&spec(0, "")).is_err());
        assert!(table.midcoup(&spec(8, ""), "5 K 9 9", "").is_err());
    }

    #[test]
    fn prepared_is_shared_across_threads() {
        fn send_sync<T: Send + Sync>() {}
        send_sync::<Prepared>();
    }
}

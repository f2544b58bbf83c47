//! `simulate` and `merge`: deal seeded shoes by a house procedure, price every coup
//! exactly, and join the results of split runs.

use super::simulate_report::{build_report, Inputs, SimulatePart, SimulateReport};
use super::{select_bets, BetsChoice, RulesChoice};
use crate::bets::Bet;
use crate::error::{Error, Result};
use crate::report::RulesEcho;
use crate::rules::Rules;
use crate::shoe::DEFAULT_DECKS;
use crate::simulate::{
    Burn, CountPlan, DeckEstimate, LastCoup, Procedure, Staking, Study, StudySpec, Tally,
    DEFAULT_SEED, PROCEDURE_PRESETS,
};
use serde::Deserialize;

/// How the shuffles are made (see [`Study`]).
const GENERATOR: &str =
    "ChaCha8 (rand_chacha 0.3), key = seed as 8 little-endian bytes + 24 zero bytes, \
stream = shoe index; Fisher-Yates from the last card, indices by rejection on 32-bit draws";

/// The question `simulate` answers: how often, and by how much, each bet is worth making
/// over seeded shoes dealt by a house procedure.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SimulateRequest {
    /// Shoes to deal (default 1000).
    pub shoes: u64,
    /// Index of the first shoe (default 0).
    pub first_shoe: u64,
    /// Decks per shoe (default 6).
    pub decks: Option<u32>,
    /// Seed of the shuffles (default [`DEFAULT_SEED`]).
    pub seed: Option<u64>,
    /// The rule set (default `standard`).
    pub rules: RulesChoice,
    /// The bets (default `main`).
    pub bets: BetsChoice,
    /// Custom bets, priced after the others.
    pub custom_bets: Vec<Bet>,
    /// House procedure: `midi`, `french` or `common` (default).
    pub procedure: String,
    /// Cards behind the cut card, overriding the procedure's.
    pub cut_card: Option<u32>,
    /// Burn at the start of the shoe, overriding the procedure's.
    pub burn: Option<String>,
    /// Last-coup rule, overriding the procedure's.
    pub last_coup: Option<String>,
    /// Counts, `ID=TAGS[@TRIGGER]` each.
    pub tags: Vec<String>,
    /// How true-count triggers measure the decks remaining (default `exact`).
    pub true_count: String,
    /// Bankroll for the staking model (with `table_max`).
    pub bankroll: Option<u64>,
    /// Table maximum for the staking model (with `bankroll`).
    pub table_max: Option<u64>,
    /// Width of the unseen-card bands of the depth table (default 26).
    pub bucket: u32,
}

impl Default for SimulateRequest {
    fn default() -> SimulateRequest {
        SimulateRequest {
            shoes: 1000,
            first_shoe: 0,
            decks: None,
            seed: None,
            rules: RulesChoice::default(),
            bets: BetsChoice::default(),
            custom_bets: Vec::new(),
            procedure: "common".into(),
            cut_card: None,
            burn: None,
            last_coup: None,
            tags: Vec::new(),
            true_count: "exact".into(),
            bankroll: None,
            table_max: None,
            bucket: 26,
        }
    }
}

/// A validated study, ready to deal: [`Simulation::run`] deals it.
#[derive(Debug)]
pub struct Simulation {
    study: Study,
    inputs: Inputs,
}

impl SimulateRequest {
    /// Validates the request into a study ready to deal.
    ///
    /// # Errors
    /// Any invalid shoe count, rule set, bet, procedure, count or staking model.
    pub fn prepare(&self) -> Result<Simulation> {
        if self.shoes == 0 {
            return Err(Error::study("--shoes must be at least 1, got 0"));
        }
        if self.bankroll.is_some() != self.table_max.is_some() {
            return Err(Error::study(
                "the staking model needs both bankroll and table_max",
            ));
        }
        let decks = self.decks.unwrap_or(DEFAULT_DECKS);
        let rules = self.rules.resolve()?;
        let bets = select_bets(&self.bets, &self.custom_bets, &rules)?;
        let procedure = self.procedure(u64::from(decks) * 52)?;
        let counts = self.counts(&bets, &rules, decks)?;
        let staking = self
            .bankroll
            .zip(self.table_max)
            .map(|(bankroll, table_max)| Staking {
                bankroll,
                table_max,
            });
        let seed = self.seed.unwrap_or(DEFAULT_SEED);
        let study = Study::new(StudySpec {
            rules: rules.clone(),
            bets: bets.clone(),
            decks,
            procedure: procedure.clone(),
            seed,
            counts: counts.clone(),
            staking,
            bucket: self.bucket,
        })?;
        let inputs = Inputs {
            seed,
            shoes: self.shoes,
            first_shoe: self.first_shoe,
            decks,
            procedure,
            rules: RulesEcho::new(&rules),
            bets,
            counts,
            staking,
            bucket: self.bucket,
            generator: GENERATOR.into(),
        };
        Ok(Simulation { study, inputs })
    }

    /// Validates the request, deals every shoe (on the current rayon pool) and reports.
    ///
    /// # Errors
    /// As [`SimulateRequest::prepare`].
    pub fn run(&self) -> Result<SimulateReport> {
        self.prepare()?.run(&|| ())
    }

    fn procedure(&self, cards: u64) -> Result<Procedure> {
        let mut p = Procedure::preset(&self.procedure).map_err(|_| {
            Error::study(format!(
                "procedure '{}' is not one of {}",
                self.procedure,
                PROCEDURE_PRESETS.join(", ")
            ))
        })?;
        if let Some(c) = self.cut_card {
            if c != p.cut_card {
                p.cut_card = c;
                p.name = format!("{} (cut card {c})", self.procedure);
            }
        }
        if let Some(b) = &self.burn {
            let b = Burn::parse(b)?;
            if b != p.burn {
                p.burn = b;
                p.name = format!("{} (burn {})", p.name, b.name());
            }
        }
        if let Some(l) = &self.last_coup {
            let l = LastCoup::parse(l)?;
            if l != p.last_coup {
                p.last_coup = l;
                p.name = format!("{} (last coup {})", p.name, l.name());
            }
        }
        p.validate(cards)?;
        Ok(p)
    }

    fn counts(&self, bets: &[Bet], rules: &Rules, decks: u32) -> Result<Vec<CountPlan>> {
        let counts = self
            .tags
            .iter()
            .map(|t| match CountPlan::parse_derived(t)? {
                Some((id, max, trigger)) => {
                    let bet = bets.iter().find(|b| b.id == id).ok_or_else(|| {
                        Error::count(format!(
                            "count '{t}' is for bet '{id}', which is not among --bets"
                        ))
                    })?;
                    CountPlan::derived(bet, rules, decks, max, trigger)
                }
                None => CountPlan::parse(t),
            })
            .collect::<Result<Vec<_>>>()?;
        let decks_estimate = DeckEstimate::parse(&self.true_count)?;
        Ok(counts
            .into_iter()
            .map(|c| CountPlan {
                decks: decks_estimate,
                ..c
            })
            .collect())
    }
}

impl Simulation {
    /// Shoes this study deals.
    pub fn shoes(&self) -> u64 {
        self.inputs.shoes
    }

    /// Deals every shoe on the current rayon pool, calling `tick` after each, and reports.
    ///
    /// # Errors
    /// As [`Study::run`].
    pub fn run(self, tick: &(dyn Fn() + Sync)) -> Result<SimulateReport> {
        let tally = self
            .study
            .run(self.inputs.first_shoe, self.inputs.shoes, tick)?;
        Ok(build_report(self.inputs, tally))
    }
}

/// Checks that named parts of one study can be merged: identical inputs apart from the
/// shoe range, each tally matching its inputs.
///
/// # Errors
/// [`crate::ErrorKind::BadStudy`] naming the first part that does not fit.
pub fn check_parts(parts: &[(String, SimulatePart)]) -> Result<()> {
    let shape = |i: &Inputs| Inputs {
        shoes: 0,
        first_shoe: 0,
        ..i.clone()
    };
    let Some((_, first)) = parts.first() else {
        return Err(Error::study("merge needs at least one part"));
    };
    let want = shape(&first.inputs);
    for (name, part) in parts {
        if shape(&part.inputs) != want {
            return Err(Error::study(format!(
                "'{name}' was made with different inputs (only --first-shoe and --shoes may differ)"
            )));
        }
        if part.tally.first_shoe != part.inputs.first_shoe || part.tally.shoes != part.inputs.shoes
        {
            return Err(Error::study(format!(
                "'{name}': its tally does not match its inputs"
            )));
        }
    }
    Ok(())
}

/// Joins the parts of a split study into the report a single run over their union gives,
/// byte for byte. Each part is named (e.g. by its file) for the error messages.
///
/// # Errors
/// As [`check_parts`], and when the shoe ranges leave a gap or overlap.
pub fn merge(parts: &[(String, SimulatePart)]) -> Result<SimulateReport> {
    check_parts(parts)?;
    let tally = Tally::merge(parts.iter().map(|(_, p)| p.tally.clone()).collect())?;
    let mut inputs = parts[0].1.inputs.clone();
    inputs.first_shoe = tally.first_shoe;
    inputs.shoes = tally.shoes;
    Ok(build_report(inputs, tally))
}

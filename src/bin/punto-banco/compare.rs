//! `punto-banco compare`: the same shoe and bets under several rule sets, side by side.
//!
//! A separate command rather than `odds --rules a,b,c`: `odds` reports one rule set in full
//! (its JSON has one `rules` and one `outcomes`), while a comparison is a different shape,
//! one column per rule set with differences against the first. Keeping `--rules` to one
//! rule set everywhere else keeps every other report's schema fixed.

use crate::common::{emit, load_rules, BetsArgs, CliError, OutputFormat, ShoeArgs};
use crate::odds::OutcomeReport;
use num_rational::BigRational;
use punto_banco::report::{fmt, Align, RulesEcho, ShoeEcho, Table, Tabular};
use punto_banco::{enumerate, to_f64, Priced, Pricer, Rules, Winner, PRESETS};
use serde::Serialize;
use std::io::Write;

/// Compare the house edge of each bet under several rule sets, side by side.
///
/// Prices the same shoe and bets under every rule set given (presets or rules JSON files)
/// and shows each bet's house edge under each, with the difference from the first rule set
/// in percentage points of the stake (positive: the house earns more than under the first).
/// Also shows how often Punto, Banco and Égalité win under each, since a tableau change
/// moves those too. Without --rules, every preset is compared against standard.
///
/// Example:
///   punto-banco compare --decks 8 --rules standard,midi,ez --bets main,dragon_7
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    /// Rule sets to compare, comma-separated presets or rules JSON files; the first is the
    /// baseline the differences are taken against [default: every preset].
    #[arg(long, value_name = "NAME|FILE,...", value_delimiter = ',')]
    pub rules: Vec<String>,
    #[command(flatten)]
    pub bets: BetsArgs,
}

/// Punto, Banco and Égalité under one rule set.
#[derive(Debug, Serialize)]
pub struct RuleOutcomes {
    /// Name of the rule set.
    pub rules: String,
    /// Punto wins.
    pub punto: OutcomeReport,
    /// Banco wins.
    pub banco: OutcomeReport,
    /// Égalité.
    pub tie: OutcomeReport,
}

/// One bet under one rule set.
#[derive(Debug, Serialize)]
pub struct CompareCell {
    /// Name of the rule set.
    pub rules: String,
    /// False when the bet cannot be priced for this shoe (then `reason` says why).
    pub priceable: bool,
    /// Why the bet cannot be priced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Expected value per unit staked, exact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ev: Option<String>,
    /// House edge (−EV), exact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_edge: Option<String>,
    /// House edge in percent of the stake.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_edge_percent: Option<f64>,
    /// This house edge minus the baseline's, exact; absent for the baseline itself and
    /// when either is not priceable.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difference: Option<String>,
    /// The same in percentage points.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difference_percent: Option<f64>,
}

/// One bet across the rule sets.
#[derive(Debug, Serialize)]
pub struct CompareBet {
    /// Stable id.
    pub id: String,
    /// Name.
    pub name: String,
    /// One entry per rule set, in the order given.
    pub results: Vec<CompareCell>,
}

/// The result of `compare`.
#[derive(Debug, Serialize)]
pub struct CompareReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// Name of the first rule set, the one differences are taken against.
    pub baseline: String,
    /// Every rule set compared, in full, in the order given.
    pub rules: Vec<RulesEcho>,
    /// Ordered six-card sequences in all (the same under every rule set).
    pub combinations: String,
    /// Punto, Banco and Égalité win probabilities under each rule set.
    pub outcomes: Vec<RuleOutcomes>,
    /// Every selected bet under every rule set.
    pub bets: Vec<CompareBet>,
}

impl Tabular for CompareReport {
    fn tables(&self) -> Vec<Table> {
        let mut out = Table::new(
            &format!("Outcomes by rule set: {} cards", self.shoe.cards),
            &[
                ("rules", Align::Left),
                ("Punto", Align::Right),
                ("Banco", Align::Right),
                ("Égalité (tie)", Align::Right),
            ],
        );
        for o in &self.outcomes {
            out.row(vec![
                o.rules.clone(),
                fmt::float(o.punto.decimal, 8),
                fmt::float(o.banco.decimal, 8),
                fmt::float(o.tie.decimal, 8),
            ]);
        }
        let names: Vec<&str> = self.rules.iter().map(|r| r.name.as_str()).collect();
        let mut headers: Vec<String> = Vec::new();
        for (i, n) in names.iter().enumerate() {
            headers.push(format!("{n} edge"));
            if i > 0 {
                headers.push(format!("{n} Δ"));
            }
        }
        let mut cols: Vec<(&str, Align)> = vec![("bet", Align::Left), ("id", Align::Left)];
        cols.extend(headers.iter().map(|h| (h.as_str(), Align::Right)));
        let mut edges = Table::new(
            &format!(
                "House edge by rule set (Δ: difference from {} in percentage points)",
                self.baseline
            ),
            &cols,
        );
        for b in &self.bets {
            let mut row = vec![b.name.clone(), b.id.clone()];
            for (i, c) in b.results.iter().enumerate() {
                row.push(
                    c.house_edge_percent
                        .map_or("not priceable".into(), |p| format!("{p:.4}%")),
                );
                if i > 0 {
                    row.push(match (&c.difference, c.difference_percent) {
                        (Some(d), _) if d == "0" => "0".into(),
                        (_, Some(d)) => format!("{d:+.4}"),
                        _ => "-".into(),
                    });
                }
            }
            edges.row(row);
        }
        for r in &self.rules {
            for n in &r.definition.notes {
                edges.notes.push(format!("{}: {n}", r.name));
            }
        }
        vec![out, edges]
    }
}

/// Loads the rule sets named, refusing an empty list or a name given twice.
fn rule_sets(names: &[String]) -> Result<Vec<Rules>, CliError> {
    let names: Vec<String> = if names.is_empty() {
        PRESETS.iter().map(|p| p.to_string()).collect()
    } else {
        names.iter().map(|n| n.trim().to_string()).collect()
    };
    let mut out: Vec<Rules> = Vec::new();
    for n in &names {
        if n.is_empty() {
            return Err(CliError::input(
                "--rules has an empty item; give comma-separated presets or files",
            ));
        }
        let r = load_rules(n)?;
        if out.iter().any(|o| o.name() == r.name()) {
            return Err(CliError::input(format!(
                "rule set '{}' is given twice in --rules; each rule set needs its own name",
                r.name()
            )));
        }
        out.push(r);
    }
    Ok(out)
}

fn cell(rules: &str, p: &Priced, base: Option<&BigRational>) -> CompareCell {
    let edge = p.result().map(|r| r.house_edge());
    let diff = match (&edge, base) {
        (Some(e), Some(b)) => Some(e - b),
        _ => None,
    };
    CompareCell {
        rules: rules.to_string(),
        priceable: edge.is_some(),
        reason: match p {
            Priced::NotPriceable { reason, .. } => Some(reason.clone()),
            Priced::Ok(_) => None,
        },
        ev: edge.as_ref().map(|e| fmt::exact(&-e)),
        house_edge: edge.as_ref().map(fmt::exact),
        house_edge_percent: edge.as_ref().map(|e| 100.0 * to_f64(e)),
        difference: diff.as_ref().map(fmt::exact),
        difference_percent: diff.as_ref().map(|d| 100.0 * to_f64(d)),
    }
}

pub fn run(args: &Args, format: OutputFormat, out: &mut dyn Write) -> Result<(), CliError> {
    format.tabular()?;
    let (spec, shoe) = args.shoe.shoe()?;
    let sets = rule_sets(&args.rules)?;
    let mut outcomes = Vec::new();
    let mut priced: Vec<Vec<Priced>> = Vec::new();
    let mut combinations = String::new();
    for rules in &sets {
        let bets = args.bets.bets(rules)?;
        let pricer = Pricer::new(rules, &bets)?;
        let table = enumerate(&shoe, rules, pricer.needs_pairs());
        let total = table.total();
        combinations = total.to_string();
        outcomes.push(RuleOutcomes {
            rules: rules.name().to_string(),
            punto: OutcomeReport::of(&table, Winner::Punto),
            banco: OutcomeReport::of(&table, Winner::Banco),
            tie: OutcomeReport::of(&table, Winner::Tie),
        });
        priced.push(pricer.price_table(&shoe, &table));
    }
    let bets = (0..priced[0].len())
        .map(|i| {
            let base = priced[0][i].result().map(|r| r.house_edge());
            CompareBet {
                id: priced[0][i].id().to_string(),
                name: priced[0][i].name().to_string(),
                results: sets
                    .iter()
                    .zip(&priced)
                    .enumerate()
                    .map(|(k, (r, p))| cell(r.name(), &p[i], base.as_ref().filter(|_| k > 0)))
                    .collect(),
            }
        })
        .collect();
    let report = CompareReport {
        engine: "exact",
        shoe: ShoeEcho::new(&spec, &shoe),
        baseline: sets[0].name().to_string(),
        rules: sets.iter().map(RulesEcho::new).collect(),
        combinations,
        outcomes,
        bets,
    };
    emit(&report, format, out)
}

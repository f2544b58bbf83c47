//! `punto-banco odds`: the exact odds table of a shoe.

use crate::common::{emit, BetsArgs, CliError, OutputFormat, RulesArgs, ShoeArgs};
use punto_banco::report::{
    fmt, pays_summary, Align, BetReport, RulesEcho, ShoeEcho, Table, Tabular,
};
use punto_banco::{enumerate, fraction_of, CoupTable, Pricer, Winner};
use serde::Serialize;
use std::io::Write;

/// Print the exact odds of every outcome and bet for a shoe.
///
/// Walks every coup the shoe can deal, weighting each card by the number of its rank left,
/// and counts ordered six-card sequences exactly (the convention of published analyses).
/// For each bet: what it pays, its expected value, house edge and standard deviation.
///
/// Example:
///   punto-banco odds --decks 8 --bets main,dragon_7,panda_8 --detail
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bets: BetsArgs,
    /// Also show the 10x10 distribution of final Punto and Banco totals and the
    /// distribution of cards dealt (4, 5 or 6).
    #[arg(long)]
    pub detail: bool,
}

/// Count and probability of one outcome (also used for the coup in play of `ev --punto`).
#[derive(Debug, Serialize)]
pub struct OutcomeReport {
    /// Ordered six-card sequences (for a coup in play: its completions, counted the same
    /// way), decimal integer string.
    pub count: String,
    /// Exact probability, "n/d".
    pub probability: String,
    /// Probability as a decimal.
    pub decimal: f64,
}

/// Punto win, Banco win, tie.
#[derive(Debug, Serialize)]
pub struct Outcomes {
    /// Punto wins.
    pub punto: OutcomeReport,
    /// Banco wins.
    pub banco: OutcomeReport,
    /// Égalité.
    pub tie: OutcomeReport,
}

impl OutcomeReport {
    /// The count and probability of the coups `table` ends with winner `w`.
    pub fn of(table: &CoupTable, w: Winner) -> OutcomeReport {
        let count = table.count_where(|c| c.winner() == w);
        let p = fraction_of(&count, table.total());
        OutcomeReport {
            count: count.to_string(),
            decimal: punto_banco::to_f64(&p),
            probability: p.to_string(),
        }
    }
}

impl Outcomes {
    /// The three outcomes of `table`.
    pub fn of(table: &CoupTable) -> Outcomes {
        Outcomes {
            punto: OutcomeReport::of(table, Winner::Punto),
            banco: OutcomeReport::of(table, Winner::Banco),
            tie: OutcomeReport::of(table, Winner::Tie),
        }
    }

    /// The outcomes with their display names, in table order.
    pub fn named(&self) -> [(&'static str, &OutcomeReport); 3] {
        [
            ("Punto", &self.punto),
            ("Banco", &self.banco),
            ("Égalité (tie)", &self.tie),
        ]
    }
}

/// The distributions shown with `--detail`.
#[derive(Debug, Serialize)]
pub struct Detail {
    /// `totals[p][b]`: sequences ending with Punto on p and Banco on b (decimal strings).
    pub totals: Vec<Vec<String>>,
    /// Sequences by cards dealt: keys "4", "5", "6".
    pub cards_dealt: std::collections::BTreeMap<String, String>,
}

/// The result of `odds`.
#[derive(Debug, Serialize)]
pub struct OddsReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The rule set.
    pub rules: RulesEcho,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// Ordered six-card sequences in all, N(N-1)...(N-5).
    pub combinations: String,
    /// The three outcomes.
    pub outcomes: Outcomes,
    /// Every selected bet.
    pub bets: Vec<BetReport>,
    /// With --detail.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<Detail>,
    #[serde(skip)]
    notes: Vec<String>,
    #[serde(skip)]
    pays: Vec<String>,
}

impl Tabular for OddsReport {
    fn tables(&self) -> Vec<Table> {
        let mut out = Table::new(
            &format!(
                "Outcomes: {} cards, rules {} ({} ordered six-card sequences)",
                self.shoe.cards,
                self.rules.name,
                fmt::grouped(&self.combinations.parse().expect("integer"))
            ),
            &[
                ("outcome", Align::Left),
                ("count", Align::Right),
                ("probability", Align::Right),
                ("exact", Align::Left),
            ],
        );
        for (name, o) in self.outcomes.named() {
            out.row(vec![
                name.into(),
                // Plain digits: the same cell feeds CSV, where separators get in the way.
                o.count.clone(),
                fmt::float(o.decimal, 8),
                o.probability.clone(),
            ]);
        }
        let mut bets = Table::new(
            "Bets",
            &[
                ("bet", Align::Left),
                ("id", Align::Left),
                ("pays", Align::Right),
                ("EV", Align::Right),
                ("house edge", Align::Right),
                ("SD", Align::Right),
            ],
        );
        for (b, pays) in self.bets.iter().zip(&self.pays) {
            match &b.figures {
                Some(f) => bets.row(vec![
                    b.name.clone(),
                    b.id.clone(),
                    pays.clone(),
                    fmt::float(f.ev_decimal, 6),
                    format!("{:.4}%", f.house_edge_percent),
                    fmt::float(f.sd, 4),
                ]),
                None => bets.row(vec![
                    b.name.clone(),
                    b.id.clone(),
                    "-".into(),
                    "not priceable".into(),
                    "-".into(),
                    "-".into(),
                ]),
            }
        }
        bets.notes = self.notes.clone();
        let mut tables = vec![out, bets];
        if let Some(d) = &self.detail {
            let mut cols: Vec<(String, Align)> = vec![("Punto \\ Banco".into(), Align::Left)];
            cols.extend((0..10).map(|b| (b.to_string(), Align::Right)));
            let mut t = Table {
                title: "Final totals: Punto (rows) against Banco (columns), counts".into(),
                columns: cols,
                ..Table::default()
            };
            for (p, row) in d.totals.iter().enumerate() {
                let mut r = vec![p.to_string()];
                r.extend(row.iter().cloned());
                t.row(r);
            }
            let mut c = Table::new(
                "Cards dealt",
                &[
                    ("cards", Align::Right),
                    ("count", Align::Right),
                    ("probability", Align::Right),
                ],
            );
            let total: f64 = self.combinations.parse().expect("integer");
            for (k, v) in &d.cards_dealt {
                let x: f64 = v.parse().expect("integer");
                c.row(vec![k.clone(), v.clone(), fmt::float(x / total, 8)]);
            }
            tables.push(t);
            tables.push(c);
        }
        tables
    }
}

pub fn run(args: &Args, format: OutputFormat, out: &mut dyn Write) -> Result<(), CliError> {
    format.tabular()?;
    let (spec, shoe) = args.shoe.shoe()?;
    let rules = args.rules.rules()?;
    let bets = args.bets.bets(&rules)?;
    let pricer = Pricer::new(&rules, &bets)?;
    let table = enumerate(&shoe, &rules, pricer.needs_pairs());
    let priced = pricer.price_table(&shoe, &table);
    let total = table.total();
    let detail = args.detail.then(|| Detail {
        totals: table
            .totals_matrix()
            .iter()
            .map(|r| r.iter().map(|x| x.to_string()).collect())
            .collect(),
        cards_dealt: table
            .cards_dealt()
            .iter()
            .enumerate()
            .map(|(i, x)| ((i + 4).to_string(), x.to_string()))
            .collect(),
    });
    let report = OddsReport {
        engine: "exact",
        rules: RulesEcho::new(&rules),
        shoe: ShoeEcho::new(&spec, &shoe),
        combinations: total.to_string(),
        outcomes: Outcomes::of(&table),
        pays: priced
            .iter()
            .map(|p| p.result().map_or("-".into(), pays_summary))
            .collect(),
        bets: priced.iter().map(BetReport::new).collect(),
        detail,
        notes: rules.notes().to_vec(),
    };
    emit(&report, format, out)
}

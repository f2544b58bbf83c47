//! `simulate` and `merge`: deal seeded shoes by a house procedure, price every coup
//! exactly, and join the results of split runs.

use super::echo::RulesEcho;
use super::money::{Money, MoneySpec};
use super::simulate_report::{build_report, Inputs, SimulatePart, SimulateReport};
use super::trace::{CoupLines, TraceLogs};
use super::MoneyQuestion;
use super::{select_bets, BetsChoice, RulesChoice};
use crate::bets::Bet;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::logs::LogFormat;
use crate::rules::Rules;
use crate::shoe::DEFAULT_DECKS;
use crate::simulate::{
    Burn, CountPlan, DeckEstimate, LastCoup, Procedure, Staking, Study, StudySpec, Tally,
    DEFAULT_SEED,
};

/// How the shuffles are made (see [`Study`]).
const GENERATOR: &str =
    "ChaCha8 (rand_chacha 0.3), key = seed as 8 little-endian bytes + 24 zero bytes, \
stream = shoe index; Fisher-Yates from the last card, indices by rejection on 32-bit draws";

question! {
    money(table(BetsChoice));
    /// The question `simulate` answers: how often, and by how much, each bet is worth
    /// making over seeded shoes dealt by a house procedure. The money part's rebate is paid
    /// on every resolved wager of the simulated players (won or lost, not pushed); its
    /// bankroll and table maximum (both or neither) are the staking model's.
    pub struct SimulateRequest {
        /// Shoes to deal (default 1000).
        pub shoes: u64,
        /// Index of the first shoe (default 0).
        pub first_shoe: u64,
        /// Decks per shoe (default 6).
        pub decks: Option<u32>,
        /// Seed of the shuffles (default [`DEFAULT_SEED`]).
        pub seed: Option<u64>,
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
        /// Width of the unseen-card bands of the depth table (default 26).
        pub bucket: u32,
        /// The shuffle model: `fair` (default), `riffle:K`, `shelf:S`, `carry` or
        /// `stacked:banco` (`docs/simulate.md`, "Shuffle models").
        pub shuffle: Option<String>,
    }
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
            rebate: None,
            rebate_bets: None,
            shuffle: None,
        }
    }
}

/// A validated study, ready to deal: [`Simulation::run`] deals it.
#[derive(Debug)]
pub struct Simulation {
    study: Study,
    inputs: Inputs,
    /// Each count's `--tags` argument with its trigger written out (the bet log's players).
    labels: Vec<String>,
}

impl SimulateRequest {
    /// Validates the request into a study ready to deal.
    ///
    /// # Errors
    /// Any invalid shoe count, rule set, bet, procedure, count or staking model.
    pub fn prepare(&self) -> Result<Simulation> {
        if self.shoes == 0 {
            return Err(Error::named(
                ErrorKind::BadStudy,
                Input::Shoes,
                " must be at least 1, got 0",
            )
            .with_value("0")
            .with_allowed("at least 1"));
        }
        let (money, staking) = self.money()?;
        let decks = self.decks.unwrap_or(DEFAULT_DECKS);
        // Up front: derived tags below walk the full shoe.
        crate::simulate::check_decks(decks)?;
        let rules = self.rules.resolve()?;
        let bets = select_bets(&self.bets, &self.custom_bets, &rules)?;
        let procedure = self.procedure(u64::from(decks) * 52)?;
        let counts = self.counts(&bets, &rules, decks)?;
        let seed = self.seed.unwrap_or(DEFAULT_SEED);
        let mut study = Study::new(StudySpec {
            rules: rules.clone(),
            bets: bets.clone(),
            decks,
            procedure: procedure.clone(),
            seed,
            counts: counts.clone(),
            staking,
            bucket: self.bucket,
        })?;
        if let Some(money) = &money {
            let (rebate, bets) = money.rebate();
            study = study.with_rebate(rebate, bets)?;
        }
        let shuffle: crate::simulate::Shuffle =
            self.shuffle.as_deref().unwrap_or("fair").parse()?;
        study = study.with_shuffle(shuffle);
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
            money: money.map(|m| m.echo()),
            bucket: self.bucket,
            generator: GENERATOR.into(),
            shuffle: (!shuffle.is_fair()).then(|| shuffle.to_string()),
        };
        let labels = self
            .tags
            .iter()
            .zip(&inputs.counts)
            .map(|(t, c)| match t.split_once('@') {
                Some(_) => t.trim().to_string(),
                None => format!("{}@{}", t.trim(), c.trigger),
            })
            .collect();
        Ok(Simulation {
            study,
            inputs,
            labels,
        })
    }

    /// Validates the request, deals every shoe (on the current rayon pool) and reports.
    ///
    /// # Errors
    /// As [`SimulateRequest::prepare`].
    pub fn run(&self) -> Result<SimulateReport> {
        self.prepare()?.run(&|| ())
    }

    fn procedure(&self, cards: u64) -> Result<Procedure> {
        let mut p = Procedure::preset(&self.procedure)?;
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

    /// The money part read: the rebate paid to the simulated players, and the staking
    /// model of the bankroll and table maximum (both or neither).
    fn money(&self) -> Result<(Option<Money>, Option<Staking>)> {
        if self.bankroll.is_some() != self.table_max.is_some() {
            return Err(Error::templated(
                ErrorKind::BadStudy,
                vec![
                    "the staking model needs both ".into(),
                    Input::Bankroll.into(),
                    " and ".into(),
                    Input::TableMax.into(),
                ],
            ));
        }
        let rebate = MoneySpec {
            bankroll: None,
            table_max: None,
            ..self.money_spec()
        };
        let staking = self
            .bankroll
            .zip(self.table_max)
            .map(|(bankroll, table_max)| Staking {
                bankroll,
                table_max,
            });
        Ok((Money::read(&rebate, false)?, staking))
    }

    fn counts(&self, bets: &[Bet], rules: &Rules, decks: u32) -> Result<Vec<CountPlan>> {
        let counts = self
            .tags
            .iter()
            .map(|t| match CountPlan::parse_derived(t)? {
                Some((id, max, trigger)) => {
                    let bet = bets.iter().find(|b| b.id == id).ok_or_else(|| {
                        Error::templated(
                            ErrorKind::BadCount,
                            vec![
                                format!("count '{t}' is for bet '{id}', which is not among ")
                                    .into(),
                                Input::Bets.into(),
                            ],
                        )
                        .input_is(Input::Tags)
                        .with_value(t.as_str())
                        .with_allowed("a count for a selected bet")
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

/// The most worker threads [`Simulation::run_on`] starts (`docs/cli.md`, "Limits").
pub const MAX_THREADS: usize = 256;

/// Refuses a worker-thread count outside 1 to [`MAX_THREADS`].
///
/// # Errors
/// [`crate::ErrorKind::BadStudy`] naming the count.
pub fn check_threads(threads: Option<usize>) -> Result<()> {
    match threads.filter(|t| !(1..=MAX_THREADS).contains(t)) {
        Some(t) => Err(Error::named(
            ErrorKind::BadStudy,
            Input::Threads,
            format!(" must be from 1 to {MAX_THREADS}, got {t}"),
        )
        .with_value(t.to_string())
        .with_allowed(format!("1 to {MAX_THREADS}"))),
        None => Ok(()),
    }
}

impl SimulatePart {
    /// Reads a part from the JSON text of a `simulate` result, `name` (e.g. its file)
    /// naming it in errors.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadStudy`] when the text is not a JSON result of `simulate`.
    pub fn from_json(name: &str, text: &str) -> Result<SimulatePart> {
        let bad =
            |e: String| Error::study(format!("'{name}' is not a JSON result of simulate: {e}"));
        if !text.trim_start().starts_with('{') {
            return Err(bad("it is not a JSON object {...}".into()));
        }
        serde_json::from_str(text).map_err(|e| bad(e.to_string()))
    }
}

impl Simulation {
    /// Deals every shoe on `threads` worker threads (default: every core), calling `tick`
    /// after each, and reports; the result does not depend on the thread count.
    ///
    /// # Errors
    /// As [`check_threads`] and [`Simulation::run`]; [`crate::ErrorKind::Runtime`] when
    /// the threads cannot be started.
    pub fn run_on(
        self,
        threads: Option<usize>,
        tick: &(dyn Fn() + Sync),
    ) -> Result<SimulateReport> {
        check_threads(threads)?;
        let mut pool = rayon::ThreadPoolBuilder::new();
        if let Some(t) = threads {
            pool = pool.num_threads(t);
        }
        let pool = pool
            .build()
            .map_err(|e| Error::runtime(format!("cannot start worker threads: {e}")))?;
        pool.install(|| self.run(tick))
    }

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

    /// Deals every shoe in order on this thread, writing one line per coup to `out` in
    /// `format` as it is dealt (memory stays bounded), calling `tick` after each shoe, and
    /// reports as [`Simulation::run`] does (the same tally).
    ///
    /// # Errors
    /// The outer error is a failed write; the inner one as [`Simulation::run`].
    pub fn trace(
        self,
        tick: &(dyn Fn() + Sync),
        format: LogFormat,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<Result<SimulateReport>> {
        self.trace_logs(
            tick,
            TraceLogs {
                coups: Some((format, out)),
                ..TraceLogs::default()
            },
        )
    }

    /// As [`Simulation::trace`], writing any of: per-coup lines (`--coups`), the shoe log
    /// of the cards dealt (`--deals`) and the bet log of the exact player and the counts
    /// (`--bet-log`), each in its format, as `punto-banco review` reads them.
    ///
    /// # Errors
    /// The outer error is a failed write; the inner one as [`Simulation::run`].
    pub fn trace_logs(
        self,
        tick: &(dyn Fn() + Sync),
        mut logs: TraceLogs<'_>,
    ) -> std::io::Result<Result<SimulateReport>> {
        let lines = logs
            .coups
            .as_ref()
            .map(|(f, _)| CoupLines::new(&self.inputs, *f));
        if let (Some(lines), Some((_, out))) = (&lines, logs.coups.as_mut()) {
            lines.header(*out)?;
        }
        if let Some((LogFormat::Csv, out)) = logs.deals.as_mut() {
            writeln!(out, "{}", crate::simulate::DEALS_HEADER)?;
        }
        if let Some((LogFormat::Csv, out)) = logs.bet_log.as_mut() {
            writeln!(out, "{}", crate::simulate::BET_LOG_HEADER)?;
        }
        let bets: Vec<String> = self.inputs.bets.iter().map(|b| b.id.clone()).collect();
        let count_bets: Vec<String> = self.inputs.counts.iter().map(|c| c.bet.clone()).collect();
        let labels = &self.labels;
        let mut failed = None;
        let tally = self.study.trace(
            self.inputs.first_shoe,
            self.inputs.shoes,
            tick,
            &mut |record| {
                if failed.is_some() {
                    return;
                }
                let mut write = || -> std::io::Result<()> {
                    if let (Some(lines), Some((_, out))) = (&lines, logs.coups.as_mut()) {
                        lines.write(record, *out)?;
                    }
                    if let Some((f, out)) = logs.deals.as_mut() {
                        crate::simulate::write_deals(record, *f == LogFormat::Csv, *out)?;
                    }
                    if let Some((f, out)) = logs.bet_log.as_mut() {
                        crate::simulate::write_bet_log(
                            record,
                            &bets,
                            labels,
                            &count_bets,
                            *f == LogFormat::Csv,
                            *out,
                        )?;
                    }
                    Ok(())
                };
                failed = write().err();
            },
        );
        if let Some(e) = failed {
            return Err(e);
        }
        Ok(tally.map(|t| build_report(self.inputs, t)))
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
        let i = &part.inputs;
        crate::simulate::check_decks(i.decks)
            .and_then(|()| part.tally.validate(i.decks, i.bucket, i.bets.len()))
            .map_err(|e| Error::study(format!("'{name}' is not a consistent result: {e}")))?;
        if shape(&part.inputs) != want {
            return Err(Error::templated(
                ErrorKind::BadStudy,
                vec![
                    format!("'{name}' was made with different inputs (only ").into(),
                    Input::FirstShoe.into(),
                    " and ".into(),
                    Input::Shoes.into(),
                    " may differ)".into(),
                ],
            )
            .with_value(name.as_str())
            .with_allowed("parts of one study"));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulate::{BetCoup, CoupRecord};

    #[test]
    fn coup_json_lines_keep_the_csv_column_order() {
        // Bets in the order asked for (not alphabetical), keys in the CSV's column order.
        let lines = CoupLines {
            format: LogFormat::JsonLines,
            bets: vec!["tie".into(), "banco".into()],
            counts: vec![("tie".into(), 1, "t rc>=2".into())],
        };
        let record = CoupRecord {
            shoe: 3,
            coup: 2,
            seen: 4,
            unseen: 100,
            bets: vec![
                BetCoup {
                    ev: -0.25,
                    bet: false,
                    result: -1.0,
                },
                BetCoup {
                    ev: 0.5,
                    bet: true,
                    result: 0.95,
                },
            ],
            counts: vec![crate::simulate::CountCoup {
                running: 5,
                bet: true,
            }],
            ..CoupRecord::default()
        };
        let mut out = Vec::new();
        lines.write(&record, &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            r#"{"shoe":3,"coup":2,"cards_seen":4,"cards_unseen":100,"bets":{"tie":{"ev":-0.25,"bet":false,"result":-1.0},"banco":{"ev":0.5,"bet":true,"result":0.95}},"counts":[{"id":"tie","count":"t rc>=2","rc":5,"tc":2.6,"bet":true}]}"#
                .to_string()
                + "\n"
        );
        let mut csv = Vec::new();
        let csv_lines = CoupLines {
            format: LogFormat::Csv,
            ..lines
        };
        csv_lines.header(&mut csv).unwrap();
        csv_lines.write(&record, &mut csv).unwrap();
        assert_eq!(
            String::from_utf8(csv).unwrap(),
            "shoe,coup,cards_seen,cards_unseen,tie_ev,tie_bet,tie_result,banco_ev,banco_bet,\
             banco_result,tie_count1_rc,tie_count1_tc,tie_count1_bet\n\
             3,2,4,100,-0.25,0,-1,0.5,1,0.95,5,2.6,1\n"
        );
    }
}

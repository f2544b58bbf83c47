//! `punto-banco ev`: what each bet is worth on the shoe as it stands, one shoe or a
//! stream of shoes (`--batch`).

use crate::common::{emit, BetsArgs, CliError, OutputFormat, RulesArgs, ShoeArgs};
use clap::ValueEnum;
use num_traits::Signed;
use punto_banco::report::{fmt, pays_summary, Align, RulesEcho, ShoeEcho, Table, Tabular};
use punto_banco::{Priced, Pricer, Shoe, ShoeSpec};
use serde::Serialize;
use std::io::{self, BufRead, Write};

/// Print each bet's exact expected value for the shoe as it stands, marking positive ones.
///
/// The expected value is the average net win per unit staked on the next coup, computed
/// exactly from the cards left (every coup walked, each card weighted by the cards of its
/// rank left). A positive value means the bet favours the player on this coup.
///
/// With --batch, reads one shoe per line on stdin as JSON, e.g. {"decks": 8, "removed":
/// "5 5 K"} or {"shoe": "A=31,2=32,...,K=32"}, and writes one compact JSON result per line
/// in the same order. A bad line gives {"line": N, "error": "..."} and the others still
/// run; blank lines are skipped. The exit code is 2 if any line was bad, else 0.
///
/// With --punto/--banco (mid-coup), the shoe is the shoe before the coup in play and the
/// given cards are those exposed so far: prints the exact probability of each outcome and
/// the EV of each bet over every way the coup can finish, marking bets already decided.
///
/// Examples:
///   punto-banco ev --decks 8 --removed "5 5 6 K 9 9 2" --bets main,dragon_7,panda_8
///   printf '{"decks":8,"removed":"5 5 K"}\n' | punto-banco ev --batch
///   punto-banco ev --decks 8 --punto "5 K" --banco "3" --bets main,dragon_7,punto_pair
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bets: BetsArgs,
    /// Read one JSON shoe per line on stdin and write one JSON result per line.
    #[arg(long, conflicts_with_all = ["decks", "removed", "shoe"])]
    pub batch: bool,
    #[command(flatten)]
    pub exposed: crate::midcoup::ExposedArgs,
}

/// The exact value of one bet on one shoe.
#[derive(Debug, Serialize)]
pub struct EvFigures {
    /// Expected net win per unit staked, exact "n/d".
    pub ev: String,
    /// The same in percent of the stake.
    pub ev_percent: f64,
    /// True when the expected value is above zero.
    pub positive: bool,
}

/// One bet of an `ev` result.
#[derive(Debug, Serialize)]
pub struct EvBet {
    /// Stable id.
    pub id: String,
    /// Name.
    pub name: String,
    /// False when the bet cannot be priced for this shoe (then `reason` says why).
    pub priceable: bool,
    /// Why the bet cannot be priced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The value, when priceable.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub figures: Option<EvFigures>,
    #[serde(skip)]
    pays: String,
}

impl EvBet {
    fn new(p: &Priced) -> EvBet {
        match p {
            Priced::Ok(r) => {
                let ev = r.ev();
                EvBet {
                    id: r.id.clone(),
                    name: r.name.clone(),
                    priceable: true,
                    reason: None,
                    figures: Some(EvFigures {
                        ev_percent: 100.0 * punto_banco::to_f64(&ev),
                        positive: ev.is_positive(),
                        ev: fmt::exact(&ev),
                    }),
                    pays: pays_summary(r),
                }
            }
            Priced::NotPriceable { id, name, reason } => EvBet {
                id: id.clone(),
                name: name.clone(),
                priceable: false,
                reason: Some(reason.clone()),
                figures: None,
                pays: "-".into(),
            },
        }
    }

    fn positive(&self) -> bool {
        self.figures.as_ref().is_some_and(|f| f.positive)
    }
}

/// The values of every selected bet on one shoe: shared by `ev` and each `--batch` line.
#[derive(Debug, Serialize)]
pub struct EvValues {
    /// Ordered six-card sequences in all, N(N-1)...(N-5), a decimal string.
    pub combinations: String,
    /// Ids of the bets with a positive expected value (often empty).
    pub positive: Vec<String>,
    /// Every selected bet, in the order asked for.
    pub bets: Vec<EvBet>,
}

impl EvValues {
    fn new(pricer: &Pricer, shoe: &Shoe) -> EvValues {
        let priced = pricer.price(shoe);
        let bets: Vec<EvBet> = priced.iter().map(EvBet::new).collect();
        EvValues {
            combinations: punto_banco::sequences(shoe.total()).to_string(),
            positive: bets
                .iter()
                .filter(|b| b.positive())
                .map(|b| b.id.clone())
                .collect(),
            bets,
        }
    }
}

/// The result of `ev` for one shoe.
#[derive(Debug, Serialize)]
pub struct EvReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The rule set.
    pub rules: RulesEcho,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// The values.
    #[serde(flatten)]
    pub values: EvValues,
}

impl Tabular for EvReport {
    fn tables(&self) -> Vec<Table> {
        let mut t = Table::new(
            &format!(
                "Expected value per unit staked on the next coup: {} cards left, rules {}",
                self.shoe.cards, self.rules.name
            ),
            &[
                ("bet", Align::Left),
                ("id", Align::Left),
                ("pays", Align::Right),
                ("EV %", Align::Right),
                ("EV exact", Align::Right),
                ("+EV", Align::Left),
            ],
        );
        for b in &self.values.bets {
            let (pct, exact) = match &b.figures {
                Some(f) if f.ev == "0" => ("0.0000%".into(), f.ev.clone()),
                Some(f) => (format!("{:+.4}%", f.ev_percent), f.ev.clone()),
                None => ("not priceable".into(), "-".into()),
            };
            let mark = if b.positive() { "+EV" } else { "" };
            t.row(vec![
                b.name.clone(),
                b.id.clone(),
                b.pays.clone(),
                pct,
                exact,
                mark.into(),
            ]);
        }
        t.notes.push(if self.values.positive.is_empty() {
            "No bet has a positive expected value on this shoe.".to_string()
        } else {
            format!(
                "Positive expected value (+EV): {}.",
                self.values.positive.join(", ")
            )
        });
        for b in &self.values.bets {
            if let Some(r) = &b.reason {
                t.notes.push(format!("{} not priceable: {r}.", b.id));
            }
        }
        t.notes.extend(self.rules.definition.notes.iter().cloned());
        vec![t]
    }
}

/// One line of `--batch` output for a shoe that could be priced.
#[derive(Debug, Serialize)]
struct BatchResult<'a> {
    /// Line number in the input, from 1 (blank lines count).
    line: usize,
    /// Name of the rule set.
    rules: &'a str,
    /// The shoe.
    shoe: ShoeEcho,
    #[serde(flatten)]
    values: EvValues,
}

/// One line of `--batch` output for a line that could not be read.
#[derive(Debug, Serialize)]
struct BatchError {
    /// Line number in the input, from 1.
    line: usize,
    /// What is wrong with the line.
    error: String,
}

pub fn run(args: &Args, format: OutputFormat, out: &mut dyn Write) -> Result<(), CliError> {
    let rules = args.rules.rules()?;
    let bets = args.bets.bets(&rules)?;
    let pricer = Pricer::new(&rules, &bets)?;
    if args.batch {
        if args.exposed.any() {
            return Err(CliError::input(
                "--punto/--banco describe one coup in play; they do not go with --batch",
            ));
        }
        if !matches!(format, OutputFormat::Table | OutputFormat::Json) {
            return Err(CliError::input(format!(
                "ev --batch writes JSON lines; --format {} is not available with --batch",
                format
                    .to_possible_value()
                    .map_or(String::new(), |v| v.get_name().to_string())
            )));
        }
        let stdin = io::stdin();
        return batch(&pricer, &mut stdin.lock(), out);
    }
    format.tabular()?;
    let (spec, shoe) = args.shoe.shoe()?;
    if args.exposed.any() {
        let report = crate::midcoup::report(&spec, &shoe, &rules, &pricer, &args.exposed)?;
        return emit(&report, format, out);
    }
    let report = EvReport {
        engine: "exact",
        rules: RulesEcho::new(&rules),
        shoe: ShoeEcho::new(&spec, &shoe),
        values: EvValues::new(&pricer, &shoe),
    };
    emit(&report, format, out)
}

/// Prices every shoe of `input` with one compiled pricer, writing one line per shoe.
///
/// Each output line is flushed at once, so a program can feed a shoe and wait for its
/// answer. Bad lines become error objects; the count of them decides the exit code.
fn batch(pricer: &Pricer, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let mut buf = Vec::new();
    let (mut line, mut bad, mut first_bad) = (0usize, 0usize, 0usize);
    loop {
        buf.clear();
        let n = input
            .read_until(b'\n', &mut buf)
            .map_err(|e| CliError::Runtime(format!("cannot read stdin: {e}")))?;
        if n == 0 {
            break;
        }
        line += 1;
        let text = match std::str::from_utf8(&buf) {
            Ok(t) => t.trim(),
            Err(_) => "\u{fffd}",
        };
        if text.is_empty() {
            continue;
        }
        match read_line(text) {
            Ok((spec, shoe)) => {
                let r = BatchResult {
                    line,
                    rules: pricer.rules().name(),
                    shoe: ShoeEcho::new(&spec, &shoe),
                    values: EvValues::new(pricer, &shoe),
                };
                serde_json::to_writer(&mut *out, &r).map_err(io::Error::from)?;
            }
            Err(error) => {
                bad += 1;
                if first_bad == 0 {
                    first_bad = line;
                }
                serde_json::to_writer(&mut *out, &BatchError { line, error })
                    .map_err(io::Error::from)?;
            }
        }
        out.write_all(b"\n")?;
        out.flush()?;
    }
    if bad > 0 {
        return Err(CliError::input(format!(
            "{bad} batch line(s) could not be read, the first is line {first_bad}; \
             each has an error object in the output"
        )));
    }
    Ok(())
}

fn read_line(text: &str) -> Result<(ShoeSpec, Shoe), String> {
    if text == "\u{fffd}" {
        return Err("the line is not valid UTF-8".into());
    }
    let spec: ShoeSpec = serde_json::from_str(text).map_err(|e| {
        format!(
            "not a shoe: {e}; write e.g. {{\"decks\": 8, \"removed\": \"5 5 K\"}} \
             or {{\"shoe\": \"A=31,2=32,...,K=32\"}}"
        )
    })?;
    let shoe = spec.build().map_err(|e| e.to_string())?;
    Ok((spec, shoe))
}

#[cfg(test)]
mod tests {
    use super::*;
    use punto_banco::{main_bets, Rules};

    fn run_batch(input: &str) -> (String, Result<(), CliError>) {
        let rules = Rules::preset("standard").unwrap();
        let pricer = Pricer::new(&rules, &main_bets(&rules)).unwrap();
        let mut out = Vec::new();
        let r = batch(&pricer, &mut input.as_bytes(), &mut out);
        (String::from_utf8(out).unwrap(), r)
    }

    #[test]
    fn batch_keeps_order_numbers_lines_and_skips_blanks() {
        let (out, r) =
            run_batch("{\"decks\":1}\n\n{\"decks\":0}\r\n  \n{\"shoe\":\"A=1\"}\n{\"decks\":2}");
        let lines: Vec<serde_json::Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[0]["line"], 1);
        assert_eq!(lines[0]["combinations"], "14658134400");
        assert_eq!(lines[1]["line"], 3);
        assert!(lines[1]["error"]
            .as_str()
            .unwrap()
            .contains("decks must be at least 1"));
        assert_eq!(lines[2]["line"], 5);
        assert!(lines[2]["error"].as_str().unwrap().contains("missing rank"));
        assert_eq!(lines[3]["line"], 6);
        assert_eq!(lines[3]["combinations"], "1092514737600");
        let e = r.unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(e.to_string().contains("2 batch line(s)") && e.to_string().contains("line 3"));
    }

    #[test]
    fn batch_of_good_lines_succeeds_and_bad_json_is_reported() {
        let (out, r) = run_batch("{\"decks\":8,\"removed\":\"5 5 K\"}\n");
        assert!(r.is_ok());
        assert!(out.ends_with("}\n") && out.lines().count() == 1);
        let (out, r) = run_batch("{\"deck\":8}\nnot json\n");
        assert!(out.lines().next().unwrap().contains("unknown field `deck`"));
        assert!(out.lines().nth(1).unwrap().contains("\"line\":2"));
        assert!(r.is_err());
    }
}

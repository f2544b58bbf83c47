//! `punto-banco ev`: what each bet is worth on the shoe as it stands, one shoe or a
//! stream of shoes (`--batch`).

use crate::common::{emit, BetsArgs, CliError, OutputFormat, RulesArgs, ShoeArgs};
use clap::ValueEnum;
use punto_banco::api::{EvBatchError, EvBatchLine, EvRequest};
use punto_banco::Pricer;
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
    pub exposed: ExposedArgs,
}

pub fn run(args: &Args, format: OutputFormat, out: &mut dyn Write) -> Result<(), CliError> {
    let (decks, removed, shoe) = args.shoe.fields();
    let req = EvRequest {
        decks,
        removed,
        shoe,
        rules: args.rules.choice()?,
        bets: args.bets.choice(),
        custom_bets: args.bets.custom()?,
        punto: args.exposed.punto.clone(),
        banco: args.exposed.banco.clone(),
    };
    let pricer = req.pricer()?;
    if args.batch {
        if req.mid_coup() {
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
    emit(&req.run()?, format, out)
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
        let result = if text == "\u{fffd}" {
            Err("the line is not valid UTF-8".to_string())
        } else {
            EvBatchLine::read(line, text, pricer)
        };
        match result {
            Ok(r) => {
                serde_json::to_writer(&mut *out, &r).map_err(io::Error::from)?;
            }
            Err(error) => {
                bad += 1;
                if first_bad == 0 {
                    first_bad = line;
                }
                serde_json::to_writer(&mut *out, &EvBatchError { line, error })
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

/// The exposed cards of the coup in play. The shoe is the shoe before the coup: the
/// exposed cards are removed from it.
#[derive(Debug, Clone, clap::Args)]
pub struct ExposedArgs {
    /// Mid-coup: Punto's cards exposed so far in the coup in play, in dealing order, e.g.
    /// "5 K" (ranks A, 2-9, 10/T, J, Q, K, optional suit s/h/d/c). Cards are dealt Punto,
    /// Banco, Punto, Banco, then Punto's third card, then Banco's.
    #[arg(long, value_name = "CARDS", default_value = "")]
    pub punto: String,
    /// Mid-coup: Banco's cards exposed so far, in dealing order, e.g. "3".
    #[arg(long, value_name = "CARDS", default_value = "")]
    pub banco: String,
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

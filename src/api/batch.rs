//! `ev --batch`: a stream of shoes (and coups in play), one JSON object per line in, one
//! per line out, priced with pay tables compiled once.
//!
//! A line holds the fields of an [`EvRequest`] that describe one question: `decks`,
//! `removed`, `shoe` (the shoe), `punto` and `banco` (the exposed cards of a coup in play),
//! and `rules` and `bets`, which replace the batch's own for that line only. The custom
//! bets of the batch (`--bets-file`) apply to every line. Unknown fields are errors.
//!
//! # Examples
//! ```
//! use punto_banco::api::{EvBatch, EvRequest};
//!
//! let batch = EvBatch::new(&EvRequest::default())?;
//! let input = "{\"decks\": 8, \"removed\": \"5 5 K\"}\n\n{\"decks\": 0}\n{\"rules\": \"ez\"}\n";
//! let mut out = Vec::new();
//! let summary = batch.run(&mut input.as_bytes(), &mut out).expect("in memory");
//! assert_eq!((summary.lines, summary.bad, summary.first_bad), (3, 1, Some(3)));
//! let text = String::from_utf8(out)?;
//! let lines: Vec<&str> = text.lines().collect();
//! assert!(lines[0].starts_with("{\"line\":1,\"rules\":\"standard\""));
//! assert!(lines[1].starts_with("{\"line\":3,\"error\":\"decks must be at least 1"));
//! assert!(lines[2].starts_with("{\"line\":4,\"rules\":\"ez\""));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::ev::EvRequest;
use super::ev_report::{EvBatchError, EvBatchLine};
use super::midcoup::{self, MidCoupReport};
use super::{BetsChoice, Prepared, RulesChoice, ShoeQuestion};
use crate::bets::Bet;
use crate::error::{Neutral, Result, Words};
use crate::input::{read_line_capped, skip_line, Line, MAX_BATCH_LINE_BYTES};
use serde::Serialize;
use std::io::{self, BufRead, Write};

question! {
    shoe;
    /// One line of batch input: the shoe part, then the rules and bets that replace the
    /// batch's own for this line (no custom bets: the batch's apply to every line), then
    /// the exposed cards of a coup in play.
    #[derive(Default)]
    struct BatchInput {
        rules: Option<RulesChoice>,
        bets: Option<BetsChoice>,
        punto: String,
        banco: String,
    }
}

/// One line of batch output for a coup in play (`punto`/`banco` given).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct EvBatchCoup {
    /// Line number in the input, from 1 (blank lines count).
    pub line: usize,
    /// The coup in play, as `ev --punto .. --banco ..` reports it.
    #[serde(flatten)]
    pub coup: MidCoupReport,
}

/// One answered line of batch output.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(untagged)]
pub enum EvBatchAnswer {
    /// A shoe: each bet's value on the next coup.
    Shoe(Box<EvBatchLine>),
    /// A coup in play.
    Coup(Box<EvBatchCoup>),
}

/// What a batch run met: lines answered and lines that were bad.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BatchSummary {
    /// Lines read that were not blank.
    pub lines: usize,
    /// Lines that got an error object.
    pub bad: usize,
    /// The number of the first bad line.
    pub first_bad: Option<usize>,
}

impl BatchSummary {
    /// `Ok` when every line was answered, else the error a front end ends the batch with
    /// (after every line was answered).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] counting the bad lines and naming the first.
    pub fn result(&self) -> Result<()> {
        match self.first_bad {
            Some(first) => Err(crate::error::Error::input(format!(
                "{} could not be read, the first is line {first}; each has an error object \
                 in the output",
                crate::error::plural(self.bad as u64, "batch line", "batch lines")
            ))),
            None => Ok(()),
        }
    }
}

/// Why a batch run stopped before the end of its input.
#[derive(Debug)]
pub enum BatchError {
    /// The input could not be read.
    Read(io::Error),
    /// The output could not be written (a reader that went away: a broken pipe).
    Write(io::Error),
}

/// A batch of `ev` questions sharing one rule set, one selection of bets and one prepared
/// question (a line that names its own `rules` or `bets` gets its own from the caches of
/// [`Prepared::new`], so lines that repeat them compile nothing).
#[derive(Debug)]
pub struct EvBatch {
    rules: RulesChoice,
    bets: BetsChoice,
    custom: Vec<Bet>,
    prepared: Prepared,
    /// How a line's errors name the inputs (the front end's terms).
    words: &'static dyn Words,
}

impl EvBatch {
    /// The batch of `request`'s rules, bets and custom bets (its shoe and exposed cards
    /// are not used: each line gives its own).
    ///
    /// # Errors
    /// An invalid rule set or bet.
    pub fn new(request: &EvRequest) -> Result<EvBatch> {
        Ok(EvBatch {
            rules: request.rules.clone(),
            bets: request.bets.clone(),
            custom: request.custom_bets.clone(),
            prepared: request.prepared()?,
            words: &Neutral,
        })
    }

    /// The batch with its lines' error messages naming inputs in `words`' terms (the
    /// CLI's flags; by default the neutral names, [`Neutral`]).
    pub fn worded_by(self, words: &'static dyn Words) -> EvBatch {
        EvBatch { words, ..self }
    }

    /// Answers line number `line` (from 1), whose text is `text`.
    ///
    /// # Errors
    /// The message of the line's error object: the line is not a JSON object of the
    /// fields above, or its shoe, rules, bets or exposed cards are invalid.
    pub fn line(&self, line: usize, text: &str) -> std::result::Result<EvBatchAnswer, String> {
        // A JSON object only: serde reads `[8, "5 5 K"]` as the fields in order.
        let input: BatchInput = crate::json::from_str(text).map_err(|e| {
            format!(
                "not a shoe: {e}; write e.g. {{\"decks\": 8, \"removed\": \"5 5 K\"}} \
                 or {{\"shoe\": \"A=31,2=32,...,K=32\", \"rules\": \"midi\"}}; a line's \
                 fields are decks, removed, shoe, rules, bets, punto, banco"
            )
        })?;
        let own;
        let prepared = if input.rules.is_some() || input.bets.is_some() {
            own = Prepared::new(
                input.rules.as_ref().unwrap_or(&self.rules),
                input.bets.as_ref().unwrap_or(&self.bets),
                &self.custom,
            )
            .map_err(|e| e.worded(self.words))?;
            &own
        } else {
            &self.prepared
        };
        let spec = input.shoe_spec();
        let shoe = spec.build().map_err(|e| e.worded(self.words))?;
        if input.punto.trim().is_empty() && input.banco.trim().is_empty() {
            let priced = prepared.batch_line(line, &spec, &shoe);
            return Ok(EvBatchAnswer::Shoe(Box::new(priced)));
        }
        let coup = midcoup::report(&spec, &shoe, prepared.pricer(), &input.punto, &input.banco)
            .map_err(|e| e.worded(self.words))?;
        Ok(EvBatchAnswer::Coup(Box::new(EvBatchCoup { line, coup })))
    }

    /// Reads every line of `input` and writes one compact JSON object per line to `out`,
    /// in order, flushing each at once (a program can write a line and wait for its
    /// answer). A bad line gets `{"line": N, "error": "..."}` and the next lines still run;
    /// blank lines are skipped but counted. A line longer than 64 KiB is refused and
    /// skipped without being held in memory.
    ///
    /// # Errors
    /// [`BatchError::Read`] or [`BatchError::Write`] when reading `input` or writing `out`
    /// failed (bad lines are not errors: see the summary).
    pub fn run(
        &self,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> std::result::Result<BatchSummary, BatchError> {
        let mut buf = Vec::new();
        let mut summary = BatchSummary::default();
        let mut line = 0usize;
        loop {
            let read = read_line_capped(input, MAX_BATCH_LINE_BYTES, &mut buf)
                .map_err(BatchError::Read)?;
            line += 1;
            let result = match read {
                Line::End => break,
                Line::TooLong => Err(format!(
                    "line {line} is longer than 64 KiB ({MAX_BATCH_LINE_BYTES} bytes), the \
                     limit for a batch line; it was skipped"
                )),
                Line::Text => match std::str::from_utf8(&buf) {
                    Ok(t) if t.trim().is_empty() => continue,
                    Ok(t) => self.line(line, t.trim()),
                    Err(_) => Err("the line is not valid UTF-8".to_string()),
                },
            };
            summary.lines += 1;
            let written = match result {
                Ok(answer) => serde_json::to_writer(&mut *out, &answer),
                Err(error) => {
                    summary.bad += 1;
                    summary.first_bad.get_or_insert(line);
                    serde_json::to_writer(&mut *out, &EvBatchError { line, error })
                }
            };
            written
                .map_err(io::Error::from)
                .and_then(|()| out.write_all(b"\n"))
                .and_then(|()| out.flush())
                .map_err(BatchError::Write)?;
            if read == Line::TooLong {
                skip_line(input).map_err(BatchError::Read)?;
            }
        }
        Ok(summary)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(input: &str) -> (Vec<serde_json::Value>, BatchSummary) {
        let batch = EvBatch::new(&EvRequest::default()).unwrap();
        let mut out = Vec::new();
        let summary = batch.run(&mut input.as_bytes(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        (lines, summary)
    }

    #[test]
    fn batch_keeps_order_numbers_lines_and_skips_blanks() {
        let (lines, s) =
            run("{\"decks\":1}\n\n{\"decks\":0}\r\n  \n{\"shoe\":\"A=1\"}\n{\"decks\":2}");
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[0]["line"], 1);
        assert_eq!(lines[0]["combinations"], "14658134400");
        assert_eq!(lines[1]["line"], 3);
        let e = lines[1]["error"].as_str().unwrap();
        assert!(e.contains("decks must be at least 1"), "{e}");
        assert_eq!(lines[2]["line"], 5);
        assert!(lines[2]["error"].as_str().unwrap().contains("missing rank"));
        assert_eq!(lines[3]["line"], 6);
        assert_eq!(lines[3]["combinations"], "1092514737600");
        assert_eq!(
            s,
            BatchSummary {
                lines: 4,
                bad: 2,
                first_bad: Some(3)
            }
        );
    }

    #[test]
    fn a_line_may_name_its_rules_bets_and_exposed_cards() {
        let (lines, s) = run(concat!(
            "{\"decks\":8,\"rules\":\"MIDI\",\"bets\":\"banco,dragon_7\"}\n",
            "{\"decks\":8,\"punto\":\"5 K\",\"banco\":\"3\"}\n",
            "{\"decks\":8,\"bets\":[\"tie\"]}\n",
            "{\"decks\":8,\"rules\":\"vegas\"}\n",
            "{\"deck\":8}\n",
        ));
        assert_eq!(s.bad, 2);
        assert_eq!(lines[0]["rules"], "midi");
        let ids: Vec<&str> = lines[0]["bets"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["id"].as_str().unwrap())
            .collect();
        assert_eq!(ids, ["banco", "dragon_7"]);
        assert_eq!(lines[1]["line"], 2);
        assert_eq!(lines[1]["exposed"]["punto"], "5 K");
        assert_eq!(lines[1]["cards_left"], 8 * 52 - 3);
        assert_eq!(lines[2]["bets"][0]["id"], "tie");
        assert!(lines[3]["error"].as_str().unwrap().contains("vegas"));
        let e = lines[4]["error"].as_str().unwrap();
        assert!(
            e.contains("unknown field `deck`") && e.contains("punto, banco"),
            "{e}"
        );
    }

    #[test]
    fn a_line_is_the_shoe_part_then_its_own_fields_and_refuses_others() {
        let (lines, s) = run(concat!(
            "{\"custom_bets\":[]}\n",
            "{\"decks\":8,\"bets\":\" , \"}\n",
            "{\"decks\":8,\"rules\":\"standard,midi\"}\n",
        ));
        assert_eq!(s.bad, 3);
        let e = lines[0]["error"].as_str().unwrap();
        assert!(
            e.starts_with(
                "not a shoe: unknown field `custom_bets`, expected one of `decks`, \
                 `removed`, `shoe`, `rules`, `bets`, `punto`, `banco`"
            ),
            "{e}"
        );
        // The library's neutral names, unless the front end words them (the CLI's flags).
        assert_eq!(lines[1]["error"], "bets is empty; give at least one bet id");
        let batch = EvBatch::new(&EvRequest::default())
            .unwrap()
            .worded_by(&Flags);
        let e = batch.line(3, "{\"rules\": \"standard,midi\"}").unwrap_err();
        assert_eq!(
            e,
            "<rules> takes one rule set, not the list 'standard,midi'; to compare rule sets \
             use: compare <rules> standard,midi"
        );
        assert!(lines[2]["error"]
            .as_str()
            .unwrap()
            .starts_with("rules takes one rule set"));
    }

    /// A front end's terms, for the test: each input in angle brackets.
    #[derive(Debug)]
    struct Flags;

    impl Words for Flags {
        fn input(&self, input: crate::Input) -> std::borrow::Cow<'static, str> {
            format!("<{}>", input.name()).into()
        }

        fn ask(&self, q: crate::Question, input: crate::Input, value: &str) -> String {
            format!("{} {} {value}", q.name(), self.input(input))
        }
    }
}

//! The CLI's terms for the library's inputs: each by its flag (`--bets`), so that a library
//! error reads as the one-line message the command prints (`punto_banco::Words`).

use punto_banco::{Input, Words};
use std::borrow::Cow;

/// Inputs named by their flags (`--bets`); another question by its command line.
#[derive(Debug, Clone, Copy)]
pub struct Flags;

impl Words for Flags {
    fn input(&self, input: Input) -> Cow<'static, str> {
        match input {
            // Custom bets come in a file on the command line.
            Input::CustomBets => Cow::Borrowed("--bets-file"),
            // Every other input by its neutral name as a flag: `first_shoe` is `--first-shoe`.
            other => Cow::Owned(format!("--{}", other.name().replace('_', "-"))),
        }
    }

    fn ask(&self, question: punto_banco::Question, input: Input, value: &str) -> String {
        format!(
            "punto-banco {} {} {value}",
            question.name(),
            self.input(input)
        )
    }
}

/// A library error as the CLI words it (tests/integration/wording.rs checks each message
/// the binary prints).
pub fn message(e: &punto_banco::Error) -> String {
    e.worded(&Flags)
}

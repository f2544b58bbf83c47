//! The CLI's terms for the library's inputs: each by its flag (`--bets`), so that a library
//! error reads as the one-line message the command prints (`punto_banco::Words`).

use punto_banco::{Input, Words};
use std::borrow::Cow;

/// Inputs named by their flags; another question by its command line.
#[derive(Debug, Clone, Copy)]
pub struct Flags;

impl Words for Flags {
    fn input(&self, input: Input) -> Cow<'static, str> {
        Cow::Borrowed(match input {
            Input::Decks => "--decks",
            Input::Removed => "--removed",
            Input::Shoe => "--shoe",
            Input::Rules => "--rules",
            Input::Bets => "--bets",
            Input::Bet => "--bet",
            Input::CustomBets => "--bets-file",
            Input::Threads => "--threads",
            Input::Shoes => "--shoes",
            Input::FirstShoe => "--first-shoe",
            Input::Tags => "--tags",
            Input::Depth => "--depth",
            Input::Table => "--table",
            // A new input the CLI has not named yet: its neutral name as a flag.
            other => return Cow::Owned(format!("--{}", other.name().replace('_', "-"))),
        })
    }

    fn ask(&self, question: punto_banco::Question, input: Input, value: &str) -> String {
        format!(
            "punto-banco {} {} {value}",
            question.name(),
            self.input(input)
        )
    }
}

/// A library error as the CLI words it.
pub fn message(e: &punto_banco::Error) -> String {
    e.worded(&Flags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use punto_banco::api::{self, BetsChoice, CompareRequest, SimulateRequest};

    #[test]
    fn library_errors_name_flags() {
        let threads = api::check_threads(Some(0)).unwrap_err();
        assert_eq!(message(&threads), "--threads must be from 1 to 256, got 0");
        assert_eq!(threads.to_string(), "threads must be from 1 to 256, got 0");
        let shoes = SimulateRequest {
            shoes: 0,
            ..SimulateRequest::default()
        };
        let Err(e) = shoes.prepare() else {
            panic!("0 shoes is refused")
        };
        assert_eq!(message(&e), "--shoes must be at least 1, got 0");
        let standard = punto_banco::Rules::preset("standard").unwrap();
        let e = api::select_bets(&BetsChoice::from(" , "), &[], &standard).unwrap_err();
        assert_eq!(message(&e), "--bets is empty; give at least one bet id");
        let e = api::RulesChoice::from("standard,midi")
            .resolve()
            .unwrap_err();
        assert_eq!(
            message(&e),
            "--rules takes one rule set, not the list 'standard,midi'; to compare rule sets \
             use: punto-banco compare --rules standard,midi"
        );
        let e = CompareRequest {
            rules: vec!["ez".into(), "ez".into()],
            ..CompareRequest::default()
        }
        .run()
        .unwrap_err();
        assert_eq!(
            message(&e),
            "rule set 'ez' is given twice in --rules; each rule set needs its own name"
        );
    }
}

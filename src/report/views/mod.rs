//! The table views of the reports: how each report of [`crate::api`] is shown as tables
//! (`impl Tabular`), kept apart from the questions and their reports, which hold values
//! only. A view formats (through [`super::fmt`] and its typed cells); it never computes.
//!
//! One file per report: `odds`, `ev` (and the coup in play, `midcoup`), `compare`, `eor`,
//! `bets`, `rules`, `review`, `simulate` (and `merge`), `solve`, `leak`, `audit`, `hold`; `names`
//! holds the words they share in a language (bets by name, pays, the rule set's notes).

mod audit;
mod audit_file;
mod bets;
mod compare;
mod eor;
mod ev;
mod hold;
mod leak;
mod midcoup;
pub(crate) mod names;
mod odds;
mod promo;
mod promo_statement;
mod review;
mod rules;
mod simulate;
mod solve;

//! The one integration-test binary: each concern in its own module.
mod audit;
mod audit_cost;
mod audit_file;
mod cli;
mod docs_examples;
mod engines;
mod eor;
mod exports;
mod fuzz_regressions;
mod hold;
mod hostile;
mod hostile_inputs;
mod hostile_logs;
mod hostile_review;
#[cfg(feature = "server")]
mod hostile_server;
mod hostile_track;
mod hostile_values;
mod lang;
mod leak;
mod midcoup;
mod promo;
mod promo_real;
mod promo_statement;
mod props;
mod rebate;
mod reference;
mod release;
mod report;
mod review;
mod review_file;
mod review_result;
mod review_sessions;
#[cfg(feature = "server")]
mod serve;
#[cfg(feature = "server")]
mod server_audit;
mod simulate;
mod snapshots;
mod terminal;
mod track_lang;
mod tracker;
mod typed_wording;
mod util;
mod wording;

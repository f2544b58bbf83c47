//! The one integration-test binary: each concern in its own module.
mod audit;
mod cli;
mod docs_examples;
mod engines;
mod eor;
mod exports;
mod fuzz_regressions;
mod hostile;
mod hostile_review;
#[cfg(feature = "server")]
mod hostile_server;
mod hostile_track;
mod hostile_values;
mod lang;
mod leak;
mod midcoup;
mod props;
mod rebate;
mod reference;
mod release;
mod report;
mod review;
mod review_file;
#[cfg(feature = "server")]
mod serve;
mod simulate;
mod snapshots;
mod tracker;
mod util;
mod wording;

//! The one integration-test binary: each concern in its own module.
mod cli;
mod eor;
mod midcoup;
mod report;
mod simulate;

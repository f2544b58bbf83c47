//! The one integration-test binary: each concern in its own module.
mod report;
mod simulate;

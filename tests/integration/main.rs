//! The one integration-test binary: each concern in its own module.
mod fuzz_regressions;
mod engines;
mod props;
mod reference;
mod util;

//! The one integration-test binary: each concern in its own module.
mod engines;
mod fuzz_regressions;
mod props;
mod reference;
mod util;

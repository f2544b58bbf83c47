//! The one integration-test binary: each concern in its own module.
mod reference;
mod util;
mod engines;
mod props;

//! The one integration-test binary: each concern in its own module.
mod engines;
mod props;
mod reference;
mod util;

//! Seeded draws from a null: one generator per draw, and the uniform shuffle.

use crate::limits::Cancel;
use crate::simulate::shoe_rng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

/// The generator of draw (or test) `stream` under `seed`: the study's generator
/// ([`crate::simulate`]'s per-shoe ChaCha8: key = `seed` as eight little-endian bytes then
/// 24 zero bytes, stream = `stream`).
pub fn stream_rng(seed: u64, stream: u64) -> ChaCha8Rng {
    shoe_rng(seed, stream)
}

/// The uniform shuffle: `simulate`'s own, so a null's draws and a study's shoes are the
/// same permutations of the same stream.
pub use crate::simulate::shuffle;

/// `draws` draws of `draw`, in parallel, in order: draw `d` gets
/// [`stream_rng`]`(seed, d)`. Once `cancel` is raised, the draws not yet made are
/// `T::default()` (the results are then meaningless: the caller checks `cancel` before
/// using them).
pub fn seeded_draws<T, F>(draws: u32, seed: u64, cancel: &Cancel, draw: F) -> Vec<T>
where
    T: Default + Send,
    F: Fn(&mut ChaCha8Rng) -> T + Sync + Send,
{
    (0..draws)
        .into_par_iter()
        .map(|d| {
            if cancel.is_set() {
                return T::default();
            }
            draw(&mut stream_rng(seed, u64::from(d)))
        })
        .collect()
}

//! Seeded draws from a null: one generator per draw, and the uniform shuffle.

use crate::limits::Cancel;
use crate::simulate::{below, shoe_rng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

/// The generator of draw (or test) `stream` under `seed`: the study's generator
/// ([`crate::simulate`]'s per-shoe ChaCha8: key = `seed` as eight little-endian bytes then
/// 24 zero bytes, stream = `stream`).
pub fn stream_rng(seed: u64, stream: u64) -> ChaCha8Rng {
    shoe_rng(seed, stream)
}

/// Shuffles `items` into a uniformly random order by Fisher-Yates (Durstenfeld): for i
/// from the last position down to 1, swap position i with a uniform position in 0..=i
/// (drawn by rejection on 32-bit draws, portable across `rand` versions).
pub fn shuffle<T>(rng: &mut ChaCha8Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, (i + 1) as u32) as usize);
    }
}

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

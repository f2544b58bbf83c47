//! Cost checks: work the server refuses before it starts, so that no request can hold a
//! worker for long. Each limit is documented in `docs/serve.md`. The exact walk costs about
//! the same for any shoe size, so decks need no limit beyond the library's own.

use super::error::ApiError;
use crate::api::EorRequest;
use crate::bets::Bet;

/// The most input lines one `POST /api/track` applies.
pub const MAX_TRACK_INPUT: usize = 1_000;

/// The deepest `eor` over HTTP: each level prices every bet 13 more times.
pub const MAX_EOR_DEPTH: u32 = 8;

/// The most custom bets in one request.
pub const MAX_CUSTOM_BETS: usize = 64;

/// Refuses a track request with too many input lines.
///
/// # Errors
/// 400 naming the count and the limit.
pub fn track(lines: usize) -> Result<(), ApiError> {
    if lines > MAX_TRACK_INPUT {
        return Err(ApiError::bad_request(format!(
            "input has {lines} lines; the server applies at most {MAX_TRACK_INPUT} per request"
        )));
    }
    Ok(())
}

/// Refuses too many custom bets.
///
/// # Errors
/// 400 naming the count and the limit.
pub fn bets(custom: &[Bet]) -> Result<(), ApiError> {
    if custom.len() > MAX_CUSTOM_BETS {
        return Err(ApiError::bad_request(format!(
            "custom_bets has {} bets; the server prices at most {MAX_CUSTOM_BETS} per request",
            custom.len()
        )));
    }
    Ok(())
}

/// Refuses an `eor` deeper than [`MAX_EOR_DEPTH`] or with too many custom bets.
///
/// # Errors
/// 400 naming the depth and the limit.
pub fn eor(req: &EorRequest) -> Result<(), ApiError> {
    if req.depth > MAX_EOR_DEPTH {
        return Err(ApiError::bad_request(format!(
            "depth {} is over the server's limit of {MAX_EOR_DEPTH} (each level prices every \
             bet 13 more times); run `punto-banco eor --depth {}` locally for more",
            req.depth, req.depth
        )));
    }
    bets(&req.custom_bets)
}

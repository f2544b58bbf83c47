//! Cost checks: work the server refuses before it starts, so that no request can hold a
//! worker for long. Each limit is documented in `docs/serve.md`. The exact walk costs about
//! the same for any shoe size, so decks need no limit beyond the library's own.

use super::error::ApiError;
use crate::api::{EorRequest, ReviewRequest};
use crate::bets::Bet;

/// The most input lines one `POST /api/track` applies.
pub const MAX_TRACK_INPUT: usize = 1_000;

/// The deepest `eor` over HTTP: each level prices every bet 13 more times.
pub const MAX_EOR_DEPTH: u32 = 8;

/// The most custom bets in one request.
pub const MAX_CUSTOM_BETS: usize = 64;

/// The most permutation draws × bet-log lines one `POST /api/review` may cost (2 × 10^8:
/// each draw of a player moves each of their coups once, and a player's coups are at most
/// their wagers; about 2 s of one core).
pub const MAX_REVIEW_DRAWS: u64 = 200_000_000;

/// The most shoe-log lines one `POST /api/review` prices (100,000: about 1,200 eight-deck
/// shoes; each coup's shoe is priced once).
pub const MAX_REVIEW_SHOE_LINES: usize = 100_000;

/// Lines of a log that hold something (blank lines are skipped by the reader).
fn lines(text: &str) -> usize {
    text.lines().filter(|l| !l.trim().is_empty()).count()
}

/// Refuses a review whose permutation draws × bet-log lines is over [`MAX_REVIEW_DRAWS`],
/// whose shoe log is over [`MAX_REVIEW_SHOE_LINES`] lines, or with too many custom bets.
///
/// # Errors
/// 400 naming the count and the limit.
pub fn review(req: &ReviewRequest) -> Result<(), ApiError> {
    let shoe_lines = lines(&req.shoe_log);
    if shoe_lines > MAX_REVIEW_SHOE_LINES {
        return Err(ApiError::bad_request(format!(
            "shoe_log has {shoe_lines} lines; the server prices at most \
             {MAX_REVIEW_SHOE_LINES} per request; run `punto-banco review` locally for more"
        )));
    }
    let work = u64::from(req.permutations).saturating_mul(lines(&req.bet_log) as u64);
    if work > MAX_REVIEW_DRAWS {
        return Err(ApiError::bad_request(format!(
            "permutations × bet_log lines is {work}, over the server's limit of \
             {MAX_REVIEW_DRAWS}: ask for fewer permutations or run `punto-banco review` \
             locally"
        )));
    }
    bets(&req.custom_bets)
}

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

/// The most additions one `POST /api/leak` may make ([`crate::api::LeakRequest::work`]):
/// 5 × 10^8, about a second of one core; a search of the 4,095 rank sorts of four cards
/// for the main bets is within it.
pub const MAX_LEAK_WORK: u64 = 500_000_000;

/// Refuses a leak whose work is over [`MAX_LEAK_WORK`], or with too many custom bets.
///
/// # Errors
/// 400 naming the work and the limit, or the leak's own error.
pub fn leak(req: &crate::api::LeakRequest) -> Result<(), ApiError> {
    bets(&req.custom_bets)?;
    let work = req.work().map_err(ApiError::from)?;
    if work > MAX_LEAK_WORK {
        return Err(ApiError::bad_request(format!(
            "this leak takes about {work} additions, over the server's limit of \
             {MAX_LEAK_WORK}: see fewer positions, search by value, or run `punto-banco leak` \
             locally"
        )));
    }
    Ok(())
}

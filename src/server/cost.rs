//! Cost checks: work the server refuses before it starts, so that no request can hold a
//! worker for long. Each limit is documented in `docs/serve.md`. The exact walk costs about
//! the same for any shoe size, so decks need no limit beyond the library's own.

use super::error::ApiError;
use crate::api::{AuditRequest, EorRequest, ReviewRequest};
use crate::bets::Bet;

pub use crate::limits::{MAX_CUSTOM_BETS, MAX_EOR_DEPTH, MAX_TRACK_INPUT};

/// The most permutation draws × bet-log lines one `POST /api/review` may cost (2 × 10^8:
/// each draw of a player moves each of their coups once, and a player's coups are at most
/// their wagers; about 2 s of one core).
pub const MAX_REVIEW_DRAWS: u64 = 200_000_000;

/// The most shoe-log lines one `POST /api/review` prices (100,000: about 1,200 eight-deck
/// shoes; each coup's shoe is priced once).
pub const MAX_REVIEW_SHOE_LINES: usize = 100_000;

/// The most coups × bets one `POST /api/review` prices (coups of the shoes wagered on ×
/// bets reviewed; each distinct shoe state is priced once, so this bounds the pricing).
pub const MAX_REVIEW_PRICED: u64 = 400_000;

/// The most wagers one `POST /api/review` takes.
pub const MAX_REVIEW_WAGERS: usize = 100_000;

/// The most players one `POST /api/review` reviews.
pub const MAX_REVIEW_PLAYERS: usize = 20_000;

/// The most Σ over players of (coups of the shoes they played × bets they made) one
/// `POST /api/review` tabulates: the per-player work and the answer's size.
pub const MAX_REVIEW_PLAYER_COUPS: u64 = 4_000_000;

/// The budget every review of the server runs within, checked after its logs are read
/// and before anything is priced (each over-limit refusal is a 400 naming the limit).
pub fn review_budget() -> crate::review::Budget {
    crate::review::Budget {
        priced: MAX_REVIEW_PRICED,
        wagers: MAX_REVIEW_WAGERS,
        players: MAX_REVIEW_PLAYERS,
        draws: MAX_REVIEW_DRAWS,
        player_coups: MAX_REVIEW_PLAYER_COUPS,
    }
}

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

/// Refuses a track request with too many input lines ([`crate::limits::track_input`]).
///
/// # Errors
/// 400 naming the count and the limit.
pub fn track(lines: usize) -> Result<(), ApiError> {
    crate::limits::track_input(lines).map_err(ApiError::bad_request)
}

/// Refuses too many custom bets ([`crate::limits::custom_bets`]).
///
/// # Errors
/// 400 naming the count and the limit.
pub fn bets(custom: &[Bet]) -> Result<(), ApiError> {
    crate::limits::custom_bets(custom.len()).map_err(ApiError::bad_request)
}

/// Refuses an `eor` deeper than [`MAX_EOR_DEPTH`] or with too many custom bets.
///
/// # Errors
/// 400 naming the depth and the limit.
pub fn eor(req: &EorRequest) -> Result<(), ApiError> {
    crate::limits::eor_depth(req.depth).map_err(ApiError::bad_request)?;
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
    bets(&req.table.custom_bets)?;
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

/// The most shoe-log lines one `POST /api/audit` reads, over all its logs (60,000: about
/// 700 eight-deck shoes), checked before any log is parsed.
pub const MAX_AUDIT_LINES: usize = 60_000;

/// The most shoe logs (tables) one `POST /api/audit` takes.
pub const MAX_AUDIT_LOGS: usize = 100;

/// The most shoes one `POST /api/audit` audits, over all its logs.
pub const MAX_AUDIT_SHOES: u64 = 500;

/// The most coups one `POST /api/audit` audits: each is priced once, exactly (500
/// eight-deck shoes; about 2.5 s of one core).
pub const MAX_AUDIT_COUPS: u64 = 40_000;

/// The most re-orderings and re-deals × coups one `POST /api/audit` may cost (5 × 10^6,
/// about 2 s of one core: each draw re-orders every complete shoe's cards and re-deals its
/// coups; a table's 60 eight-deck shoes at the default 999 draws are 4.9 × 10^6).
pub const MAX_AUDIT_DRAW_COUPS: u64 = 5_000_000;

/// The budget every audit of the server runs within, checked once its logs are read and
/// before anything is priced or re-ordered (each refusal a 400 naming the limit).
pub fn audit_budget() -> crate::integrity::Budget {
    crate::integrity::Budget {
        coups: MAX_AUDIT_COUPS,
        shoes: MAX_AUDIT_SHOES,
        draw_coups: MAX_AUDIT_DRAW_COUPS,
    }
}

/// Refuses an audit of more than [`MAX_AUDIT_LOGS`] logs or [`MAX_AUDIT_LINES`] lines
/// before its logs are parsed (the shoes, coups and draws are checked against
/// [`audit_budget`] once they are read).
///
/// # Errors
/// 400 naming the count and the limit.
pub fn audit(req: &AuditRequest) -> Result<(), ApiError> {
    let logs = req.shoe_logs.len();
    if logs > MAX_AUDIT_LOGS {
        return Err(ApiError::bad_request(format!(
            "shoe_logs has {logs} logs; the server audits at most {MAX_AUDIT_LOGS} per \
             request; run `punto-banco audit` locally for more"
        )));
    }
    let total: usize = req.shoe_logs.iter().map(|l| lines(&l.text)).sum();
    if total > MAX_AUDIT_LINES {
        return Err(ApiError::bad_request(format!(
            "shoe_logs have {total} lines; the server reads at most {MAX_AUDIT_LINES} per \
             request; run `punto-banco audit` locally for more"
        )));
    }
    Ok(())
}

//! Cost checks: work the server refuses before it starts, so that no request can hold a
//! worker for long. Each limit is documented in `docs/serve.md`.

use super::error::ApiError;

/// The most input lines one `POST /api/track` may apply.
pub const MAX_TRACK_INPUT: usize = 1_000;

/// Refuses a track request with too many input lines.
///
/// # Errors
/// 400 naming the count and the limit.
pub fn track(lines: usize) -> Result<(), ApiError> {
    if lines > MAX_TRACK_INPUT {
        return Err(ApiError::bad_request(format!(
            "input has {lines} lines; at most {MAX_TRACK_INPUT} are applied per request"
        )));
    }
    Ok(())
}

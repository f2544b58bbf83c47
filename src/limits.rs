//! The limits every front end that answers strangers applies (the HTTP server and the
//! WebAssembly engine of the page), with their messages: one definition of each, outside
//! the `server` feature, so the page and the server refuse the same requests with the same
//! words. `docs/serve.md` lists them.

/// The most input lines one `track` request applies.
pub const MAX_TRACK_INPUT: usize = 1_000;

/// The deepest `eor` a request may ask for: each level prices every bet 13 more times.
pub const MAX_EOR_DEPTH: u32 = 8;

/// The most custom bets in one request.
pub const MAX_CUSTOM_BETS: usize = 64;

/// Refuses a track request of more than [`MAX_TRACK_INPUT`] lines.
///
/// # Errors
/// The message naming the count and the limit.
pub fn track_input(lines: usize) -> Result<(), String> {
    if lines > MAX_TRACK_INPUT {
        return Err(format!(
            "input has {lines} lines; the server applies at most {MAX_TRACK_INPUT} per request"
        ));
    }
    Ok(())
}

/// Refuses more than [`MAX_CUSTOM_BETS`] custom bets.
///
/// # Errors
/// The message naming the count and the limit.
pub fn custom_bets(n: usize) -> Result<(), String> {
    if n > MAX_CUSTOM_BETS {
        return Err(format!(
            "custom_bets has {n} bets; the server prices at most {MAX_CUSTOM_BETS} per request"
        ));
    }
    Ok(())
}

/// Refuses an `eor` deeper than [`MAX_EOR_DEPTH`].
///
/// # Errors
/// The message naming the depth and the limit.
pub fn eor_depth(depth: u32) -> Result<(), String> {
    if depth > MAX_EOR_DEPTH {
        return Err(format!(
            "depth {depth} is over the server's limit of {MAX_EOR_DEPTH} (each level prices \
             every bet 13 more times); the command line's eor computes deeper tables locally"
        ));
    }
    Ok(())
}

/// The message for a body that is JSON but not an object.
pub const NOT_AN_OBJECT: &str =
    "invalid request: the body must be a JSON object, e.g. {\"decks\": 8}";

/// Reads a request body as every front end does: a JSON object (serde reads a struct from
/// an array too, by position; the API takes objects only), its fields as `T` takes them;
/// every message shown as every message is ([`crate::shown`]: cut, control characters
/// escaped).
///
/// # Errors
/// `malformed JSON in the request body: ...`, the body is not an object, or `invalid
/// request: ...` (an unknown field, a wrong type, a key given twice in any object).
pub fn request<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, String> {
    // Shown as every message is: echoes cut, control characters escaped.
    let clipped = |m: String| crate::error::shown(&m).into_owned();
    let first = body.iter().find(|b| !b.is_ascii_whitespace());
    if first.is_some_and(|&b| b != b'{') {
        let _: serde_json::Value = serde_json::from_slice(body)
            .map_err(|e| clipped(format!("malformed JSON in the request body: {e}")))?;
        return Err(NOT_AN_OBJECT.into());
    }
    let worded = |e: serde_json::Error| match e.classify() {
        serde_json::error::Category::Data => clipped(format!("invalid request: {e}")),
        _ => clipped(format!("malformed JSON in the request body: {e}")),
    };
    // A key given twice, at any depth, is refused (`{"session": {"decks": 8, "decks": 6}}`),
    // never read as its last value: the one strict reader, `json::unique_keys`.
    crate::json::unique_keys(body).map_err(worded)?;
    serde_json::from_slice(body).map_err(worded)
}

/// The message of a `command` request over one of a server's budgets: the count, the limit,
/// what to do instead.
pub fn over_budget(
    command: &str,
    what: &str,
    value: u64,
    limit: u64,
    hint: &str,
) -> crate::error::Error {
    crate::error::Error::input(format!(
        "this {command} has {what} {value}, over the server's limit of {limit}; {hint}, or run \
         `punto-banco {command}` locally"
    ))
}

/// A flag a front end raises when the client of a computation has gone away, so that the
/// long computations (an audit's draws, a leak's search, a review's pricing) stop early
/// instead of finishing for nobody. The front end makes one per computation and hands it
/// down by value ([`Limits::cancel`], an argument); the computation checks it in its
/// loops, on whatever threads they run (clones share the flag). The default is never
/// raised: the command line and Python pass it.
#[derive(Debug, Clone, Default)]
pub struct Cancel(Option<std::sync::Arc<std::sync::atomic::AtomicBool>>);

impl Cancel {
    /// A new flag, not raised.
    pub fn new() -> Cancel {
        Cancel(Some(std::sync::Arc::default()))
    }

    /// Raises the flag: the computation stops at its next check.
    pub fn cancel(&self) {
        if let Some(f) = &self.0 {
            f.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// Whether the flag is raised.
    pub fn is_set(&self) -> bool {
        self.0
            .as_ref()
            .is_some_and(|f| f.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// An error once the flag is raised.
    ///
    /// # Errors
    /// [`crate::ErrorKind::Runtime`]: the computation was cancelled.
    pub fn check(&self) -> crate::error::Result<()> {
        if self.is_set() {
            return Err(crate::error::Error::runtime(
                "the computation was cancelled: its client went away",
            ));
        }
        Ok(())
    }
}

/// What bounds one computation a front end runs for a client it does not trust (the
/// server: each review, audit): the budget its inputs are checked against before any work
/// (`B`: [`crate::review::Budget`], [`crate::integrity::Budget`]), and the flag raised when
/// its client goes away. The default, which the command line and Python use, has no budget
/// and is never cancelled: a computation then runs whatever its size, within the library's
/// own limits.
///
/// # Examples
/// ```
/// use punto_banco::limits::{Cancel, Limits};
/// let none: Limits<u64> = Limits::default();
/// assert!(none.budget.is_none() && none.cancel.check().is_ok());
/// let gone = Limits { budget: Some(10u64), cancel: Cancel::new() };
/// gone.cancel.cancel();
/// assert!(gone.cancel.check().is_err());
/// ```
#[derive(Debug, Clone)]
pub struct Limits<B> {
    /// The most the computation may cost, checked before it starts (none: any size).
    pub budget: Option<B>,
    /// Raised when the computation's client has gone away.
    pub cancel: Cancel,
}

// By hand: a derived `Default` would ask `B: Default`, and no budget has a default.
impl<B> Default for Limits<B> {
    fn default() -> Limits<B> {
        Limits {
            budget: None,
            cancel: Cancel::default(),
        }
    }
}

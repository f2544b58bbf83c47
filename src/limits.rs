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

/// Runs `f` with `value` set in `key` (a thread-local budget of one kind of request) and
/// restores what was there before, also when `f` unwinds: how a server puts its budget in
/// force around one review or audit (`review::with_budget`, `integrity::with_budget`).
pub fn scoped<T: Copy + 'static, R>(
    key: &'static std::thread::LocalKey<std::cell::Cell<Option<T>>>,
    value: T,
    f: impl FnOnce() -> R,
) -> R {
    struct Restore<T: Copy + 'static>(
        &'static std::thread::LocalKey<std::cell::Cell<Option<T>>>,
        Option<T>,
    );
    impl<T: Copy + 'static> Drop for Restore<T> {
        fn drop(&mut self) {
            self.0.with(|b| b.set(self.1));
        }
    }
    let _restore = Restore(key, key.with(|b| b.replace(Some(value))));
    f()
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

thread_local! {
    static CANCEL: std::cell::RefCell<Cancel> = const { std::cell::RefCell::new(Cancel(None)) };
}

/// A flag a front end raises when the client of a computation has gone away, so that the
/// long computations (an audit's draws, a leak's search) stop early instead of finishing
/// for nobody. A front end puts one in force around a computation ([`Cancel::run`]); the
/// computation takes the one in force ([`Cancel::current`]) on the thread it starts on and
/// checks it in its loops, on whatever threads they run. Without one, nothing is ever
/// cancelled.
#[derive(Debug, Clone, Default)]
pub struct Cancel(Option<std::sync::Arc<std::sync::atomic::AtomicBool>>);

impl Cancel {
    /// A new flag, not raised.
    pub fn new() -> Cancel {
        Cancel(Some(std::sync::Arc::default()))
    }

    /// The flag in force on this thread (none: never raised).
    pub fn current() -> Cancel {
        CANCEL.with(|c| c.borrow().clone())
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

    /// Runs `f` with this flag in force on this thread, restoring the one before after.
    pub fn run<R>(&self, f: impl FnOnce() -> R) -> R {
        struct Restore(Cancel);
        impl Drop for Restore {
            fn drop(&mut self) {
                let before = std::mem::take(&mut self.0);
                CANCEL.with(|c| *c.borrow_mut() = before);
            }
        }
        let _restore = Restore(CANCEL.with(|c| c.replace(self.clone())));
        f()
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

//! The HTTP front end (`server` feature): a JSON API over [`crate::api`] and the shoe
//! tracker page, served by `punto-banco serve`.
//!
//! # Endpoints
//! Every `POST` takes as JSON fields what the matching command takes as flags (dashes as
//! underscores) and answers exactly the document the command prints with `--format json`;
//! `docs/serve.md` lists them with curl examples, and `GET /openapi.json` describes them.
//!
//! # Limits
//! - bodies over [`MAX_BODY_BYTES`] (over [`MAX_REVIEW_BODY_BYTES`] on `/api/review`,
//!   [`MAX_AUDIT_BODY_BYTES`] on `/api/audit`): 413; a content type that is not JSON: 415; malformed
//!   JSON or invalid values: 400, each with `{"error": "..."}`;
//! - work is checked for cost before it starts (see [`cost`]) and runs on a bounded pool of
//!   blocking workers ([`Config::workers`]) behind a bounded queue ([`Config::queue`]); a
//!   full queue answers 503 at once; reviews run on a smaller pool of their own
//!   ([`Config::review_workers`], [`Config::review_queue`], 503 when full) and within a
//!   budget checked before pricing ([`cost::review_budget`]), so the other routes keep
//!   answering while they run; audits share that pool, within their own budget
//!   ([`cost::audit_budget`]);
//! - a panic in a handler or a computation answers 500 and the server keeps serving;
//! - each connection runs on a clock: its request head is due within
//!   [`Config::header_timeout`], its body within [`Config::body_timeout`], the next request
//!   on a kept-alive connection within [`Config::idle_timeout`]; at most
//!   [`Config::max_connections`] are open, one more is answered 503 and closed;
//! - on a loopback address only the `Host` names of the machine are answered (DNS
//!   rebinding), plus [`Config::allowed_hosts`];
//! - SIGINT/SIGTERM finish the requests in flight within [`Config::grace`]; a second signal
//!   exits at once.
//!
//! # Examples
//! ```no_run
//! use punto_banco::server::{serve, Config};
//! let config = Config { bind: "127.0.0.1:0".into(), ..Config::default() };
//! serve(&config)?; // prints "listening on http://127.0.0.1:PORT" on stderr, runs until SIGINT
//! # Ok::<(), std::io::Error>(())
//! ```

mod adapter;
mod conn;
pub mod cost;
mod error;
mod extract;
mod guard;
mod listen;
mod openapi;
mod page;
mod promo;
mod router;
mod routes;
mod schema;

pub use conn::BodyTimeout;
pub use error::{ApiError, ErrorBody};
pub use extract::JsonBody;
pub use listen::default_max_connections;
pub use router::router;

use crate::limits::{Cancel, Limits};
use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// The largest request body accepted, in bytes (1 MiB), on every route but
/// `POST /api/review` (see [`body_limit`]).
pub const MAX_BODY_BYTES: usize = 1 << 20;

/// The largest body of `POST /api/review`, in bytes (16 MiB: a review's shoe and bet logs
/// come inline).
pub const MAX_REVIEW_BODY_BYTES: usize = 16 << 20;

/// The largest body of `POST /api/audit`, in bytes (16 MiB: the shoe logs come inline;
/// the audit's cost limits, [`cost::audit_budget`], bind well before it).
pub const MAX_AUDIT_BODY_BYTES: usize = 16 << 20;

/// The most request-body bytes the server holds at once, over every connection (256 MiB):
/// each request with a body reserves its announced length (the route's limit when none is
/// announced) before a byte of it is read, until it is answered; a request that does not
/// fit is answered 503 at once, so many large uploads at once cannot exhaust the memory.
pub const MAX_BUFFERED_BYTES: usize = 256 << 20;

/// The largest request body accepted on `path`: [`MAX_REVIEW_BODY_BYTES`] for
/// `/api/review`, [`MAX_AUDIT_BODY_BYTES`] for `/api/audit`, [`MAX_BODY_BYTES`] elsewhere.
pub fn body_limit(path: &str) -> usize {
    match path {
        "/api/review" => MAX_REVIEW_BODY_BYTES,
        "/api/audit" => MAX_AUDIT_BODY_BYTES,
        _ => MAX_BODY_BYTES,
    }
}

/// How the server runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// Address to listen on, e.g. `127.0.0.1:8080`; port 0 picks a free port.
    pub bind: String,
    /// No request log lines on stderr.
    pub quiet: bool,
    /// Computations that run at once (default: the number of CPUs).
    pub workers: usize,
    /// Computations that may wait for a worker before new ones get 503 (default 256).
    pub queue: usize,
    /// The whole request head must arrive within this time of the connection's start (or,
    /// on a kept-alive connection, of the request's first byte) (default 10 s).
    pub header_timeout: Duration,
    /// The request body must arrive within this time of its head (default 30 s).
    pub body_timeout: Duration,
    /// A kept-alive connection with no request is closed after this time (default 60 s).
    pub idle_timeout: Duration,
    /// Connections open at once; one more is answered 503 and closed (default: the
    /// open-file limit minus a margin, see [`default_max_connections`]).
    pub max_connections: usize,
    /// After SIGINT/SIGTERM, requests in flight have this long to finish (default 10 s).
    pub grace: Duration,
    /// Host names answered besides the machine's own (a server behind a proxy).
    pub allowed_hosts: Vec<String>,
    /// Reviews and audits (`POST /api/review`, `/api/audit`) that run at once, on a pool of
    /// their own so that the quick routes keep answering (default: half the workers, at
    /// least 1).
    pub review_workers: usize,
    /// Reviews and audits that may wait for a review worker before new ones get 503
    /// (default 2).
    pub review_queue: usize,
    /// Request-body bytes held at once over every connection (default
    /// [`MAX_BUFFERED_BYTES`]); past it, 503.
    pub max_buffered_bytes: usize,
}

impl Default for Config {
    fn default() -> Config {
        let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
        Config {
            bind: "127.0.0.1:8080".into(),
            quiet: false,
            workers,
            queue: 256,
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(30),
            idle_timeout: Duration::from_secs(60),
            max_connections: default_max_connections(),
            grace: Duration::from_secs(10),
            allowed_hosts: Vec::new(),
            review_workers: (workers / 2).max(1),
            review_queue: 2,
            max_buffered_bytes: MAX_BUFFERED_BYTES,
        }
    }
}

/// A bounded pool of blocking workers: permits to wait (queue + workers; none left means
/// 503) and permits to compute.
#[derive(Debug, Clone)]
struct Pool {
    admitted: Arc<Semaphore>,
    workers: Arc<Semaphore>,
}

impl Pool {
    fn new(workers: usize, queue: usize) -> Pool {
        let workers = workers.max(1);
        Pool {
            admitted: Arc::new(Semaphore::new(workers + queue)),
            workers: Arc::new(Semaphore::new(workers)),
        }
    }

    /// Runs `work` on a blocking worker once one of this pool is free; 503 when its queue
    /// is full (`busy`), 500 if the work panics.
    async fn run<R: Send + 'static>(
        &self,
        busy: fn() -> ApiError,
        work: impl FnOnce() -> Result<R, ApiError> + Send + 'static,
    ) -> Result<R, ApiError> {
        let admitted = self
            .admitted
            .clone()
            .try_acquire_owned()
            .map_err(|_| busy())?;
        let permit = self
            .workers
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| busy())?;
        let joined = tokio::task::spawn_blocking(move || {
            let _held = (admitted, permit);
            work()
        })
        .await;
        joined.unwrap_or_else(|_| Err(ApiError::internal()))
    }
}

/// What every handler shares: the worker pools and the log switch.
#[derive(Debug, Clone)]
pub struct AppState {
    /// Every computation but reviews and audits.
    pool: Pool,
    /// Reviews and audits: a pool of their own, and the rayon threads they run on.
    reviews: Pool,
    review_threads: Option<Arc<rayon::ThreadPool>>,
    /// Request-body bytes reserved now, and the most that may be.
    buffered: Arc<std::sync::atomic::AtomicUsize>,
    max_buffered: usize,
    /// Log each request on stderr.
    log: bool,
}

/// Request-body bytes reserved by one request ([`AppState::reserve`]), given back when it
/// is dropped.
#[derive(Debug)]
pub struct Reserved {
    held: Arc<std::sync::atomic::AtomicUsize>,
    bytes: usize,
}

impl Drop for Reserved {
    fn drop(&mut self) {
        self.held
            .fetch_sub(self.bytes, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Raises a computation's [`Cancel`] when dropped before [`Abandon::finished`]: the future
/// awaiting the computation was dropped because its client went away.
struct Abandon(Option<Cancel>);

impl Abandon {
    fn finished(mut self) {
        self.0 = None;
    }
}

impl Drop for Abandon {
    fn drop(&mut self) {
        if let Some(c) = self.0.take() {
            c.cancel();
        }
    }
}

impl AppState {
    /// The state for `config`.
    pub fn new(config: &Config) -> AppState {
        let review_workers = config.review_workers.max(1);
        AppState {
            pool: Pool::new(config.workers, config.queue),
            reviews: Pool::new(review_workers, config.review_queue),
            // Reviews price on threads of their own: the process-wide rayon pool, which the
            // other routes' computations use, stays free. Without it they share that pool.
            review_threads: rayon::ThreadPoolBuilder::new()
                .num_threads(review_workers)
                .thread_name(|i| format!("review-{i}"))
                .build()
                .ok()
                .map(Arc::new),
            buffered: Arc::default(),
            max_buffered: config.max_buffered_bytes,
            log: !config.quiet,
        }
    }

    /// Reserves `bytes` of request body for one request, or 503 when the server already
    /// holds [`Config::max_buffered_bytes`].
    ///
    /// # Errors
    /// 503 naming the limit.
    pub fn reserve(&self, bytes: usize) -> Result<Reserved, ApiError> {
        use std::sync::atomic::Ordering;
        let max = self.max_buffered;
        self.buffered
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |held| {
                held.checked_add(bytes).filter(|&n| n <= max)
            })
            .map_err(|_| ApiError::busy_buffering(max))?;
        Ok(Reserved {
            held: self.buffered.clone(),
            bytes,
        })
    }

    /// Runs `work` (a quick question: none checks a cancel flag) on a blocking worker
    /// once one is free; 503 when the queue is full, 500 if the work panics.
    pub async fn compute<R: Send + 'static>(
        &self,
        work: impl FnOnce() -> Result<R, ApiError> + Send + 'static,
    ) -> Result<R, ApiError> {
        self.pool.run(ApiError::busy, work).await
    }

    /// Runs a heavy question (`leak`) on the pool of the heavy routes (503 when its queue
    /// is full), so that the quick routes keep answering; `work` gets the flag raised
    /// when its client goes away.
    pub async fn heavy<R: Send + 'static>(
        &self,
        work: impl FnOnce(Cancel) -> Result<R, ApiError> + Send + 'static,
    ) -> Result<R, ApiError> {
        self.on_review_pool(ApiError::busy_heavy, work).await
    }

    /// Runs a review on the review pool (503 when its queue is full), its pricing on the
    /// review threads; `work` gets its limits: the server's [`cost::review_budget`] and
    /// the flag raised when its client goes away.
    pub async fn review<R: Send + 'static>(
        &self,
        work: impl FnOnce(Limits<crate::review::Budget>) -> Result<R, ApiError> + Send + 'static,
    ) -> Result<R, ApiError> {
        self.on_review_pool(ApiError::busy_reviewing, move |cancel| {
            work(Limits {
                budget: Some(cost::review_budget()),
                cancel,
            })
        })
        .await
    }

    /// Runs an audit on the review pool (503 when its queue is full), on the review
    /// threads; `work` gets its limits: the server's [`cost::audit_budget`] and the flag
    /// raised when its client goes away.
    pub async fn audit<R: Send + 'static>(
        &self,
        work: impl FnOnce(Limits<crate::integrity::Budget>) -> Result<R, ApiError> + Send + 'static,
    ) -> Result<R, ApiError> {
        self.on_review_pool(ApiError::busy_auditing, move |cancel| {
            work(Limits {
                budget: Some(cost::audit_budget()),
                cancel,
            })
        })
        .await
    }

    /// Runs `work` on the review pool, inside the review threads when they started, with
    /// a new [`Cancel`] that a client gone before the answer raises.
    async fn on_review_pool<R: Send + 'static>(
        &self,
        busy: fn() -> ApiError,
        work: impl FnOnce(Cancel) -> Result<R, ApiError> + Send + 'static,
    ) -> Result<R, ApiError> {
        let threads = self.review_threads.clone();
        let cancel = Cancel::new();
        let abandon = Abandon(Some(cancel.clone()));
        let work = move || work(cancel);
        let out = self
            .reviews
            .run(busy, move || match threads {
                Some(pool) => pool.install(work),
                None => work(),
            })
            .await;
        abandon.finished();
        out
    }
}

/// A number of seconds as the options of [`Config`] take them (`--header-timeout 2.5`):
/// from 0.001 to 86,400, decimals allowed.
///
/// # Errors
/// The message naming the text: not a number, or outside that range.
pub fn parse_seconds(text: &str) -> Result<Duration, String> {
    let secs: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a number of seconds"))?;
    if !(0.001..=86_400.0).contains(&secs) {
        return Err(format!("{text} s is outside 0.001 to 86400"));
    }
    Ok(Duration::from_secs_f64(secs))
}

/// Whether an error of [`serve`] is the address's (it does not parse, or cannot be bound:
/// in use, not on this machine, not permitted), so the user's input, not a failure while
/// running.
pub fn is_address_error(e: &io::Error) -> bool {
    use io::ErrorKind as K;
    matches!(
        e.kind(),
        K::InvalidInput | K::AddrInUse | K::AddrNotAvailable | K::PermissionDenied
    )
}

/// Whether `addr` is a loopback address (only this machine can reach it).
pub fn is_loopback(addr: &SocketAddr) -> bool {
    addr.ip().is_loopback()
}

/// Binds `config.bind`, prints `listening on http://ADDR` on stderr (and a warning for an
/// address other machines can reach), and serves until SIGINT or SIGTERM, finishing the
/// requests in flight within [`Config::grace`].
///
/// # Errors
/// An address that cannot be parsed or bound, or a failure of the runtime.
pub fn serve(config: &Config) -> io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let result = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(&config.bind)
            .await
            .map_err(|e| {
                io::Error::new(e.kind(), format!("cannot listen on '{}': {e}", config.bind))
            })?;
        let addr = listener.local_addr()?;
        if !is_loopback(&addr) {
            eprintln!(
                "warning: listening on {addr}, which other machines may reach: anyone who can \
                 reach it may use this server (it has no authentication)"
            );
        }
        eprintln!("listening on http://{addr}");
        listen::run(listener, router(config), config).await
    });
    // Connections still open after the grace period, and computations still running, are
    // dropped, not waited for.
    runtime.shutdown_background();
    result
}

#[cfg(test)]
mod tests {
    use super::{is_address_error, is_loopback, parse_seconds};
    use std::io;
    use std::time::Duration;

    #[test]
    fn seconds_take_decimals_from_a_millisecond_to_a_day() {
        assert_eq!(parse_seconds(" 2.5 "), Ok(Duration::from_millis(2500)));
        assert_eq!(parse_seconds("0.001"), Ok(Duration::from_millis(1)));
        assert_eq!(parse_seconds("86400"), Ok(Duration::from_secs(86_400)));
        for (text, says) in [
            ("0", "0 s is outside 0.001 to 86400"),
            ("86400.5", "86400.5 s is outside 0.001 to 86400"),
            ("-1", "-1 s is outside 0.001 to 86400"),
            ("NaN", "NaN s is outside 0.001 to 86400"),
            ("ten", "'ten' is not a number of seconds"),
            ("", "'' is not a number of seconds"),
        ] {
            assert_eq!(parse_seconds(text), Err(says.to_string()), "{text}");
        }
    }

    #[test]
    fn an_address_that_cannot_be_used_is_the_users_input() {
        use io::ErrorKind as K;
        for (kind, input) in [
            (K::InvalidInput, true),
            (K::AddrInUse, true),
            (K::AddrNotAvailable, true),
            (K::PermissionDenied, true),
            (K::OutOfMemory, false),
            (K::Other, false),
        ] {
            assert_eq!(is_address_error(&io::Error::from(kind)), input, "{kind:?}");
        }
    }

    #[test]
    fn only_loopback_addresses_skip_the_warning() {
        for (addr, loopback) in [
            ("127.0.0.1:8080", true),
            ("127.1.2.3:0", true),
            ("[::1]:8080", true),
            ("0.0.0.0:8080", false),
            ("[::]:8080", false),
            ("192.168.1.10:80", false),
        ] {
            assert_eq!(is_loopback(&addr.parse().unwrap()), loopback, "{addr}");
        }
    }
}

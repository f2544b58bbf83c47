//! The accept loop: HTTP/1.1 connections under a cap, each on its own clock
//! ([`super::conn`]), the request head checked ([`super::guard`]) before the router, and a
//! shutdown that finishes requests in flight within the grace period.

use super::conn::{BodyTimeout, Shared, Timed};
use super::guard::{self, Hosts};
use super::{ApiError, Config};
use axum::body::Body;
use axum::http::{header, HeaderValue, Request, Response};
use axum::response::IntoResponse;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::TokioIo;
use hyper_util::server::graceful::GracefulShutdown;
use std::convert::Infallible;
use std::io;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tower::ServiceExt;

/// What every connection needs.
struct Ctx {
    router: Router,
    hosts: Hosts,
    config: Config,
}

/// Serves `listener` until SIGINT or SIGTERM, then lets requests in flight finish within
/// `config.grace`. A second signal exits the process at once (130 for SIGINT, 143 for
/// SIGTERM).
pub async fn run(listener: TcpListener, router: Router, config: &Config) -> io::Result<()> {
    let addr = listener.local_addr()?;
    let ctx = Arc::new(Ctx {
        router,
        hosts: Hosts::new(addr.ip(), &config.allowed_hosts),
        config: config.clone(),
    });
    let slots = Arc::new(Semaphore::new(config.max_connections.max(1)));
    let graceful = GracefulShutdown::new();
    let mut signals = Signals::new()?;
    loop {
        let (stream, _) = tokio::select! {
            biased;
            _ = signals.next() => break,
            accepted = listener.accept() => match accepted {
                Ok(pair) => pair,
                Err(e) => {
                    // Out of descriptors (EMFILE) or an aborted handshake: wait a little
                    // rather than spin, and go on serving the connections open.
                    if !matches!(e.kind(), io::ErrorKind::ConnectionAborted | io::ErrorKind::ConnectionReset) {
                        tokio::time::sleep(Duration::from_millis(50)).await;
                    }
                    continue;
                }
            },
        };
        let Ok(permit) = slots.clone().try_acquire_owned() else {
            refuse(&stream, config.max_connections);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let watcher = graceful.watcher();
        let ctx = ctx.clone();
        tokio::spawn(async move {
            let _permit = permit;
            serve_connection(stream, ctx, watcher).await;
        });
    }
    drop(listener);
    eprintln!(
        "shutting down: finishing requests in flight (at most {} s)",
        seconds(config.grace)
    );
    tokio::spawn(async move {
        let code = signals.next().await;
        eprintln!("second signal: exiting now");
        std::process::exit(code);
    });
    if tokio::time::timeout(config.grace, graceful.shutdown())
        .await
        .is_err()
    {
        eprintln!(
            "shutting down: the grace period of {} s is over; closing the connections left",
            seconds(config.grace)
        );
    }
    Ok(())
}

fn seconds(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s.fract() == 0.0 {
        format!("{s:.0}")
    } else {
        format!("{s}")
    }
}

/// Answers 503 to a connection past the cap, without reading it, and closes it.
fn refuse(stream: &TcpStream, cap: usize) {
    let body = serde_json::json!({
        "error": format!(
            "the server has {cap} connections open, its limit (--max-connections); retry shortly"
        )
    })
    .to_string();
    let answer = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n\
         content-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = stream.try_write(answer.as_bytes());
}

/// One connection: HTTP/1.1 with keep-alive, on its own clock, watched for shutdown.
async fn serve_connection(
    stream: TcpStream,
    ctx: Arc<Ctx>,
    watcher: hyper_util::server::graceful::Watcher,
) {
    let shared = Shared::new(ctx.config.header_timeout, ctx.config.idle_timeout);
    let io = TokioIo::new(Timed::new(stream, shared.clone()));
    let service = hyper::service::service_fn(move |req: Request<Incoming>| {
        let ctx = ctx.clone();
        let shared = shared.clone();
        async move {
            let sniffed = shared.start_serving();
            let res = answer(req, &ctx, sniffed).await;
            shared.done_serving();
            Ok::<_, Infallible>(res)
        }
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .keep_alive(true)
        .header_read_timeout(None)
        .max_buf_size(super::conn::MAX_HEAD_BYTES.max(8192));
    let conn = builder.serve_connection(io, service);
    let _ = watcher.watch(conn).await;
}

/// The answer to one request: refused by the guard, or the router's.
async fn answer(
    req: Request<Incoming>,
    ctx: &Ctx,
    sniffed: super::conn::Sniffed,
) -> Response<Body> {
    let head = guard::Head {
        headers: req.headers(),
        uri: req.uri(),
        version: req.version(),
    };
    if let Err(e) = guard::check(head, &ctx.hosts, sniffed) {
        if !ctx.config.quiet {
            eprintln!(
                "{} {} {} refused",
                req.method(),
                crate::clip(&crate::csvsafe::escape_controls(req.uri().path())),
                e.status.as_u16()
            );
        }
        let mut res = refused(e);
        res.headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
        return res;
    }
    let mut req = req.map(Body::new);
    req.extensions_mut()
        .insert(BodyTimeout(ctx.config.body_timeout));
    match ctx.router.clone().oneshot(req).await {
        Ok(res) => res,
        Err(never) => match never {},
    }
}

fn refused(e: ApiError) -> Response<Body> {
    e.into_response()
}

/// SIGINT and SIGTERM, as a stream: each resolves to the exit status a second signal
/// ends the process with (130 or 143).
struct Signals {
    #[cfg(unix)]
    interrupt: tokio::signal::unix::Signal,
    #[cfg(unix)]
    terminate: tokio::signal::unix::Signal,
}

impl Signals {
    fn new() -> io::Result<Signals> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            Ok(Signals {
                interrupt: signal(SignalKind::interrupt())?,
                terminate: signal(SignalKind::terminate())?,
            })
        }
        #[cfg(not(unix))]
        Ok(Signals {})
    }

    async fn next(&mut self) -> i32 {
        #[cfg(unix)]
        {
            tokio::select! {
                _ = self.interrupt.recv() => 130,
                _ = self.terminate.recv() => 143,
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
            130
        }
    }
}

/// The default connection cap: the open-file limit minus a margin for the listener, the
/// runtime and the standard streams (at least 1, at most 65,536).
pub fn default_max_connections() -> usize {
    const MARGIN: u64 = 32;
    #[cfg(unix)]
    {
        use rustix::process::{getrlimit, Resource};
        // `None`: no limit.
        let soft = getrlimit(Resource::Nofile).current.unwrap_or(u64::MAX);
        soft.saturating_sub(MARGIN).clamp(1, 65_536) as usize
    }
    #[cfg(not(unix))]
    {
        let _ = MARGIN;
        1024
    }
}

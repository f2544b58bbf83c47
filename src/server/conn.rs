//! One client connection's clock: the socket wrapped so that a client that sends nothing,
//! half a request head or nothing more after a response cannot hold it open.
//!
//! A connection is in one of three phases:
//! - **head**: from the connection's start (or, on a kept-alive connection, from the first
//!   byte of the next request) the whole request head must arrive within the header
//!   timeout: a deadline, not a gap between bytes, so a slow drip cannot extend it;
//! - **serving**: a request is being answered; its body is read under the body timeout
//!   (by the extractor, see [`BodyTimeout`]), the computation is bounded by its cost checks;
//! - **idle**: after a response, the next request must start within the idle timeout.
//!
//! A deadline that passes fails the read, and hyper closes the connection. While the head
//! arrives it is also read on the side (with `httparse`), to refuse a request that carries
//! both `Content-Length` and `Transfer-Encoding` (hyper would quietly drop the length).

use std::io;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

/// The body timeout of a request, put in its extensions for the body extractor.
#[derive(Debug, Clone, Copy)]
pub struct BodyTimeout(pub Duration);

/// The largest request head (request line and header fields): a larger one is refused
/// with 431. hyper's own buffer limit is a soft one (one read may fill its buffer past it),
/// so the head is measured here, on the side.
pub const MAX_HEAD_BYTES: usize = 64 * 1024;

/// What was noticed about a request head read on the side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Sniffed {
    /// The head had both `Content-Length` and `Transfer-Encoding`.
    pub length_and_chunked: bool,
    /// The head ran past [`MAX_HEAD_BYTES`].
    pub too_large: bool,
}

#[derive(Debug)]
enum Phase {
    Head(Instant),
    Serving,
    Idle(Instant),
}

/// What the socket wrapper and the request handler share about one connection.
#[derive(Debug)]
pub struct Shared {
    state: Mutex<State>,
    header_timeout: Duration,
    idle_timeout: Duration,
}

#[derive(Debug)]
struct State {
    phase: Phase,
    /// The head read so far, while the phase is `Head` and it is not complete.
    head: Vec<u8>,
    /// Whether the head is still being read on the side.
    sniffing: bool,
    /// What the last head showed.
    sniffed: Sniffed,
}

impl Shared {
    /// A new connection: its head is due within `header_timeout` from now.
    pub fn new(header_timeout: Duration, idle_timeout: Duration) -> Arc<Shared> {
        Arc::new(Shared {
            state: Mutex::new(State {
                phase: Phase::Head(Instant::now() + header_timeout),
                head: Vec::new(),
                sniffing: true,
                sniffed: Sniffed::default(),
            }),
            header_timeout,
            idle_timeout,
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A request head arrived whole: no deadline while it is answered. Returns what the
    /// head showed (both `Content-Length` and `Transfer-Encoding`, a head too large).
    pub fn start_serving(&self) -> Sniffed {
        let mut s = self.lock();
        s.phase = Phase::Serving;
        s.sniffing = false;
        s.head.clear();
        std::mem::take(&mut s.sniffed)
    }

    /// The response is out: the next request must start within the idle timeout.
    pub fn done_serving(&self) {
        let mut s = self.lock();
        s.phase = Phase::Idle(Instant::now() + self.idle_timeout);
    }

    /// The deadline now in force, after noting `read` bytes just read.
    fn after_read(&self, read: &[u8]) -> Option<Instant> {
        let mut s = self.lock();
        if !read.is_empty() {
            if let Phase::Idle(_) = s.phase {
                s.phase = Phase::Head(Instant::now() + self.header_timeout);
                s.sniffing = true;
                s.head.clear();
            }
            if s.sniffing {
                s.sniff(read);
            }
        }
        match s.phase {
            Phase::Head(t) | Phase::Idle(t) => Some(t),
            Phase::Serving => None,
        }
    }

    fn deadline(&self) -> Option<Instant> {
        self.after_read(&[])
    }
}

impl State {
    /// Adds `read` to the head read on the side; once it is complete, notes whether it has
    /// both a length and a transfer encoding.
    fn sniff(&mut self, read: &[u8]) {
        let from = self.head.len().saturating_sub(3);
        let room = MAX_HEAD_BYTES.saturating_sub(self.head.len());
        self.head.extend_from_slice(&read[..read.len().min(room)]);
        let tail = &self.head[from..];
        let ends =
            tail.windows(4).any(|w| w == b"\r\n\r\n") || tail.windows(2).any(|w| w == b"\n\n");
        if !ends {
            if room < read.len() {
                self.sniffing = false;
                self.sniffed.too_large = true;
                self.head = Vec::new();
            }
            return;
        }
        let mut headers = [httparse::EMPTY_HEADER; 100];
        let mut req = httparse::Request::new(&mut headers);
        match req.parse(&self.head) {
            Ok(httparse::Status::Complete(_)) => {
                let has = |name: &str| {
                    req.headers
                        .iter()
                        .any(|h| h.name.eq_ignore_ascii_case(name))
                };
                self.sniffed.length_and_chunked = has("content-length") && has("transfer-encoding");
                self.sniffing = false;
                self.head = Vec::new();
            }
            Ok(httparse::Status::Partial) => {}
            Err(_) => {
                // hyper answers a malformed head itself.
                self.sniffing = false;
                self.head = Vec::new();
            }
        }
    }
}

/// A socket whose reads and writes fail once the connection's deadline has passed.
#[derive(Debug)]
pub struct Timed<T> {
    io: T,
    shared: Arc<Shared>,
    sleep: Pin<Box<Sleep>>,
}

impl<T> Timed<T> {
    /// Wraps `io`, sharing its clock with the request handler through `shared`.
    pub fn new(io: T, shared: Arc<Shared>) -> Timed<T> {
        let far = Instant::now() + Duration::from_secs(86_400);
        Timed {
            io,
            shared,
            sleep: Box::pin(tokio::time::sleep_until(far)),
        }
    }

    /// Polls the clock: an error once `deadline` has passed.
    fn check(&mut self, deadline: Option<Instant>, cx: &mut Context<'_>) -> io::Result<()> {
        let Some(deadline) = deadline else {
            return Ok(());
        };
        if self.sleep.deadline() != deadline {
            self.sleep.as_mut().reset(deadline);
        }
        match self.sleep.as_mut().poll(cx) {
            Poll::Ready(()) => Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the client took too long",
            )),
            Poll::Pending => Ok(()),
        }
    }
}

use std::future::Future;

impl<T: AsyncRead + Unpin> AsyncRead for Timed<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        match Pin::new(&mut this.io).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                let deadline = this.shared.after_read(&buf.filled()[before..]);
                // Bytes that arrive after the deadline do not count.
                if deadline.is_some_and(|t| t <= Instant::now()) {
                    return Poll::Ready(Err(io::Error::new(
                        io::ErrorKind::TimedOut,
                        "the client took too long",
                    )));
                }
                Poll::Ready(Ok(()))
            }
            Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
            Poll::Pending => {
                let deadline = this.shared.deadline();
                match this.check(deadline, cx) {
                    Ok(()) => Poll::Pending,
                    Err(e) => Poll::Ready(Err(e)),
                }
            }
        }
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Timed<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        match Pin::new(&mut this.io).poll_write(cx, buf) {
            Poll::Pending => {
                // A client that does not read its answer is held to the idle deadline.
                let deadline = this.shared.deadline();
                match this.check(deadline, cx) {
                    Ok(()) => Poll::Pending,
                    Err(e) => Poll::Ready(Err(e)),
                }
            }
            ready => ready,
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let flushed = Pin::new(&mut this.io).poll_flush(cx);
        // A response just went out: arm the clock for the idle deadline, since hyper may
        // not read again before the client sends something.
        let deadline = this.shared.deadline();
        match this.check(deadline, cx) {
            Ok(()) => flushed,
            Err(e) => Poll::Ready(Err(e)),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().io).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sniffed(head: &[&[u8]]) -> bool {
        noticed(head).length_and_chunked
    }

    fn noticed(head: &[&[u8]]) -> Sniffed {
        let shared = Shared::new(Duration::from_secs(5), Duration::from_secs(5));
        for part in head {
            shared.after_read(part);
        }
        shared.start_serving()
    }

    #[tokio::test]
    async fn a_head_past_the_limit_is_noticed_in_one_read_or_many() {
        let mut big = b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: ".to_vec();
        big.resize(MAX_HEAD_BYTES + 10, b'a');
        big.extend_from_slice(b"\r\n\r\n");
        assert!(noticed(&[&big]).too_large);
        let (a, b) = big.split_at(MAX_HEAD_BYTES - 5);
        assert!(noticed(&[a, b]).too_large);
        // A head within the limit followed by a large body is not too large.
        let mut post = b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n".to_vec();
        post.resize(post.len() + 100_000, b'{');
        assert_eq!(noticed(&[&post]), Sniffed::default());
    }

    #[tokio::test]
    async fn a_head_with_length_and_chunked_is_noticed_in_any_order_and_split() {
        let both = b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n";
        assert!(sniffed(&[both]));
        let (a, b) = both.split_at(40);
        assert!(sniffed(&[a, b]));
        assert!(sniffed(&[
            b"POST / HTTP/1.1\r\ntransfer-encoding: chunked\r\ncontent-length: 5\r\n\r\n"
        ]));
        assert!(!sniffed(&[
            b"POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello"
        ]));
        assert!(!sniffed(&[
            b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
        ]));
    }

    #[tokio::test]
    async fn the_head_deadline_counts_from_the_start_not_from_the_last_byte() {
        let shared = Shared::new(Duration::from_secs(5), Duration::from_secs(60));
        let first = shared.deadline().unwrap();
        shared.after_read(b"G");
        assert_eq!(shared.deadline(), Some(first));
        shared.start_serving();
        assert_eq!(shared.deadline(), None);
        shared.done_serving();
        let idle = shared.deadline().unwrap();
        assert!(idle > first + Duration::from_secs(50));
        shared.after_read(b"G");
        assert!(shared.deadline().unwrap() < idle);
    }
}

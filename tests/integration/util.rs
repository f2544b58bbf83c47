//! Helpers shared by the integration tests.
//!
//! The tolerance policy is the library's, written once in `punto_banco::reference` (the par
//! sheet judges the same corpus with it).

use assert_cmd::Command;
use num_rational::BigRational;
use punto_banco::parse_ratio;
use serde::de::DeserializeOwned;

/// Parses an exact number written in the corpus (`"8"`, `"31/415"`, `"-0.0000435175"`).
///
/// # Panics
/// If the text is not a number: the corpus itself is broken.
pub fn ratio(text: &str) -> BigRational {
    parse_ratio(text).unwrap_or_else(|| panic!("'{text}' is not an exact number"))
}

/// Every built-in bet (`builtin_ids`, in its order) under `rules`: the one copy of "all
/// bets" that the engine, property, mid-coup and fuzz-regression tests share.
pub fn all_bets(rules: &punto_banco::Rules) -> Vec<punto_banco::Bet> {
    punto_banco::builtin_ids()
        .into_iter()
        .map(|id| punto_banco::builtin(id, rules).expect("every listed id builds"))
        .collect()
}

/// The binary, with tables on one line per row (`COLUMNS` unset, as in a pipe).
pub fn pb() -> Command {
    let mut cmd = Command::cargo_bin("punto-banco").expect("binary built");
    cmd.env_remove("COLUMNS");
    cmd
}

/// Runs a command that must succeed and returns its stdout.
pub fn ok(args: &[&str]) -> String {
    let out = pb().args(args).output().expect("runs");
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// Runs a command with `--format json` that must succeed and parses its document.
pub fn json<T: DeserializeOwned>(args: &[&str]) -> T {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    let text = ok(&all);
    assert!(text.ends_with("}\n"), "JSON ends with a newline: {args:?}");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{args:?}: {e}\n{text}"))
}

/// Replaces what changes from build to build but not with the format or the language: the
/// crate version, the commit and SHA-256 digests (snapshots and `--lang` tests).
pub fn redact(text: &str) -> String {
    let text = text
        .replace(env!("CARGO_PKG_VERSION"), "[version]")
        .replace(punto_banco::report::COMMIT, "[commit]");
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(i) = rest.find(|c: char| c.is_ascii_hexdigit()) {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        let run = rest
            .find(|c: char| !c.is_ascii_hexdigit())
            .unwrap_or(rest.len());
        out.push_str(if run == 64 { "[sha256]" } else { &rest[..run] });
        rest = &rest[run..];
    }
    out.push_str(rest);
    out
}

/// The binary under test: `PUNTO_BANCO_BIN` when set (an older build, to show a test
/// fails on it), else this build's.
pub fn bin_path() -> std::path::PathBuf {
    std::env::var_os("PUNTO_BANCO_BIN")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| assert_cmd::cargo::cargo_bin("punto-banco"))
}

/// The published 8-deck probabilities of the corpus (`tests/data/reference.json`):
/// (Punto, Banco, Égalité).
pub fn published_main_8d() -> (BigRational, BigRational, BigRational) {
    let text = std::fs::read_to_string("tests/data/reference.json").unwrap();
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    let count = |id: &str| -> BigRational {
        let f = doc["figures"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["id"] == id)
            .unwrap_or_else(|| panic!("{id} in the corpus"));
        ratio(f["value"].as_str().unwrap())
    };
    let total = count("main-8d-total");
    (
        count("main-8d-punto") / &total,
        count("main-8d-banco") / &total,
        count("main-8d-tie") / &total,
    )
}

/// `simulate --deals PATH` of `shoes` 8-deck shoes (Banco bet, `--seed` when given) dealt
/// with `shuffle`: the log's text.
pub fn deals(path: &std::path::Path, shoes: &str, shuffle: &str, seed: Option<&str>) -> String {
    let mut cmd = pb();
    cmd.args([
        "simulate", "--decks", "8", "--shoes", shoes, "--bets", "banco",
    ])
    .args(["--shuffle", shuffle, "--deals"])
    .arg(path)
    .args(["--format", "json"]);
    if let Some(seed) = seed {
        cmd.args(["--seed", seed]);
    }
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read_to_string(path).unwrap()
}

/// The shoe log and the bet log (CSV) of a seeded study, as `simulate --deals --bet-log`
/// writes them.
pub fn traced_logs(req: &punto_banco::api::SimulateRequest) -> (String, String) {
    use punto_banco::api::{LogFormat, TraceLogs};
    let (mut deals, mut bet_log) = (Vec::new(), Vec::new());
    req.prepare()
        .unwrap()
        .trace_logs(
            &|| (),
            TraceLogs {
                deals: Some((LogFormat::Csv, &mut deals)),
                bet_log: Some((LogFormat::Csv, &mut bet_log)),
                ..TraceLogs::default()
            },
        )
        .unwrap()
        .unwrap();
    (
        String::from_utf8(deals).unwrap(),
        String::from_utf8(bet_log).unwrap(),
    )
}

/// `punto-banco serve` on a free loopback port (`--bind 127.0.0.1:0`), for one test;
/// killed when dropped. Its stderr is read as it comes (so the server never blocks on a
/// full pipe) and kept for [`Server::terminate`].
#[cfg(feature = "server")]
pub struct Server {
    pub child: std::process::Child,
    /// `127.0.0.1:PORT`.
    pub addr: String,
    stderr: Option<std::thread::JoinHandle<String>>,
}

#[cfg(feature = "server")]
impl Server {
    /// A server with the flags `extra` (e.g. `--quiet`, `--header-timeout 0.3`).
    pub fn start(extra: &[&str]) -> Server {
        Server::start_with("", extra)
    }

    /// A server started after the shell commands `limit` (`ulimit -n 64; `), if any.
    pub fn start_with(limit: &str, extra: &[&str]) -> Server {
        use std::io::{BufRead, BufReader, Read};
        use std::process::{Command, Stdio};
        let mut cmd = if limit.is_empty() {
            Command::new(bin_path())
        } else {
            let mut sh = Command::new("sh");
            sh.arg("-c")
                .arg(format!(r#"{limit}exec "$0" "$@""#))
                .arg(bin_path());
            sh
        };
        let mut child = cmd
            .args(["serve", "--bind", "127.0.0.1:0"])
            .args(extra)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("server starts");
        let mut stderr = BufReader::new(child.stderr.take().expect("piped"));
        let mut line = String::new();
        stderr.read_line(&mut line).expect("a first stderr line");
        let addr = line
            .trim()
            .strip_prefix("listening on http://")
            .unwrap_or_else(|| panic!("first line is not 'listening on': {line}"))
            .to_string();
        let stderr = std::thread::spawn(move || {
            let mut rest = String::new();
            let _ = stderr.read_to_string(&mut rest);
            rest
        });
        Server {
            child,
            addr,
            stderr: Some(stderr),
        }
    }

    /// A connection to the server, reads bounded by 60 s.
    pub fn connect(&self) -> std::net::TcpStream {
        let s = std::net::TcpStream::connect(&self.addr).expect("connects");
        s.set_read_timeout(Some(std::time::Duration::from_secs(60)))
            .unwrap();
        s
    }

    /// Sends `request` as it is (and nothing more) and reads the whole answer.
    pub fn exchange(&self, request: &[u8]) -> String {
        use std::io::{Read, Write};
        let mut s = self.connect();
        // The server may answer (413) and close before reading a large body: ignore a
        // failed write and read the answer.
        let _ = s.write_all(request);
        let mut out = Vec::new();
        let _ = s.read_to_end(&mut out);
        String::from_utf8_lossy(&out).into_owned()
    }

    /// One HTTP/1.1 request with `Connection: close`: the status and the body.
    pub fn raw(
        &self,
        method: &str,
        path: &str,
        content_type: Option<&str>,
        body: &[u8],
    ) -> (u16, String) {
        let mut request = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Length: {}\r\n",
            self.addr,
            body.len()
        )
        .into_bytes();
        if let Some(ct) = content_type {
            request.extend(format!("Content-Type: {ct}\r\n").bytes());
        }
        request.extend(b"\r\n");
        request.extend(body);
        let text = self.exchange(&request);
        let status: u16 = text
            .split(' ')
            .nth(1)
            .and_then(|c| c.parse().ok())
            .unwrap_or_else(|| panic!("no status line: {text}"));
        let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b);
        (status, body.to_string())
    }

    /// `POST path` with a JSON body given as text: the status and the JSON answered.
    pub fn post_text(&self, path: &str, body: &str) -> (u16, serde_json::Value) {
        let (status, text) = self.raw("POST", path, Some("application/json"), body.as_bytes());
        (status, parse_json(&text))
    }

    /// `POST path` with a JSON body: the status and the JSON answered.
    pub fn post(&self, path: &str, body: &serde_json::Value) -> (u16, serde_json::Value) {
        self.post_text(path, &body.to_string())
    }

    /// `GET path`: the status and the JSON answered.
    pub fn get(&self, path: &str) -> (u16, serde_json::Value) {
        let (status, text) = self.raw("GET", path, None, b"");
        (status, parse_json(&text))
    }

    /// Sends the signal `name` (`TERM`, `INT`) to the server.
    pub fn signal(&self, name: &str) {
        let status = std::process::Command::new("kill")
            .args([&format!("-{name}"), &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success());
    }

    /// Waits for the server to exit, at most `limit` (polled every 20 ms): its status, or
    /// `None` if it still runs.
    pub fn wait_exit(&mut self, limit: std::time::Duration) -> Option<std::process::ExitStatus> {
        let start = std::time::Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status);
            }
            if start.elapsed() >= limit {
                return None;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// Sends SIGTERM and returns the exit status and what the server wrote to stderr
    /// after its first line.
    pub fn terminate(mut self) -> (std::process::ExitStatus, String) {
        self.signal("TERM");
        let status = self.child.wait().expect("server exits");
        let rest = self
            .stderr
            .take()
            .map_or(String::new(), |t| t.join().unwrap());
        (status, rest)
    }
}

#[cfg(feature = "server")]
impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Parses a JSON answer, or panics with its text.
#[cfg(feature = "server")]
pub fn parse_json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// Waits until process `pid` catches signal `signal` (its handler is installed: Linux's
/// `SigCgt` in `/proc/PID/status`), polling every 10 ms, at most 30 s.
pub fn wait_for_handler(pid: u32, signal: u32) {
    let start = std::time::Instant::now();
    let caught = || -> Option<bool> {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
        let mask = status.lines().find_map(|l| l.strip_prefix("SigCgt:"))?;
        let mask = u64::from_str_radix(mask.trim(), 16).ok()?;
        Some(mask & (1 << (signal - 1)) != 0)
    };
    while caught() != Some(true) {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(30),
            "process {pid} never caught signal {signal}"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

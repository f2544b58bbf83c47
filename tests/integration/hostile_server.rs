//! Hostile clients of `punto-banco serve` (issue 21): idle and slow sockets, a file limit,
//! signals, announced bodies, foreign hosts. Every server binds a free loopback port, runs
//! with short timeouts so the suite stays fast, and is stopped by its pid; every test is
//! bounded in time and in sockets. Each failed on the code before the fix
//! (`PUNTO_BANCO_BIN=/old/punto-banco cargo test --test integration hostile_server`).

use crate::util::Server;
use serde_json::Value;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// A quiet server for one test, under `ulimit -n FILES` when given (see [`Server`]).
fn start(files: Option<u32>, extra: &[&str]) -> Server {
    let limit = files.map_or(String::new(), |n| format!("ulimit -n {n}; "));
    start_with(&limit, extra)
}

/// A quiet server started after the shell commands `limit` (`ulimit -v N; `).
fn start_with(limit: &str, extra: &[&str]) -> Server {
    let mut flags = vec!["--quiet"];
    flags.extend(extra);
    Server::start_with(limit, &flags)
}

/// One `GET path` with `Connection: close`: the status, or `None` when the connection is
/// refused or closed without an answer (reads bounded by 5 s).
fn try_get(server: &Server, path: &str) -> Option<u16> {
    let mut s = TcpStream::connect(&server.addr).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    let req = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes()).ok()?;
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out);
    text.split(' ').nth(1)?.parse().ok()
}

fn status_of(answer: &str) -> Option<u16> {
    answer.split(' ').nth(1)?.parse().ok()
}

fn body_of(answer: &str) -> Value {
    let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    serde_json::from_str(body).unwrap_or(Value::Null)
}

/// 60 sockets that drip a header byte now and then, and 45 that send nothing, for at most
/// `for_how_long`; returns when they are all open. The sockets close when the thread ends.
fn attack(addr: &str, for_how_long: Duration) -> std::thread::JoinHandle<()> {
    let mut drip: Vec<TcpStream> = (0..60)
        .filter_map(|_| TcpStream::connect(addr).ok())
        .collect();
    let idle: Vec<TcpStream> = (0..45)
        .filter_map(|_| TcpStream::connect(addr).ok())
        .collect();
    std::thread::spawn(move || {
        let _idle = idle;
        let start = Instant::now();
        let head = b"GET /api/bets HTTP/1.1\r\nHost: localhost\r\nX-Slow: ";
        let mut i = 0;
        while start.elapsed() < for_how_long {
            let byte = [head.get(i).copied().unwrap_or(b'a')];
            for s in &mut drip {
                let _ = s.write_all(&byte);
            }
            i += 1;
            // A byte now and then: each socket outlives the header timeout by dripping.
            std::thread::sleep(for_how_long / 16);
        }
    })
}

// Items 1 and 2: the done-when test.

#[test]
fn idle_and_dripping_sockets_under_a_low_file_limit_cannot_hold_the_server() {
    // Short timeouts (the defaults are 10 s, 10 s and 60 s): the test waits under a second.
    let (header, grace) = (0.4, 0.3);
    let mut server = start(
        Some(64),
        &[
            "--header-timeout",
            "0.4",
            "--grace",
            "0.3",
            "--idle-timeout",
            "0.4",
        ],
    );
    assert_eq!(try_get(&server, "/api/bets"), Some(200));
    let first = attack(&server.addr, Duration::from_millis(800));
    // A new client is answered within the header timeout plus 2 s (a bound, not a wait:
    // the loop ends at the first answer).
    let start = Instant::now();
    let mut answered = false;
    while start.elapsed() < Duration::from_secs_f64(header + 2.0) {
        if try_get(&server, "/api/bets") == Some(200) {
            answered = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(answered, "no answer within {} s under attack", header + 2.0);
    // SIGTERM while new attackers hold sockets: the server exits within the grace period.
    let second = attack(&server.addr, Duration::from_millis(800));
    let signalled = Instant::now();
    server.signal("TERM");
    let status = server.wait_exit(Duration::from_secs_f64(grace + 2.0));
    let took = signalled.elapsed();
    assert!(status.is_some(), "still running {took:?} after SIGTERM");
    assert!(status.unwrap().success(), "{status:?}");
    first.join().unwrap();
    second.join().unwrap();
}

#[test]
fn a_second_signal_exits_at_once() {
    let mut server = start(None, &["--grace", "30", "--header-timeout", "30"]);
    let mut half = server.connect();
    half.write_all(b"POST /api/ev HTTP/1.1\r\nHost: localhost\r\nContent-Le")
        .unwrap();
    std::thread::sleep(Duration::from_millis(200));
    server.signal("TERM");
    std::thread::sleep(Duration::from_millis(300));
    assert!(
        server.child.try_wait().unwrap().is_none(),
        "waits for the grace period"
    );
    server.signal("INT");
    let status = server
        .wait_exit(Duration::from_secs(3))
        .expect("exits at once");
    assert_eq!(status.code(), Some(130), "{status:?}");
}

#[test]
fn a_body_that_never_comes_gets_408_and_an_idle_connection_is_closed() {
    let server = start(None, &["--body-timeout", "0.3", "--idle-timeout", "0.3"]);
    let start = Instant::now();
    let answer = server.exchange(
        b"POST /api/ev HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n{",
    );
    assert_eq!(status_of(&answer), Some(408), "{answer}");
    assert!(start.elapsed() < Duration::from_secs(10));
    // A kept-alive connection with no next request is closed after the idle timeout.
    let mut s = server.connect();
    s.write_all(b"GET /api/rules HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .unwrap();
    let start = Instant::now();
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    assert!(String::from_utf8_lossy(&out).starts_with("HTTP/1.1 200"));
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "{:?}",
        start.elapsed()
    );
}

// Item 11: a body announced over the limit is refused before it is sent; a length with
// chunked encoding is refused.

#[test]
fn an_oversized_length_is_refused_at_once_even_when_the_client_expects_continue() {
    let server = start(None, &[]);
    let answer = server.exchange(
        b"POST /api/ev HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\nExpect: 100-continue\r\n\r\n",
    );
    assert!(!answer.contains("100 Continue"), "{answer}");
    assert_eq!(status_of(&answer), Some(413), "{answer}");
    assert!(body_of(&answer)["error"]
        .as_str()
        .unwrap()
        .contains("1048576"));
    let answer = server.exchange(
        b"POST /api/ev HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 12\r\nTransfer-Encoding: chunked\r\n\r\nc\r\n{\"decks\": 8}\r\n0\r\n\r\n",
    );
    assert_eq!(status_of(&answer), Some(400), "{answer}");
    assert!(body_of(&answer)["error"]
        .as_str()
        .unwrap()
        .contains("Transfer-Encoding"));
}

// Item 12: a loopback server answers only its own host names (DNS rebinding).

#[test]
fn a_loopback_server_refuses_foreign_host_names() {
    let server = start(None, &["--allow-host", "tracker.lan"]);
    let get = |host: &str| {
        server.exchange(
            format!("GET /api/rules HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n")
                .as_bytes(),
        )
    };
    let port = server.addr.rsplit(':').next().unwrap().to_string();
    for ok in [
        "localhost".to_string(),
        format!("localhost:{port}"),
        server.addr.clone(),
        "[::1]".into(),
        "tracker.lan".into(),
    ] {
        assert_eq!(status_of(&get(&ok)), Some(200), "{ok}");
    }
    for bad in [
        "evil.example",
        "evil.example:8080",
        "localhost.evil.example",
    ] {
        let answer = get(bad);
        assert_eq!(status_of(&answer), Some(400), "{bad}: {answer}");
        assert!(body_of(&answer)["error"].as_str().unwrap().contains(bad));
    }
}

// Items 9 and 16: the unknown-rules message and the eor depth schema.

#[test]
fn unknown_rules_echo_the_name_as_given_and_name_no_file() {
    let server = start(None, &[]);
    let answer = server
        .exchange(b"GET /api/rules/Vegas HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    assert_eq!(status_of(&answer), Some(404));
    let msg = body_of(&answer)["error"].as_str().unwrap().to_string();
    assert!(msg.contains("'Vegas'") && !msg.contains("file"), "{msg}");
}

#[test]
fn openapi_says_eor_depth_starts_at_one() {
    let server = start(None, &[]);
    let answer = server
        .exchange(b"GET /openapi.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    let doc = body_of(&answer);
    let depth = &doc["components"]["schemas"]["EorBody"]["properties"]["depth"];
    assert_eq!(depth["minimum"], 1, "{depth}");
    assert_eq!(depth["default"], 1, "{depth}");
}

// Issue 30, items 4 and 9: serde's messages and unknown paths clipped; RFC 9112's Host rules.

#[test]
fn long_serde_messages_and_unknown_paths_are_clipped() {
    let server = start(None, &[]);
    let long = "x".repeat(60_000);
    let post = |path: &str, body: &str| {
        server.exchange(
            format!(
                "POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
                 Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            )
            .as_bytes(),
        )
    };
    for answer in [
        post("/api/odds", &format!("{{\"{long}\": 1}}")),
        post("/api/odds", &format!("{{\"decks\": \"{long}\"}}")),
        post(
            "/api/odds",
            &format!("{{\"custom_bets\": [{{\"{long}\": 1}}]}}"),
        ),
        server.exchange(
            format!("GET /{long} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                .as_bytes(),
        ),
    ] {
        let status = status_of(&answer);
        assert!(matches!(status, Some(400 | 404)), "{}", &answer[..200]);
        let body = answer.split("\r\n\r\n").nth(1).unwrap_or("");
        assert!(body.len() < 1024, "a body of {} bytes", body.len());
    }
}

#[test]
fn host_fields_follow_rfc_9112() {
    let server = start(None, &[]);
    for request in [
        "GET /api/rules HTTP/1.1\r\nHost: localhost\r\nHost: evil.com\r\nConnection: close\r\n\r\n",
        "GET http://evil.com/api/rules HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
        "GET /api/rules HTTP/1.1\r\nConnection: close\r\n\r\n",
    ] {
        let answer = server.exchange(request.as_bytes());
        assert_eq!(status_of(&answer), Some(400), "{request:?}: {answer}");
    }
    let fine = server.exchange(b"GET /api/rules HTTP/1.0\r\n\r\n");
    assert_eq!(status_of(&fine), Some(200), "{fine}");
}

/// Issue 40, item 11: a 114,629-byte header value was accepted (serve.md says 64 KiB), and
/// `GET http://evil.com/... HTTP/1.0` without a Host field was answered 200.
#[test]
fn a_head_over_64_kib_and_a_foreign_absolute_host_without_host_are_refused() {
    let server = start(None, &[]);
    let big = format!(
        "GET /api/rules HTTP/1.1\r\nHost: localhost\r\nX-Big: {}\r\nConnection: close\r\n\r\n",
        "a".repeat(114_629)
    );
    let answer = server.exchange(big.as_bytes());
    assert_eq!(
        status_of(&answer),
        Some(431),
        "{}",
        &answer[..answer.len().min(300)]
    );
    // A head hyper's buffer stops first gets hyper's bodiless 431; one that fits hyper's
    // buffer but not the limit (70,000 bytes: answered 200 before) gets the server's own,
    // naming the limit.
    let over = big.replace(&"a".repeat(114_629), &"a".repeat(70_000));
    let answer = server.exchange(over.as_bytes());
    assert_eq!(
        status_of(&answer),
        Some(431),
        "{}",
        &answer[..answer.len().min(300)]
    );
    let e = body_of(&answer);
    assert!(e["error"].as_str().unwrap().contains("65536 bytes"), "{e}");
    // Just under the limit is answered.
    let fits = format!(
        "GET /api/rules HTTP/1.1\r\nHost: localhost\r\nX-Big: {}\r\nConnection: close\r\n\r\n",
        "a".repeat(60_000)
    );
    assert_eq!(status_of(&server.exchange(fits.as_bytes())), Some(200));
    for request in [
        "GET http://evil.com/api/rules/standard HTTP/1.0\r\n\r\n",
        "GET http://evil.com/api/rules/standard HTTP/1.0\r\nConnection: close\r\n\r\n",
    ] {
        let answer = server.exchange(request.as_bytes());
        assert_eq!(status_of(&answer), Some(400), "{request:?}: {answer}");
        assert!(body_of(&answer)["error"]
            .as_str()
            .unwrap()
            .contains("evil.com"));
    }
    let own = server.exchange(b"GET http://localhost/api/rules/standard HTTP/1.0\r\n\r\n");
    assert_eq!(status_of(&own), Some(200), "{own}");
}

/// The CPU time (user + system) a process has used, in clock ticks (`/proc/PID/stat`).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    let after = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = after.split(' ').collect();
    // Fields 14 and 15 of the line (utime, stime): 11 and 12 after the state.
    fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
}

/// Issue 40, item 4: 250 connections each sending 14 MB to `/api/audit` under `ulimit -v
/// 3000000` ended in `memory allocation ... failed` and the process was gone. The bodies
/// held at once are capped server-wide: the server stays up, and every answer is 400 (a
/// body that fits, read and refused as a log), 413 or 503 (the cap, at once).
#[test]
fn many_large_bodies_at_once_get_503_and_the_server_stays_up_under_a_memory_cap() {
    let mut server = start_with("ulimit -v 3000000; ", &["--body-timeout", "60"]);
    let text = "a".repeat(14_000_000);
    let body = std::sync::Arc::new(format!(
        r#"{{"decks":8,"shoe_logs":[{{"text":"{text}"}}]}}"#
    ));
    let threads: Vec<_> = (0..120)
        .map(|_| {
            let (addr, body) = (server.addr.clone(), body.clone());
            std::thread::spawn(move || {
                let mut s = TcpStream::connect(&addr).ok()?;
                s.set_read_timeout(Some(Duration::from_secs(90))).ok()?;
                let head = format!(
                    "POST /api/audit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                    body.len()
                );
                let _ = s.write_all(head.as_bytes());
                let _ = s.write_all(body.as_bytes());
                let mut out = Vec::new();
                let _ = s.read_to_end(&mut out);
                let answer = String::from_utf8_lossy(&out).into_owned();
                Some((status_of(&answer)?, body_of(&answer)["error"].to_string()))
            })
        })
        .collect();
    let answers: Vec<_> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    let statuses: Vec<Option<u16>> = answers.iter().map(|a| a.as_ref().map(|a| a.0)).collect();
    assert!(
        server.child.try_wait().unwrap().is_none(),
        "the server died: {statuses:?}"
    );
    for s in statuses.iter().flatten() {
        assert!([400, 413, 503].contains(s), "{statuses:?}");
    }
    // Refused by the cap on the bodies held at once, before they were read.
    let cap = "request bodies it holds at once would pass its limit of 268435456 bytes";
    assert!(
        (answers.iter().flatten()).any(|(status, error)| *status == 503 && error.contains(cap)),
        "{answers:?}"
    );
    assert_eq!(try_get(&server, "/api/rules"), Some(200));
    let _ = server.wait_exit(Duration::from_millis(1));
}

/// Issue 40, item 2: the server kept computing abandoned requests. An audit whose client
/// goes away is cancelled: within a generous margin after the client leaves, the server
/// uses less CPU than the audit takes when its client waits (measured here first).
/// It waits on the clock for twice the audit's CPU time (seconds): a CI step of its own
/// (`.ci/run`), not the default suite.
#[test]
#[ignore = "waits seconds on the clock: run by .ci/run's own step"]
fn an_abandoned_audit_stops_using_the_cpu() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.csv");
    let out = crate::util::pb()
        .args([
            "simulate", "--decks", "8", "--shoes", "50", "--bets", "banco", "--deals",
        ])
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = std::fs::read_to_string(&path).unwrap();
    let body = serde_json::json!({"decks": 8, "permutations": 1200, "shoe_logs": [{"text": text}]})
        .to_string();
    let server = start(None, &["--workers", "2"]);
    let pid = server.child.id();
    let request = format!(
        "POST /api/audit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    // Waited for: the CPU the whole audit takes.
    let before = cpu_ticks(pid);
    let answer = server.exchange(request.as_bytes());
    assert_eq!(
        status_of(&answer),
        Some(200),
        "{}",
        &answer[..answer.len().min(300)]
    );
    let whole = cpu_ticks(pid) - before;
    assert!(
        whole >= 50,
        "the audit took {whole} ticks: too short to tell"
    );
    // Abandoned after a tenth of it: the rest is not computed.
    let before = cpu_ticks(pid);
    let mut s = server.connect();
    s.write_all(request.as_bytes()).unwrap();
    std::thread::sleep(Duration::from_millis(whole * 1000 / 100 / 10 / 2));
    drop(s);
    std::thread::sleep(Duration::from_millis(whole * 1000 / 100 * 2));
    let abandoned = cpu_ticks(pid) - before;
    eprintln!("abandoned: {abandoned} ticks, whole: {whole}");
    assert!(
        abandoned * 2 < whole,
        "abandoned: {abandoned} ticks, whole: {whole}"
    );
    assert_eq!(try_get(&server, "/api/rules"), Some(200));
}

//! The punto-banco engine in WebAssembly: the questions of the HTTP API
//! (`punto-banco serve`) answered in the page, with the same JSON requests and the same
//! JSON reports, computed by the same library calls.
//!
//! # The interface
//! Plain exported functions over the module's memory, so the page needs no generated
//! glue (no bindgen):
//!
//! | export | what it does |
//! |---|---|
//! | `pb_alloc(len) -> ptr` | reserves `len` bytes for the caller to write a name or a body into |
//! | `pb_free(ptr, len)` | gives them back |
//! | `pb_call(name_ptr, name_len, body_ptr, body_len) -> status` | answers one question; the status is the HTTP API's (200, 400, 404, 500) |
//! | `pb_result_ptr() -> ptr`, `pb_result_len() -> len` | the answer of the last call: UTF-8 JSON, valid until the next call |
//!
//! A question's name is the API path after `/api/`: `odds`, `ev`, `midcoup`, `eor`,
//! `report`, `track` (each with a JSON body, as `POST /api/NAME` takes it), and `rules`,
//! `rules/NAME`, `bets` (no body, as `GET`). The answer is the report the server sends
//! (the command's `--format json` document), or `{"error": "..."}` with the server's
//! message for the same input.
//!
//! [`answer`] is the same dispatch for Rust callers (and the tests).

use punto_banco::api::{self, EorRequest, EvRequest, OddsRequest, ReportRequest, RulesChoice};
use punto_banco::report::ParSheet;
use punto_banco::tracker::TrackRequest;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::cell::RefCell;

pub use punto_banco::limits::{MAX_CUSTOM_BETS, MAX_EOR_DEPTH, MAX_TRACK_INPUT};

/// The answer to one question: the HTTP status the server would send, and the JSON body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// 200, or the error's status: 400 (a bad request), 404 (an unknown question or
    /// preset). No panic is caught (see [`answer`]).
    pub status: u16,
    /// The report, or `{"error": "..."}`.
    pub json: String,
}

impl Answer {
    fn ok<R: Serialize>(report: &R) -> Answer {
        Answer {
            status: 200,
            json: serde_json::to_string(report).expect("reports are plain data"),
        }
    }

    fn error(status: u16, message: impl Into<String>) -> Answer {
        #[derive(Serialize)]
        struct ErrorBody {
            error: String,
        }
        Answer {
            status,
            json: serde_json::to_string(&ErrorBody {
                error: message.into(),
            })
            .expect("a string"),
        }
    }
}

type Checked<T> = Result<T, Answer>;

/// Reads a request body as the server does ([`punto_banco::limits::request`]).
fn request<T: DeserializeOwned>(body: &str) -> Checked<T> {
    punto_banco::limits::request(body.as_bytes()).map_err(|m| Answer::error(400, m))
}

fn custom_bets(n: usize) -> Checked<()> {
    punto_banco::limits::custom_bets(n).map_err(|m| Answer::error(400, m))
}

fn eor_cost(req: &EorRequest) -> Checked<()> {
    punto_banco::limits::eor_depth(req.depth).map_err(|m| Answer::error(400, m))?;
    custom_bets(req.custom_bets.len())
}

fn track_cost(req: &TrackRequest) -> Checked<()> {
    punto_banco::limits::track_input(req.input.len()).map_err(|m| Answer::error(400, m))
}

/// Parses, checks the server's limits, runs the library's request and serializes.
fn run<Q: DeserializeOwned, R: Serialize>(
    body: &str,
    check: impl Fn(&Q) -> Checked<()>,
    question: impl Fn(&Q) -> punto_banco::Result<R>,
) -> Answer {
    let req = match request::<Q>(body) {
        Ok(req) => req,
        Err(answer) => return answer,
    };
    if let Err(answer) = check(&req) {
        return answer;
    }
    match question(&req) {
        Ok(report) => Answer::ok(&report),
        Err(e) => Answer::error(400, e.to_string()),
    }
}

/// Answers the question `name` (the API path after `/api/`) with the JSON `body`.
///
/// No panic is caught here: the page's build aborts on a panic (`panic = "abort"`, the
/// smaller module), so a `catch_unwind` would do nothing there. Instead no input may panic:
/// the fuzz target `fuzz/fuzz_targets/web_answer.rs` feeds this function arbitrary names
/// and bodies, and a panic fails it.
pub fn answer(name: &str, body: &str) -> Answer {
    dispatch(name, body)
}

fn dispatch(name: &str, body: &str) -> Answer {
    match name {
        "odds" => run(
            body,
            |r: &OddsRequest| custom_bets(r.custom_bets.len()),
            OddsRequest::run,
        ),
        "ev" | "midcoup" => run(
            body,
            |r: &EvRequest| custom_bets(r.custom_bets.len()),
            EvRequest::run,
        ),
        "eor" => run(body, eor_cost, EorRequest::run),
        "report" => run(
            body,
            |r: &ReportRequest| custom_bets(r.custom_bets.len()),
            |r: &ReportRequest| r.run().map(|a| ParSheet::from_answer(&a)),
        ),
        "track" => run(body, track_cost, TrackRequest::run),
        "rules" => Answer::ok(&api::PresetList::new()),
        "bets" => Answer::ok(&api::bets_listing()),
        _ => match name.strip_prefix("rules/") {
            Some(preset) => match api::rules_document(&RulesChoice::Preset(preset.to_string())) {
                Ok(doc) => Answer::ok(&doc),
                Err(e) => Answer::error(404, e.to_string()),
            },
            None => Answer::error(
                404,
                format!(
                    "no question '{name}': odds, ev, midcoup, eor, report, track, rules, \
                     rules/NAME or bets"
                ),
            ),
        },
    }
}

thread_local! {
    /// The last answer, kept until the next call so the page can read it.
    static RESULT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Reserves `len` bytes (at least 1) and returns their address.
#[no_mangle]
pub extern "C" fn pb_alloc(len: usize) -> *mut u8 {
    let mut buf = Vec::<u8>::with_capacity(len.max(1));
    let ptr = buf.as_mut_ptr();
    std::mem::forget(buf);
    ptr
}

/// Frees bytes from [`pb_alloc`].
///
/// # Safety
/// `ptr` and `len` must be exactly those of one earlier [`pb_alloc`], freed once.
#[no_mangle]
pub unsafe extern "C" fn pb_free(ptr: *mut u8, len: usize) {
    // SAFETY: the caller passes back a buffer of capacity `len.max(1)` from `pb_alloc`.
    drop(unsafe { Vec::from_raw_parts(ptr, 0, len.max(1)) });
}

/// Answers one question; the answer is then at [`pb_result_ptr`] for [`pb_result_len`]
/// bytes. Returns the HTTP status the server would send.
///
/// # Safety
/// Each pointer must address `len` initialized bytes (from [`pb_alloc`]); a length of 0
/// needs no valid pointer.
#[no_mangle]
pub unsafe extern "C" fn pb_call(
    name_ptr: *const u8,
    name_len: usize,
    body_ptr: *const u8,
    body_len: usize,
) -> u32 {
    // SAFETY: as documented, the caller wrote `len` bytes at each pointer.
    let bytes = |ptr: *const u8, len: usize| -> &[u8] {
        if len == 0 {
            &[]
        } else {
            unsafe { std::slice::from_raw_parts(ptr, len) }
        }
    };
    let answer = match (
        std::str::from_utf8(bytes(name_ptr, name_len)),
        std::str::from_utf8(bytes(body_ptr, body_len)),
    ) {
        (Ok(name), Ok(body)) => answer(name, body),
        _ => Answer::error(400, "the question's name and body must be UTF-8 text"),
    };
    RESULT.with(|r| *r.borrow_mut() = answer.json.into_bytes());
    u32::from(answer.status)
}

/// The address of the last answer.
#[no_mangle]
pub extern "C" fn pb_result_ptr() -> *const u8 {
    RESULT.with(|r| r.borrow().as_ptr())
}

/// The length in bytes of the last answer.
#[no_mangle]
pub extern "C" fn pb_result_len() -> usize {
    RESULT.with(|r| r.borrow().len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn json(a: &Answer) -> Value {
        serde_json::from_str(&a.json).unwrap()
    }

    #[test]
    fn odds_answers_the_library_report_byte_for_byte() {
        let body = r#"{"decks": 8, "removed": "5 5 K"}"#;
        let a = answer("odds", body);
        assert_eq!(a.status, 200);
        let req: OddsRequest = serde_json::from_str(body).unwrap();
        assert_eq!(a.json, serde_json::to_string(&req.run().unwrap()).unwrap());
        // Punto's probability for a full 8-deck shoe, as published (Wizard of Odds).
        let full = json(&answer("odds", r#"{"decks": 8}"#));
        let p = full["outcomes"]["punto"]["decimal"].as_f64().unwrap();
        assert!((p - 0.446247).abs() < 5e-7, "{p}");
    }

    #[test]
    fn track_carries_the_session_and_the_roads() {
        let a = answer(
            "track",
            r#"{"session": {"decks": 8, "log": ["coup"]}, "input": ["5 K 3 4"]}"#,
        );
        assert_eq!(a.status, 200, "{}", a.json);
        let doc = json(&a);
        assert_eq!(
            doc["session"]["log"],
            serde_json::json!(["coup", "5 K 3 4"])
        );
        assert_eq!(doc["tracker"]["results"][0]["winner"], "punto");
        assert_eq!(doc["tracker"]["roads"]["big_road"][0]["winner"], "punto");
    }

    #[test]
    fn bad_input_gets_the_servers_status_and_message() {
        let a = answer("odds", r#"{"deck": 8}"#);
        assert_eq!(a.status, 400);
        assert!(json(&a)["error"]
            .as_str()
            .unwrap()
            .starts_with("invalid request: unknown field `deck`"));
        let a = answer("odds", "[8]");
        assert_eq!(
            json(&a)["error"],
            "invalid request: the body must be a JSON object, e.g. {\"decks\": 8}"
        );
        assert!(json(&answer("ev", "{"))["error"]
            .as_str()
            .unwrap()
            .starts_with("malformed JSON in the request body"));
        let a = answer(
            "track",
            r#"{"session": {"decks": 1, "log": ["A A A A"]}, "input": ["A"]}"#,
        );
        assert_eq!(
            (a.status, json(&a)["error"].as_str().unwrap()),
            (400, "cannot remove an A: none left in the shoe")
        );
        assert_eq!(answer("nope", "").status, 404);
        assert_eq!(answer("rules/nope", "").status, 404);
        assert_eq!(answer("eor", r#"{"depth": 9}"#).status, 400);
    }

    #[test]
    fn the_exports_round_trip_through_memory() {
        let (name, body) = ("rules/midi", "");
        let p = pb_alloc(name.len());
        unsafe {
            std::ptr::copy_nonoverlapping(name.as_ptr(), p, name.len());
            let status = pb_call(p, name.len(), body.as_ptr(), 0);
            pb_free(p, name.len());
            assert_eq!(status, 200);
            let out = std::slice::from_raw_parts(pb_result_ptr(), pb_result_len());
            let doc: Value = serde_json::from_slice(out).unwrap();
            assert_eq!(doc, json(&answer("rules/midi", "")));
        }
    }
}

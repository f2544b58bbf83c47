//! The server's one error type: an HTTP status and the one-line message the CLI prints,
//! answered as `{"error": "..."}`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;

use crate::{Input, Question, Words};

/// An error answered to a client: a 4xx/5xx status and a one-line message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// The message, as the CLI prints it after `error: `.
    pub message: String,
}

/// The JSON body of every error response.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// What is wrong, in one line, naming the value and what is allowed.
    #[schema(
        example = "card 'X' is not a rank A, 2-9, 10 or T, J, Q, K with an optional suit s, h, d or c"
    )]
    pub error: String,
}

impl ApiError {
    /// An error with the given status; its message clipped as every message is
    /// ([`crate::clip`]: an echo of at most 200 characters, the body under 1 KiB), so no
    /// error echoes a long input (serde's `unknown field`, an unknown path).
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        let message = message.into();
        ApiError {
            status,
            message: crate::clip(&message).into_owned(),
        }
    }

    /// 400: the request is well-formed HTTP but its content is invalid.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }

    /// 503: every review and audit worker is busy and their queue is full.
    pub fn busy_auditing() -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "the server is busy auditing: every review and audit worker is computing and \
             their queue is full; retry shortly (the other endpoints still answer)",
        )
    }

    /// 503: every worker of the heavy routes is busy and their queue is full.
    pub fn busy_heavy() -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "the server is busy: every worker of the heavy routes (leak, review, audit) is \
             computing and their queue is full; retry shortly (the other endpoints still answer)",
        )
    }

    /// 503: the request bodies held at once are at the server's limit.
    pub fn busy_buffering(limit: usize) -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "the server is busy: the request bodies it holds at once would pass its limit of \
                 {limit} bytes; retry shortly"
            ),
        )
    }

    /// 503: every worker is busy and the queue is full.
    pub fn busy() -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "the server is busy: every worker is computing and the queue is full; retry shortly",
        )
    }

    /// 503: every review worker is busy and the review queue is full.
    pub fn busy_reviewing() -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "the server is busy reviewing: every review worker is computing and the review \
             queue is full; retry shortly (the other endpoints still answer)",
        )
    }

    /// 500: a computation failed unexpectedly (a panic caught before it reached the client).
    pub fn internal() -> ApiError {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal error: the computation failed; the server keeps serving (please report this request)",
        )
    }
}

/// A library error answered: bad input is 400 with the message worded by JSON field; a
/// failure while running ([`crate::ErrorKind::Runtime`]: threads that cannot start, a
/// document that cannot be written) is the server's own, 500 with its message.
impl From<crate::Error> for ApiError {
    fn from(e: crate::Error) -> ApiError {
        if e.is_runtime() {
            ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                format!("internal error: {e}; the server keeps serving"),
            )
        } else {
            ApiError::bad_request(e.worded(&Fields))
        }
    }
}

/// The server's terms for the library's inputs: each by its field in the request's JSON
/// (`bets`, `first_shoe`); another question, which the API does not answer, by its
/// command line.
#[derive(Debug, Clone, Copy)]
pub struct Fields;

impl Words for Fields {
    fn ask(&self, question: Question, input: Input, value: &str) -> String {
        format!(
            "the command line, punto-banco {} --{} {value}",
            question.name(),
            self.input(input)
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (
            self.status,
            Json(ErrorBody {
                error: self.message,
            }),
        )
            .into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::{self, BetsChoice, CompareRequest, RulesChoice, SimulateRequest};

    fn http(e: crate::Error) -> String {
        let a = ApiError::from(e);
        assert_eq!(a.status, StatusCode::BAD_REQUEST);
        a.message
    }

    #[test]
    fn a_runtime_failure_is_a_500_and_bad_input_a_400() {
        let e = crate::Error::new(crate::ErrorKind::Runtime("cannot start 4 threads".into()));
        let a = ApiError::from(e);
        assert_eq!(a.status, StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(
            a.message,
            "internal error: cannot start 4 threads; the server keeps serving"
        );
        let bad = crate::Error::new(crate::ErrorKind::BadInput("decks must be 1 to 8".into()));
        assert_eq!(ApiError::from(bad).status, StatusCode::BAD_REQUEST);
        // The route of a command the formats table gives no JSON is the server's failure.
        let e = super::super::adapter::json_of("no-such-command").unwrap_err();
        assert_eq!(ApiError::from(e).status, StatusCode::INTERNAL_SERVER_ERROR);
        assert!(super::super::adapter::json_of("audit").is_ok());
    }

    #[test]
    fn library_errors_name_json_fields_not_flags() {
        let e = api::check_threads(Some(300)).unwrap_err();
        assert_eq!(http(e), "threads must be from 1 to 256, got 300");
        let req = SimulateRequest {
            shoes: 0,
            ..SimulateRequest::default()
        };
        let Err(e) = req.prepare() else {
            panic!("0 shoes is refused")
        };
        assert_eq!(http(e), "shoes must be at least 1, got 0");
        let standard = crate::Rules::preset("standard").unwrap();
        let e = api::select_bets(&BetsChoice::from(""), &[], &standard).unwrap_err();
        assert_eq!(http(e), "bets is empty; give at least one bet id");
        let e = RulesChoice::from("standard,midi").resolve().unwrap_err();
        assert_eq!(
            http(e),
            "rules takes one rule set, not the list 'standard,midi'; to compare rule sets \
             use: the command line, punto-banco compare --rules standard,midi"
        );
        let e = CompareRequest {
            rules: vec!["ez".into(), "ez".into()],
            ..CompareRequest::default()
        }
        .run()
        .unwrap_err();
        assert_eq!(
            http(e),
            "rule set 'ez' is given twice in rules; each rule set needs its own name"
        );
    }

    #[test]
    fn money_and_study_errors_name_json_fields() {
        let odds = |body: &str| {
            let req: api::OddsRequest = serde_json::from_str(body).unwrap();
            http(req.run().unwrap_err())
        };
        assert_eq!(
            odds(r#"{"rebate": "1%", "rebate_bets": "side"}"#),
            "rebate_bets 'side' is not one of main, all"
        );
        assert_eq!(
            odds(r#"{"rebate_bets": "main"}"#),
            "rebate_bets needs a rebate"
        );
        let ev: api::EvRequest =
            serde_json::from_str(r#"{"punto": "5", "bankroll": 100}"#).unwrap();
        assert_eq!(
            http(ev.run().unwrap_err()),
            "a rebate and a bankroll price the next coup; they do not go with exposed cards \
             (punto, banco)"
        );
        let req: SimulateRequest =
            serde_json::from_str(r#"{"shoes": 1, "last_coup": "late"}"#).unwrap();
        let Err(e) = req.prepare() else {
            panic!("an unknown last coup is refused")
        };
        assert_eq!(
            http(e),
            "last_coup 'late' is not one of cut-card, before-cut"
        );
    }
}

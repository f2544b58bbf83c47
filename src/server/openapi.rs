//! The OpenAPI 3.1 description (`GET /openapi.json`), generated from the handlers'
//! annotations (`routes.rs`), the library's request types (their derived schemas) and the
//! server's error answers (`schema.rs`).

use crate::api::{
    AuditLog, AuditRequest, EorRequest, EvRequest, HoldRequest, LeakFields, OddsRequest,
    PromoChipsRequest, PromoLossRebateRequest, PromoStatementRequest, ReportRequest, ReviewRequest,
};
use crate::tracker::{TrackRequest, TrackerFile};
use axum::Json;
use serde_json::Value;
use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "punto-banco",
        description = "Exact Punto Banco (baccarat) odds, expected values, effects of removal, par sheets, a shoe tracker, the review of a session's wagers against the exact odds and the audit of dealt shoes (game integrity). Every POST takes as JSON fields what the matching command takes as flags (dashes as underscores) and answers exactly the document the command prints with --format json. Errors are {\"error\": \"...\"} with the command's one-line message."
    ),
    paths(
        super::routes::odds,
        super::routes::ev,
        super::routes::midcoup,
        super::routes::eor,
        super::routes::leak,
        super::promo::chips,
        super::promo::loss_rebate,
        super::promo::statement,
        super::routes::hold,
        super::routes::report,
        super::routes::track,
        super::routes::review,
        super::routes::audit,
        super::routes::presets,
        super::routes::rules,
        super::routes::bets,
    ),
    components(schemas(
        super::ErrorBody,
        OddsRequest,
        EvRequest,
        EorRequest,
        LeakFields,
        PromoChipsRequest,
        PromoLossRebateRequest,
        PromoStatementRequest,
        HoldRequest,
        ReportRequest,
        TrackRequest,
        ReviewRequest,
        AuditRequest,
        AuditLog,
        TrackerFile
    ))
)]
struct ApiDoc;

/// The OpenAPI document as JSON.
pub fn document() -> Value {
    serde_json::to_value(ApiDoc::openapi()).expect("plain data")
}

/// `GET /openapi.json`.
pub async fn openapi_json() -> Json<Value> {
    Json(document())
}

#[cfg(test)]
mod tests {
    use super::document;
    use crate::api::{
        AuditRequest, EorRequest, EvRequest, HoldRequest, LeakFields, OddsRequest,
        PromoChipsRequest, PromoLossRebateRequest, PromoStatementRequest, ReportRequest,
        ReviewRequest,
    };
    use crate::tracker::{TrackRequest, TrackerFile};
    use serde::de::DeserializeOwned;
    use serde_json::Value;

    /// The example of the body schema `schema`, read as the request the endpoint reads.
    fn example<T: DeserializeOwned>(doc: &Value, schema: &str) -> T {
        let ex = &doc["components"]["schemas"][schema]["example"];
        assert!(ex.is_object(), "{schema} has an example");
        // As the server reads a body: the strict reader (`JsonBody`).
        crate::limits::request(ex.to_string().as_bytes())
            .unwrap_or_else(|e| panic!("{schema}'s example is not a request: {e}"))
    }

    #[test]
    fn every_example_is_answered_by_its_endpoint() {
        let doc = document();
        example::<OddsRequest>(&doc, "OddsBody").run().unwrap();
        example::<EvRequest>(&doc, "EvBody").run().unwrap();
        example::<EorRequest>(&doc, "EorBody").run().unwrap();
        example::<LeakFields>(&doc, "LeakBody")
            .parse()
            .unwrap()
            .run()
            .unwrap();
        example::<PromoChipsRequest>(&doc, "PromoChipsBody")
            .run()
            .unwrap();
        example::<PromoLossRebateRequest>(&doc, "PromoLossRebateBody")
            .run()
            .unwrap();
        example::<PromoStatementRequest>(&doc, "PromoStatementBody")
            .run()
            .unwrap();
        example::<HoldRequest>(&doc, "HoldBody").run().unwrap();
        example::<ReportRequest>(&doc, "ReportBody").run().unwrap();
        example::<TrackRequest>(&doc, "TrackBody").run().unwrap();
        let session: TrackerFile = example(&doc, "Session");
        session.rules.rules().unwrap();
        let review = example::<ReviewRequest>(&doc, "ReviewBody").run().unwrap();
        assert_eq!(review.wagers.len(), 2);
        let audit = example::<AuditRequest>(&doc, "AuditBody").run().unwrap();
        assert_eq!(audit.inputs.shoe_logs[0].coups, 3);
    }

    #[test]
    fn every_body_is_a_request_type_with_its_bounds() {
        // The document names the library's request types under the bodies' names, with
        // the bounds the requests check.
        let doc = document();
        let schemas = &doc["components"]["schemas"];
        let prop = |schema: &str, field: &str| schemas[schema]["properties"][field].clone();
        assert_eq!(prop("EorBody", "depth")["minimum"], 1);
        assert_eq!(prop("EorBody", "depth")["default"], 1);
        assert_eq!(prop("HoldBody", "coups")["default"], 1000);
        assert_eq!(prop("ReviewBody", "permutations")["default"], 9999);
        assert_eq!(prop("AuditBody", "permutations")["default"], 999);
        assert_eq!(prop("OddsBody", "rules")["default"], "standard");
        assert_eq!(prop("OddsBody", "bets")["default"], "main");
        assert_eq!(prop("LeakBody", "top")["maximum"], 100);
        for body in [
            "OddsBody",
            "ReviewBody",
            "AuditBody",
            "TrackBody",
            "Session",
        ] {
            assert_eq!(schemas[body]["additionalProperties"], false, "{body}");
        }
        for shape in ["Rules", "Bets", "CustomBet", "Log", "LogFormat"] {
            assert!(schemas.get(shape).is_some(), "{shape} missing");
        }
    }
}

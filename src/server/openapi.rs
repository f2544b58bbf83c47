//! The OpenAPI 3.1 description (`GET /openapi.json`), generated from the handlers'
//! annotations (`routes.rs`) and the schema types (`schema.rs`).

use super::schema::{
    AuditBody, AuditLogBody, Bets, CustomBet, EorBody, EvBody, HoldBody, LeakBody, Log,
    LogFormatName, LogLine, OddsBody, PromoChipsBody, PromoLossRebateBody, PromoStatementBody,
    ReportBody, ReviewBody, Rules, RulesObject, Session, TrackBody,
};
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
        OddsBody,
        EvBody,
        EorBody,
        LeakBody,
        PromoChipsBody,
        PromoLossRebateBody,
        PromoStatementBody,
        HoldBody,
        ReportBody,
        TrackBody,
        ReviewBody,
        AuditBody,
        AuditLogBody,
        Log,
        LogLine,
        LogFormatName,
        Session,
        Rules,
        RulesObject,
        Bets,
        CustomBet
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
        AuditLog, AuditRequest, EorRequest, EvRequest, OddsRequest, ReportRequest, ReviewRequest,
    };
    use crate::tracker::TrackRequest;
    use serde::de::DeserializeOwned;
    use serde_json::Value;

    fn example(doc: &Value, schema: &str) -> Value {
        let ex = &doc["components"]["schemas"][schema]["example"];
        assert!(ex.is_object(), "{schema} has an example");
        ex.clone()
    }

    fn runs<T: DeserializeOwned>(doc: &Value, schema: &str) -> T {
        serde_json::from_value(example(doc, schema))
            .unwrap_or_else(|e| panic!("{schema}'s example is not a request: {e}"))
    }

    #[test]
    fn every_example_is_a_valid_request_of_the_library() {
        let doc = document();
        runs::<OddsRequest>(&doc, "OddsBody").run().unwrap();
        runs::<EvRequest>(&doc, "EvBody").run().unwrap();
        runs::<EorRequest>(&doc, "EorBody").run().unwrap();
        runs::<ReportRequest>(&doc, "ReportBody").run().unwrap();
        runs::<TrackRequest>(&doc, "TrackBody").run().unwrap();
        let review = runs::<ReviewRequest>(&doc, "ReviewBody").run().unwrap();
        assert_eq!(review.wagers.len(), 2);
        let audit = runs::<AuditRequest>(&doc, "AuditBody").run().unwrap();
        assert_eq!(audit.inputs.shoe_logs[0].coups, 3);
    }

    #[test]
    fn every_schema_field_is_a_field_of_the_request() {
        // Each body schema lists its properties; a request with all of them set to a
        // value of the right type must deserialize (deny_unknown_fields catches a field the
        // library does not have).
        let doc = document();
        let filled = |schema: &str| -> Value {
            let props = doc["components"]["schemas"][schema]["properties"]
                .as_object()
                .unwrap_or_else(|| panic!("{schema} has properties"));
            let mut body = serde_json::Map::new();
            for (name, _) in props {
                let value = match name.as_str() {
                    "decks" | "depth" | "max_tag" | "bankroll" | "table_max" | "permutations"
                    | "seed" => serde_json::json!(1),
                    "alpha" | "level" => serde_json::json!(0.5),
                    "cut_card" => serde_json::json!(14),
                    "shoe_logs" => serde_json::json!([]),
                    "detail" | "exact" => serde_json::json!(false),
                    "custom_bets" | "log" | "redo" | "input" => serde_json::json!([]),
                    "session" => serde_json::json!({}),
                    _ => serde_json::json!("x"),
                };
                body.insert(name.clone(), value);
            }
            Value::Object(body)
        };
        serde_json::from_value::<OddsRequest>(filled("OddsBody")).unwrap();
        serde_json::from_value::<EvRequest>(filled("EvBody")).unwrap();
        serde_json::from_value::<EorRequest>(filled("EorBody")).unwrap();
        serde_json::from_value::<ReportRequest>(filled("ReportBody")).unwrap();
        serde_json::from_value::<TrackRequest>(filled("TrackBody")).unwrap();
        serde_json::from_value::<ReviewRequest>(filled("ReviewBody")).unwrap();
        serde_json::from_value::<AuditRequest>(filled("AuditBody")).unwrap();
        serde_json::from_value::<AuditLog>(filled("AuditLogBody")).unwrap();
        serde_json::from_value::<crate::tracker::TrackerFile>(filled("Session")).unwrap();
    }
}

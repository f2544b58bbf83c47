//! How a request reads its rule set and its bets from JSON (or a Python dict): a preset
//! name or a rules object, comma-separated ids or a list of them. Written by hand rather
//! than derived as untagged enums, whose one message for any mistake names an internal
//! type ("data did not match any variant of untagged enum RulesChoice"): here a mistake
//! names the field and what it takes, and a rules object's own mistake (a missing or
//! unknown field) is passed on as the rules file's reader words it.

use super::{BetsChoice, RulesChoice};
use crate::rules::{RulesFile, PRESETS};
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use std::fmt;

impl<'de> Deserialize<'de> for RulesChoice {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(RulesVisitor)
    }
}

struct RulesVisitor;

impl<'de> Visitor<'de> for RulesVisitor {
    type Value = RulesChoice;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "rules as a preset name ({}) or a rules object (the rules-file format)",
            PRESETS.join(", ")
        )
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<RulesChoice, E> {
        Ok(RulesChoice::Preset(v.to_string()))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<RulesChoice, A::Error> {
        let file = RulesFile::deserialize(de::value::MapAccessDeserializer::new(map))
            .map_err(|e| de::Error::custom(format!("rules object: {e}")))?;
        Ok(RulesChoice::Inline(Box::new(file)))
    }
}

impl<'de> Deserialize<'de> for BetsChoice {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(BetsVisitor)
    }
}

struct BetsVisitor;

impl<'de> Visitor<'de> for BetsVisitor {
    type Value = BetsChoice;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("bets as comma-separated bet ids or groups (main, side, all) or a list of them")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<BetsChoice, E> {
        Ok(BetsChoice::Text(v.to_string()))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<BetsChoice, A::Error> {
        let mut ids = Vec::new();
        while let Some(id) = seq.next_element::<String>().map_err(|e| {
            de::Error::custom(format!("bets: each element of the list is a bet id: {e}"))
        })? {
            ids.push(id);
        }
        Ok(BetsChoice::List(ids))
    }
}

/// A choice serializes as it is read: a preset name or the rules-file object, ids as text
/// or a list (the default a request states, e.g. in its OpenAPI description).
impl Serialize for RulesChoice {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            RulesChoice::Preset(name) => s.serialize_str(name),
            RulesChoice::Inline(file) => file.serialize(s),
            RulesChoice::Built(rules) => rules.to_file().serialize(s),
        }
    }
}

impl Serialize for BetsChoice {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            BetsChoice::Text(text) => s.serialize_str(text),
            BetsChoice::List(ids) => ids.serialize(s),
        }
    }
}

/// The OpenAPI schemas of what the readers above accept (`server` feature): the shapes a
/// hand-written reader takes, named as the requests' fields name them. A request type
/// derives its own schema; its rule set, bets, custom bets and inline logs point here.
// The shapes are described, never built: their variants are read by the schema derive only.
#[cfg(feature = "server")]
#[allow(dead_code)]
pub(crate) mod schema {
    use super::{BetsChoice, RulesChoice};
    use crate::bets::Bet;
    use serde::Serialize;
    use std::borrow::Cow;
    use utoipa::openapi::{RefOr, Schema};
    use utoipa::{PartialSchema, ToSchema};

    /// A rule set: a preset name, or a whole rule set in the rules-file format (the
    /// `definition` of `GET /api/rules/{name}`; see docs/rules.md).
    #[derive(Serialize, ToSchema)]
    #[serde(untagged)]
    #[schema(as = Rules)]
    enum RulesShape {
        /// A preset: standard, midi, tie-9, commission-4, ez, super-6, gold.
        #[schema(example = "midi")]
        Preset(String),
        /// A rule set inline.
        Inline(RulesObject),
    }

    /// A rule set in the rules-file format (`naturals`, `punto_draws`, `banco_tableau`, ...).
    #[derive(Serialize, ToSchema)]
    #[schema(value_type = Object)]
    pub(crate) struct RulesObject(serde_json::Value);

    /// Bets: comma-separated ids and groups (`main`, `side`, `all`), or a list of them.
    #[derive(Serialize, ToSchema)]
    #[serde(untagged)]
    #[schema(as = Bets)]
    enum BetsShape {
        /// Comma-separated, e.g. `main,dragon_7`.
        Text(String),
        /// A list, e.g. `["main", "dragon_7"]`.
        List(Vec<String>),
    }

    /// A custom bet: `id`, `name` and pay-table `lines` (the `--bets-file` format).
    #[derive(Serialize, ToSchema)]
    #[schema(value_type = Object, as = CustomBet)]
    struct CustomBetShape(serde_json::Value);

    /// A log inline: its text, or an array of its lines.
    #[derive(Serialize, ToSchema)]
    #[serde(untagged)]
    #[schema(as = Log)]
    pub(crate) enum LogText {
        /// The text of the log file (CSV with a header row, or JSON lines).
        Text(String),
        /// Its lines, one element each: a string (a line of CSV or JSON lines, without a line
        /// break) or an object (a JSON-lines row). Line N of an error is element N.
        Lines(Vec<LogLine>),
    }

    /// One line of a log: a string (CSV or JSON lines) or an object (a JSON-lines row).
    #[derive(Serialize, ToSchema)]
    #[serde(untagged)]
    pub(crate) enum LogLine {
        /// A line of text.
        Text(String),
        /// A JSON-lines row, e.g. `{"shoe": 0, "coup": 1, "punto": "9 K", "banco": "2 3"}`.
        Row(RulesObject),
    }

    /// A seed: any integer from 0 to 2^64 - 1 (no `int64` format, whose bound is 2^63 - 1).
    fn seed(description: &str) -> utoipa::openapi::schema::Object {
        use utoipa::openapi::schema::{ObjectBuilder, Type};
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .minimum(Some(0))
            .maximum(Some(u64::MAX as f64))
            .description(Some(description))
            .build()
    }

    /// The seed of a review.
    pub(crate) fn review_seed() -> utoipa::openapi::schema::Object {
        seed("Seed of the permutation draws (default 20261201).")
    }

    /// The seed of an audit.
    pub(crate) fn audit_seed() -> utoipa::openapi::schema::Object {
        seed("Seed of the re-orderings and re-deals (default 20261202).")
    }

    /// Gives `$ty` the schema of `$shape` under the shape's name.
    macro_rules! schema_of {
        ($ty:ty => $shape:ty) => {
            impl PartialSchema for $ty {
                fn schema() -> RefOr<Schema> {
                    <$shape as PartialSchema>::schema()
                }
            }

            impl ToSchema for $ty {
                fn name() -> Cow<'static, str> {
                    <$shape as ToSchema>::name()
                }

                fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
                    <$shape as ToSchema>::schemas(schemas)
                }
            }
        };
    }

    schema_of!(RulesChoice => RulesShape);
    schema_of!(BetsChoice => BetsShape);
    schema_of!(Bet => CustomBetShape);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Req {
        rules: RulesChoice,
        #[serde(default)]
        bets: BetsChoice,
    }

    fn error(text: &str) -> String {
        serde_json::from_str::<Req>(text).unwrap_err().to_string()
    }

    #[test]
    fn names_and_lists_read_as_before() {
        let r: Req = serde_json::from_str(r#"{"rules": "midi", "bets": ["tie", "main"]}"#).unwrap();
        assert!(matches!(r.rules, RulesChoice::Preset(ref p) if p == "midi"));
        assert_eq!(r.bets, BetsChoice::List(vec!["tie".into(), "main".into()]));
        let r: Req = serde_json::from_str(r#"{"rules": "ez", "bets": "main,tie"}"#).unwrap();
        assert_eq!(r.bets, BetsChoice::Text("main,tie".into()));
    }

    #[test]
    fn mistakes_name_the_field_and_what_it_takes_never_a_type() {
        for (text, says) in [
            (r#"{"rules": {"name": "x"}}"#, "rules object: missing field"),
            (r#"{"rules": 5}"#, "rules as a preset name (standard"),
            (
                r#"{"rules": "standard", "bets": 5}"#,
                "bets as comma-separated bet ids",
            ),
            (
                r#"{"rules": "standard", "bets": [1]}"#,
                "bets: each element",
            ),
        ] {
            let e = error(text);
            assert!(e.contains(says), "{text}: {e}");
            assert!(
                !e.contains("Choice") && !e.contains("untagged"),
                "{text}: {e}"
            );
        }
    }
}

//! How a request reads its rule set and its bets from JSON (or a Python dict): a preset
//! name or a rules object, comma-separated ids or a list of them. Written by hand rather
//! than derived as untagged enums, whose one message for any mistake names an internal
//! type ("data did not match any variant of untagged enum RulesChoice"): here a mistake
//! names the field and what it takes, and a rules object's own mistake (a missing or
//! unknown field) is passed on as the rules file's reader words it.

use super::{BetsChoice, RulesChoice};
use crate::rules::{RulesFile, PRESETS};
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
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

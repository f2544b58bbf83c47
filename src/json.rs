//! Reading JSON objects strictly: a struct is written as an object, never as an array, and
//! no object at any depth names a key twice.
//!
//! serde's derived `Deserialize` for a struct also accepts a JSON array of its fields in
//! order, so `[8, "5 5 K"]` would read as a shoe and `"when": []` as an event with no
//! condition (one that matches every coup). [`from_str`], [`object`] and [`objects`] wrap
//! the deserializer so that an array where an object belongs is refused with a clear
//! message, while everything else (unknown fields refused, positions in messages) stays
//! serde_json's own.
//!
//! A derived struct refuses a field given twice, but a map, a `serde_json::Value` or a
//! struct read through one (a saved session inside a request) keeps the last: `{"decks": 8,
//! "decks": 6}` would be read as 6 decks by one reader and refused by another. The one
//! strict reader, [`unique_keys`], refuses a key given twice in any object at any depth, naming the key; [`from_str`] and
//! every request body ([`crate::limits::request`]) go through it.

use serde::de::{self, DeserializeOwned, Deserializer, MapAccess, Visitor};
use serde::Deserialize;
use std::fmt;

/// Parses `text` as one `T` written as a JSON object, no key given twice at any depth
/// ([`unique_keys`]).
pub(crate) fn from_str<T: DeserializeOwned>(text: &str) -> serde_json::Result<T> {
    // A byte order mark at the start (some editors write one) is not content.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    unique_keys(text.as_bytes())?;
    let mut de = serde_json::Deserializer::from_str(text);
    let value = T::deserialize(ObjectOnly(&mut de))?;
    de.end()?;
    Ok(value)
}

/// Checks that no JSON object in `text`, at any depth, names a key twice.
///
/// # Errors
/// `duplicate key 'decks' in a JSON object` (with serde_json's line and column), or
/// serde_json's own error for text that is not JSON.
pub fn unique_keys(text: &[u8]) -> serde_json::Result<()> {
    let mut de = serde_json::Deserializer::from_slice(text);
    Unique::deserialize(&mut de)?;
    de.end()
}

/// A JSON value read only to check every object's keys (nothing is kept but the keys of
/// the objects being read, so the check costs no more memory than the text's keys).
struct Unique;

impl<'de> Deserialize<'de> for Unique {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(Unique)
    }
}

impl<'de> Visitor<'de> for Unique {
    type Value = Unique;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Unique, E> {
        Ok(Unique)
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Unique, E> {
        Ok(Unique)
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Unique, E> {
        Ok(Unique)
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Unique, E> {
        Ok(Unique)
    }

    fn visit_str<E: de::Error>(self, _: &str) -> Result<Unique, E> {
        Ok(Unique)
    }

    fn visit_unit<E: de::Error>(self) -> Result<Unique, E> {
        Ok(Unique)
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Unique, A::Error> {
        while seq.next_element::<Unique>()?.is_some() {}
        Ok(Unique)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Unique, A::Error> {
        let mut keys = std::collections::HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if keys.contains(&key) {
                return Err(de::Error::custom(format!(
                    "duplicate key '{}' in a JSON object; give each key once",
                    crate::error::escape_controls(&crate::error::clip(&key))
                )));
            }
            map.next_value::<Unique>()?;
            keys.insert(key);
        }
        Ok(Unique)
    }
}

/// A field's value written as a JSON object (`#[serde(deserialize_with = "...")]`).
pub(crate) fn object<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<T, D::Error> {
    T::deserialize(ObjectOnly(d))
}

/// A field's list of values, each written as a JSON object.
pub(crate) fn objects<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Vec<T>, D::Error> {
    let list = Vec::<Object<T>>::deserialize(d)?;
    Ok(list.into_iter().map(|o| o.0).collect())
}

/// One list element read through [`object`].
struct Object<T>(T);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Object<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        object(d).map(Object)
    }
}

/// A deserializer that hands its visitor only maps.
struct ObjectOnly<D>(D);

impl<'de, D: Deserializer<'de>> Deserializer<'de> for ObjectOnly<D> {
    type Error = D::Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.0.deserialize_any(MapsOnly(visitor))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_struct(name, fields, MapsOnly(visitor))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map enum identifier ignored_any
    }
}

/// A visitor that passes maps on and refuses every other kind of value.
struct MapsOnly<V>(V);

impl<'de, V: Visitor<'de>> Visitor<'de> for MapsOnly<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON object {...}")
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.0.visit_map(map)
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, _: A) -> Result<V::Value, A::Error> {
        Err(de::Error::custom(
            "found a JSON array [...] where an object {...} is expected",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Point {
        x: i32,
        #[serde(default)]
        y: i32,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    struct Shape {
        #[serde(deserialize_with = "object")]
        at: Point,
        #[serde(deserialize_with = "objects")]
        corners: Vec<Point>,
    }

    #[test]
    fn objects_read_as_before() {
        let s: Shape = from_str(r#"{"at": {"x": 1}, "corners": [{"x": 2, "y": 3}]}"#).unwrap();
        assert_eq!(s.at, Point { x: 1, y: 0 });
        assert_eq!(s.corners, vec![Point { x: 2, y: 3 }]);
    }

    #[test]
    fn arrays_in_place_of_objects_are_refused_at_every_level() {
        for text in [
            r#"[{"x": 1}, []]"#,
            r#"{"at": [1, 2], "corners": []}"#,
            r#"{"at": {"x": 1}, "corners": [[2, 3]]}"#,
        ] {
            let e = from_str::<Shape>(text).unwrap_err().to_string();
            assert!(e.contains("JSON array"), "{text}: {e}");
        }
    }

    #[test]
    fn a_key_given_twice_is_refused_at_every_depth() {
        for text in [
            r#"{"a": 1, "a": 2}"#,
            r#"{"s": {"decks": 8, "decks": 6}}"#,
            r#"[{"x": [{"k": 1, "k": 1}]}]"#,
        ] {
            let e = unique_keys(text.as_bytes()).unwrap_err().to_string();
            assert!(e.contains("duplicate key '"), "{text}: {e}");
        }
        let e = unique_keys(br#"{"s": {"decks": 8, "decks": 6}}"#).unwrap_err();
        assert!(e.to_string().contains("'decks'"), "{e}");
        unique_keys(br#"{"a": [1, -2, 2.5, "x", null, true], "b": {"a": 1}, "c": {}}"#).unwrap();
        #[derive(Debug, Deserialize)]
        struct Loose {
            #[allow(dead_code)]
            m: std::collections::HashMap<String, i32>,
        }
        let e = from_str::<Loose>(r#"{"m": {"k": 1, "k": 2}}"#).unwrap_err();
        assert!(e.to_string().contains("duplicate key 'k'"), "{e}");
    }

    #[test]
    fn duplicate_and_unknown_fields_are_still_refused() {
        assert!(from_str::<Point>(r#"{"x": 1, "x": 2}"#).is_err());
        assert!(from_str::<Point>(r#"{"x": 1, "z": 2}"#).is_err());
        assert!(from_str::<Point>(r#"{"x": 1} trailing"#).is_err());
    }
}

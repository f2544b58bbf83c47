//! The text serializer: a map key or an exact value's string, refusing anything else.

use super::Error;
use serde::ser::{self, Serialize};

/// Refuses what the text serializer below cannot hold.
fn not_text<T>(what: &str) -> Result<T, Error> {
    Err(<Error as ser::Error>::custom(format!(
        "a {what} where text was expected"
    )))
}

/// Declares the methods of a text serializer that refuse compound values.
macro_rules! no_compounds {
    () => {
        type SerializeSeq = ser::Impossible<String, Error>;
        type SerializeTuple = ser::Impossible<String, Error>;
        type SerializeTupleStruct = ser::Impossible<String, Error>;
        type SerializeTupleVariant = ser::Impossible<String, Error>;
        type SerializeMap = ser::Impossible<String, Error>;
        type SerializeStruct = ser::Impossible<String, Error>;
        type SerializeStructVariant = ser::Impossible<String, Error>;

        fn serialize_bytes(self, _v: &[u8]) -> Result<String, Error> {
            not_text("byte string")
        }
        fn serialize_none(self) -> Result<String, Error> {
            not_text("null")
        }
        fn serialize_some<T: ?Sized + Serialize>(self, _v: &T) -> Result<String, Error> {
            not_text("optional value")
        }
        fn serialize_unit(self) -> Result<String, Error> {
            not_text("unit")
        }
        fn serialize_unit_struct(self, _n: &'static str) -> Result<String, Error> {
            not_text("unit")
        }
        fn serialize_newtype_variant<T: ?Sized + Serialize>(
            self,
            _n: &'static str,
            _i: u32,
            _v: &'static str,
            _value: &T,
        ) -> Result<String, Error> {
            not_text("enum variant with data")
        }
        fn serialize_seq(self, _len: Option<usize>) -> Result<Self::SerializeSeq, Error> {
            not_text("sequence")
        }
        fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, Error> {
            not_text("tuple")
        }
        fn serialize_tuple_struct(
            self,
            _n: &'static str,
            _len: usize,
        ) -> Result<Self::SerializeTupleStruct, Error> {
            not_text("tuple")
        }
        fn serialize_tuple_variant(
            self,
            _n: &'static str,
            _i: u32,
            _v: &'static str,
            _len: usize,
        ) -> Result<Self::SerializeTupleVariant, Error> {
            not_text("tuple")
        }
        fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, Error> {
            not_text("map")
        }
        fn serialize_struct(
            self,
            _n: &'static str,
            _len: usize,
        ) -> Result<Self::SerializeStruct, Error> {
            not_text("struct")
        }
        fn serialize_struct_variant(
            self,
            _n: &'static str,
            _i: u32,
            _v: &'static str,
            _len: usize,
        ) -> Result<Self::SerializeStructVariant, Error> {
            not_text("struct")
        }
    };
}

/// A text: the string inside an exact value or a count (their newtypes wrap one), or a
/// map key as JSON writes it (a string, an integer or a boolean as its text, a unit
/// variant as its name).
pub(super) struct Text;

impl ser::Serializer for Text {
    type Ok = String;
    type Error = Error;
    no_compounds!();

    fn serialize_str(self, v: &str) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _n: &'static str,
        value: &T,
    ) -> Result<String, Error> {
        value.serialize(self)
    }
    fn serialize_bool(self, v: bool) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_i8(self, v: i8) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_i16(self, v: i16) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_i32(self, v: i32) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_i64(self, v: i64) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_u8(self, v: u8) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_u16(self, v: u16) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_u32(self, v: u32) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_u64(self, v: u64) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_f32(self, _v: f32) -> Result<String, Error> {
        not_text("float")
    }
    fn serialize_f64(self, _v: f64) -> Result<String, Error> {
        not_text("float")
    }
    fn serialize_char(self, v: char) -> Result<String, Error> {
        Ok(v.to_string())
    }
    fn serialize_unit_variant(
        self,
        _n: &'static str,
        _i: u32,
        variant: &'static str,
    ) -> Result<String, Error> {
        Ok(variant.to_string())
    }
}

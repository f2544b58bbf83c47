//! Library reports as Python objects, made from their typed values.
//!
//! [`to_python`] walks a report through its `Serialize` implementation, as `serde_json`
//! does for the CLI's `--format json`, but builds Python objects instead of text: the same
//! document, key for key and in the same order, with two differences. An exact value
//! ([`punto_banco::Exact`], and any value serialized under [`punto_banco::EXACT_NAME`])
//! becomes a `fractions.Fraction`, and a count ([`punto_banco::Count`], under
//! [`punto_banco::COUNT_NAME`]) an `int`, where the JSON has their `"n/d"` and decimal
//! strings. Which fields are exact is therefore decided by the report's types, never by
//! a field's name or the look of its text.
//!
//! Everything else follows `serde_json`'s data model, so that the objects equal
//! `json.loads` of the JSON text but for those two kinds: integers become `int`, floats
//! `float` (a NaN or an infinity `None`, as JSON writes `null`), unit and `None` become
//! `None`, sequences and tuples `list`, maps and structs `dict` with string keys, and an
//! enum variant its name (unit) or a one-key dict (with data).

use punto_banco::{COUNT_NAME, EXACT_NAME};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyList, PyString, PyType};
use pyo3::IntoPyObjectExt;
use serde::ser::{self, Serialize};

mod text;
use text::Text;

/// A report (any serializable value) as Python objects; see the module's documentation.
pub fn to_python<'py, T: Serialize + ?Sized>(
    py: Python<'py>,
    value: &T,
) -> PyResult<Bound<'py, PyAny>> {
    value.serialize(ToPy { py }).map_err(|e| e.0)
}

/// A conversion failure, carrying the Python exception.
#[derive(Debug)]
pub struct Error(PyErr);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<M: std::fmt::Display>(msg: M) -> Error {
        Error(PyValueError::new_err(msg.to_string()))
    }
}

impl From<PyErr> for Error {
    fn from(e: PyErr) -> Error {
        Error(e)
    }
}

type Out<'py> = Result<Bound<'py, PyAny>, Error>;

/// How `fractions.Fraction` objects are made: the class, and `object.__new__` when
/// objects may be made already reduced (see [`fraction_of`]).
struct Fractions {
    class: Py<PyType>,
    new: Option<Py<PyAny>>,
}

static FRACTIONS: PyOnceLock<Fractions> = PyOnceLock::new();

impl Fractions {
    fn load(py: Python<'_>) -> PyResult<Fractions> {
        let class = py
            .import("fractions")?
            .getattr("Fraction")?
            .cast_into::<PyType>()?;
        let new = py
            .import("builtins")?
            .getattr("object")?
            .getattr("__new__")?;
        let mut made = Fractions {
            class: class.clone().unbind(),
            new: Some(new.unbind()),
        };
        // The quick way sets the two slots `Fraction.__new__` sets after reducing (as
        // Python 3.12's `Fraction._from_coprime_ints` does); used only when what it makes
        // equals what the class makes, else every value goes through the class.
        let quick = made.make(
            py,
            (-3i64).into_bound_py_any(py)?,
            4i64.into_bound_py_any(py)?,
        );
        let slow = class.call1((-3, 4))?;
        let same = match quick {
            Ok(q) => q.eq(&slow)? && q.str()?.to_cow()? == "-3/4" && q.hash()? == slow.hash()?,
            Err(_) => false,
        };
        if !same {
            made.new = None;
        }
        Ok(made)
    }

    fn make<'py>(
        &self,
        py: Python<'py>,
        num: Bound<'py, PyAny>,
        den: Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let class = self.class.bind(py);
        match &self.new {
            Some(new) => {
                let f = new.bind(py).call1((class,))?;
                f.setattr(pyo3::intern!(py, "_numerator"), num)?;
                f.setattr(pyo3::intern!(py, "_denominator"), den)?;
                Ok(f)
            }
            None => class.call1((num, den)),
        }
    }
}

/// A Python `int` from a decimal integer string (`-12`, `2292252566437888`).
fn int_of<'py>(py: Python<'py>, text: &str) -> Out<'py> {
    if let Ok(n) = text.parse::<i64>() {
        return Ok(n.into_bound_py_any(py)?);
    }
    if let Ok(n) = text.parse::<i128>() {
        return Ok(n.into_bound_py_any(py)?);
    }
    // Beyond 128 bits (counts of shoes of tens of thousands of decks): Python parses it.
    let int = py.get_type::<pyo3::types::PyInt>();
    Ok(int.call1((text,))?)
}

/// A `fractions.Fraction` from an exact value's `"n/d"` (or `"n"`) string: reduced, with
/// a positive denominator, as the library writes every exact value.
fn fraction_of<'py>(py: Python<'py>, text: &str) -> Out<'py> {
    let fractions = FRACTIONS.get_or_try_init(py, || Fractions::load(py))?;
    let (num, den) = text.split_once('/').unwrap_or((text, "1"));
    Ok(fractions.make(py, int_of(py, num)?, int_of(py, den)?)?)
}

/// The serializer building Python objects.
#[derive(Clone, Copy)]
struct ToPy<'py> {
    py: Python<'py>,
}

impl<'py> ToPy<'py> {
    fn str(self, v: &str) -> Out<'py> {
        Ok(PyString::new(self.py, v).into_any())
    }

    fn none(self) -> Out<'py> {
        Ok(self.py.None().into_bound(self.py))
    }

    fn obj<T: IntoPyObject<'py>>(self, v: T) -> Out<'py> {
        Ok(v.into_bound_py_any(self.py)?)
    }

    /// `{variant: value}`, as JSON writes an enum variant with data.
    fn tagged(self, variant: &'static str, value: Bound<'py, PyAny>) -> Out<'py> {
        let dict = PyDict::new(self.py);
        dict.set_item(PyString::new(self.py, variant), value)?;
        Ok(dict.into_any())
    }
}

impl<'py> ser::Serializer for ToPy<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    type SerializeSeq = Seq<'py>;
    type SerializeTuple = Seq<'py>;
    type SerializeTupleStruct = Seq<'py>;
    type SerializeTupleVariant = Seq<'py>;
    type SerializeMap = Map<'py>;
    type SerializeStruct = Map<'py>;
    type SerializeStructVariant = Map<'py>;

    fn serialize_bool(self, v: bool) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_i8(self, v: i8) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_i16(self, v: i16) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_i32(self, v: i32) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_i64(self, v: i64) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_i128(self, v: i128) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_u8(self, v: u8) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_u16(self, v: u16) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_u32(self, v: u32) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_u64(self, v: u64) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_u128(self, v: u128) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_f32(self, v: f32) -> Out<'py> {
        // JSON writes the shortest text that reads back as this f32; `json.loads` reads
        // that text as the nearest f64, which is what parsing Rust's shortest text gives.
        match format!("{v}").parse::<f64>() {
            Ok(f) if v.is_finite() => self.serialize_f64(f),
            _ => self.none(),
        }
    }
    fn serialize_f64(self, v: f64) -> Out<'py> {
        if v.is_finite() {
            self.obj(v)
        } else {
            self.none()
        }
    }
    fn serialize_char(self, v: char) -> Out<'py> {
        self.str(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_str(self, v: &str) -> Out<'py> {
        self.str(v)
    }
    fn serialize_bytes(self, v: &[u8]) -> Out<'py> {
        Ok(PyList::new(self.py, v)?.into_any())
    }
    fn serialize_none(self) -> Out<'py> {
        self.none()
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Out<'py> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Out<'py> {
        self.none()
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Out<'py> {
        self.none()
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _i: u32,
        variant: &'static str,
    ) -> Out<'py> {
        self.str(variant)
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        name: &'static str,
        value: &T,
    ) -> Out<'py> {
        if name == EXACT_NAME {
            fraction_of(self.py, &value.serialize(Text)?)
        } else if name == COUNT_NAME {
            int_of(self.py, &value.serialize(Text)?)
        } else {
            value.serialize(self)
        }
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        _i: u32,
        variant: &'static str,
        value: &T,
    ) -> Out<'py> {
        self.tagged(variant, value.serialize(self)?)
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<Seq<'py>, Error> {
        Ok(Seq {
            to: self,
            items: Vec::with_capacity(len.unwrap_or(0)),
            variant: None,
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Seq<'py>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<Seq<'py>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _i: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Seq<'py>, Error> {
        Ok(Seq {
            to: self,
            items: Vec::with_capacity(len),
            variant: Some(variant),
        })
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Map<'py>, Error> {
        Ok(Map {
            to: self,
            dict: PyDict::new(self.py),
            key: None,
            variant: None,
        })
    }
    fn serialize_struct(self, _name: &'static str, len: usize) -> Result<Map<'py>, Error> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _i: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Map<'py>, Error> {
        let mut map = self.serialize_map(Some(len))?;
        map.variant = Some(variant);
        Ok(map)
    }
}

/// A sequence (or tuple) being built; `variant` when it is a tuple variant's data.
struct Seq<'py> {
    to: ToPy<'py>,
    items: Vec<Bound<'py, PyAny>>,
    variant: Option<&'static str>,
}

impl<'py> Seq<'py> {
    fn push<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
        self.items.push(value.serialize(self.to)?);
        Ok(())
    }

    fn done(self) -> Out<'py> {
        let list = PyList::new(self.to.py, self.items)?.into_any();
        match self.variant {
            Some(v) => self.to.tagged(v, list),
            None => Ok(list),
        }
    }
}

impl<'py> ser::SerializeSeq for Seq<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
        self.push(value)
    }
    fn end(self) -> Out<'py> {
        self.done()
    }
}

impl<'py> ser::SerializeTuple for Seq<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
        self.push(value)
    }
    fn end(self) -> Out<'py> {
        self.done()
    }
}

impl<'py> ser::SerializeTupleStruct for Seq<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
        self.push(value)
    }
    fn end(self) -> Out<'py> {
        self.done()
    }
}

impl<'py> ser::SerializeTupleVariant for Seq<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
        self.push(value)
    }
    fn end(self) -> Out<'py> {
        self.done()
    }
}

/// A map (or struct) being built; `variant` when it is a struct variant's data.
struct Map<'py> {
    to: ToPy<'py>,
    dict: Bound<'py, PyDict>,
    key: Option<Bound<'py, PyString>>,
    variant: Option<&'static str>,
}

impl<'py> Map<'py> {
    fn done(self) -> Out<'py> {
        let dict = self.dict.into_any();
        match self.variant {
            Some(v) => self.to.tagged(v, dict),
            None => Ok(dict),
        }
    }

    fn field<T: ?Sized + Serialize>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        let value = value.serialize(self.to)?;
        self.dict.set_item(PyString::new(self.to.py, key), value)?;
        Ok(())
    }
}

impl<'py> ser::SerializeMap for Map<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_key<T: ?Sized + Serialize>(&mut self, key: &T) -> Result<(), Error> {
        self.key = Some(PyString::new(self.to.py, &key.serialize(Text)?));
        Ok(())
    }
    fn serialize_value<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Error> {
        let key = self
            .key
            .take()
            .ok_or_else(|| <Error as ser::Error>::custom("a map value without its key"))?;
        self.dict.set_item(key, value.serialize(self.to)?)?;
        Ok(())
    }
    fn end(self) -> Out<'py> {
        self.done()
    }
}

impl<'py> ser::SerializeStruct for Map<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.field(key, value)
    }
    fn end(self) -> Out<'py> {
        self.done()
    }
}

impl<'py> ser::SerializeStructVariant for Map<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.field(key, value)
    }
    fn end(self) -> Out<'py> {
        self.done()
    }
}

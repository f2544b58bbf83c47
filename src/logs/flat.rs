//! One line of a JSON-lines log as a flat object, read without losing anything: every key
//! in order (so a key given twice can be refused, where `serde_json` keeps the last), and
//! every number as the text it was written in (so a stake is exact, never an `f64`).

/// A value of a flat object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scalar {
    /// `null`.
    Null,
    /// A string, its escapes decoded.
    Text(String),
    /// A number, as written (valid JSON).
    Number(String),
    /// Anything else: what it is (`true`, `an array`, ...), for the message.
    Other(&'static str),
}

/// The keys and values of a JSON object on one line, in order.
///
/// # Errors
/// What is wrong, when `line` is not one JSON object.
pub fn object(line: &str) -> Result<Vec<(String, Scalar)>, String> {
    // Valid JSON first: then the scan below only has to split what serde_json accepted.
    let value: serde_json::Value = serde_json::from_str(line).map_err(|e| e.to_string())?;
    if !value.is_object() {
        return Err("the line is not an object".into());
    }
    let mut s = Scanner { text: line, at: 0 };
    s.skip_space();
    s.expect(b'{')?;
    let mut out = Vec::new();
    s.skip_space();
    if s.peek() == Some(b'}') {
        return Ok(out);
    }
    loop {
        s.skip_space();
        let key = s.string()?;
        s.skip_space();
        s.expect(b':')?;
        s.skip_space();
        let value = s.value()?;
        out.push((key, value));
        s.skip_space();
        match s.next() {
            Some(b',') => continue,
            Some(b'}') => return Ok(out),
            _ => return Err("expected ',' or '}'".into()),
        }
    }
}

struct Scanner<'a> {
    text: &'a str,
    at: usize,
}

impl Scanner<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.at += 1;
        Some(b)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    fn expect(&mut self, b: u8) -> Result<(), String> {
        if self.next() == Some(b) {
            Ok(())
        } else {
            Err(format!("expected '{}'", b as char))
        }
    }

    /// A string token, decoded by serde_json.
    fn string(&mut self) -> Result<String, String> {
        let start = self.at;
        self.expect(b'"')?;
        loop {
            match self.next() {
                Some(b'\\') => {
                    self.next();
                }
                Some(b'"') => break,
                Some(_) => {}
                None => return Err("a string is not closed".into()),
            }
        }
        serde_json::from_str(&self.text[start..self.at]).map_err(|e| e.to_string())
    }

    /// Skips a nested array or object (already known to be valid JSON).
    fn skip_nested(&mut self) -> Result<(), String> {
        let mut depth = 0usize;
        loop {
            match self.peek() {
                Some(b'"') => {
                    self.string()?;
                    continue;
                }
                Some(b'[' | b'{') => depth += 1,
                Some(b']' | b'}') => depth -= 1,
                Some(_) => {}
                None => return Err("an array or object is not closed".into()),
            }
            self.at += 1;
            if depth == 0 {
                return Ok(());
            }
        }
    }

    fn value(&mut self) -> Result<Scalar, String> {
        let word = |s: &mut Self, w: &str, v: Scalar| {
            if s.text[s.at..].starts_with(w) {
                s.at += w.len();
                Ok(v)
            } else {
                Err(format!("expected {w}"))
            }
        };
        match self.peek() {
            Some(b'"') => self.string().map(Scalar::Text),
            Some(b'n') => word(self, "null", Scalar::Null),
            Some(b't') => word(self, "true", Scalar::Other("true")),
            Some(b'f') => word(self, "false", Scalar::Other("false")),
            Some(b'[') => self.skip_nested().map(|()| Scalar::Other("an array")),
            Some(b'{') => self.skip_nested().map(|()| Scalar::Other("an object")),
            Some(b'-' | b'0'..=b'9') => {
                let start = self.at;
                while self.peek().is_some_and(|b| {
                    b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.' | b'e' | b'E')
                }) {
                    self.at += 1;
                }
                Ok(Scalar::Number(self.text[start..self.at].to_string()))
            }
            _ => Err("expected a value".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_kept_in_order_and_numbers_as_written() {
        let got = object(r#"{"stake": 99999999.99999999, "stake":"1", "x": null, "s": "a\"b", "n": [1, {"a": "]"}], "e": 1e-6}"#)
            .unwrap();
        assert_eq!(
            got,
            vec![
                ("stake".into(), Scalar::Number("99999999.99999999".into())),
                ("stake".into(), Scalar::Text("1".into())),
                ("x".into(), Scalar::Null),
                ("s".into(), Scalar::Text("a\"b".into())),
                ("n".into(), Scalar::Other("an array")),
                ("e".into(), Scalar::Number("1e-6".into())),
            ]
        );
        assert!(object("[1]").is_err());
        assert!(object(r#"{"a": 1"#).is_err());
        assert_eq!(object(" { } ").unwrap(), vec![]);
    }
}

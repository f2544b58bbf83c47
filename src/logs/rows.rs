//! The rows of a log, CSV with a header row or JSON lines (one flat object per line), read
//! one way: column names match whatever their case, a column or key given twice is
//! refused, and every value is kept as the text it was written in (a JSON number is read
//! from its digits, never through a float).

pub use super::format::LogFormat;
use crate::error::{Error, Result};

/// One row of a log: its line number (from 1) and the value of each column, `None` when
/// empty or absent.
pub struct Row {
    pub line: usize,
    pub values: Vec<Option<String>>,
}

/// An error at `line` of a log: `shoe log line 3: ...`. Text echoed from the log in
/// `msg` has every control character (ESC, CR, C1, ...) and bidirectional control (U+202E,
/// ...) escaped, so no log can drive the terminal a message is shown on.
pub fn at(what: &str, line: usize, msg: impl std::fmt::Display) -> Error {
    let msg = format!("{what} line {line}: {msg}");
    Error::input(crate::csvsafe::escape_controls(&msg).into_owned())
}

/// Splits one CSV line into fields: commas separate, a field in double quotes may hold
/// commas and doubled quotes.
pub fn csv_fields(line: &str) -> std::result::Result<Vec<String>, &'static str> {
    let mut out = Vec::new();
    let mut field = String::new();
    let mut chars = line.chars().peekable();
    let mut quoted = false;
    let mut was_quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') if field.trim().is_empty() && !was_quoted => {
                field.clear();
                quoted = true;
                was_quoted = true;
            }
            (false, '"') => return Err("a quote inside an unquoted field"),
            (false, ',') => {
                out.push(std::mem::take(&mut field));
                was_quoted = false;
            }
            (false, c) => field.push(c),
        }
    }
    if quoted {
        return Err("a quoted field is not closed");
    }
    out.push(field);
    Ok(out)
}

/// The columns a log takes, and the log's name for messages.
pub struct Columns<'a> {
    pub names: &'a [&'a str],
    pub required: &'a [&'a str],
    pub what: &'a str,
}

impl Columns<'_> {
    /// The column named `name` (any case), or a message naming it (as `shown`) and the
    /// allowed ones.
    fn find(&self, name: &str, kind: &str, shown: &str) -> std::result::Result<usize, String> {
        let lower = name.trim().to_ascii_lowercase();
        self.names.iter().position(|c| *c == lower).ok_or_else(|| {
            format!(
                "{kind} '{}' is not one of {}",
                crate::clip(shown),
                self.names.join(", ")
            )
        })
    }
}

fn clean(v: String) -> Option<String> {
    let v = v.trim().to_string();
    (!v.is_empty()).then_some(v)
}

/// Reads the rows of a log with the given columns (`required` ones must be present), one
/// at a time, handing each to `f` (so that a caller keeping something smaller than a row
/// never holds them all).
///
/// # Errors
/// The first error of a row, or of `f`.
pub fn each_row(
    text: &str,
    format: LogFormat,
    columns: &Columns,
    mut f: impl FnMut(Row) -> Result<()>,
) -> Result<()> {
    let mut header: Option<Vec<usize>> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let raw = raw.trim_end_matches('\r');
        if raw.trim().is_empty() {
            continue;
        }
        match format {
            LogFormat::Csv => {
                let fields = csv_fields(raw).map_err(|e| at(columns.what, line, e))?;
                let Some(cols) = &header else {
                    header = Some(csv_header(&fields, columns, line)?);
                    continue;
                };
                if fields.len() != cols.len() {
                    return Err(at(
                        columns.what,
                        line,
                        format!(
                            "{} fields where the header has {}",
                            fields.len(),
                            cols.len()
                        ),
                    ));
                }
                let mut values = vec![None; columns.names.len()];
                for (&c, f) in cols.iter().zip(fields) {
                    values[c] = clean(f);
                }
                f(Row { line, values })?;
            }
            LogFormat::JsonLines => {
                let values = json_row(raw, columns, line)?;
                f(Row { line, values })?;
            }
        }
    }
    if header.is_none() && format == LogFormat::Csv {
        return Err(Error::input(format!(
            "{} is empty: it needs a header row ({})",
            columns.what,
            columns.names[..columns.names.len().min(5)].join(",")
        )));
    }
    Ok(())
}

/// The column of each field of a CSV header.
fn csv_header(fields: &[String], columns: &Columns, line: usize) -> Result<Vec<usize>> {
    let mut cols = Vec::with_capacity(fields.len());
    for f in fields {
        let name = f.trim().to_ascii_lowercase();
        let c = columns.find(f, "column", &name).map_err(|m| {
            at(
                columns.what,
                line,
                format!("{m} (the first line is the header)"),
            )
        })?;
        if cols.contains(&c) {
            return Err(at(
                columns.what,
                line,
                format!("column '{}' is given twice", columns.names[c]),
            ));
        }
        cols.push(c);
    }
    if let Some(missing) = columns
        .required
        .iter()
        .find(|r| !cols.iter().any(|&c| columns.names[c] == **r))
    {
        return Err(at(
            columns.what,
            line,
            format!("the header has no column '{missing}'"),
        ));
    }
    Ok(cols)
}

/// One JSON-lines row: a flat object whose values are strings, numbers (kept as written)
/// or null; a key given twice (in any case) is refused.
fn json_row(raw: &str, columns: &Columns, line: usize) -> Result<Vec<Option<String>>> {
    let fields = super::flat::object(raw).map_err(|e| {
        at(
            columns.what,
            line,
            format!("not a JSON object on one line ({e})"),
        )
    })?;
    let mut values = vec![None; columns.names.len()];
    let mut seen = vec![false; columns.names.len()];
    for (k, v) in fields {
        let c = columns
            .find(&k, "field", &k)
            .map_err(|m| at(columns.what, line, m))?;
        if std::mem::replace(&mut seen[c], true) {
            return Err(at(
                columns.what,
                line,
                format!("field '{}' is given twice", columns.names[c]),
            ));
        }
        values[c] = match v {
            super::flat::Scalar::Null => None,
            super::flat::Scalar::Text(s) | super::flat::Scalar::Number(s) => clean(s),
            super::flat::Scalar::Other(kind) => {
                return Err(at(
                    columns.what,
                    line,
                    format!(
                        "field '{}' is {kind}, not a string or a number",
                        crate::clip(&k)
                    ),
                ))
            }
        };
    }
    Ok(values)
}

/// A whole number of at most `max` from a field, or an error naming it.
pub fn integer(
    v: &Option<String>,
    name: &str,
    what: &str,
    line: usize,
    max: u64,
) -> Result<Option<u64>> {
    v.as_deref()
        .map(|s| {
            let digits = !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
            match s.parse::<u64>() {
                Ok(n) if digits && n <= max => Ok(n),
                _ if digits => Err(at(
                    what,
                    line,
                    format!("{name} '{}' is too large (at most {max})", crate::clip(s)),
                )),
                _ => Err(at(
                    what,
                    line,
                    format!(
                        "{name} '{}' is not a whole number from 0 up",
                        crate::clip(s)
                    ),
                )),
            }
        })
        .transpose()
}

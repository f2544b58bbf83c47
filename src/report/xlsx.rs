//! Excel workbooks from the one tabular view: one sheet per [`Table`].
//!
//! Spreadsheets reinterpret CSV (pays such as `19:20` become times of day, 16-digit counts
//! lose their last digit), so spreadsheet users get a real workbook instead, made from the
//! same cells as every other format, each cell written with its type:
//!
//! - whole numbers of up to 15 digits (`416`, `1,372,227,328`) as numbers with no decimals,
//!   digit-grouped when the text was; longer ones (the six-card counts of a 6- or 8-deck shoe,
//!   `4,998,398,275,503,360`) as text, every digit kept: a spreadsheet shows and edits numbers
//!   to 15 significant digits (and a 64-bit float holds every integer only up to 2^53), so
//!   as a number `2,292,252,566,437,888` would read `2,292,252,566,437,880`;
//! - decimals (`0.4462466`, `+0.00870`, `-2.89e-6`) and percentages (`1.0579%`) as numbers,
//!   shown with the places the text had (a percentage is stored as a fraction: 0.010579);
//! - exact values and pays (`19/20`, `8:1`), and every cell of a column holding one, as text,
//!   so that an exact column never mixes numbers and text;
//! - everything else as text.
//!
//! The header row is bold and frozen, column widths follow the widest cell, notes follow the
//! rows after a blank row. The workbook's creation time is fixed (2000-01-01T00:00:00Z), so the
//! same tables always give the same bytes.

use super::Table;
use rust_xlsxwriter::{DocProperties, ExcelDateTime, Format, Workbook, Worksheet, XlsxError};
use std::collections::{BTreeSet, HashMap};
use std::io;

/// Whole numbers below this (15 digits at most) are written as numbers: spreadsheets show
/// and edit 15 significant digits.
const SPREADSHEET_DIGITS: u64 = 1_000_000_000_000_000;

/// A cell with its spreadsheet type.
#[derive(Debug, Clone, PartialEq)]
enum Cell {
    Empty,
    Text(String),
    /// A number and the Excel number format that shows it as the text did.
    Number(f64, String),
}

fn is_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// `1,234,567` with groups of exactly three after the first.
fn is_grouped(s: &str) -> bool {
    let mut groups = s.split(',');
    let first = groups.next().unwrap_or("");
    is_digits(first) && first.len() <= 3 && groups.all(|g| g.len() == 3 && is_digits(g))
}

/// Whether the text is an exact value or a pay: `19/20`, `-1/2`, `8:1`.
fn is_exact_or_pay(s: &str) -> bool {
    let s = s.trim_start_matches(['-', '+']);
    [s.split_once('/'), s.split_once(':')]
        .into_iter()
        .flatten()
        .any(|(a, b)| is_digits(a) && is_digits(b))
}

fn sign_split(s: &str) -> (&str, &str) {
    match s.as_bytes().first() {
        Some(b'+' | b'-') => s.split_at(1),
        _ => ("", s),
    }
}

/// The Excel format for `places` decimals, with an explicit `+` when the text had one.
fn decimal_format(places: usize, plus: bool, suffix: &str) -> String {
    let body = if places == 0 {
        format!("0{suffix}")
    } else {
        format!("0.{}{suffix}", "0".repeat(places))
    };
    if plus {
        format!("+{body};-{body};{body}")
    } else {
        body
    }
}

fn classify(text: &str) -> Cell {
    let t = text.trim();
    if t.is_empty() {
        return Cell::Empty;
    }
    let (sign, body) = sign_split(t);
    let text_cell = || Cell::Text(text.to_string());
    // Whole numbers, plain or digit-grouped.
    if is_digits(body) || is_grouped(body) {
        let grouped = body.contains(',');
        let digits = body.replace(',', "");
        return match digits.parse::<u64>() {
            Ok(n) if n < SPREADSHEET_DIGITS => {
                let v = if sign == "-" { -(n as f64) } else { n as f64 };
                let fmt = if grouped { "#,##0" } else { "0" };
                Cell::Number(v, decimal_format(0, sign == "+", "").replace('0', fmt))
            }
            _ => text_cell(),
        };
    }
    // Decimals and percentages: digits '.' digits, an optional '%'.
    let (num, pct) = match body.strip_suffix('%') {
        Some(n) => (n, true),
        None => (body, false),
    };
    if let Some((int, frac)) = num.split_once('.') {
        if is_digits(int) && is_digits(frac) {
            let v: f64 = format!("{sign}{num}").parse().expect("a decimal parses");
            let suffix = if pct { "%" } else { "" };
            let v = if pct { v / 100.0 } else { v };
            return Cell::Number(v, decimal_format(frac.len(), sign == "+", suffix));
        }
    }
    // Scientific notation as `report::fmt` writes small values: `-2.89e-6`.
    if let Some((mantissa, exp)) = body.split_once('e') {
        let (_, exp_digits) = sign_split(exp);
        let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        if is_digits(int) && (frac.is_empty() || is_digits(frac)) && is_digits(exp_digits) {
            if let Ok(v) = t.parse::<f64>() {
                let places = if frac.is_empty() {
                    String::new()
                } else {
                    format!(".{}", "0".repeat(frac.len()))
                };
                return Cell::Number(v, format!("0{places}E+00"));
            }
        }
    }
    text_cell()
}

/// A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`, not starting or
/// ending with an apostrophe, unique in the workbook (compared without case, as Excel does).
fn sheet_name(title: &str, index: usize, taken: &mut BTreeSet<String>) -> String {
    let clean: String = title.chars().filter(|c| !"[]:*?/\\".contains(*c)).collect();
    let clean = clean.trim().trim_matches('\'').trim().to_string();
    let base = if clean.is_empty() {
        format!("Table {}", index + 1)
    } else {
        clean
    };
    let fit = |s: &str, room: usize| fit_words(s, room);
    let mut name = fit(&base, 31);
    let mut n = 2;
    while taken.contains(&name.to_lowercase()) {
        let tag = format!(" ({n})");
        name = format!("{}{tag}", fit(&base, 31 - tag.len()));
        n += 1;
    }
    taken.insert(name.to_lowercase());
    name
}

/// The longest start of `text` of at most `room` characters that ends at the end of a
/// word (a lone word longer than `room` is cut), without a trailing space or separator:
/// `Outcomes 413 cards, rules midi (…)` fits 31 as `Outcomes 413 cards, rules midi`.
fn fit_words(text: &str, room: usize) -> String {
    if text.chars().count() <= room {
        return text.to_string();
    }
    let trim = |s: &str| {
        s.trim_end_matches([' ', ',', ';', '-', '(', '.'])
            .to_string()
    };
    let head: String = text.chars().take(room).collect();
    let next = text.chars().nth(room);
    // The cut falls between words when the next character is a space.
    let whole = if next == Some(' ') {
        head.clone()
    } else {
        match head.rfind(' ') {
            Some(at) => head[..at].to_string(),
            None => head.clone(),
        }
    };
    let fitted = trim(&whole);
    if fitted.is_empty() {
        trim(&head)
    } else {
        fitted
    }
}

/// Column widths in characters: the widest cell or header, plus a margin, within 6 to 60.
fn widths(t: &Table) -> Vec<f64> {
    (0..t.columns.len())
        .map(|i| {
            let widest = t
                .rows
                .iter()
                .map(|r| r[i].chars().count())
                .chain([t.columns[i].0.chars().count()])
                .max()
                .unwrap_or(0);
            (widest as f64 + 2.0).clamp(6.0, 60.0)
        })
        .collect()
}

fn write_sheet(sheet: &mut Worksheet, t: &Table, name: &str) -> Result<(), XlsxError> {
    sheet.set_name(name)?;
    let bold = Format::new().set_bold();
    for (c, (head, _)) in t.columns.iter().enumerate() {
        sheet.write_string_with_format(0, col(c), head, &bold)?;
    }
    sheet.set_freeze_panes(1, 0)?;
    // A column holding any exact value or pay is written as text throughout.
    let text_column: Vec<bool> = (0..t.columns.len())
        .map(|i| t.rows.iter().any(|r| is_exact_or_pay(r[i].trim())))
        .collect();
    let mut formats: HashMap<String, Format> = HashMap::new();
    for (r, row) in t.rows.iter().enumerate() {
        let r = row_index(r + 1);
        for (c, text) in row.iter().enumerate() {
            let cell = if text_column[c] {
                Cell::Text(text.clone())
            } else {
                classify(text)
            };
            match cell {
                Cell::Empty => {}
                Cell::Text(s) => {
                    sheet.write_string(r, col(c), s)?;
                }
                Cell::Number(v, num_format) => {
                    let f = formats
                        .entry(num_format.clone())
                        .or_insert_with(|| Format::new().set_num_format(num_format));
                    sheet.write_number_with_format(r, col(c), v, f)?;
                }
            }
        }
    }
    for (i, note) in t.notes.iter().enumerate() {
        sheet.write_string(row_index(t.rows.len() + 2 + i), 0, note)?;
    }
    for (c, w) in widths(t).into_iter().enumerate() {
        sheet.set_column_width(col(c), w)?;
    }
    Ok(())
}

fn col(i: usize) -> u16 {
    u16::try_from(i).expect("a table has fewer than 16,384 columns")
}

fn row_index(i: usize) -> u32 {
    u32::try_from(i).expect("a table has fewer than 1,048,576 rows")
}

/// Writes `tables` as an Excel workbook (`.xlsx`), one sheet per table, named by its title
/// (or `Table N`), and returns the file's bytes.
///
/// # Errors
/// A table beyond Excel's limits (1,048,576 rows, 32,767 characters in a cell), as an
/// [`io::Error`] of kind `InvalidData`.
///
/// # Examples
/// ```
/// use punto_banco::report::{xlsx::workbook, Align, Table};
/// let mut t = Table::new("Bets", &[("Bet", Align::Left), ("Edge", Align::Right)]);
/// t.row(vec!["Banco".into(), "1.0579%".into()]);
/// let bytes = workbook(&[t])?;
/// assert_eq!(&bytes[..2], b"PK"); // an .xlsx file is a zip archive
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn workbook(tables: &[Table]) -> io::Result<Vec<u8>> {
    let names: Vec<String> = {
        let mut taken = BTreeSet::new();
        tables
            .iter()
            .enumerate()
            .map(|(i, t)| sheet_name(&t.title, i, &mut taken))
            .collect()
    };
    let fail = |e: XlsxError| io::Error::new(io::ErrorKind::InvalidData, e.to_string());
    let mut book = Workbook::new();
    let created = ExcelDateTime::from_ymd(2000, 1, 1).map_err(fail)?;
    book.set_properties(
        &DocProperties::new()
            .set_creation_datetime(&created)
            .set_title(tables.first().map_or("", |t| t.title.as_str())),
    );
    for (t, name) in tables.iter().zip(&names) {
        write_sheet(book.add_worksheet(), t, name).map_err(fail)?;
    }
    book.save_to_buffer().map_err(fail)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn num(v: f64, f: &str) -> Cell {
        Cell::Number(v, f.into())
    }

    #[test]
    fn cells_keep_their_type_and_their_shown_places() {
        assert_eq!(classify("416"), num(416.0, "0"));
        assert_eq!(classify("-1"), num(-1.0, "0"));
        assert_eq!(classify("1,372,227,328"), num(1_372_227_328.0, "#,##0"));
        assert_eq!(
            classify("2,292,252,566,437,888"),
            Cell::Text("2,292,252,566,437,888".into()),
            "beyond 15 digits a count stays text"
        );
        assert_eq!(classify("999999999999999"), num(999_999_999_999_999.0, "0"));
        assert_eq!(
            classify("1000000000000000"),
            Cell::Text("1000000000000000".into())
        );
        assert_eq!(classify("0.4462466"), num(0.4462466, "0.0000000"));
        assert_eq!(classify("1.0579%"), num(0.010579, "0.0000%"));
        assert_eq!(
            classify("+0.00870"),
            num(0.0087, "+0.00000;-0.00000;0.00000")
        );
        assert_eq!(classify("-2.89e-6"), num(-2.89e-6, "0.00E+00"));
        assert_eq!(classify("19:20"), Cell::Text("19:20".into()));
        assert_eq!(classify("1/20"), Cell::Text("1/20".into()));
        assert_eq!(classify("1,2"), Cell::Text("1,2".into()));
        assert_eq!(classify("Égalité"), Cell::Text("Égalité".into()));
        assert_eq!(classify(""), Cell::Empty);
        assert!(is_exact_or_pay("-1/2") && is_exact_or_pay("8:1") && !is_exact_or_pay("8"));
    }

    #[test]
    fn sheet_names_are_legal_and_unique() {
        let mut taken = BTreeSet::new();
        assert_eq!(sheet_name("Bets: all [8]", 0, &mut taken), "Bets all 8");
        assert_eq!(sheet_name("bets ALL 8", 1, &mut taken), "bets ALL 8 (2)");
        assert_eq!(sheet_name("", 2, &mut taken), "Table 3");
        assert_eq!(
            sheet_name(
                "Outcomes 413 cards, rules midi (1,234 ordered)",
                5,
                &mut taken
            ),
            "Outcomes 413 cards, rules midi"
        );
        assert_eq!(
            sheet_name("Outcomes 413 cards, rules midi (other)", 6, &mut taken),
            "Outcomes 413 cards, rules (2)"
        );
        let long = "x".repeat(40);
        assert_eq!(sheet_name(&long, 3, &mut taken).chars().count(), 31);
        assert_eq!(
            sheet_name(&long, 4, &mut taken),
            format!("{} (2)", "x".repeat(27))
        );
    }

    #[test]
    fn the_same_tables_give_the_same_bytes() {
        let mut t = Table::new("T", &[("a", super::super::Align::Left)]);
        t.row(vec!["1".into()]);
        assert_eq!(
            workbook(std::slice::from_ref(&t)).unwrap(),
            workbook(&[t]).unwrap()
        );
    }
}

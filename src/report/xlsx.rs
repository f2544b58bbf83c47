//! Excel workbooks from the one tabular view: one sheet per [`Table`].
//!
//! Spreadsheets reinterpret CSV (pays such as `19:20` become times of day, 16-digit counts
//! lose their last digit), so spreadsheet users get a real workbook instead, made from the
//! same cells as every other format, each cell written from its [`Kind`] (the text is never
//! read back):
//!
//! - whole numbers of up to 15 digits (`416`, `1,372,227,328`) as numbers with no decimals,
//!   digit-grouped when the cell is; longer ones (the six-card counts of a 6- or 8-deck shoe,
//!   `4,998,398,275,503,360`) as text, every digit kept: a spreadsheet shows and edits numbers
//!   to 15 significant digits (and a 64-bit float holds every integer only up to 2^53), so
//!   as a number `2,292,252,566,437,888` would read `2,292,252,566,437,880`;
//! - decimals (`0.4462466`, `+0.00870`, `-2.89e-6`) and percentages (`1.0579%`) as numbers,
//!   shown with the places the cell shows (a percentage is stored as a fraction: 0.010579);
//! - exact values and pays (`19/20`, `8:1`), and every cell of a column holding one, as text,
//!   so that an exact column never mixes numbers and text;
//! - everything else as text.
//!
//! The header row is bold and frozen, column widths follow the widest cell, notes follow the
//! rows after a blank row. The workbook's creation time is fixed (2000-01-01T00:00:00Z), so the
//! same tables always give the same bytes.

use super::cell::Kind;
use super::{RenderError, Table};
use rust_xlsxwriter::{DocProperties, ExcelDateTime, Format, Workbook, Worksheet, XlsxError};
use std::collections::{BTreeSet, HashMap};

/// The Excel format for `places` decimals, with an explicit `+` when the cell shows one.
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

/// The number a cell of kind `kind` holds and the Excel number format that shows it as the
/// text formats do; `None` for a cell written as text.
fn number(kind: &Kind) -> Option<(f64, String)> {
    match *kind {
        Kind::Text | Kind::Exact => None,
        Kind::Whole {
            value,
            grouped,
            plus,
        } => {
            let fmt = if grouped { "#,##0" } else { "0" };
            value.map(|v| (v, decimal_format(0, plus, "").replace('0', fmt)))
        }
        Kind::Decimal {
            value,
            places,
            plus,
        } => Some((value, decimal_format(places, plus, ""))),
        Kind::Percent {
            value,
            places,
            plus,
        } => Some((value, decimal_format(places, plus, "%"))),
        Kind::Scientific { value, places } => {
            let places = if places == 0 {
                String::new()
            } else {
                format!(".{}", "0".repeat(places))
            };
            Some((value, format!("0{places}E+00")))
        }
    }
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
        .map(|i| t.rows.iter().any(|r| r[i].kind == Kind::Exact))
        .collect();
    let mut formats: HashMap<String, Format> = HashMap::new();
    for (r, row) in t.rows.iter().enumerate() {
        let r = row_index(r + 1);
        for (c, cell) in row.iter().enumerate() {
            if text_column[c] {
                sheet.write_string(r, col(c), cell.as_str())?;
                continue;
            }
            match number(&cell.kind) {
                Some((v, num_format)) => {
                    let f = formats
                        .entry(num_format.clone())
                        .or_insert_with(|| Format::new().set_num_format(num_format));
                    sheet.write_number_with_format(r, col(c), v, f)?;
                }
                None if cell.trim().is_empty() => {}
                None => {
                    sheet.write_string(r, col(c), cell.as_str())?;
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
/// [`RenderError::Writer`] for a table beyond Excel's limits (1,048,576 rows, 32,767
/// characters in a cell) or any other failure of the workbook writer.
///
/// # Examples
/// ```
/// use punto_banco::report::{xlsx::workbook, Align, Table};
/// let mut t = Table::new("Bets", &[("Bet", Align::Left), ("Edge", Align::Right)]);
/// t.row(vec!["Banco".into(), punto_banco::report::fmt::percent_cell(1.0579, 4)]);
/// let bytes = workbook(&[t])?;
/// assert_eq!(&bytes[..2], b"PK"); // an .xlsx file is a zip archive
/// # Ok::<(), punto_banco::report::RenderError>(())
/// ```
pub fn workbook(tables: &[Table]) -> Result<Vec<u8>, RenderError> {
    let names: Vec<String> = {
        let mut taken = BTreeSet::new();
        tables
            .iter()
            .enumerate()
            .map(|(i, t)| sheet_name(&t.title, i, &mut taken))
            .collect()
    };
    let fail = |e: XlsxError| RenderError::Writer(format!("cannot write the workbook: {e}"));
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

    use crate::report::fmt;
    use num_bigint::BigUint;

    fn num(c: crate::report::Cell) -> Option<(f64, String)> {
        number(&c.kind)
    }

    fn is(v: f64, f: &str) -> Option<(f64, String)> {
        Some((v, f.into()))
    }

    #[test]
    fn cells_keep_their_type_and_their_shown_places() {
        assert_eq!(num(fmt::int_cell(416)), is(416.0, "0"));
        assert_eq!(num(fmt::int_cell(-1)), is(-1.0, "0"));
        let big = |n: u64| BigUint::from(n);
        assert_eq!(
            num(fmt::grouped_cell(&big(1_372_227_328))),
            is(1_372_227_328.0, "#,##0")
        );
        assert_eq!(
            num(fmt::grouped_cell(&big(2_292_252_566_437_888))),
            None,
            "beyond 15 digits a count stays text"
        );
        assert_eq!(
            num(fmt::count_cell(&big(999_999_999_999_999))),
            is(999_999_999_999_999.0, "0")
        );
        assert_eq!(num(fmt::count_cell(&big(1_000_000_000_000_000))), None);
        assert_eq!(
            num(fmt::decimal_cell(0.446_246_612, 7)),
            is(0.4462466, "0.0000000")
        );
        assert_eq!(
            num(fmt::percent_cell(1.057_912_3, 4)),
            is(0.010579, "0.0000%")
        );
        assert_eq!(
            num(fmt::signed_percent_value_cell(0.008_7)),
            is(0.0087, "+0.00000;-0.00000;0.00000")
        );
        assert_eq!(
            num(fmt::signed_percent_value_cell(-2.891e-6)),
            is(-2.89e-6, "0.00E+00")
        );
        assert_eq!(num(fmt::signed_int_cell(2)), is(2.0, "+0;-0;0"));
        let r = |n: i64, d: i64| num_rational::BigRational::new(n.into(), d.into());
        assert_eq!(fmt::exact_cell(&r(1, 20)).kind, Kind::Exact);
        assert_eq!(
            num(fmt::exact_cell(&r(-8, 1))),
            is(-8.0, "0"),
            "a whole exact value"
        );
        assert_eq!(fmt::decimal_cell(f64::INFINITY, 2).kind, Kind::Text);
        assert_eq!(num(crate::report::Cell::text("Égalité")), None);
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
    fn a_cell_past_excels_limit_is_the_writers_failure_not_io() {
        let mut t = Table::new("T", &[("a", super::super::Align::Left)]);
        t.row(vec!["x".repeat(40_000)]);
        let e = workbook(&[t]).unwrap_err();
        assert!(
            matches!(&e, RenderError::Writer(m) if m.starts_with("cannot write the workbook: ")),
            "{e}"
        );
        assert!(!e.is_input(), "a failure while running: exit 1, HTTP 500");
    }

    #[test]
    fn the_same_tables_give_the_same_bytes() {
        let mut t = Table::new("T", &[("a", super::super::Align::Left)]);
        t.row(vec![fmt::int_cell(1)]);
        assert_eq!(
            workbook(std::slice::from_ref(&t)).unwrap(),
            workbook(&[t]).unwrap()
        );
    }
}

//! The one reader of logs, tried on the strictness cases of both commands.

use super::rows::csv_fields;
use super::{LogFormat, ShoeRowKind, ShoeRows};
use crate::rules::Rules;

fn read(text: &str, format: LogFormat) -> Result<ShoeRows, String> {
    ShoeRows::read(text, format, &Rules::preset("standard").unwrap()).map_err(|e| e.to_string())
}

#[test]
fn a_quote_inside_an_unquoted_field_is_refused() {
    assert_eq!(
        csv_fields("0,1,9 K\"h,2 3"),
        Err("a quote inside an unquoted field")
    );
    assert_eq!(
        read("shoe,coup,punto,banco\n0,1,9 K\"h,2 3\n", LogFormat::Csv).unwrap_err(),
        "shoe log line 2: a quote inside an unquoted field"
    );
}

#[test]
fn a_key_or_column_given_twice_is_refused() {
    let e = read(
        "{\"shoe\":0,\"coup\":1,\"punto\":\"9 K\",\"banco\":\"2 3\",\"Banco\":\"2 3 4\"}\n",
        LogFormat::JsonLines,
    )
    .unwrap_err();
    assert_eq!(e, "shoe log line 1: field 'banco' is given twice");
    let e = read("shoe,SHOE,coup\n", LogFormat::Csv).unwrap_err();
    assert_eq!(e, "shoe log line 1: column 'shoe' is given twice");
}

#[test]
fn rows_keep_their_kind_and_a_rest_row_ends_its_shoe() {
    let rows = read(
        "shoe,coup,punto,banco,burn,rest\n0,,,,7h ?,\n0,1,9s Kh,2d 3c,,\n0,,,,,Kd\n1,1,4 5,K 3,,\n",
        LogFormat::Csv,
    )
    .unwrap();
    let kinds: Vec<&str> = rows
        .rows
        .iter()
        .map(|r| match r.kind {
            ShoeRowKind::Burn(_) => "burn",
            ShoeRowKind::Coup(_) => "coup",
            ShoeRowKind::Rest(_) => "rest",
        })
        .collect();
    assert_eq!(kinds, ["burn", "coup", "rest", "coup"]);
    assert_eq!(rows.rows[3].shoe, 1);
    assert!(!rows.suited());
    let e = read(
        "shoe,coup,punto,banco,rest\n0,,,,Kd\n0,1,9s Kh,2d 3c,\n",
        LogFormat::Csv,
    )
    .unwrap_err();
    assert_eq!(e, "shoe log line 3: shoe 0 has a row after its rest row");
}

#[test]
fn a_converted_session_names_the_sessions_lines() {
    let e = read(
        "shoe,coup,punto,banco,burn,session_line\n0,1,9 K,2 3,,7\n0,3,9 K,2 3,,12\n",
        LogFormat::Csv,
    )
    .unwrap_err();
    assert_eq!(
        e,
        "log line 12: shoe 0 coup 3 where coup 2 comes next; coups are numbered 1, 2, ... in order"
    );
}

#[test]
fn echoed_control_characters_are_escaped() {
    let e = read(
        "shoe,coup,punto,banco\n0,1,9 K\u{1b}]0;x\u{7},2 3\n",
        LogFormat::Csv,
    )
    .unwrap_err();
    assert!(!e.contains('\u{1b}') && e.contains("\\u{1b}"), "{e:?}");
}

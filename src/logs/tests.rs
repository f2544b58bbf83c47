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

#[test]
fn a_format_prints_its_name_and_reads_it_back_as_text_and_as_json() {
    use std::str::FromStr;
    for f in LogFormat::ALL {
        assert_eq!(LogFormat::from_str(&f.to_string()).unwrap(), f);
        assert_eq!(f.to_string(), f.name());
        let json = serde_json::to_string(&f).unwrap();
        assert_eq!(json, format!("\"{}\"", f.name()));
        assert_eq!(serde_json::from_str::<LogFormat>(&json).unwrap(), f);
    }
    assert_eq!(LogFormat::Csv.name(), "csv");
    assert_eq!(LogFormat::JsonLines.name(), "jsonl");
    for (given, f) in [
        (" CSV ", LogFormat::Csv),
        ("NDJSON", LogFormat::JsonLines),
        ("json", LogFormat::JsonLines),
        ("JsonL", LogFormat::JsonLines),
    ] {
        assert_eq!(given.parse::<LogFormat>().unwrap(), f, "{given}");
    }
    let e = "XML".parse::<LogFormat>().unwrap_err().to_string();
    assert_eq!(e, "log format 'xml' is not csv or jsonl");
    let e = serde_json::from_str::<LogFormat>("\"tsv\"")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("log format 'tsv' is not csv or jsonl"), "{e}");
}

#[test]
fn a_format_is_found_from_an_extension_or_from_the_text() {
    assert_eq!(LogFormat::of_extension("a.CSV"), Some(LogFormat::Csv));
    assert_eq!(
        LogFormat::of_extension("b.ndjson"),
        Some(LogFormat::JsonLines)
    );
    assert_eq!(
        LogFormat::of_extension("c.json"),
        Some(LogFormat::JsonLines)
    );
    assert_eq!(LogFormat::of_extension("d.txt"), None);
    assert_eq!(LogFormat::of_extension("csv"), None);
    let e = LogFormat::for_file("d.txt").unwrap_err().to_string();
    assert_eq!(e, "log 'd.txt' must end in .csv or .jsonl (JSON lines)");
    let of = |given, text| LogFormat::of_log(given, text).unwrap();
    assert_eq!(of(None, "  {\"shoe\": 0}"), LogFormat::JsonLines);
    assert_eq!(of(None, "shoe,coup\n"), LogFormat::Csv);
    assert_eq!(of(Some("csv"), "{\"shoe\": 0}"), LogFormat::Csv);
    assert!(LogFormat::of_log(Some("tsv"), "").is_err());
}

#[test]
fn the_digest_is_sha_256_in_lowercase_hex() {
    // FIPS 180-2, appendix B.1 ("abc"), and the digest of no bytes.
    assert_eq!(
        super::digest("abc"),
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    );
    assert_eq!(
        super::digest(""),
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    );
}

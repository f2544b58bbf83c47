//! `punto-banco report`: the generated par sheets in docs/reports stay current, and the
//! report itself is checked: its counts add up, its house edges are the published ones, its
//! Markdown is well formed and its HTML refers to nothing outside the file.
//!
//! To regenerate docs/reports after an intended change:
//! `PUNTO_BANCO_BLESS=1 cargo test --test integration report::`

use crate::reference::published;
use assert_cmd::Command;
use predicates::prelude::*;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// The reports kept in docs/reports: (rule set, decks).
const REPORTS: [(&str, u32); 3] = [("standard", 6), ("standard", 8), ("midi", 6)];

/// The shoes whose main-bet house edges are published (the corpus's `edge-{d}d-*` figures).
const PUBLISHED_EDGE_DECKS: [u32; 2] = [8, 6];

fn cmd() -> Command {
    Command::cargo_bin("punto-banco").expect("binary built")
}

fn report(args: &[&str]) -> String {
    let out = cmd().arg("report").args(args).output().expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

fn docs(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs/reports")
        .join(name)
}

/// N(N-1)...(N-5), computed here independently of the library.
fn sequences(cards: u128) -> u128 {
    (0..6).map(|i| cards - i).product()
}

/// The cells of a Markdown table row, splitting on unescaped pipes.
fn cells(line: &str) -> Vec<String> {
    let inner = line.trim().trim_start_matches('|').trim_end_matches('|');
    let mut out = vec![String::new()];
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                out.last_mut().unwrap().push(chars.next().unwrap())
            }
            '|' => out.push(String::new()),
            _ => out.last_mut().unwrap().push(c),
        }
    }
    out.into_iter().map(|s| s.trim().to_string()).collect()
}

/// Every Markdown table: its header cells, and its body rows (after the rule line).
fn tables(md: &str) -> Vec<(Vec<String>, Vec<Vec<String>>)> {
    let lines: Vec<&str> = md.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if !lines[i].starts_with('|') {
            i += 1;
            continue;
        }
        let header = cells(lines[i]);
        let rule = cells(lines.get(i + 1).expect("a table has a rule line"));
        assert!(
            rule.iter().all(|c| c == "---" || c == "---:"),
            "bad rule line after {:?}",
            lines[i]
        );
        assert_eq!(
            rule.len(),
            header.len(),
            "rule line width at {:?}",
            lines[i]
        );
        let mut rows = Vec::new();
        i += 2;
        while i < lines.len() && lines[i].starts_with('|') {
            let row = cells(lines[i]);
            assert_eq!(
                row.len(),
                header.len(),
                "row {:?} under {:?}",
                lines[i],
                header
            );
            rows.push(row);
            i += 1;
        }
        out.push((header, rows));
    }
    out
}

fn count(cell: &str) -> u128 {
    cell.replace(',', "")
        .parse()
        .unwrap_or_else(|_| panic!("count '{cell}' parses"))
}

/// The report less what changes with every build but not with the figures: the commit the
/// tool was built from, and the SHA-256 of the JSON (which names the commit).
fn without_build(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(|c: char| c.is_ascii_hexdigit()) {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        let run = rest
            .find(|c: char| !c.is_ascii_hexdigit())
            .unwrap_or(rest.len());
        let word = &rest[..run];
        let commit = out.ends_with("(commit ") && (run == 12 || word == "unknown");
        out.push_str(if run == 64 || commit { "[build]" } else { word });
        rest = &rest[run..];
    }
    out.push_str(rest);
    out.replace("(commit unknown)", "(commit [build])")
}

#[test]
fn docs_reports_are_current() {
    let bless = std::env::var_os("PUNTO_BANCO_BLESS").is_some();
    for (rules, decks) in REPORTS {
        for (ext, format) in [("md", "markdown"), ("html", "html")] {
            let d = decks.to_string();
            let text = report(&["--rules", rules, "--decks", &d, "--format", format]);
            let path = docs(&format!("{rules}-{decks}.{ext}"));
            if bless {
                std::fs::write(&path, &text).expect("write docs/reports");
                continue;
            }
            let kept = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                without_build(&kept) == without_build(&text),
                "{} is out of date; regenerate with PUNTO_BANCO_BLESS=1 cargo test --test integration report::",
                path.display()
            );
        }
    }
}

#[test]
fn every_return_table_parses_and_sums_to_the_total() {
    for (rules, decks) in REPORTS {
        let md =
            std::fs::read_to_string(docs(&format!("{rules}-{decks}.md"))).expect("kept report");
        let total = sequences(52 * u128::from(decks));
        let all = tables(&md);
        let returns: Vec<_> = all.iter().filter(|(h, _)| h[0] == "Event").collect();
        // One return table per bet heading in section 3, and all 29 built-in bets.
        let bet_headings = md.lines().filter(|l| l.starts_with("### ")).count();
        assert_eq!(returns.len(), bet_headings);
        assert_eq!(returns.len(), 29, "{rules} {decks}");
        for (header, rows) in returns {
            assert_eq!(
                header,
                &["Event", "Pays", "Combinations", "Probability", "Return"]
            );
            let (last, body) = rows.split_last().expect("rows");
            assert_eq!(last[0], "Total");
            assert_eq!(count(&last[2]), total);
            assert_eq!(body.iter().map(|r| count(&r[2])).sum::<u128>(), total);
        }
        // The distributions add up too: outcomes, the two halves of the 10 x 10, cards dealt.
        let sum_of = |first: &str, cols: std::ops::Range<usize>| -> u128 {
            all.iter()
                .filter(|(h, _)| h[0] == first)
                .flat_map(|(_, rows)| rows.iter().flat_map(|r| r[cols.clone()].to_vec()))
                .map(|c| count(&c))
                .sum()
        };
        assert_eq!(sum_of("Outcome", 1..2), total);
        assert_eq!(sum_of("Cards dealt", 1..2), total);
        assert_eq!(sum_of("Punto", 1..6), total);
    }
}

/// The row `name` of the summary table that follows the heading of bet `id` (headed by the
/// bet's name, without its id).
fn summary_value(md: &str, id: &str, name: &str) -> String {
    let rules = punto_banco::Rules::preset("standard").unwrap();
    let bet = punto_banco::builtin(id, &rules).expect("a built-in bet");
    let start = md
        .find(&format!("### {}, pays", bet.name))
        .unwrap_or_else(|| panic!("bet {id} in report"));
    let section = &md[start..];
    let line = section
        .lines()
        .find(|l| l.starts_with(&format!("| {name} |")))
        .unwrap_or_else(|| panic!("{name} of {id}"));
    cells(line)[1].clone()
}

#[test]
fn house_edges_in_the_reports_are_the_published_ones() {
    for decks in PUBLISHED_EDGE_DECKS {
        let md =
            std::fs::read_to_string(docs(&format!("standard-{decks}.md"))).expect("kept report");
        for bet in ["banco", "punto", "tie"] {
            let edge = published(&format!("edge-{decks}d-{bet}"));
            assert_eq!(summary_value(&md, bet, "House edge"), format!("{edge}%"));
        }
        assert!(!md.contains("MISMATCH") && !md.contains("| FAIL |"));
    }
    // 8 decks, standard deviation per unit (Wizard of Odds, "What is the House Edge?").
    let md = std::fs::read_to_string(docs("standard-8.md")).expect("kept report");
    let sd: f64 = summary_value(&md, "banco", "Standard deviation")
        .parse()
        .unwrap();
    assert_eq!(format!("{sd:.4}"), published("sd-8d-banco"));
}

#[test]
fn html_reports_refer_to_nothing_outside_the_file() {
    for (rules, decks) in REPORTS {
        let html = std::fs::read_to_string(docs(&format!("{rules}-{decks}.html"))).expect("kept");
        let lower = html.to_lowercase();
        for bad in [
            "src=", "href=", "@import", "url(", "<script", "<link", "http:", "https:",
        ] {
            assert!(!lower.contains(bad), "{rules}-{decks}.html contains {bad}");
        }
        assert!(lower.starts_with("<!doctype html>"));
        assert!(lower.contains("<style>") && lower.contains("@media print"));
        assert_eq!(
            html.matches("<table").count(),
            html.matches("</table>").count()
        );
    }
}

#[test]
fn stated_sha256_is_the_digest_of_the_json_output() {
    let md = report(&["--rules", "midi", "--decks", "1", "--bets", "main,dragon_7"]);
    let json = report(&[
        "--rules",
        "midi",
        "--decks",
        "1",
        "--bets",
        "main,dragon_7",
        "--format",
        "json",
    ]);
    let digest: String = Sha256::digest(json.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert!(md.starts_with("# Par sheet: Punto Banco, rules midi, 1 deck (52 cards)\n"));
    assert!(
        md.contains(&format!("`{digest}`")),
        "digest {digest} not in the report"
    );
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(
        v["reproducibility"]["command"],
        "punto-banco report --rules midi --decks 1 --bets main,dragon_7"
    );
    assert_eq!(v["bets"].as_array().unwrap().len(), 4);
    // Markdown is the default; JSON when asked, before or after the subcommand.
    let before = cmd()
        .args([
            "--format",
            "json",
            "report",
            "--rules",
            "midi",
            "--decks",
            "1",
            "--bets",
            "main,dragon_7",
        ])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(before.stdout).unwrap(), json);
}

#[test]
fn out_writes_the_file_and_nothing_to_stdout() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sheet.md");
    cmd()
        .args(["report", "--decks", "1", "--bets", "main", "--out"])
        .arg(&path)
        .assert()
        .success()
        .stdout("");
    let written = std::fs::read_to_string(&path).unwrap();
    assert_eq!(written, report(&["--decks", "1", "--bets", "main"]));
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        names,
        vec![std::ffi::OsString::from("sheet.md")],
        "no temporary file left"
    );
}

#[test]
fn unwritable_out_is_an_input_error_and_leaves_nothing_behind() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("plain-file");
    std::fs::write(&file, "x").unwrap();
    // A path under a regular file cannot be created, even by root.
    let target = file.join("sheet.md");
    cmd()
        .args(["report", "--decks", "1", "--bets", "main", "--out"])
        .arg(&target)
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::starts_with("error: cannot write report '"));
    let missing = dir.path().join("no-such-dir").join("sheet.md");
    cmd()
        .args(["report", "--decks", "1", "--bets", "main", "--out"])
        .arg(&missing)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no-such-dir"));
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("plain-file")]);
}

#[test]
fn bad_input_is_refused_like_the_other_commands() {
    let cases: [(&[&str], &str); 6] = [
        (&["--decks", "0"], "decks '0'"),
        (&["--rules", "nope"], "unknown rule set 'nope'"),
        (&["--bets", "dragon_8"], "unknown bet 'dragon_8'"),
        (&["--removed", "X"], "'X'"),
        (
            &["--format", "csv"],
            "invalid value 'csv' for '--format <FORMAT>'",
        ),
        (
            &["--format", "table"],
            "[possible values: markdown, html, json, pdf, xlsx]",
        ),
    ];
    for (args, message) in cases {
        cmd()
            .arg("report")
            .args(args)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(message));
    }
}

#[test]
fn json_parses_back_and_its_exact_values_agree() {
    use num_bigint::BigInt;
    use num_rational::BigRational;
    let json = report(&["--decks", "2", "--format", "json"]);
    let s: schema::Sheet = serde_json::from_str(&json).expect("schema");
    assert_eq!(s.method.engine, "exact");
    assert_eq!(s.method.cards, 104);
    assert_eq!(s.method.product, "104 × 103 × 102 × 101 × 100 × 99");
    let total: u128 = s.method.sequences.parse().unwrap();
    assert_eq!(total, sequences(104));
    let ratio = |s: &str| {
        s.parse::<BigRational>()
            .unwrap_or_else(|_| panic!("exact '{s}'"))
    };
    let int = |s: &str| BigRational::from_integer(s.parse::<BigInt>().unwrap());
    for bet in &s.bets {
        assert!(!bet.id.is_empty() && !bet.name.is_empty() && !bet.pays.is_empty());
        let mut ev = BigRational::from_integer(0.into());
        for row in &bet.rows {
            // probability = combinations / total; return = probability x pays, exactly.
            let p = int(&row.combinations) / int(&s.method.sequences);
            assert_eq!(ratio(&row.probability.exact), p, "{} {}", bet.id, row.event);
            let r = &p * ratio(&row.pays);
            assert_eq!(
                ratio(&row.return_contribution.exact),
                r,
                "{} {}",
                bet.id,
                row.event
            );
            assert!((row.probability.decimal - p_f64(&p)).abs() < 1e-15);
            ev += r;
        }
        assert_eq!(
            ratio(&bet.total.return_contribution.exact),
            ev,
            "{}",
            bet.id
        );
        assert_eq!(bet.total.combinations, s.method.sequences);
    }
}

fn p_f64(r: &num_rational::BigRational) -> f64 {
    use num_traits::ToPrimitive;
    r.to_f64().unwrap()
}

/// The JSON schema as a reader sees it: unknown fields fail, so schema drift fails a test.
mod schema {
    // Some fields are read only by serde: they are here to pin the schema.
    #![allow(dead_code)]
    use serde::Deserialize;
    use serde_json::Value;

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct Sheet {
        pub identification: Value,
        pub findings: Vec<Finding>,
        pub rules: Value,
        pub method: Method,
        pub bets: Vec<Bet>,
        pub edges_by_decks: Value,
        pub distributions: Value,
        pub verification: Value,
        pub reproducibility: Value,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct Finding {
        pub kind: String,
        pub bet: Option<String>,
        pub house_edge: Option<String>,
        pub message: String,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct Method {
        pub cards: u64,
        pub product: String,
        pub sequences: String,
        pub engine: String,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct Bet {
        pub id: String,
        pub name: String,
        pub pays: String,
        pub rows: Vec<Row>,
        pub total: Row,
        pub summary: Value,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct Row {
        pub event: String,
        pub pays: String,
        pub combinations: String,
        pub probability: Exact,
        pub return_contribution: Exact,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct Exact {
        pub exact: String,
        pub decimal: f64,
    }
}

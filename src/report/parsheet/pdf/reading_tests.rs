//! Every printed document laid out by the engine and read back from its measurements, in
//! the four languages: the par sheet (standard rules with every bet, and Midi), the review
//! file of a Dragon 7 counter and the audit file of a passed and of a flagged log. What is
//! checked comes from the documents' source text, not from the line breaker: each number,
//! formula, parenthesised count, code span, id and word is set whole on one line; no text is
//! under 7 pt; no table carries a lone row onto a page under its repeated header; the audit
//! prints no Markdown mark and no space inside brackets; its verdict is set apart in bold.

use super::fonts::Face;
use super::fonts::Fonts;
use super::layout::{Layout, Op};
use super::write::footer_ops;
use super::{PdfInfo, SMALLEST};
use crate::api::{AuditLog, AuditReport, AuditRequest, LogFormat, SimulateRequest, TraceLogs};
use crate::i18n::Lang;
use crate::report::parsheet::block::{Block, Inline, Part};
use crate::report::parsheet::doc::document;
use crate::report::parsheet::{ParSheet, Unpriceable};
use crate::rules::Rules;
use crate::shoe::ShoeSpec;

/// A document as the PDF writer receives it.
struct Printed {
    name: String,
    parts: Vec<Part>,
    info: PdfInfo,
}

fn sheet(rules: &str, bets: &str) -> ParSheet {
    let spec = ShoeSpec {
        decks: Some(8),
        ..ShoeSpec::default()
    };
    let rules = Rules::preset(rules).unwrap();
    let bets: Vec<_> = crate::bets::builtin_ids()
        .into_iter()
        .filter(|id| bets == "all" || *id == bets)
        .filter_map(|id| crate::bets::builtin(id, &rules))
        .collect();
    ParSheet::new(
        &spec,
        &spec.build().unwrap(),
        &rules,
        &bets,
        "punto-banco report --decks 8",
        Unpriceable::Keep,
        None,
    )
    .unwrap()
}

/// The shoe log and the bet log (Dragon 7, seed 1003) of `shoes` eight-deck shoes dealt by
/// `simulate` with `shuffle` and the counters `tags` (the review file's in
/// `typeset_tests.rs` too).
pub(super) fn logs(shoes: u64, shuffle: &str, tags: &[&str]) -> (String, String) {
    let req = SimulateRequest {
        shoes,
        decks: Some(8),
        seed: Some(1_003),
        bets: "dragon_7".into(),
        shuffle: Some(shuffle.into()),
        tags: tags.iter().map(|t| t.to_string()).collect(),
        ..SimulateRequest::default()
    };
    let (mut deals, mut bets) = (Vec::new(), Vec::new());
    req.prepare()
        .unwrap()
        .trace_logs(
            &|| (),
            TraceLogs {
                deals: Some((LogFormat::Csv, &mut deals)),
                bet_log: Some((LogFormat::Csv, &mut bets)),
                ..TraceLogs::default()
            },
        )
        .unwrap()
        .unwrap();
    (
        String::from_utf8(deals).unwrap(),
        String::from_utf8(bets).unwrap(),
    )
}

fn audit(shoes: u64, shuffle: &str, permutations: u32) -> AuditReport {
    AuditRequest {
        shoe_logs: vec![AuditLog {
            text: logs(shoes, shuffle, &[]).0,
            format: Some("csv".into()),
            name: Some("table-1.csv".into()),
            session: false,
        }],
        decks: Some(8),
        permutations,
        ..AuditRequest::default()
    }
    .run()
    .unwrap()
}

fn documents() -> Vec<(Lang, Printed)> {
    let sheets = [
        ("par sheet, standard", sheet("standard", "all")),
        ("par sheet, Midi", sheet("midi", "banco")),
    ];
    let (shoe_log, bet_log) = logs(5, "fair", &["dragon_7=jacobson@tc>=4"]);
    let review = crate::api::ReviewRequest {
        shoe_log,
        bet_log,
        decks: Some(8),
        permutations: 99,
        ..crate::api::ReviewRequest::default()
    }
    .run()
    .unwrap();
    let (passed, flagged) = (audit(3, "fair", 99), audit(8, "stacked:banco", 999));
    assert!(!passed.flagged && flagged.flagged);
    let mut out = Vec::new();
    for lang in Lang::ALL {
        for (name, s) in &sheets {
            let info = PdfInfo {
                title: String::new(),
                footer: vec![],
                verbatim_cells: false,
            };
            let parts = document(s, lang).into_iter().map(Part::Block).collect();
            out.push((
                lang,
                Printed {
                    name: name.to_string(),
                    parts,
                    info,
                },
            ));
        }
        let file = review.review_file(lang);
        let (parts, info) = (file.blocks().to_vec(), file.pdf_info());
        out.push((
            lang,
            Printed {
                name: "review file".into(),
                parts,
                info,
            },
        ));
        for (name, a) in [("audit, passed", &passed), ("audit, flagged", &flagged)] {
            let doc = a.file_in(lang).document();
            let (parts, info) = (doc.blocks().to_vec(), doc.pdf_info());
            out.push((
                lang,
                Printed {
                    name: name.into(),
                    parts,
                    info,
                },
            ));
        }
    }
    out
}

/// A text of the document and whether its backticks are markup.
fn texts(parts: &[Part], verbatim: bool, out: &mut Vec<(String, bool)>) {
    fn block(b: &Block, verbatim: bool, out: &mut Vec<(String, bool)>) {
        match b {
            Block::Heading(_, t) | Block::Para(t) => out.push((t.clone(), true)),
            Block::List(items) => out.extend(items.iter().map(|i| (i.clone(), true))),
            Block::Table(t) => {
                out.extend(t.columns.iter().map(|(h, _)| (h.clone(), true)));
                let cells = t.rows.iter().flatten();
                out.extend(cells.map(|c| (c.text.clone(), !verbatim)));
                out.extend(t.notes.iter().map(|n| (n.clone(), true)));
            }
            Block::Code(_) => {}
            Block::Keep(inner) => inner.iter().for_each(|b| block(b, verbatim, out)),
        }
    }
    for p in parts {
        match p {
            Part::Block(b) => block(b, verbatim, out),
            Part::Rich(runs) => out.extend(runs.iter().map(|r| match r {
                Inline::Text(t) => (t.clone(), false),
                Inline::Code(c) => (format!("`{c}`"), true),
            })),
            Part::Figure(f) => out.extend(f.panels.iter().map(|p| (p.title.clone(), false))),
            Part::Keep(inner) => texts(inner, verbatim, out),
        }
    }
}

fn bare(w: &str) -> &str {
    w.trim_end_matches([',', '.', ';', ':', ')'])
}

fn is_operator(w: &str) -> bool {
    !w.is_empty() && w.chars().all(|c| "=×+−/<>≤≥≈".contains(c))
}

/// What a reader must find on one line: every word; every code span; every parenthesised
/// count (brackets holding a digit, up to 32 characters); every formula (operands joined
/// by operators), with the word after it when it ends in a number (its unit).
fn whole_things(text: &str, markup: bool) -> Vec<String> {
    let mut out = Vec::new();
    let shown = if markup {
        for (i, span) in text.split('`').enumerate() {
            if i % 2 == 1 && !span.is_empty() {
                out.push(span.to_string());
            }
        }
        text.replace('`', "").replace("**", "")
    } else {
        text.to_string()
    };
    let tokens: Vec<&str> = shown
        .split([' ', '\n', '\t'])
        .filter(|w| !w.is_empty())
        .collect();
    out.extend(tokens.iter().map(|w| w.to_string()));
    let mut rest = shown.as_str();
    while let Some(open) = rest.find('(') {
        let inside = &rest[open..];
        match inside.find(')') {
            Some(close) if !inside[1..close].contains('(') => {
                let group = &inside[..=close];
                if group.chars().count() <= 32 && group.chars().any(|c| c.is_ascii_digit()) {
                    out.push(group.to_string());
                }
                rest = &inside[1..];
            }
            _ => rest = &inside[1..],
        }
    }
    let mut i = 0;
    while i < tokens.len() {
        if !is_operator(tokens[i]) || i == 0 || i + 1 == tokens.len() {
            i += 1;
            continue;
        }
        let start = i - 1;
        let mut end = i + 1;
        while end + 2 < tokens.len() && is_operator(tokens[end + 1]) {
            end += 2;
        }
        let mut formula: Vec<&str> = tokens[start..=end].to_vec();
        let last = bare(tokens[end]);
        if last == tokens[end] && last.ends_with(|c: char| c.is_ascii_digit()) {
            if let Some(unit) = tokens.get(end + 1) {
                formula.push(bare(unit));
            }
        } else {
            *formula.last_mut().expect("a formula") = last;
        }
        out.push(formula.join(" "));
        i = end + 1;
    }
    out
}

#[test]
fn no_number_formula_count_code_span_or_word_is_broken_and_no_text_is_under_7_pt() {
    let fonts = Fonts::new();
    let mut checked = 0;
    for (lang, doc) in documents() {
        let name = format!("{lang}, {}", doc.name);
        let mut layout = Layout::new(&fonts);
        layout.markup_cells = !doc.info.verbatim_cells;
        for p in &doc.parts {
            layout.part(p);
        }
        let lines: Vec<&str> = layout.lines.iter().map(|l| l.text.as_str()).collect();
        let mut sources = Vec::new();
        texts(&doc.parts, doc.info.verbatim_cells, &mut sources);
        for (text, markup) in &sources {
            for thing in whole_things(text, *markup) {
                checked += 1;
                assert!(
                    lines.iter().any(|l| l.contains(&thing)),
                    "{name}: '{thing}' (of '{text}') is broken across lines"
                );
            }
        }
        for line in &layout.lines {
            assert!(
                line.size >= SMALLEST,
                "{name}: '{}' at {} pt",
                line.text,
                line.size
            );
            assert!(
                !line.text.contains(" )") && !line.text.contains("( "),
                "{name}: a space inside brackets in '{}'",
                line.text
            );
        }
        let footer = footer_ops(&fonts, &doc.info, lang, 9, 9);
        for op in layout.pages.iter().flatten().chain(&footer) {
            if let Op::Text { size, text, .. } = op {
                assert!(*size >= 7.0, "{name}: '{text}' at {size} pt");
            }
        }
        for (k, pages) in layout.tables.iter().enumerate() {
            for (p, rows) in pages.iter().enumerate().skip(1) {
                assert!(
                    *rows >= 2,
                    "{name}: table {k} carries {rows} row onto its page {} ({pages:?})",
                    p + 1
                );
            }
        }
    }
    assert!(checked > 30_000, "{checked} things checked");
}

#[test]
fn the_audit_pdf_sets_code_as_code_and_its_verdict_apart() {
    let fonts = Fonts::new();
    for (lang, doc) in documents() {
        if !doc.name.starts_with("audit") {
            continue;
        }
        let name = format!("{lang}, {}", doc.name);
        let mut layout = Layout::new(&fonts);
        layout.markup_cells = !doc.info.verbatim_cells;
        for p in &doc.parts {
            layout.part(p);
        }
        let ops: Vec<&Op> = layout.pages.iter().flatten().collect();
        let set = |face: Face, text: &str| {
            ops.iter().any(
                |op| matches!(op, Op::Text { face: f, text: t, .. } if *f == face && t == text),
            )
        };
        for op in &ops {
            if let Op::Text { text, .. } = op {
                assert!(
                    !text.contains('`') && !text.contains("**"),
                    "{name}: '{text}'"
                );
            }
        }
        // The rule set, the procedure and the seed as code, in the monospaced face.
        for code in ["standard", "common", "20261202", "table-1.csv"] {
            assert!(set(Face::Mono, code), "{name}: '{code}' not set as code");
        }
        // The verdict: the first paragraph, in bold inside a frame, before any table.
        let verdict = match &doc.parts[2] {
            Part::Rich(runs) => match &runs[0] {
                Inline::Text(t) => t.clone(),
                Inline::Code(_) => panic!("{name}"),
            },
            other => panic!("{name}: the verdict is {other:?}"),
        };
        let first = verdict.split(' ').next().unwrap();
        let at = ops
            .iter()
            .position(|op| matches!(op, Op::Text { text, .. } if text.starts_with(first)))
            .unwrap();
        assert!(
            matches!(ops[at], Op::Text { face: Face::Bold, size, .. } if *size >= 9.0),
            "{name}: the verdict is not in bold"
        );
        let frame = ops[..at]
            .iter()
            .rev()
            .take_while(|op| !matches!(op, Op::Text { .. }))
            .filter(|op| matches!(op, Op::Rule { width, .. } if *width >= 1.0))
            .count();
        assert_eq!(frame, 4, "{name}: the verdict is not framed");
    }
}

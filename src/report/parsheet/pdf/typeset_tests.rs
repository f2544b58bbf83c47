//! Typesetting measured by the layout engine itself, on the 8-deck par sheet with every
//! bet in each language: no text wider than its column or the page, no number, percentage
//! or fraction broken across lines, headers broken only between words, footers inside the
//! page beside the page number.

use super::fonts::{Face, Fonts};
use super::layout::{Layout, Op};
use super::write::footer_ops;
use super::{PdfInfo, MARGIN_X, PAGE_H, PAGE_W};
use crate::i18n::Lang;
use crate::report::parsheet::doc::{document, Block};
use crate::report::parsheet::{ParSheet, Unpriceable};
use crate::report::{Kind, Table};
use crate::rules::Rules;
use crate::shoe::ShoeSpec;

fn sheet() -> ParSheet {
    let spec = ShoeSpec {
        decks: Some(8),
        ..ShoeSpec::default()
    };
    let rules = Rules::preset("standard").unwrap();
    let bets: Vec<_> = crate::bets::builtin_ids()
        .into_iter()
        .filter_map(|id| crate::bets::builtin(id, &rules))
        .collect();
    let mut s = ParSheet::new(
        &spec,
        &spec.build().unwrap(),
        &rules,
        &bets,
        "punto-banco report --decks 8 --bets all",
        Unpriceable::Keep,
        None,
    )
    .unwrap();
    s.identification.binary_sha256 = Some("f".repeat(64));
    s
}

fn tables(blocks: &[Block], out: &mut Vec<Table>) {
    for b in blocks {
        match b {
            Block::Table(t) => out.push(t.clone()),
            Block::Keep(inner) => tables(inner, out),
            _ => {}
        }
    }
}

#[test]
fn every_text_fits_its_column_and_no_number_or_header_word_is_broken() {
    let s = sheet();
    let fonts = Fonts::new();
    for lang in Lang::ALL {
        let doc = document(&s, lang);
        let mut layout = Layout::new(&fonts);
        for b in &doc {
            layout.block(b);
        }
        for b in &layout.boxes {
            assert!(
                b.x + b.width <= b.right + 0.01,
                "{lang}: '{}' is {:.1} pt wide at {:.1}, past its column's edge {:.1}",
                b.text,
                b.width,
                b.x,
                b.right
            );
            assert!(b.right <= PAGE_W - MARGIN_X + 0.01, "{lang}: '{}'", b.text);
        }
        let set: Vec<&str> = layout.lines.iter().map(|l| l.text.as_str()).collect();
        let whole = |t: &str| set.iter().any(|s| s.contains(t));
        let mut all = Vec::new();
        tables(&doc, &mut all);
        let mut numbers = 0;
        for t in &all {
            for (head, _) in &t.columns {
                for w in head.replace('`', "").split_whitespace() {
                    assert!(
                        whole(w),
                        "{lang}: the header '{head}' is broken inside '{w}'"
                    );
                }
            }
            for c in t.rows.iter().flatten() {
                if matches!(c.kind, Kind::Text) {
                    continue;
                }
                numbers += 1;
                assert!(whole(&c.text), "{lang}: the number '{}' is broken", c.text);
            }
        }
        assert!(numbers > 1000, "{lang}: {numbers} numbers checked");
        // The count of sequences in the method's paragraph, digit groups and all.
        let total = lang.int(&s.method.sequences.0);
        assert!(whole(&total), "{lang}: '{total}' is broken");
    }
}

#[test]
fn footers_fit_beside_the_page_number_in_every_language() {
    let s = sheet();
    let fonts = Fonts::new();
    for lang in Lang::ALL {
        let info = PdfInfo {
            title: String::new(),
            footer: vec![
                crate::report::parsheet::doc::tool_line(lang, &s.identification),
                lang.msg(
                    "footer-results",
                    &[("sha", crate::i18n::Arg::text(s.results_sha256()))],
                ),
            ],
            verbatim_cells: false,
        };
        let ops = footer_ops(&fonts, &info, lang, 188, 188);
        let texts: Vec<(f32, f32, f32, &str)> = ops
            .iter()
            .filter_map(|op| match op {
                Op::Text {
                    x, y, size, text, ..
                } => Some((
                    *x,
                    *y,
                    fonts.width(Face::Regular, text, *size),
                    text.as_str(),
                )),
                _ => None,
            })
            .collect();
        let (number, lines) = texts.split_last().unwrap();
        assert!(lines.len() >= 2, "{lang}");
        for (x, y, w, text) in lines {
            assert!(
                x + w < number.0,
                "{lang}: '{text}' runs into '{}'",
                number.3
            );
            assert!(*y < PAGE_H - 4.0, "{lang}: '{text}' below the page");
        }
        assert!(number.0 + number.2 <= PAGE_W - MARGIN_X + 0.01, "{lang}");
        // The digest is one word: it is set whole.
        assert!(
            lines.iter().any(|l| l.3.contains(&s.results_sha256())),
            "{lang}"
        );
    }
}

/// A review of five eight-deck shoes dealt by `simulate`: a Dragon 7 counter and the exact
/// player, one of them under a label of 200 characters with no space.
fn review() -> crate::api::ReviewReport {
    let counter = "dragon_7=jacobson@tc>=4";
    let (shoe_log, bet_log) = super::reading_tests::logs(5, "fair", &[counter]);
    let long = "L".repeat(200);
    crate::api::ReviewRequest {
        shoe_log,
        bet_log: bet_log.replace(counter, &long),
        decks: Some(8),
        permutations: 999,
        ..crate::api::ReviewRequest::default()
    }
    .run()
    .unwrap()
}

#[test]
fn the_review_file_fits_its_pages_and_draws_its_figure_inside_them() {
    let r = review();
    let fonts = Fonts::new();
    for lang in Lang::ALL {
        let file = r.review_file(lang);
        let mut layout = Layout::new(&fonts);
        for p in file.blocks() {
            layout.part(p);
        }
        for b in &layout.boxes {
            assert!(
                b.x + b.width <= b.right + 0.01 && b.x >= MARGIN_X - 0.01,
                "{lang}: '{}' is {:.1} pt wide at {:.1}, past {:.1}",
                b.text,
                b.width,
                b.x,
                b.right
            );
            assert!(b.right <= PAGE_W - MARGIN_X + 0.01, "{lang}: '{}'", b.text);
        }
        // Every drawing operation inside the page's text block.
        let mut curves = 0;
        for page in &layout.pages {
            for op in page {
                let points: Vec<(f32, f32)> = match op {
                    Op::Path { points, .. } => {
                        curves += usize::from(points.len() > 2);
                        points.clone()
                    }
                    Op::Fill { x, y, w, h, .. } | Op::Shade { x, y, w, h } => {
                        vec![(*x, *y), (x + w, y + h)]
                    }
                    Op::Rule { x1, y1, x2, y2, .. } => vec![(*x1, *y1), (*x2, *y2)],
                    Op::Text { x, y, .. } => vec![(*x, *y)],
                };
                for (x, y) in points {
                    assert!(
                        (MARGIN_X - 0.01..=PAGE_W - MARGIN_X + 0.01).contains(&x),
                        "{lang}: x {x}"
                    );
                    assert!(
                        (0.0..=super::layout::BOTTOM + 0.01).contains(&y),
                        "{lang}: y {y}"
                    );
                }
            }
        }
        assert_eq!(
            curves,
            r.shown_players().len(),
            "{lang}: one EV line per panel"
        );
        // The footer: the tool and both SHA-256, each digest whole, beside the page number.
        let info = PdfInfo {
            title: String::new(),
            footer: file.footer().to_vec(),
            verbatim_cells: true,
        };
        let ops = footer_ops(&fonts, &info, lang, 12, 12);
        let texts: Vec<(f32, f32, &str)> = ops
            .iter()
            .filter_map(|op| match op {
                Op::Text { x, size, text, .. } => {
                    Some((*x, fonts.width(Face::Regular, text, *size), text.as_str()))
                }
                _ => None,
            })
            .collect();
        let (number, lines) = texts.split_last().unwrap();
        for (x, w, text) in lines {
            assert!(
                x + w < number.0,
                "{lang}: '{text}' runs into the page number"
            );
        }
        for sha in [&r.inputs.shoe_log.sha256, &r.inputs.bet_log.sha256] {
            assert!(lines.iter().any(|l| l.2.contains(sha.as_str())), "{lang}");
        }
    }
}

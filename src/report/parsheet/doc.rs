//! The layout of a par sheet: its sections as a list of blocks (headings, paragraphs,
//! tables), made once per language and written out as Markdown, HTML, PDF or a workbook.
//! Every sentence, heading and label is a catalog message ([`Lang::msg`]) with typed
//! arguments; numbers are written the language's way from their values. Proper names
//! (Punto, Banco, a bets file's names) and source titles are never translated.

use super::text::{bet_name, description, field, note, reason, shoe};
use super::{Identification, ParSheet};
use crate::analysis::Finding;
use crate::i18n::{Arg, Lang};
use crate::report::{fmt, Align, Cell};

pub(crate) use super::block::{num, table, Block};

/// The tool that wrote the sheet: `punto-banco 0.1.0 (commit 0123456789ab)`.
pub(crate) fn tool_line(l: Lang, id: &Identification) -> String {
    l.msg(
        "tool-line",
        &[
            ("tool", Arg::text(&id.tool)),
            ("version", Arg::text(&id.version)),
            ("commit", Arg::text(&id.commit)),
        ],
    )
}

/// The document, section by section, in `l`.
pub(crate) fn document(s: &ParSheet, l: Lang) -> Vec<Block> {
    let id = &s.identification;
    let shoe_words = shoe(l, &id.shoe_kind);
    let mut d = vec![Block::Heading(
        1,
        l.msg(
            "title",
            &[
                ("game", Arg::text(&id.game)),
                ("rules", Arg::text(&id.rules_name)),
                ("shoe", Arg::text(&shoe_words)),
            ],
        ),
    )];
    let mut t = table(
        l,
        l.m("sheet-identification"),
        &[("col-item", Align::Left), ("col-value", Align::Left)],
    );
    let rule_set = l.msg(
        "rule-set",
        &[
            ("name", Arg::text(&id.rules_name)),
            (
                "description",
                Arg::text(description(l, &id.rules_name, &id.rules_description)),
            ),
        ],
    );
    let mut rows = vec![
        ("id-game", id.game.clone()),
        ("id-rules", rule_set),
        ("id-shoe", shoe_words),
        ("id-tool", tool_line(l, id)),
    ];
    if let Some(sha) = &id.binary_sha256 {
        rows.push(("id-binary", sha.clone()));
    }
    rows.push(("id-results", s.results_sha256()));
    for (k, v) in rows {
        t.row(vec![Cell::text(l.m(k)), Cell::text(v)]);
    }
    d.push(Block::Table(t));
    findings(s, l, &mut d);
    super::doc_bets::rules(s, l, &mut d);
    method(s, l, &mut d);
    d.push(Block::Heading(2, l.m("h-returns")));
    d.push(Block::Para(l.m("returns-intro")));
    for b in &s.bets {
        let mut section = Vec::new();
        super::doc_bets::bet(b, l, &mut section);
        d.push(Block::Keep(section));
    }
    super::doc_bets::edges(s, l, &mut d);
    super::doc_bets::distributions(s, l, &mut d);
    verification(s, l, &mut d);
    reproducibility(s, l, &mut d);
    super::doc_bets::leaks(s, l, &mut d);
    d
}

fn finding(f: &Finding, l: Lang) -> Option<String> {
    let pct = |r| Arg::Percent(100.0 * crate::ratio::to_f64(r), 4);
    Some(match f {
        Finding::PlayerEdge {
            name, house_edge, ..
        } => l.msg(
            "finding-player-edge",
            &[
                ("bet", Arg::text(bet_name(l, name))),
                ("edge", pct(house_edge)),
            ],
        ),
        Finding::AboveMaxEdge {
            name,
            house_edge,
            max_edge,
            ..
        } => l.msg(
            "finding-above-max-edge",
            &[
                ("bet", Arg::text(bet_name(l, name))),
                ("edge", pct(house_edge)),
                ("max", pct(max_edge)),
            ],
        ),
        Finding::DiffersFromPreset {
            preset,
            differences,
        } => {
            let list: Vec<String> = differences
                .iter()
                .map(|d| {
                    l.msg(
                        "finding-difference",
                        &[
                            ("field", Arg::text(field(l, &d.field))),
                            ("actual", Arg::text(&d.actual)),
                            ("preset", Arg::text(&d.preset)),
                        ],
                    )
                })
                .collect();
            l.msg(
                "finding-differs-from-preset",
                &[
                    ("preset", Arg::text(preset)),
                    ("differences", Arg::text(list.join(&l.m("list-semicolon")))),
                ],
            )
        }
        Finding::LeftOut {
            name, reason: r, ..
        } => l.msg(
            "finding-left-out",
            &[
                ("bet", Arg::text(bet_name(l, name))),
                ("reason", Arg::text(reason(l, r))),
            ],
        ),
        #[allow(unreachable_patterns)] // `Finding` is non-exhaustive for callers only
        _ => return None,
    })
}

fn findings(s: &ParSheet, l: Lang, d: &mut Vec<Block>) {
    d.push(Block::Heading(2, l.m("h-findings")));
    let mut list: Vec<String> = s.found.iter().filter_map(|f| finding(f, l)).collect();
    // What the rule set assumes (Midi's Banco tableau, taken from sheet 003 because sheet
    // 000 is cut off) is a finding a reader must not miss: never "None" beside it.
    let name = &s.identification.rules_name;
    for (k, n) in s.rules.notes.iter().enumerate() {
        let args = [("note", Arg::text(note(l, name, k, n)))];
        list.push(l.msg("assumption", &args));
    }
    if list.is_empty() {
        d.push(Block::Para(l.m("findings-none")));
    } else {
        d.push(Block::List(list));
    }
}

fn method(s: &ParSheet, l: Lang, d: &mut Vec<Block>) {
    let m = &s.method;
    d.push(Block::Heading(2, l.m("h-method")));
    d.push(Block::Para(l.msg(
        "method-text",
        &[
            ("cards", Arg::int(m.cards)),
            ("product", Arg::text(&m.product)),
            ("sequences", Arg::Count(m.sequences.0.clone())),
        ],
    )));
}

fn check_row(c: &super::Check, l: Lang) -> Vec<Cell> {
    use super::CheckKind;
    let (what, values) = match &c.kind {
        CheckKind::TotalWeight(w, n) => (
            l.m("check-total-weight"),
            Cell::text(format!("{} = {}", l.int(w), l.int(n))),
        ),
        CheckKind::TotalsSum(n) => (l.m("check-totals-sum"), num(l, fmt::grouped_cell(n))),
        CheckKind::CardsDealtSum(n) => (l.m("check-cards-sum"), num(l, fmt::grouped_cell(n))),
        CheckKind::BetSums {
            name,
            combinations,
            probability,
        } => (
            l.msg("check-bet-sums", &[("bet", Arg::text(bet_name(l, name)))]),
            Cell::text(format!(
                "{}{}{}",
                l.int(combinations),
                l.m("list-semicolon"),
                fmt::exact(probability)
            )),
        ),
    };
    let ok = l.m(if c.passed { "check-pass" } else { "check-fail" });
    vec![what.into(), ok.into(), values]
}

fn figure(k: &super::FigureKind, l: Lang) -> String {
    use super::FigureKind;
    let bet = |id: &str, name: &str| l.msg(id, &[("bet", Arg::text(bet_name(l, name)))]);
    match k {
        FigureKind::Total => l.m("figure-total"),
        FigureKind::Count(e) => l.msg(
            "figure-count",
            &[("event", Arg::text(crate::report::event_words_in(e, l)))],
        ),
        FigureKind::Probability(e) => l.msg(
            "figure-probability",
            &[("event", Arg::text(crate::report::event_words_in(e, l)))],
        ),
        FigureKind::HouseEdge(n) => bet("figure-house-edge", n),
        FigureKind::Sd(n) => bet("figure-sd", n),
        FigureKind::Other(label) => label.clone(),
    }
}

fn verification(s: &ParSheet, l: Lang, d: &mut Vec<Block>) {
    let v = &s.verification;
    d.push(Block::Heading(2, l.m("h-verification")));
    d.push(Block::Para(l.m("checks-intro")));
    let mut t = table(
        l,
        l.m("sheet-checks"),
        &[
            ("col-check", Align::Left),
            ("col-result", Align::Left),
            ("col-values", Align::Right),
        ],
    );
    for c in &v.checks {
        t.row(check_row(c, l));
    }
    d.push(Block::Table(t));
    if v.published.is_empty() {
        d.push(Block::Para(l.m("published-none")));
        return;
    }
    d.push(Block::Para(l.m("published-intro")));
    let mut t = table(
        l,
        l.m("sheet-published"),
        &[
            ("col-figure", Align::Left),
            ("col-published", Align::Right),
            ("col-this-run", Align::Right),
            ("col-match", Align::Left),
            ("col-source", Align::Left),
        ],
    );
    for p in &v.published {
        let m = l.m(if p.matches {
            "published-match"
        } else {
            "published-mismatch"
        });
        t.row(vec![
            figure(&p.kind, l).into(),
            num(l, p.cells.0.clone()),
            num(l, p.cells.1.clone()),
            m.into(),
            // A source's title is never translated; "(citing X)" is (`source-citing`).
            source(l, &p.source).into(),
        ]);
    }
    d.push(Block::Table(t));
}

fn reproducibility(s: &ParSheet, l: Lang, d: &mut Vec<Block>) {
    let cmd = &s.reproducibility.command;
    d.push(Block::Heading(2, l.m("h-reproducibility")));
    d.push(Block::Para(l.m("reproducibility-intro")));
    d.push(Block::Code(cmd.clone()));
    d.push(Block::Para(l.msg(
        "reproducibility-digest",
        &[("sha", Arg::text(format!("`{}`", s.results_sha256())))],
    )));
    d.push(Block::Para(l.m("reproducibility-verify")));
    d.push(Block::Code(format!("{cmd} --format json | sha256sum")));
}

/// The title of a par sheet in `l` (the PDF's).
#[cfg(feature = "pdf")]
pub(crate) fn title(blocks: &[Block], l: Lang) -> String {
    blocks
        .iter()
        .find_map(|b| match b {
            Block::Heading(1, t) => Some(t.clone()),
            _ => None,
        })
        .unwrap_or_else(|| l.m("sheet-identification"))
}

/// A published figure's source: its title as it is, a trailing "(citing X)" in `l`'s words.
fn source(l: Lang, source: &str) -> String {
    match source
        .strip_suffix(')')
        .and_then(|s| s.rsplit_once(" (citing "))
    {
        Some((title, who)) => l.msg(
            "source-citing",
            &[("source", Arg::text(title)), ("who", Arg::text(who))],
        ),
        None => source.to_string(),
    }
}

//! The audit file (`punto-banco audit --format markdown|html|pdf`, any `--lang`): the
//! verdict first (what passed, what failed, at which level, under which rule), then what was
//! audited (each log's SHA-256, the tool's identity), then the evidence (composition, the
//! tests, the method). Every sentence, heading and note is a message of
//! `src/i18n/ftl/{lang}/audit.ftl` with typed arguments; numbers are written by the
//! language ([`Lang::decimal`], [`Arg`]). The JSON of the file is the report's own, the same
//! in every language.
//!
//! The blocks are the par sheet's document model, written by its HTML and PDF writers; the
//! Markdown writer is here.

use crate::api::{AuditReport, AuditTestRow};
use crate::i18n::{Arg, Lang};
use crate::report::investigation::Document;
use crate::report::parsheet::block::{Block, Inline, Part};
use crate::report::{markdown_tables, Align, Cell, RenderError, Table};
use std::io::{self, Write};

/// The audit file of one report in one language: its blocks, ready for each writer.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditFile {
    lang: Lang,
    title: String,
    blocks: Vec<Block>,
    footer: Vec<String>,
}

impl AuditReport {
    /// The audit file in English.
    pub fn file(&self) -> AuditFile {
        self.file_in(Lang::En)
    }

    /// The audit file in `lang`: verdict, what was audited, evidence.
    pub fn file_in(&self, lang: Lang) -> AuditFile {
        let mut blocks = vec![Block::Heading(1, lang.m("au-title"))];
        blocks.extend(self.verdict_blocks(lang));
        blocks.extend(self.audited_blocks(lang));
        blocks.extend(self.evidence_blocks(lang));
        let mut footer = vec![lang.msg(
            "au-footer-tool",
            &[("tool", Arg::text(tool_line(lang, &self.inputs.tool)))],
        )];
        footer.extend(self.inputs.shoe_logs.iter().enumerate().map(|(k, l)| {
            lang.msg(
                "au-footer-sha",
                &[
                    ("name", Arg::text(log_name(l.name.as_deref(), k))),
                    ("sha", Arg::text(&l.sha256)),
                ],
            )
        }));
        AuditFile {
            lang,
            title: lang.m("au-title"),
            blocks,
            footer,
        }
    }

    /// The rule the level follows, in words.
    fn rule_words(&self, lang: Lang) -> String {
        if self.level == 0.05 {
            lang.msg("au-rule-maryland", &[("confidence", Arg::Percent(95.0, 0))])
        } else if self.level == 0.01 {
            lang.msg(
                "au-rule-west-virginia",
                &[("confidence", Arg::Percent(99.0, 0))],
            )
        } else {
            lang.m("au-rule-none")
        }
    }

    /// The verdict: one sentence, what failed and what passed, and the table of results.
    fn verdict_blocks(&self, lang: Lang) -> Vec<Block> {
        let level = level_arg(self.level);
        let rule = Arg::text(self.rule_words(lang));
        let head = [("level", level.clone()), ("rule", rule)];
        let mut out = vec![Block::Heading(2, lang.m("au-h-verdict"))];
        out.push(Block::Para(if self.flagged {
            lang.msg("au-verdict-flagged", &head)
        } else {
            lang.msg("au-verdict-passed", &head)
        }));
        let names = |failed: bool| -> Vec<String> {
            self.tests
                .iter()
                .filter(|t| t.flagged == failed)
                .map(|t| test_name(lang, t.name))
                .collect()
        };
        let mut items = Vec::new();
        if !self.composition.is_empty() {
            items.push(lang.msg(
                "au-verdict-misfits",
                &[("count", Arg::int(self.composition.len() as u64))],
            ));
        }
        let (failed, passed) = (names(true), names(false));
        if !failed.is_empty() {
            items.push(lang.msg(
                "au-verdict-failed-tests",
                &[
                    ("count", Arg::int(failed.len() as u64)),
                    ("names", Arg::list(failed)),
                ],
            ));
        }
        if !passed.is_empty() {
            items.push(lang.msg(
                "au-verdict-passed-tests",
                &[
                    ("count", Arg::int(passed.len() as u64)),
                    ("names", Arg::list(passed)),
                ],
            ));
        }
        out.push(Block::List(items));
        let mut t = table(
            lang,
            &[
                ("au-col-test", Align::Left),
                ("au-col-result", Align::Left),
                ("au-col-p", Align::Right),
                ("au-col-p-holm", Align::Right),
            ],
        );
        for r in &self.tests {
            t.row(vec![
                Cell::text(test_name(lang, r.name)),
                Cell::text(lang.m(if r.flagged {
                    "au-result-failed"
                } else {
                    "au-result-passed"
                })),
                Cell::text(lang.decimal(r.p_value, 4)),
                Cell::text(lang.decimal(r.p_adjusted, 4)),
            ]);
        }
        out.push(Block::Para(
            lang.msg("au-verdict-table", &[("level", level)]),
        ));
        out.push(Block::Table(t));
        out
    }

    /// What was audited and with what: rules, decks, procedure, draws, the tool, each log.
    fn audited_blocks(&self, lang: Lang) -> Vec<Block> {
        let i = &self.inputs;
        let mut t = table(
            lang,
            &[("au-col-what", Align::Left), ("au-col-value", Align::Left)],
        );
        let mut fact =
            |label: String, value: String| t.row(vec![Cell::text(label), Cell::text(value)]);
        fact(lang.m("au-fact-rules"), code(&i.rules.name));
        fact(
            lang.m("au-fact-decks"),
            lang.msg("au-decks", &[("decks", Arg::int(i.decks))]),
        );
        fact(lang.m("au-fact-procedure"), code(&i.procedure));
        fact(
            lang.m("au-fact-draws"),
            lang.msg(
                "au-draws",
                &[
                    ("draws", Arg::int(i.permutations)),
                    ("seed", Arg::text(code(&i.seed.to_string()))),
                ],
            ),
        );
        fact(lang.m("au-fact-tool"), code(&tool_line(lang, &i.tool)));
        for (k, l) in i.shoe_logs.iter().enumerate() {
            let name = Arg::text(code(&log_name(l.name.as_deref(), k)));
            fact(
                lang.msg("au-fact-log", &[("name", name.clone())]),
                lang.msg(
                    "au-log",
                    &[
                        ("format", Arg::text(code(l.format))),
                        ("shoes", Arg::int(l.shoes as u64)),
                        ("complete", Arg::int(l.complete as u64)),
                        ("coups", Arg::int(l.coups as u64)),
                    ],
                ),
            );
            if !l.left_out.is_empty() {
                let shoes: Vec<String> = l.left_out.iter().map(u64::to_string).collect();
                fact(
                    lang.msg("au-fact-left-out", &[("name", name.clone())]),
                    lang.msg(
                        "au-left-out",
                        &[
                            ("count", Arg::int(l.left_out.len() as u64)),
                            ("shoes", Arg::text(shoes.join(", "))),
                        ],
                    ),
                );
            }
            fact(lang.msg("au-fact-sha", &[("name", name)]), code(&l.sha256));
        }
        vec![Block::Heading(2, lang.m("au-h-audited")), Block::Table(t)]
    }

    /// The evidence: the composition, every test in full, and how each was found.
    fn evidence_blocks(&self, lang: Lang) -> Vec<Block> {
        let mut out = vec![
            Block::Heading(2, lang.m("au-h-evidence")),
            Block::Heading(3, lang.m("au-h-composition")),
        ];
        if self.composition.is_empty() {
            out.push(Block::Para(lang.m("au-composition-ok")));
        } else {
            out.push(Block::Para(lang.msg(
                "au-composition-wrong",
                &[("count", Arg::int(self.composition.len() as u64))],
            )));
            let mut t = table(
                lang,
                &[
                    ("au-col-shoe", Align::Right),
                    ("au-col-rank", Align::Left),
                    ("au-col-held", Align::Right),
                    ("au-col-found", Align::Right),
                ],
            );
            for m in &self.composition {
                let rank = if m.rank == "all" {
                    lang.m("au-rank-all")
                } else {
                    m.rank.clone()
                };
                t.row(vec![
                    Cell::text(m.shoe.to_string()),
                    Cell::text(rank),
                    Cell::text(lang.int(&m.expected.into())),
                    Cell::text(lang.int(&m.found.into())),
                ]);
            }
            out.push(Block::Table(t));
        }
        out.push(Block::Heading(3, lang.m("au-h-tests")));
        out.push(Block::Table(self.tests_table(lang)));
        out.push(Block::Heading(3, lang.m("au-h-method")));
        let i = &self.inputs;
        out.push(Block::List(vec![
            lang.m("au-method-exact"),
            lang.msg(
                "au-method-shuffle",
                &[
                    ("draws", Arg::int(i.permutations)),
                    ("seed", Arg::text(code(&i.seed.to_string()))),
                ],
            ),
            lang.m("au-method-counts"),
            lang.m("au-method-likelihood"),
            lang.msg(
                "au-method-holm",
                &[
                    ("tests", Arg::int(self.tests.len() as u64)),
                    ("level", level_arg(self.level)),
                ],
            ),
        ]));
        out
    }

    /// Every test in full: statistic, its null expectation, p, p after Holm, the method.
    fn tests_table(&self, lang: Lang) -> Table {
        let mut t = table(
            lang,
            &[
                ("au-col-test", Align::Left),
                ("au-col-statistic", Align::Right),
                ("au-col-expected", Align::Right),
                ("au-col-p", Align::Right),
                ("au-col-p-holm", Align::Right),
                ("au-col-method", Align::Left),
            ],
        );
        for r in &self.tests {
            t.row(test_row(lang, r));
        }
        t
    }
}

fn test_row(lang: Lang, r: &AuditTestRow) -> Vec<Cell> {
    vec![
        Cell::text(test_name(lang, r.name)),
        Cell::text(lang.decimal(r.statistic, 4)),
        Cell::text(r.expected.map_or_else(String::new, |e| lang.decimal(e, 4))),
        Cell::text(lang.decimal(r.p_value, 4)),
        Cell::text(lang.decimal(r.p_adjusted, 4)),
        Cell::text(method_words(lang, r.method)),
    ]
}

/// A table with columns named by message ids (its title unused: a heading introduces it).
fn table(lang: Lang, columns: &[(&str, Align)]) -> Table {
    Table {
        columns: columns.iter().map(|(id, a)| (lang.m(id), *a)).collect(),
        ..Table::default()
    }
}

fn code(s: &str) -> String {
    format!("`{}`", s.replace('`', "'"))
}

/// A log's name as the report gives it, else its number (`log 2`).
fn log_name(name: Option<&str>, k: usize) -> String {
    // A file's name as given, under the one escaping rule (it reaches every format).
    name.map_or_else(
        || format!("#{}", k + 1),
        |n| crate::error::escape_controls(n).into_owned(),
    )
}

/// The level as a decimal with as many places as it needs (0.05, 0.01, 0.001).
fn level_arg(level: f64) -> Arg {
    let places = (1..=6)
        .find(|&p| {
            let scale = 10f64.powi(p as i32);
            ((level * scale).round() / scale - level).abs() < 1e-12
        })
        .unwrap_or(6);
    Arg::Decimal(level, places)
}

/// The test's name in the language (its id as code when the catalog has no name for it).
pub(super) fn test_name(lang: Lang, name: &str) -> String {
    const NAMED: [&str; 9] = [
        "rank_deficit",
        "value_by_band",
        "runs_median",
        "serial_correlation",
        "carry_over",
        "banco_wins",
        "punto_wins",
        "ties",
        "log_likelihood",
    ];
    if NAMED.contains(&name) {
        lang.m(&format!("au-test-{name}"))
    } else {
        code(name)
    }
}

/// The catalog's name of a test's method (`reorder`, `redeal`, ...): the file words it as
/// `au-how-NAME`, the command's table as `au-table-how-NAME`.
pub(super) fn method_id(method: &str) -> Option<&'static str> {
    Some(match method {
        "re-ordering" => "reorder",
        "re-deal of the complete shoes" => "redeal",
        "normal approximation (no complete shoe to re-deal)" => "normal-counts",
        "normal approximation (martingale CLT)" => "normal-likelihood",
        "exact hypergeometric tail, Bonferroni over shoes and ranks" => "hypergeometric",
        _ => return None,
    })
}

/// How a p-value was found, in the language.
fn method_words(lang: Lang, method: &str) -> String {
    match method_id(method) {
        Some(id) => lang.m(&format!("au-how-{id}")),
        None => code(method),
    }
}

impl AuditFile {
    /// The file's language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The blocks, each with whether it is the verdict: the first paragraph, which every
    /// writer sets apart.
    fn marked(&self) -> impl Iterator<Item = (&Block, bool)> {
        let verdict = self.blocks.iter().position(|b| matches!(b, Block::Para(_)));
        let at = move |i| Some(i) == verdict;
        self.blocks.iter().enumerate().map(move |(i, b)| (b, at(i)))
    }

    /// The file as a [`Document`], written by the review file's writers: its verdict set
    /// apart as the review file's is (HTML's `p.verdict` and the PDF's framed box, in bold).
    pub fn document(&self) -> Document {
        let parts = self
            .marked()
            .map(|(b, verdict)| match b {
                Block::Para(text) if verdict => Part::Rich(vec![Inline::Text(text.clone())]),
                b => Part::Block(b.clone()),
            })
            .collect();
        Document::new(self.lang, parts, self.footer.clone())
    }

    /// The file in `format`: its own Markdown, else as [`Document::in_format`] writes it.
    ///
    /// # Errors
    /// As [`Document::in_format`].
    pub fn in_format(&self, format: crate::report::Format) -> Result<Vec<u8>, RenderError> {
        match format {
            crate::report::Format::Markdown => self.markdown(),
            _ => self.document().in_format(format),
        }
    }

    /// The file as Markdown.
    ///
    /// # Errors
    /// A failure of the writer.
    pub fn markdown(&self) -> Result<Vec<u8>, RenderError> {
        // The file's own Markdown: its table cells hold code spans of its own making (rule
        // and file names, digests), which the review file's writer escapes as a player's
        // label must be. The verdict is a quoted paragraph in bold, as the PDF frames it.
        let mut out = Vec::new();
        for (i, (b, verdict)) in self.marked().enumerate() {
            if i > 0 {
                writeln!(out).map_err(RenderError::Io)?;
            }
            match b {
                Block::Para(text) if verdict => writeln!(out, "> **{text}**"),
                b => markdown_block(b, &mut out),
            }
            .map_err(RenderError::Io)?;
        }
        Ok(out)
    }

    /// The file as a whole HTML page (`lang` set, inline styles, no scripts).
    ///
    /// # Errors
    /// A failure of the writer.
    pub fn html(&self) -> Result<Vec<u8>, RenderError> {
        self.document().html()
    }

    /// The file as PDF bytes (A4, the tool and each log's SHA-256 in every footer).
    ///
    /// # Errors
    /// A failure of the PDF writer.
    #[cfg(feature = "pdf")]
    pub fn pdf(&self) -> Result<Vec<u8>, RenderError> {
        self.document().pdf()
    }
}

fn markdown_block(b: &Block, out: &mut dyn Write) -> io::Result<()> {
    match b {
        Block::Heading(level, text) => writeln!(out, "{} {text}", "#".repeat(usize::from(*level))),
        Block::Para(text) => writeln!(out, "{text}"),
        Block::List(items) => items.iter().try_for_each(|i| writeln!(out, "- {i}")),
        Block::Table(t) => markdown_tables(std::slice::from_ref(t), out),
        Block::Code(text) => writeln!(out, "```text\n{text}\n```"),
        Block::Keep(inner) => inner.iter().try_for_each(|b| markdown_block(b, out)),
    }
}

/// The tool that wrote the file (`punto-banco 0.1.0 (commit 0123456789ab)`, the report's
/// data) in `lang`'s words (`au-tool-line`: "révision", "ревизия"); another text as it is.
fn tool_line(lang: Lang, tool: &str) -> String {
    let parts = tool.strip_suffix(')').and_then(|t| {
        let (head, commit) = t.split_once(" (commit ")?;
        let (name, version) = head.split_once(' ')?;
        Some((name, version, commit))
    });
    match parts {
        Some((name, version, commit)) => lang.msg(
            "au-tool-line",
            &[
                ("tool", Arg::text(name)),
                ("version", Arg::text(version)),
                ("commit", Arg::text(commit)),
            ],
        ),
        None => tool.to_string(),
    }
}

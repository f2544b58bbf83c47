//! The layout of a par sheet: its sections as a list of blocks (headings, paragraphs,
//! tables), made once and written out as Markdown or HTML by `render`. Both formats
//! therefore carry the same words and the same numbers.

use super::{BetSheet, Identification, ParSheet, ReturnRow, Value};
use crate::ratio::{Count, Exact};
use crate::report::{fmt, Align, Cell, Table};
use num_rational::BigRational;
use num_traits::One;

/// One block of a document. Text may hold `code spans` in backticks.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Block {
    /// A heading of level 1 to 3.
    Heading(u8, String),
    /// A paragraph.
    Para(String),
    /// A bulleted list.
    List(Vec<String>),
    /// A table (its title is not shown; a heading or paragraph introduces it).
    Table(Table),
    /// Preformatted text (a command line).
    Code(String),
    /// Blocks kept together on one printed page where they fit (a bet's section).
    Keep(Vec<Block>),
}

fn grouped(count: &Count) -> String {
    fmt::grouped(&count.0)
}

fn pays(exact: &Exact) -> String {
    if exact.is_zero() {
        "push".into()
    } else if exact.0 == -BigRational::one() {
        "loses".into()
    } else {
        fmt::pays(&exact.0)
    }
}

fn totals(list: &[u8]) -> String {
    list.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn dec(v: &Value, places: usize) -> Cell {
    fmt::decimal_cell(v.decimal, places)
}

fn pct(v: &Value, places: usize) -> Cell {
    fmt::percent_cell(100.0 * v.decimal, places)
}

fn table(columns: &[(&str, Align)]) -> Table {
    Table::new("", columns)
}

/// The tool that wrote the sheet: `punto-banco 0.1.0 (commit 0123456789ab)`, with
/// `, binary SHA-256 <64 hex>` before the parenthesis closes when the binary's digest is
/// known (the CLI sets it).
pub(crate) fn tool_line(id: &Identification) -> String {
    match &id.binary_sha256 {
        Some(d) => format!(
            "{} {} (commit {}, binary SHA-256 {d})",
            id.tool, id.version, id.commit
        ),
        None => format!("{} {} (commit {})", id.tool, id.version, id.commit),
    }
}

/// The document, section by section.
pub(crate) fn document(s: &ParSheet) -> Vec<Block> {
    let id = &s.identification;
    let mut d = vec![Block::Heading(
        1,
        format!(
            "Par sheet: {}, rules {}, {}",
            id.game, id.rules_name, id.shoe_words
        ),
    )];
    let mut t = table(&[("Item", Align::Left), ("Value", Align::Left)]);
    for (k, v) in [
        ("Game", id.game.clone()),
        (
            "Rule set",
            format!("{}: {}", id.rules_name, id.rules_description),
        ),
        ("Shoe", id.shoe_words.clone()),
        ("Tool", tool_line(id)),
    ] {
        t.row(vec![k.into(), v]);
    }
    d.push(Block::Table(t));
    findings(s, &mut d);
    rules(s, &mut d);
    method(s, &mut d);
    d.push(Block::Heading(2, "3. Return tables".into()));
    d.push(Block::Para(
        "For each bet: every pay line in the order it is checked (the first matching line \
         decides), then the losing row. Combinations are ordered six-card sequences; \
         probability = combinations / total; return = probability × pays. The total row's \
         return is the expected value per unit staked: minus the house edge."
            .into(),
    ));
    for b in &s.bets {
        let mut section = Vec::new();
        bet(b, &mut section);
        d.push(Block::Keep(section));
    }
    edges(s, &mut d);
    distributions(s, &mut d);
    verification(s, &mut d);
    reproducibility(s, &mut d);
    d
}

fn findings(s: &ParSheet, d: &mut Vec<Block>) {
    d.push(Block::Heading(2, "Findings".into()));
    if s.findings.is_empty() {
        d.push(Block::Para(
            "None: no bet favours the player or exceeds a `--max-edge` ceiling, no bet is \
             left out, and the rule set is not a changed copy of a preset."
                .into(),
        ));
        return;
    }
    d.push(Block::List(
        s.findings.iter().map(|f| f.message.clone()).collect(),
    ));
}

fn rules(s: &ParSheet, d: &mut Vec<Block>) {
    let r = &s.rules;
    d.push(Block::Heading(2, "1. Rules".into()));
    d.push(Block::List(vec![
        "Card values: ace 1, 2 to 9 face value, 10, J, Q, K zero; a hand counts its total \
         modulo 10. Cards are dealt Punto, Banco, Punto, Banco."
            .into(),
        format!(
            "Naturals: a two-card total of {} in either hand is a natural; neither hand draws.",
            totals(&r.naturals).replace(", ", " or ")
        ),
        format!(
            "Punto rule: Punto draws a third card on {}; stands on {}.",
            totals(&r.punto_draws),
            totals(&r.punto_stands)
        ),
        "Banco rule: by the tableau below (T = tire, draws; R = reste, stands), by Banco's \
         total and the value of Punto's third card; the last column applies when Punto stood \
         (the sheet's \"Refus\")."
            .into(),
        "The higher final total wins; equal totals are an Égalité (tie).".into(),
    ]));
    let mut cols: Vec<(String, Align)> = vec![("Banco total".into(), Align::Left)];
    cols.extend((0..10).map(|v| (v.to_string(), Align::Right)));
    cols.push(("Punto stood".into(), Align::Right));
    let mut t = Table {
        columns: cols,
        ..Table::default()
    };
    for row in &r.tableau {
        let mut cells = vec![fmt::int_cell(row.banco_total.into())];
        cells.extend(row.letters.iter().map(Cell::from));
        t.row(cells);
    }
    d.push(Block::Para(
        "Banco tableau (columns: value of Punto's third card):".into(),
    ));
    d.push(Block::Table(t));
    let mut p = table(&[
        ("Bet", Align::Left),
        ("Pays", Align::Right),
        ("Exact", Align::Right),
    ]);
    p.row(vec![
        "Punto".into(),
        fmt::pays_cell(pays(&r.punto_pays)),
        fmt::exact_cell(&r.punto_pays.0),
    ]);
    p.row(vec![
        format!("Banco (commission {})", r.banco_commission).into(),
        fmt::pays_cell(pays(&r.banco_pays)),
        fmt::exact_cell(&r.banco_pays.0),
    ]);
    p.row(vec![
        "Égalité (tie)".into(),
        fmt::pays_cell(pays(&r.tie_pays)),
        fmt::exact_cell(&r.tie_pays.0),
    ]);
    d.push(Block::Para("Payouts (net, to 1 unit staked):".into()));
    d.push(Block::Table(p));
    let mut more = vec![if r.tie_pushes {
        "Tie handling: on an Égalité, Punto and Banco bets push (the stake is returned).".into()
    } else {
        "Tie handling: on an Égalité, Punto and Banco bets lose.".into()
    }];
    if r.special_pays.is_empty() {
        more.push("Special pays: none.".into());
    }
    for sp in &r.special_pays {
        more.push(format!(
            "Special pay on {}: {} pays {} (checked before the ordinary pay).",
            sp.bet,
            sp.event,
            pays(&sp.pays)
        ));
    }
    for n in &r.notes {
        more.push(format!("Assumption: {n}"));
    }
    d.push(Block::List(more));
}

fn method(s: &ParSheet, d: &mut Vec<Block>) {
    let m = &s.method;
    d.push(Block::Heading(2, "2. Method".into()));
    d.push(Block::Para(format!(
        "Exhaustive enumeration: every coup the shoe can deal is walked, each card weighted by \
         the number of cards of its value left, and every outcome is counted as a number of \
         ordered six-card sequences (a coup using fewer than six cards is weighted by the ways \
         to draw the cards that would follow it), the convention of published exact analyses. \
         All counts are exact integers and all probabilities exact fractions; decimals are \
         rounded only for display. There is no sampling and no simulation. With N = {} cards \
         the total is N(N-1)(N-2)(N-3)(N-4)(N-5) = {} = {} sequences.",
        m.cards,
        m.product,
        grouped(&m.sequences)
    )));
}

fn return_row(r: &ReturnRow) -> Vec<Cell> {
    vec![
        r.event.clone().into(),
        fmt::pays_cell(r.pays.as_ref().map_or_else(String::new, pays)),
        fmt::grouped_cell(&r.combinations.0),
        dec(&r.probability, 10),
        dec(&r.return_contribution, 10),
    ]
}

fn bet(b: &BetSheet, d: &mut Vec<Block>) {
    if let Some(reason) = &b.not_priceable {
        d.push(Block::Heading(3, format!("{}: `{}`", b.name, b.id)));
        d.push(Block::Para(format!(
            "Not priceable for this shoe: {reason}."
        )));
        return;
    }
    d.push(Block::Heading(
        3,
        format!("{}: `{}`, pays {}", b.name, b.id, b.pays),
    ));
    let mut t = table(&[
        ("Event", Align::Left),
        ("Pays", Align::Right),
        ("Combinations", Align::Right),
        ("Probability", Align::Right),
        ("Return", Align::Right),
    ]);
    for r in b.rows.iter().chain(&b.total) {
        t.row(return_row(r));
    }
    d.push(Block::Table(t));
    let Some(sm) = &b.summary else { return };
    let mut t = table(&[
        ("Measure", Align::Left),
        ("Value", Align::Right),
        ("Exact", Align::Right),
    ]);
    let mut put =
        |k: &str, shown: Cell, v: &Value| t.row(vec![k.into(), shown, fmt::exact_cell(&v.exact.0)]);
    put("House edge", pct(&sm.house_edge, 4), &sm.house_edge);
    put(
        "Return to player",
        pct(&sm.return_to_player, 4),
        &sm.return_to_player,
    );
    put(
        "Hit frequency",
        dec(&sm.hit_frequency, 8),
        &sm.hit_frequency,
    );
    put(
        "Push probability",
        dec(&sm.push_probability, 8),
        &sm.push_probability,
    );
    put("Variance", dec(&sm.variance, 6), &sm.variance);
    if let Some(e) = &sm.edge_per_resolved {
        put("Edge per resolved bet", pct(e, 4), e);
    }
    if let Some(e) = &sm.element_of_risk {
        put("Element of risk", pct(e, 4), e);
    }
    t.row(vec![
        "Standard deviation".into(),
        fmt::decimal_cell(sm.standard_deviation, 6),
        "√variance".into(),
    ]);
    t.row(vec![
        "Volatility index (90%)".into(),
        fmt::decimal_cell(sm.volatility_index, 4),
        "1.6449 × σ".into(),
    ]);
    for w in &sm.house_win_90 {
        t.row(vec![
            format!(
                "House win, 90% range, {} coups",
                fmt::grouped(&w.coups.into())
            ),
            format!(
                "{}% to {}%",
                fmt::float(100.0 * w.low, 2),
                fmt::float(100.0 * w.high, 2)
            ),
            "normal approx.".into(),
        ]);
    }
    d.push(Block::Table(t));
}

fn edges(s: &ParSheet, doc: &mut Vec<Block>) {
    let mut d = Vec::new();
    d.push(Block::Heading(2, "4. House edge by number of decks".into()));
    d.push(Block::Para(
        "The same rules and bets for full shoes of 1 to 8 decks, each enumerated exactly; \
         house edge in percent of the stake."
            .into(),
    ));
    let mut cols: Vec<(String, Align)> = vec![("Bet".into(), Align::Left)];
    cols.extend(s.edges_by_decks.decks.iter().map(|&n| {
        let unit = if n == 1 { "deck" } else { "decks" };
        (format!("{n} {unit}"), Align::Right)
    }));
    let mut t = Table {
        columns: cols,
        ..Table::default()
    };
    for row in &s.edges_by_decks.bets {
        let mut cells = vec![Cell::text(&row.name)];
        cells.extend(
            row.edges
                .iter()
                .map(|e| e.as_ref().map_or("-".into(), |v| pct(v, 4))),
        );
        t.row(cells);
    }
    d.push(Block::Table(t));
    doc.push(Block::Keep(d));
}

fn distributions(s: &ParSheet, d: &mut Vec<Block>) {
    let dist = &s.distributions;
    d.push(Block::Heading(2, "5. Distributions".into()));
    let counts = |rows: &[super::CountRow], first: &str| {
        let mut t = table(&[
            (first, Align::Left),
            ("Combinations", Align::Right),
            ("Probability", Align::Right),
        ]);
        for r in rows {
            t.row(vec![
                r.label.clone().into(),
                fmt::grouped_cell(&r.count.0),
                dec(&r.probability, 10),
            ]);
        }
        t
    };
    d.push(Block::Para("Outcome of the coup:".into()));
    d.push(Block::Table(counts(&dist.outcomes, "Outcome")));
    // Two halves of five Banco columns each: ten columns of 8-deck counts are wider than
    // a printed page.
    for half in [0..5, 5..10] {
        let mut cols: Vec<(String, Align)> = vec![("Punto".into(), Align::Left)];
        cols.extend(half.clone().map(|b| (format!("Banco {b}"), Align::Right)));
        let mut t = Table {
            columns: cols,
            ..Table::default()
        };
        for (p, row) in dist.totals.iter().enumerate() {
            let mut cells = vec![fmt::int_cell(p as i64)];
            cells.extend(row[half.clone()].iter().map(|c| fmt::grouped_cell(&c.0)));
            t.row(cells);
        }
        d.push(Block::Keep(vec![
            Block::Para(format!(
                "Final Punto total (rows) against final Banco total {} to {} (columns), in \
                 sequences; equal totals are the Égalité:",
                half.start,
                half.end - 1
            )),
            Block::Table(t),
        ]));
    }
    d.push(Block::Para("Cards dealt in the coup:".into()));
    d.push(Block::Table(counts(&dist.cards_dealt, "Cards dealt")));
}

fn verification(s: &ParSheet, d: &mut Vec<Block>) {
    let v = &s.verification;
    d.push(Block::Heading(2, "6. Verification".into()));
    d.push(Block::Para(
        "Checks performed by this run on its own exact numbers:".into(),
    ));
    let ok = |b: bool| if b { "pass" } else { "FAIL" }.to_string();
    let mut t = table(&[
        ("Check", Align::Left),
        ("Result", Align::Left),
        ("Values", Align::Right),
    ]);
    for c in &v.checks {
        t.row(vec![
            c.check.clone().into(),
            ok(c.passed).into(),
            c.detail_cell.clone(),
        ]);
    }
    d.push(Block::Table(t));
    if v.published.is_empty() {
        d.push(Block::Para(
            "Published figures: none is known for this rule set and shoe, so none is compared."
                .into(),
        ));
        return;
    }
    d.push(Block::Para(
        "Published figures for this rule set and shoe, compared with this run (counts to the \
         last digit, percentages as rounded by the source):"
            .into(),
    ));
    let mut t = table(&[
        ("Figure", Align::Left),
        ("Published", Align::Right),
        ("This run", Align::Right),
        ("Match", Align::Left),
        ("Source", Align::Left),
    ]);
    for p in &v.published {
        let m = if p.matches { "match" } else { "MISMATCH" };
        t.row(vec![
            p.figure.clone().into(),
            p.cells.0.clone(),
            p.cells.1.clone(),
            m.into(),
            p.source.clone().into(),
        ]);
    }
    d.push(Block::Table(t));
}

fn reproducibility(s: &ParSheet, d: &mut Vec<Block>) {
    let cmd = &s.reproducibility.command;
    d.push(Block::Heading(2, "7. Reproducibility".into()));
    d.push(Block::Para(
        "This report was computed by the command below; `--format` and `--out` only choose \
         how it is written."
            .into(),
    ));
    d.push(Block::Code(cmd.clone()));
    d.push(Block::Para(format!(
        "SHA-256 of the JSON results (the output of the command with `--format json`): `{}`",
        s.results_sha256()
    )));
    d.push(Block::Para(
        "To verify, run the following and compare the digest:".into(),
    ));
    d.push(Block::Code(format!("{cmd} --format json | sha256sum")));
}

//! The par sheet's rules, return tables, deck sweep and distributions as blocks, in a
//! language (see `doc`).

use super::block::{num, table, Block};
use super::text::{bet_name, note, pays, totals};
use super::{BetSheet, ParSheet, ReturnRow, RowKind, Value};
use crate::i18n::{Arg, Lang};
use crate::report::words::winner_id;
use crate::report::{event_words_in, fmt, Align, Cell, Table};

fn dec(l: Lang, v: &Value, places: usize) -> Cell {
    num(l, fmt::decimal_cell(v.decimal, places))
}

fn pct(l: Lang, v: &Value, places: usize) -> Cell {
    num(l, fmt::percent_cell(100.0 * v.decimal, places))
}

pub(super) fn rules(s: &ParSheet, l: Lang, d: &mut Vec<Block>) {
    let r = &s.rules;
    d.push(Block::Heading(2, l.m("h-rules")));
    d.push(Block::List(vec![
        l.m("rules-card-values"),
        l.msg(
            "rules-naturals",
            &[("totals", Arg::text(totals(l, &r.naturals, true)))],
        ),
        l.msg(
            "rules-punto",
            &[
                ("draws", Arg::text(totals(l, &r.punto_draws, false))),
                ("stands", Arg::text(totals(l, &r.punto_stands, false))),
            ],
        ),
        l.m("rules-banco"),
        l.m("rules-winner"),
    ]));
    tableau_and_payouts(s, l, d);
    rule_notes(s, l, d);
}

fn tableau_and_payouts(s: &ParSheet, l: Lang, d: &mut Vec<Block>) {
    let r = &s.rules;
    let mut cols: Vec<(String, Align)> = vec![(l.m("col-banco-total"), Align::Left)];
    cols.extend((0..10).map(|v| (v.to_string(), Align::Right)));
    cols.push((l.m("col-punto-stood"), Align::Right));
    let mut t = Table {
        title: l.m("sheet-tableau"),
        columns: cols,
        ..Table::default()
    };
    for row in &r.tableau {
        let mut cells = vec![fmt::int_cell(row.banco_total.into())];
        cells.extend(row.letters.iter().map(Cell::from));
        t.row(cells);
    }
    d.push(Block::Para(l.m("tableau-intro")));
    d.push(Block::Table(t));
    let mut p = table(
        l,
        l.m("sheet-payouts"),
        &[
            ("col-bet", Align::Left),
            ("col-pays", Align::Right),
            ("col-exact", Align::Right),
        ],
    );
    let commission = num(l, fmt::exact_percent_cell(&r.banco_commission.0, 0));
    for (name, exact) in [
        (l.m("bet-punto"), &r.punto_pays),
        (
            l.msg(
                "banco-commission",
                &[("commission", Arg::text(&commission.text))],
            ),
            &r.banco_pays,
        ),
        (l.m("bet-tie"), &r.tie_pays),
    ] {
        p.row(vec![
            name.into(),
            fmt::pays_cell(pays(l, exact)),
            fmt::exact_cell(&exact.0),
        ]);
    }
    d.push(Block::Para(l.m("payouts-intro")));
    d.push(Block::Table(p));
}

fn rule_notes(s: &ParSheet, l: Lang, d: &mut Vec<Block>) {
    let r = &s.rules;
    let mut more = vec![l.m(if r.tie_pushes {
        "tie-pushes"
    } else {
        "tie-loses"
    })];
    if r.special_pays.is_empty() {
        more.push(l.m("special-none"));
    }
    for sp in &r.special_pays {
        more.push(l.msg(
            "special-pay",
            &[
                ("side", Arg::text(&sp.bet)),
                ("event", Arg::text(event_words_in(&sp.when, l))),
                ("pays", Arg::text(pays(l, &sp.pays))),
            ],
        ));
    }
    let name = &s.identification.rules_name;
    for (k, n) in r.notes.iter().enumerate() {
        more.push(l.msg("assumption", &[("note", Arg::text(note(l, name, k, n)))]));
    }
    d.push(Block::List(more));
}

/// The pay as a casino writes it (`19:20`, `1:1 to 30:1`), from the pay lines, in `l`.
fn pays_summary(b: &BetSheet, l: Lang) -> String {
    use num_traits::Signed;
    let mut pays: Vec<_> = b
        .rows
        .iter()
        .filter(|r| matches!(r.row, RowKind::Line(_)))
        .filter_map(|r| r.pays.as_ref().map(|p| p.0.clone()))
        .filter(|p| p.is_positive())
        .collect();
    pays.dedup();
    match (pays.iter().min(), pays.iter().max()) {
        (Some(min), Some(max)) if pays.len() > 1 => l.msg(
            "pays-range",
            &[
                ("low", Arg::text(fmt::pays(min))),
                ("high", Arg::text(fmt::pays(max))),
            ],
        ),
        (Some(one), _) => fmt::pays(one),
        _ => l.m("pays-push-only"),
    }
}

fn return_row(r: &ReturnRow, l: Lang) -> Vec<Cell> {
    let event = match &r.row {
        RowKind::Line(e) => event_words_in(e, l),
        RowKind::Lose => l.m("row-lose"),
        RowKind::Total => l.m("row-total"),
    };
    vec![
        event.into(),
        fmt::pays_cell(r.pays.as_ref().map_or_else(String::new, |p| pays(l, p))),
        num(l, fmt::grouped_cell(&r.combinations.0)),
        dec(l, &r.probability, 10),
        dec(l, &r.return_contribution, 10),
    ]
}

pub(super) fn bet(b: &BetSheet, l: Lang, d: &mut Vec<Block>) {
    let name = bet_name(l, &b.name);
    if let Some(reason) = &b.not_priceable {
        d.push(Block::Heading(3, name));
        d.push(Block::Para(l.msg(
            "not-priceable",
            &[("reason", Arg::text(super::text::reason(l, reason)))],
        )));
        return;
    }
    d.push(Block::Heading(
        3,
        l.msg(
            "bet-heading",
            &[
                ("bet", Arg::text(&name)),
                ("pays", Arg::text(pays_summary(b, l))),
            ],
        ),
    ));
    let mut t = table(
        l,
        name.clone(),
        &[
            ("col-event", Align::Left),
            ("col-pays", Align::Right),
            ("col-combinations", Align::Right),
            ("col-probability", Align::Right),
            ("col-return", Align::Right),
        ],
    );
    for r in b.rows.iter().chain(&b.total) {
        t.row(return_row(r, l));
    }
    d.push(Block::Table(t));
    if let Some(sm) = &b.summary {
        d.push(Block::Table(summary(sm, &name, l)));
    }
}

fn summary(sm: &super::BetSummary, name: &str, l: Lang) -> Table {
    let mut t = table(
        l,
        l.msg("sheet-summary", &[("bet", Arg::text(name))]),
        &[
            ("col-measure", Align::Left),
            ("col-value", Align::Right),
            ("col-exact", Align::Right),
        ],
    );
    let mut put = |k: &str, shown: Cell, v: &Value| {
        t.row(vec![l.m(k).into(), shown, fmt::exact_cell(&v.exact.0)])
    };
    put("m-house-edge", pct(l, &sm.house_edge, 4), &sm.house_edge);
    put(
        "m-rtp",
        pct(l, &sm.return_to_player, 4),
        &sm.return_to_player,
    );
    put("m-hit", dec(l, &sm.hit_frequency, 8), &sm.hit_frequency);
    put(
        "m-push",
        dec(l, &sm.push_probability, 8),
        &sm.push_probability,
    );
    put("m-variance", dec(l, &sm.variance, 6), &sm.variance);
    if let Some(e) = &sm.edge_per_resolved {
        put("m-edge-per-resolved", pct(l, e, 4), e);
    }
    if let Some(e) = &sm.element_of_risk {
        put("m-element-of-risk", pct(l, e, 4), e);
    }
    let ninety = ("p", Arg::Percent(90.0, 0));
    t.row(vec![
        l.m("m-sd").into(),
        num(l, fmt::decimal_cell(sm.standard_deviation, 6)),
        l.m("m-sd-exact").into(),
    ]);
    t.row(vec![
        l.msg("m-volatility", std::slice::from_ref(&ninety)).into(),
        num(l, fmt::decimal_cell(sm.volatility_index, 4)),
        l.msg("m-volatility-exact", &[("z", Arg::Decimal(1.6449, 4))])
            .into(),
    ]);
    for w in &sm.house_win_90 {
        let range = l.msg(
            "m-range",
            &[
                ("low", Arg::Percent(100.0 * w.low, 2)),
                ("high", Arg::Percent(100.0 * w.high, 2)),
            ],
        );
        let label = l.msg(
            "m-house-win",
            &[ninety.clone(), ("coups", Arg::int(w.coups))],
        );
        t.row(vec![
            Cell::text(label),
            Cell::text(range),
            Cell::text(l.m("m-normal")),
        ]);
    }
    t
}

pub(super) fn edges(s: &ParSheet, l: Lang, doc: &mut Vec<Block>) {
    let mut d = Vec::new();
    d.push(Block::Heading(2, l.m("h-edges")));
    d.push(Block::Para(l.m("edges-intro")));
    let mut cols: Vec<(String, Align)> = vec![(l.m("col-bet"), Align::Left)];
    cols.extend(
        s.edges_by_decks
            .decks
            .iter()
            .map(|&n| (l.msg("decks", &[("decks", Arg::int(n))]), Align::Right)),
    );
    let mut t = Table {
        title: l.m("sheet-edges"),
        columns: cols,
        ..Table::default()
    };
    for row in &s.edges_by_decks.bets {
        let mut cells = vec![Cell::text(bet_name(l, &row.name))];
        cells.extend(
            row.edges
                .iter()
                .map(|e| e.as_ref().map_or("-".into(), |v| pct(l, v, 4))),
        );
        t.row(cells);
    }
    d.push(Block::Table(t));
    doc.push(Block::Keep(d));
}

fn counts(rows: &[super::CountRow], l: Lang, title: String, first: &str) -> Table {
    let mut t = table(
        l,
        title,
        &[
            (first, Align::Left),
            ("col-combinations", Align::Right),
            ("col-probability", Align::Right),
        ],
    );
    for r in rows {
        let label = match &r.kind {
            super::CountKind::Winner(w) => l.m(winner_id(*w)),
            super::CountKind::Cards(n) => l.msg("cards", &[("cards", Arg::int(*n))]),
        };
        t.row(vec![
            label.into(),
            num(l, fmt::grouped_cell(&r.count.0)),
            dec(l, &r.probability, 10),
        ]);
    }
    t
}

pub(super) fn distributions(s: &ParSheet, l: Lang, d: &mut Vec<Block>) {
    let dist = &s.distributions;
    d.push(Block::Heading(2, l.m("h-distributions")));
    d.push(Block::Para(l.m("outcomes-intro")));
    let outcomes = counts(&dist.outcomes, l, l.m("sheet-outcomes"), "col-outcome");
    d.push(Block::Table(outcomes));
    // Two halves of five Banco columns each: ten columns of 8-deck counts are wider than
    // a printed page.
    for half in [0..5, 5..10] {
        let mut cols: Vec<(String, Align)> = vec![("Punto".into(), Align::Left)];
        cols.extend(half.clone().map(|b| (format!("Banco {b}"), Align::Right)));
        let range = [
            ("from", Arg::text(half.start.to_string())),
            ("to", Arg::text((half.end - 1).to_string())),
        ];
        let mut t = Table {
            title: l.msg("sheet-totals", &range),
            columns: cols,
            ..Table::default()
        };
        for (p, row) in dist.totals.iter().enumerate() {
            let mut cells = vec![fmt::int_cell(p as i64)];
            cells.extend(
                row[half.clone()]
                    .iter()
                    .map(|c| num(l, fmt::grouped_cell(&c.0))),
            );
            t.row(cells);
        }
        d.push(Block::Keep(vec![
            Block::Para(l.msg("totals-intro", &range)),
            Block::Table(t),
        ]));
    }
    d.push(Block::Para(l.m("cards-intro")));
    let cards = counts(&dist.cards_dealt, l, l.m("sheet-cards"), "col-cards-dealt");
    d.push(Block::Table(cards));
}

/// The message naming what an exposure shows.
fn exposure_id(e: crate::leak::Exposure) -> &'static str {
    match e {
        crate::leak::Exposure::Flashed(1) => "leak-flash-1",
        crate::leak::Exposure::Flashed(2) => "leak-flash-2",
        crate::leak::Exposure::Flashed(3) => "leak-flash-3",
        crate::leak::Exposure::Flashed(4) => "leak-flash-4",
        crate::leak::Exposure::Flashed(5) => "leak-flash-5",
        crate::leak::Exposure::Flashed(_) => "leak-flash-6",
        crate::leak::Exposure::FirstCardSorted => "leak-sorted-first",
        crate::leak::Exposure::FourCardsSorted => "leak-sorted-four",
    }
}

/// Section 8, Information leaks, when the sheet has it (`report --leaks`).
pub(super) fn leaks(s: &ParSheet, l: Lang, d: &mut Vec<Block>) {
    let Some(leaks) = &s.leaks else { return };
    d.push(Block::Heading(2, l.m("h-leaks")));
    d.push(Block::Para(l.m("leaks-intro")));
    let mut t = table(
        l,
        l.m("sheet-leaks"),
        &[
            ("col-leak", Align::Left),
            ("col-leak-edge", Align::Right),
            ("col-exact", Align::Right),
            ("col-coups-bet", Align::Right),
        ],
    );
    for r in &leaks.exposures {
        t.row(vec![
            Cell::text(l.m(exposure_id(r.kind))),
            num(l, fmt::signed_percent_cell(100.0 * r.edge.decimal, 4)),
            num(l, fmt::exact_cell(&r.edge.exact.0)),
            num(l, fmt::percent_cell(100.0 * r.share_bet.decimal, 4)),
        ]);
    }
    d.push(Block::Table(t));
    d.push(Block::Para(l.m("leaks-defences")));
}

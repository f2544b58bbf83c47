//! The review file's section on the table's hold: its verdict first (inside, below or
//! above the 95% band), then the figures (handle, win, hold, their exact expectations, the
//! bands), the method and (HTML) the chart of the cumulative win inside its bands.

use super::facts_table;
use crate::api::{ReviewReport, TableRow};
use crate::i18n::{Arg, Lang};
use crate::report::parsheet::block::{Block, Part};

/// Where the HTML writer puts the chart of the table's hold.
pub(super) const CHART_MARK: &str = "TABLE-HOLD-CHART-PLACEHOLDER";

/// `text` escaped for HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('\'', "&#39;")
        .replace('"', "&quot;")
}

/// The money figures of the table's verdict and facts.
fn money(x: f64) -> Arg {
    Arg::Decimal(x, 2)
}

fn percent(x: f64) -> Arg {
    Arg::Percent(100.0 * x, 2)
}

impl ReviewReport {
    /// The section's blocks after its heading, and (with the `cli` feature) the chart's
    /// SVG text to put in place of [`CHART_MARK`].
    pub(super) fn table_parts(&self, l: Lang) -> (Vec<Part>, Option<String>) {
        let t = &self.table;
        let para = |s: String| Part::Block(Block::Para(s));
        let mut blocks = vec![para(table_verdict(l, t))];
        let (what, value) = (l.m("rv-col-what"), l.m("rv-col-value"));
        blocks.push(Part::Block(Block::Table(facts_table(
            &what,
            &value,
            &table_facts(l, t),
        ))));
        blocks.push(para(l.m("rv-table-para")));
        // The chart with its caption (HTML and Markdown; the PDF draws no SVG).
        let svg = chart(l, t).map(|svg| {
            let caption = escape(&l.m("rv-table-fig"));
            format!("<figcaption>{caption}</figcaption>\n{svg}")
        });
        if svg.is_some() {
            blocks.push(para(CHART_MARK.into()));
        }
        (blocks, svg)
    }
}

/// The verdict: inside, below or above the 95% band (or no band without a variance).
fn table_verdict(l: Lang, t: &TableRow) -> String {
    let mut args = vec![
        ("win", money(t.win.to_f64())),
        ("handle", money(t.handle.to_f64())),
        ("hold", percent(t.hold.to_f64())),
        ("expected", money(t.expected.to_f64())),
        ("expected_hold", percent(t.expected_hold.to_f64())),
    ];
    let Some(band) = t.bands.iter().find(|b| b.level == 95) else {
        return l.msg("rv-table-unknown", &args);
    };
    let win = t.win.to_f64();
    let id = if win < band.win_low {
        "rv-table-below"
    } else if win > band.win_high {
        "rv-table-above"
    } else {
        "rv-table-inside"
    };
    args.push(("low", money(band.win_low)));
    args.push(("high", money(band.win_high)));
    args.push(("z", Arg::Decimal(t.z.unwrap_or(0.0), 2)));
    l.msg(id, &args)
}

/// The figures, as (label, value).
fn table_facts(l: Lang, t: &TableRow) -> Vec<(String, String)> {
    let one = |id: &str, a: Arg| (l.m(id), l.msg("rv-table-value", &[("value", a)]));
    let mut facts = vec![
        one("rv-table-fact-coups", Arg::int(t.coups as u64)),
        one("rv-table-fact-wagers", Arg::int(t.wagers as u64)),
        one("rv-table-fact-handle", money(t.handle.to_f64())),
        one("rv-table-fact-win", money(t.win.to_f64())),
        one("rv-table-fact-hold", percent(t.hold.to_f64())),
        one("rv-table-fact-expected", money(t.expected.to_f64())),
        one(
            "rv-table-fact-expected-hold",
            percent(t.expected_hold.to_f64()),
        ),
    ];
    if let Some(v) = &t.variance {
        facts.push(one("rv-table-fact-sd", money(v.to_f64().sqrt())));
    }
    if let Some(z) = t.z {
        facts.push(one("rv-table-fact-z", Arg::Decimal(z, 2)));
    }
    for b in &t.bands {
        facts.push((
            l.msg("rv-table-fact-band", &[("level", Arg::int(b.level))]),
            l.msg(
                "rv-table-band-value",
                &[
                    ("low", money(b.win_low)),
                    ("high", money(b.win_high)),
                    ("hold_low", percent(b.hold_low)),
                    ("hold_high", percent(b.hold_high)),
                ],
            ),
        ));
    }
    facts
}

/// The chart: the house's cumulative win, its expectation and the bands around it over
/// the coups with wagers (none without a variance, or without the `cli` feature).
#[cfg(feature = "cli")]
fn chart(l: Lang, t: &TableRow) -> Option<String> {
    use crate::plot::{Panel, Series};
    if t.path.len() < 2 {
        return None;
    }
    let line = |name: String, y: &dyn Fn(&crate::review::PathPoint) -> f64| Series {
        name,
        points: t.path.iter().map(|p| (p.coups as f64, y(p))).collect(),
    };
    let mut series = vec![
        line(l.m("rv-table-fig-win"), &|p| p.win),
        line(l.m("rv-table-fig-expected"), &|p| p.expected),
    ];
    for &(level, q) in crate::review::BAND_LEVELS.iter().rev() {
        for (id, sign) in [("rv-table-fig-high", 1.0), ("rv-table-fig-low", -1.0)] {
            let name = l.msg(id, &[("level", Arg::int(level))]);
            series.push(line(name, &|p| p.expected + sign * q * p.variance.sqrt()));
        }
    }
    let panel = Panel {
        title: l.m("rv-h-table"),
        x_label: l.m("rv-table-fig-x"),
        y_label: l.m("rv-table-fig-y"),
        x_reversed: false,
        series,
    };
    // The ticks the language's way (`−200,0`, `1 000,0` in French), as the facts beside.
    crate::plot::lines_in(&[panel], &|t| l.localize_number(t)).ok()
}

#[cfg(not(feature = "cli"))]
fn chart(_: Lang, _: &TableRow) -> Option<String> {
    None
}

//! The charts of `eor --plot` and `simulate --plot`, drawn by the library's `plot` module
//! from plain series the reports give.

use crate::common::CliError;
use punto_banco::api::SimulateReport;
use punto_banco::plot::{self, Panel, Series};

fn drawn(svg: Result<String, plot::PlotError>) -> Result<String, CliError> {
    svg.map_err(|e| CliError::Runtime(e.to_string()))
}

/// The one-card EOR of every priceable bet per rank as grouped bars: `series` holds one
/// (bet name, 13 values in percent, `None` where the rank cannot be removed) per bet.
pub fn eor_bars(title: &str, series: &[(String, Vec<Option<f64>>)]) -> Result<String, CliError> {
    if series.is_empty() {
        return Err(CliError::input(
            "--plot: no selected bet can be priced for this shoe",
        ));
    }
    let ranks: Vec<String> = punto_banco::Rank::ALL
        .iter()
        .map(|r| r.to_string())
        .collect();
    let (x, y) = ("rank removed", "EV change, % of unit bet");
    drawn(plot::bars(title, &ranks, x, y, series))
}

/// The depth plot of `simulate`: share of positive-EV coups and mean edge when positive
/// against unseen cards, and the mean EV against the true count of each count.
pub fn draw(report: &SimulateReport) -> Result<String, CliError> {
    let series = |data: Vec<(String, Vec<(f64, f64)>)>| {
        let named = data
            .into_iter()
            .map(|(name, points)| Series { name, points });
        named.filter(|s| !s.points.is_empty()).collect()
    };
    let panel = |title: &str, x: &str, y: &str, reversed, data| Panel {
        title: title.into(),
        x_label: x.into(),
        y_label: y.into(),
        x_reversed: reversed,
        series: series(data),
    };
    let mut panels = vec![
        panel(
            "Coups with EV > 0",
            "unseen cards",
            "share of coups (%)",
            true,
            report.share_series(),
        ),
        panel(
            "Mean edge when EV > 0",
            "unseen cards",
            "EV (% of stake)",
            true,
            report.edge_series(),
        ),
    ];
    let by_count = report.ev_by_true_count_series();
    if !by_count.is_empty() {
        panels.push(panel(
            "Mean EV by true count",
            "true count",
            "EV (% of stake)",
            false,
            by_count,
        ));
    }
    drawn(plot::lines(&panels))
}

/// The plot of `review`: per flagged player (every player when none is), the exact EV of
/// each bet they made before every coup of their shoes, and their stake on it.
pub fn review(report: &punto_banco::api::ReviewReport) -> Result<String, CliError> {
    let panels: Vec<Panel> = report
        .timeline_panels()
        .into_iter()
        .map(|(title, y, series)| Panel {
            title,
            x_label: "coup of the shoes played, in order".into(),
            y_label: y,
            x_reversed: false,
            series: series
                .into_iter()
                .map(|(name, points)| Series { name, points })
                .collect(),
        })
        .collect();
    drawn(plot::lines(&panels))
}

//! The charts of `eor --plot`, `simulate --plot` (and `merge`), `review --plot` and the
//! investigation file: SVG drawn by [`crate::plot`] from the series the reports' views
//! give (in percent for display), with the charts' titles and axis labels.

use crate::api::{EorReport, ReviewReport, SimulateReport};
use crate::card::Rank;
use crate::plot::{self, Panel, PlotError, Series};

/// A panel of lines from named point series, leaving out the empty ones.
fn panel(
    title: &str,
    x: &str,
    y: &str,
    reversed: bool,
    data: Vec<(String, Vec<(f64, f64)>)>,
) -> Panel {
    Panel {
        title: title.into(),
        x_label: x.into(),
        y_label: y.into(),
        x_reversed: reversed,
        series: data
            .into_iter()
            .map(|(name, points)| Series { name, points })
            .filter(|s| !s.points.is_empty())
            .collect(),
    }
}

/// The one-card effect of removal of every priceable bet per rank as grouped bars (in %
/// of a unit bet); `None` when no bet of the report can be priced for its shoe.
///
/// # Errors
/// The plot module's, when the chart cannot be drawn.
pub fn eor_chart(report: &EorReport) -> Result<Option<String>, PlotError> {
    let series = report.series();
    if series.is_empty() {
        return Ok(None);
    }
    let title = format!(
        "Effect of removing one card: EV change in % of a unit bet ({} cards, rules {})",
        report.shoe.cards, report.rules.name
    );
    let ranks: Vec<String> = Rank::ALL.iter().map(|r| r.to_string()).collect();
    let (x, y) = ("rank removed", "EV change, % of unit bet");
    plot::bars(&title, &ranks, x, y, &series).map(Some)
}

/// The depth chart of `simulate`: the share of positive-EV coups and the mean edge when
/// positive against unseen cards, and with counts the mean EV against each count's true
/// count.
///
/// # Errors
/// The plot module's, when the chart cannot be drawn.
pub fn simulate_chart(report: &SimulateReport) -> Result<String, PlotError> {
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
    plot::lines(&panels)
}

/// The timeline of `review`: per flagged player (every player when none is), the exact EV
/// of each bet they made before every coup of their shoes, and their stake on it.
///
/// # Errors
/// The plot module's, when the chart cannot be drawn.
pub fn review_chart(report: &ReviewReport) -> Result<String, PlotError> {
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
    plot::lines(&panels)
}

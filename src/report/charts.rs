//! The charts of `eor --plot`, `simulate --plot` (and `merge`), `review --plot`, `promo
//! loss-rebate --plot` and the investigation file: SVG drawn by [`crate::plot`] from the
//! series the reports' views give (in percent for display), with the charts' titles, axis
//! labels and legends in the reader's language (the catalogs' `t-chart-*`, `rv-chart-*`,
//! `pm-chart-*`, the tables' bet names) and the tick numbers written the language's way
//! ([`Lang::localize_number`]). English is the text as it always was.

use crate::api::{EorReport, PromoLossRebateReport, ReviewReport, SimulateReport};
use crate::card::Rank;
use crate::i18n::{Arg, Lang};
use crate::plot::{self, Panel, PlotError, Series};
use crate::report::parsheet::text::bet_name;

/// A panel of lines from named point series, leaving out the empty ones; the title and
/// axis labels are the catalog's messages in `lang`.
fn panel(
    lang: Lang,
    (title, x, y): (&str, &str, &str),
    reversed: bool,
    data: Vec<(String, Vec<(f64, f64)>)>,
) -> Panel {
    Panel {
        title: lang.m(title),
        x_label: lang.m(x),
        y_label: lang.m(y),
        x_reversed: reversed,
        series: data
            .into_iter()
            .map(|(name, points)| Series { name, points })
            .filter(|s| !s.points.is_empty())
            .collect(),
    }
}

/// Panels of lines with their ticks the language's way (`−200,0`, `1 000,0` in French;
/// English as plotters writes them).
fn lines(lang: Lang, panels: &[Panel]) -> Result<String, PlotError> {
    plot::lines_in(panels, &|t| lang.localize_number(t))
}

/// The one-card effect of removal of every priceable bet per rank as grouped bars (in %
/// of a unit bet), in `lang`; `None` when no bet of the report can be priced for its
/// shoe. The title is the one-card table's (`t-eor-one`), the bets are named as the
/// table names them.
///
/// # Errors
/// The plot module's, when the chart cannot be drawn.
pub fn eor_chart(report: &EorReport, lang: Lang) -> Result<Option<String>, PlotError> {
    let series: Vec<(String, Vec<Option<f64>>)> = report
        .series()
        .into_iter()
        .map(|(name, values)| (bet_name(lang, &name), values))
        .collect();
    if series.is_empty() {
        return Ok(None);
    }
    let title = lang.msg(
        "t-eor-one",
        &[
            ("cards", Arg::plain(report.shoe.cards)),
            ("rules", Arg::text(&report.rules.name)),
        ],
    );
    let ranks: Vec<String> = Rank::ALL.iter().map(|r| r.to_string()).collect();
    let (x, y) = (lang.m("t-chart-eor-x"), lang.m("t-chart-eor-y"));
    let ticks = |t: &str| lang.localize_number(t);
    plot::bars_in(&title, &ranks, (&x, &y), &series, &ticks).map(Some)
}

/// The depth chart of `simulate`, in `lang`: the share of positive-EV coups and the mean
/// edge when positive against unseen cards, and with counts the mean EV against each
/// count's true count.
///
/// # Errors
/// The plot module's, when the chart cannot be drawn.
pub fn simulate_chart(report: &SimulateReport, lang: Lang) -> Result<String, PlotError> {
    let unseen = "t-chart-sim-unseen";
    let mut panels = vec![
        panel(
            lang,
            ("t-chart-sim-share", unseen, "t-chart-sim-share-y"),
            true,
            report.share_series(lang),
        ),
        panel(
            lang,
            ("t-chart-sim-edge", unseen, "t-chart-sim-ev-y"),
            true,
            report.edge_series(lang),
        ),
    ];
    let by_count = report.ev_by_true_count_series(lang);
    if !by_count.is_empty() {
        panels.push(panel(
            lang,
            (
                "t-chart-sim-by-count",
                "t-chart-sim-true-count",
                "t-chart-sim-ev-y",
            ),
            false,
            by_count,
        ));
    }
    lines(lang, &panels)
}

/// The timeline of `review`, in `lang`: per flagged player (every player when none is),
/// the exact EV of each bet they made before every coup of their shoes, and their stake
/// on it.
///
/// # Errors
/// The plot module's, when the chart cannot be drawn.
pub fn review_chart(report: &ReviewReport, lang: Lang) -> Result<String, PlotError> {
    let panels: Vec<Panel> = report
        .timeline_panels(lang)
        .into_iter()
        .map(|(title, y, series)| Panel {
            title,
            x_label: lang.m("rv-chart-x"),
            y_label: y,
            x_reversed: false,
            series: series
                .into_iter()
                .map(|(name, points)| Series { name, points })
                .collect(),
        })
        .collect();
    lines(lang, &panels)
}

/// The optimal policy of `promo loss-rebate`, in `lang`: before each coup, the lowest and
/// the highest net result at which the player plays.
///
/// # Errors
/// The plot module's, when the chart cannot be drawn.
pub fn promo_chart(report: &PromoLossRebateReport, lang: Lang) -> Result<String, PlotError> {
    let name = bet_name(lang, &report.bet.name);
    let panel = Panel {
        title: lang.msg("pm-chart-title", &[("bet", Arg::text(name))]),
        x_label: lang.m("pm-chart-x"),
        y_label: lang.m("pm-chart-y"),
        x_reversed: false,
        series: report
            .policy_series(lang)
            .into_iter()
            .map(|(name, points)| Series { name, points })
            .collect(),
    };
    lines(lang, &[panel])
}

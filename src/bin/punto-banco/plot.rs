//! Charts drawn as SVG with plotters (text is written as SVG `<text>`, so no system fonts
//! are needed): the EOR bars of `eor --plot` and the depth plot of `simulate --plot`.

use crate::common::CliError;
use plotters::prelude::*;
use punto_banco::api::SimulateReport;
use std::fs::File;
use std::io::Write;
use std::path::Path;

/// Draws the one-card EOR of every priceable bet per rank as grouped bars.
///
/// `series` holds one (bet name, 13 values in percent, `None` where the rank cannot be
/// removed) per bet, in rank order A..K.
pub fn eor_bars(
    title: &str,
    series: &[(String, Vec<Option<f64>>)],
    path: &Path,
) -> Result<(), CliError> {
    if series.is_empty() {
        return Err(CliError::input(
            "--plot: no selected bet can be priced for this shoe",
        ));
    }
    let fail = |e: String| CliError::Runtime(format!("cannot draw '{}': {e}", path.display()));
    let values = series.iter().flat_map(|(_, v)| v.iter().flatten());
    let (lo, hi) = values.fold((0f64, 0f64), |(lo, hi), &x| (lo.min(x), hi.max(x)));
    let pad = ((hi - lo) * 0.08).max(1e-9);
    let root = SVGBackend::new(path, (1100, 600)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| fail(e.to_string()))?;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(14)
        .x_label_area_size(40)
        .y_label_area_size(80)
        .build_cartesian_2d(-0.5f64..12.5f64, (lo - pad)..(hi + pad))
        .map_err(|e| fail(e.to_string()))?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(13)
        .x_label_formatter(&|x| {
            let i = x.round();
            if (x - i).abs() < 1e-6 && (0.0..13.0).contains(&i) {
                punto_banco::Rank::ALL[i as usize].to_string()
            } else {
                String::new()
            }
        })
        .x_desc("rank removed")
        .y_desc("EV change, % of unit bet")
        .y_label_formatter(&|y| format!("{y:+.4}"))
        .draw()
        .map_err(|e| fail(e.to_string()))?;
    let width = 0.8 / series.len() as f64;
    for (j, (name, v)) in series.iter().enumerate() {
        let color = Palette99::pick(j).to_rgba();
        let bars = v.iter().enumerate().filter_map(|(i, x)| {
            let x0 = i as f64 - 0.4 + j as f64 * width;
            x.map(|y| Rectangle::new([(x0, 0.0), (x0 + width, y)], color.filled()))
        });
        chart
            .draw_series(bars)
            .map_err(|e| fail(e.to_string()))?
            .label(name.as_str())
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], color.filled()));
    }
    chart
        .draw_series(LineSeries::new([(-0.5, 0.0), (12.5, 0.0)], BLACK))
        .map_err(|e| fail(e.to_string()))?;
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .position(SeriesLabelPosition::UpperLeft)
        .draw()
        .map_err(|e| fail(e.to_string()))?;
    root.present().map_err(|e| fail(e.to_string()))
}

// The depth plot of `simulate --plot`: share of positive-EV coups and mean edge when
// positive, against unseen cards, one line per bet.

type Series = Vec<(String, Vec<(f64, f64)>)>;

fn panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    title: &str,
    y_label: &str,
    data: &Series,
    x_max: f64,
) -> Result<(), String> {
    let ys = data.iter().flat_map(|(_, p)| p.iter().map(|q| q.1));
    let (lo, hi) = ys.fold((0.0f64, 0.0f64), |(a, b), y| (a.min(y), b.max(y)));
    let pad = ((hi - lo) * 0.05).max(1e-3);
    let mut chart = ChartBuilder::on(area)
        .caption(title, ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(60)
        .build_cartesian_2d(x_max..0.0, (lo - pad)..(hi + pad))
        .map_err(|e| e.to_string())?;
    chart
        .configure_mesh()
        .x_desc("unseen cards")
        .y_desc(y_label)
        .draw()
        .map_err(|e| e.to_string())?;
    for (i, (id, pts)) in data.iter().enumerate() {
        let colour = Palette99::pick(i).to_rgba();
        chart
            .draw_series(LineSeries::new(pts.iter().copied(), colour.stroke_width(2)))
            .map_err(|e| e.to_string())?
            .label(id.clone())
            .legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 18, y)], colour.stroke_width(2))
            });
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()
        .map_err(|e| e.to_string())?;
    Ok(())
}

/// Draws the plot of `report` into `file` (opened beforehand at `path`).
pub fn draw(report: &SimulateReport, mut file: File, path: &str) -> Result<(), CliError> {
    let x_max = report.full_shoe_cards();
    let share = report.share_series();
    let edge = report.edge_series();
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, 900)).into_drawing_area();
        let fail = |e: String| CliError::Runtime(format!("cannot draw plot '{path}': {e}"));
        root.fill(&WHITE).map_err(|e| fail(e.to_string()))?;
        let areas = root.split_evenly((2, 1));
        panel(
            &areas[0],
            "Coups with EV > 0",
            "share of coups (%)",
            &share,
            x_max,
        )
        .map_err(fail)?;
        panel(
            &areas[1],
            "Mean edge when EV > 0",
            "EV (% of stake)",
            &edge,
            x_max,
        )
        .map_err(fail)?;
        root.present().map_err(|e| fail(e.to_string()))?;
    }
    file.write_all(svg.as_bytes())
        .map_err(|e| CliError::Runtime(format!("cannot write plot '{path}': {e}")))
}

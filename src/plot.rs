//! Charts as SVG text from plain data series (feature `cli`): grouped bars and line panels.
//!
//! The functions take numbers and names only, so they know nothing of the questions whose
//! results they draw (`eor`, `simulate`); the front end turns a result into series. Every
//! chart puts its legend in a column to the right of the data, gives each series its own
//! colour, and fits its axes to the data. Text is written as SVG `<text>` (plotters' SVG
//! backend), so no system fonts are needed.
//!
//! A chart's tick labels are numbers: the caller says how its reader writes them
//! ([`TickText`], the `_in` functions), as the module knows no language; [`lines`] and
//! [`bars`] write them as plotters does, in English (`-200.0`, `+0.0123`).

use plotters::prelude::*;
use std::fmt;

/// A chart that could not be drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlotError(pub String);

impl fmt::Display for PlotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot draw the plot: {}", self.0)
    }
}

impl std::error::Error for PlotError {}

fn fail(e: impl fmt::Display) -> PlotError {
    PlotError(e.to_string())
}

/// One named series of (x, y) points, drawn as a line.
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    /// The name shown in the legend.
    pub name: String,
    /// The points, in drawing order.
    pub points: Vec<(f64, f64)>,
}

/// One panel of a line chart: a title, axis labels and its series.
#[derive(Debug, Clone, PartialEq)]
pub struct Panel {
    /// The panel's title.
    pub title: String,
    /// The x axis label.
    pub x_label: String,
    /// The y axis label.
    pub y_label: String,
    /// Whether x runs from right to left (e.g. unseen cards, which fall as a shoe is dealt).
    pub x_reversed: bool,
    /// The series.
    pub series: Vec<Series>,
}

/// How a chart's reader writes a number: given a tick label as plotters writes it in
/// English (`-200.0`, `1000.0`, `+0.0123`), the label in the reader's language
/// (`−200,0`, `1 000,0` in French). English is the text as it is.
pub type TickText<'a> = &'a dyn Fn(&str) -> String;

/// The English tick labels: plotters' text as it is.
fn english(text: &str) -> String {
    text.to_string()
}

/// A tick label of a line chart's axis: plotters' own English text for an `f64` axis,
/// then the reader's way.
fn tick(ticks: TickText, v: f64) -> String {
    let printer = plotters::data::float::FloatPrettyPrinter {
        allow_scientific: false,
        min_decimal: 1,
        max_decimal: 5,
    };
    ticks(&printer.print(v))
}

/// Eight colours told apart also by colour-blind readers (Okabe and Ito), then plotters'
/// 99-colour palette.
const COLOURS: [(u8, u8, u8); 8] = [
    (0, 114, 178),
    (213, 94, 0),
    (0, 158, 115),
    (204, 121, 167),
    (230, 159, 0),
    (86, 180, 233),
    (0, 0, 0),
    (240, 228, 66),
];

/// The colour of series `i`: distinct for the first 24 series of a chart (then repeating).
pub fn colour(i: usize) -> RGBColor {
    if let Some(&(r, g, b)) = COLOURS.get(i) {
        return RGBColor(r, g, b);
    }
    // Plotters' palette, less repeats and the colours above.
    let mut fresh: Vec<(u8, u8, u8)> = Vec::new();
    for k in 0..99 {
        let c = Palette99::pick(k).to_rgba();
        let c = (c.0, c.1, c.2);
        if !COLOURS.contains(&c) && !fresh.contains(&c) {
            fresh.push(c);
        }
    }
    let (r, g, b) = fresh[(i - COLOURS.len()) % fresh.len()];
    RGBColor(r, g, b)
}

/// The range `lo..hi` padded by 6% (at least `min_pad`), widened to hold `also`.
fn fit(values: impl Iterator<Item = f64>, also: Option<f64>, min_pad: f64) -> (f64, f64) {
    let start = also.map_or((f64::INFINITY, f64::NEG_INFINITY), |a| (a, a));
    let (lo, hi) = values
        .filter(|v| v.is_finite())
        .fold(start, |(lo, hi), v| (lo.min(v), hi.max(v)));
    if lo > hi {
        return (-1.0, 1.0);
    }
    let pad = ((hi - lo) * 0.06).max(min_pad);
    (lo - pad, hi + pad)
}

const LEGEND_WIDTH: u32 = 230;

/// Draws the legend in its own column: a swatch and the name of every series.
fn legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    names: &[&str],
    top: i32,
) -> Result<(), PlotError> {
    for (i, name) in names.iter().enumerate() {
        let y = top + 22 * i as i32;
        let c = colour(i);
        area.draw(&Rectangle::new([(8, y - 5), (24, y + 5)], c.filled()))
            .map_err(fail)?;
        area.draw(&Text::new(
            name.to_string(),
            (32, y - 7),
            ("sans-serif", 14).into_font(),
        ))
        .map_err(fail)?;
    }
    Ok(())
}

/// Draws grouped bars: one group per category (`categories` along x), one bar per series
/// (`values[j]` for category `j`; `None` leaves a gap). Returns the SVG text.
///
/// # Errors
/// [`PlotError`] when plotters fails.
pub fn bars(
    title: &str,
    categories: &[String],
    x_label: &str,
    y_label: &str,
    series: &[(String, Vec<Option<f64>>)],
) -> Result<String, PlotError> {
    bars_in(title, categories, (x_label, y_label), series, &english)
}

/// [`bars`] with the tick labels written the reader's way (`ticks`).
///
/// # Errors
/// [`PlotError`] when plotters fails.
pub fn bars_in(
    title: &str,
    categories: &[String],
    (x_label, y_label): (&str, &str),
    series: &[(String, Vec<Option<f64>>)],
    ticks: TickText,
) -> Result<String, PlotError> {
    let values = series.iter().flat_map(|(_, v)| v.iter().flatten().copied());
    // Bars grow from 0, so the axis holds 0.
    let (lo, hi) = fit(values, Some(0.0), 1e-9);
    let n = categories.len().max(1) as f64;
    let mut svg = String::new();
    {
        let root =
            SVGBackend::with_string(&mut svg, (1100 + LEGEND_WIDTH, 600)).into_drawing_area();
        root.fill(&WHITE).map_err(fail)?;
        let (data, side) = root.split_horizontally(1100);
        let mut chart = ChartBuilder::on(&data)
            .caption(title, ("sans-serif", 18))
            .margin(14)
            .x_label_area_size(40)
            .y_label_area_size(80)
            .build_cartesian_2d(-0.5f64..(n - 0.5), lo..hi)
            .map_err(fail)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(categories.len())
            .x_label_formatter(&|x| {
                let i = x.round();
                let near = (x - i).abs() < 1e-6 && i >= 0.0;
                let label = near.then(|| categories.get(i as usize)).flatten();
                label.cloned().unwrap_or_default()
            })
            .x_desc(x_label)
            .y_desc(y_label)
            .y_label_formatter(&|y| ticks(&format!("{y:+.4}")))
            .draw()
            .map_err(fail)?;
        let width = 0.8 / series.len().max(1) as f64;
        for (j, (_, v)) in series.iter().enumerate() {
            let c = colour(j);
            let bars = v.iter().enumerate().filter_map(|(i, x)| {
                let x0 = i as f64 - 0.4 + j as f64 * width;
                x.map(|y| Rectangle::new([(x0, 0.0), (x0 + width, y)], c.filled()))
            });
            chart.draw_series(bars).map_err(fail)?;
        }
        chart
            .draw_series(LineSeries::new([(-0.5, 0.0), (n - 0.5, 0.0)], BLACK))
            .map_err(fail)?;
        let names: Vec<&str> = series.iter().map(|(s, _)| s.as_str()).collect();
        legend(&side, &names, 60)?;
        root.present().map_err(fail)?;
    }
    Ok(svg)
}

/// Draws panels of lines one above the other, each with its legend on its right. Returns
/// the SVG text.
///
/// # Errors
/// [`PlotError`] when plotters fails.
pub fn lines(panels: &[Panel]) -> Result<String, PlotError> {
    lines_in(panels, &english)
}

/// [`lines`] with the tick labels written the reader's way (`ticks`): `−200,0` and
/// `1 000,0` in French.
///
/// # Errors
/// [`PlotError`] when plotters fails.
pub fn lines_in(panels: &[Panel], ticks: TickText) -> Result<String, PlotError> {
    let mut svg = String::new();
    {
        let height = 450 * panels.len().max(1) as u32;
        let root =
            SVGBackend::with_string(&mut svg, (900 + LEGEND_WIDTH, height)).into_drawing_area();
        root.fill(&WHITE).map_err(fail)?;
        for (p, area) in panels.iter().zip(root.split_evenly((panels.len(), 1))) {
            let (data, side) = area.split_horizontally(900);
            panel(&data, p, ticks)?;
            let names: Vec<&str> = p.series.iter().map(|s| s.name.as_str()).collect();
            legend(&side, &names, 50)?;
        }
        root.present().map_err(fail)?;
    }
    Ok(svg)
}

fn panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    p: &Panel,
    ticks: TickText,
) -> Result<(), PlotError> {
    let points = || p.series.iter().flat_map(|s| s.points.iter());
    let (x0, x1) = fit(points().map(|q| q.0), None, 0.5);
    let (y0, y1) = fit(points().map(|q| q.1), None, 1e-3);
    let x = if p.x_reversed { x1..x0 } else { x0..x1 };
    let mut chart = ChartBuilder::on(area)
        .caption(&p.title, ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(60)
        .build_cartesian_2d(x, y0..y1)
        .map_err(fail)?;
    chart
        .configure_mesh()
        .x_desc(p.x_label.as_str())
        .y_desc(p.y_label.as_str())
        .x_label_formatter(&|v| tick(ticks, *v))
        .y_label_formatter(&|v| tick(ticks, *v))
        .draw()
        .map_err(fail)?;
    for (i, s) in p.series.iter().enumerate() {
        let style = colour(i).stroke_width(2);
        let line = LineSeries::new(s.points.iter().copied(), style);
        chart.draw_series(line).map_err(fail)?;
        let dots = s
            .points
            .iter()
            .map(|&q| Circle::new(q, 3, colour(i).filled()));
        chart.draw_series(dots).map_err(fail)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_series_gets_its_own_colour() {
        let colours: Vec<RGBColor> = (0..24).map(colour).collect();
        for (i, a) in colours.iter().enumerate() {
            assert!(!colours[..i].contains(a), "series {i}");
        }
    }

    #[test]
    fn axes_fit_the_data() {
        assert_eq!(fit([2.0, 4.0].into_iter(), None, 0.0), (1.88, 4.12));
        // Bars hold 0.
        let (lo, hi) = fit([2.0, 4.0].into_iter(), Some(0.0), 0.0);
        assert!(lo < 0.0 && lo > -0.5 && hi > 4.0 && hi < 4.5);
    }

    #[test]
    fn ticks_are_written_by_the_callers_words_and_english_as_plotters_writes_them() {
        let panel = Panel {
            title: "t".into(),
            x_label: "x".into(),
            y_label: "y".into(),
            x_reversed: false,
            series: vec![Series {
                name: "s".into(),
                points: vec![(0.0, -200.0), (2000.0, 150.0)],
            }],
        };
        // The numbers among the SVG's texts: the ticks.
        let ticks = |svg: &str| -> Vec<String> {
            let texts = svg.split("<text").skip(1).filter_map(|t| t.split_once('>'));
            let texts =
                texts.map(|(_, rest)| rest.split('<').next().unwrap_or("").trim().to_string());
            let number = |t: &String| {
                t.chars()
                    .all(|c| c.is_ascii_digit() || ".,-\u{2212}".contains(c))
            };
            texts.filter(|t| !t.is_empty() && number(t)).collect()
        };
        let english = ticks(&lines(std::slice::from_ref(&panel)).unwrap());
        assert!(english.iter().any(|t| t.starts_with('-')), "{english:?}");
        assert!(english.iter().any(|t| t.len() >= 6), "{english:?}");
        assert!(
            english.iter().all(|t| t.contains('.')),
            "plotters' own: {english:?}"
        );
        // A French reader's numbers: the caller's words for every tick.
        let french = |t: &str| t.replace('-', "\u{2212}").replace('.', ",");
        let got = ticks(&lines_in(&[panel], &french).unwrap());
        let want: Vec<String> = english.iter().map(|t| french(t)).collect();
        assert_eq!(got, want);
        let bars_fr = bars_in(
            "b",
            &["A".into()],
            ("x", "y"),
            &[("s".into(), vec![Some(-0.5)])],
            &french,
        )
        .unwrap();
        let bar_ticks = ticks(&bars_fr);
        assert!(
            bar_ticks.iter().any(|t| t.starts_with("\u{2212}0,")),
            "{bar_ticks:?}"
        );
        assert!(
            bar_ticks.iter().all(|t| !t.contains(['-', '.'])),
            "{bar_ticks:?}"
        );
    }

    /// The x coordinate of the `<text>` element that writes `name`.
    fn legend_x(svg: &str, name: &str) -> f64 {
        let at = svg.find(name).unwrap();
        let tag = &svg[svg[..at].rfind("<text").unwrap()..at];
        let x = tag.split("x=\"").nth(1).unwrap().split('"').next().unwrap();
        x.parse().unwrap_or_else(|_| panic!("no x in {tag}"))
    }

    #[test]
    fn the_legend_sits_right_of_the_data() {
        let panel = Panel {
            title: "t".into(),
            x_label: "x".into(),
            y_label: "y".into(),
            x_reversed: true,
            series: vec![Series {
                name: "punto series".into(),
                points: vec![(10.0, 1.0), (400.0, 2.0)],
            }],
        };
        let svg = lines(&[panel]).unwrap();
        // The legend text starts right of the 900-pixel data column.
        assert!(legend_x(&svg, "punto series") > 900.0);
        let bars_svg = bars(
            "b",
            &["A".into()],
            "x",
            "y",
            &[("dragon".into(), vec![Some(1.0)])],
        );
        let bars_svg = bars_svg.unwrap();
        assert!(legend_x(&bars_svg, "dragon") > 1100.0);
    }
}

//! The per-coup logs of a shoe study (`simulate --coups`, `--deals`, `--bet-log`): their
//! formats and lines.

use super::simulate_report::Inputs;
use crate::logs::LogFormat;
use crate::simulate::{BetCoup, CoupRecord};
use serde::Serialize;

/// The files [`Simulation::trace_logs`](super::Simulation::trace_logs) writes, each with its format (absent: not written).
#[derive(Default)]
pub struct TraceLogs<'a> {
    /// Per-coup lines (`--coups`).
    pub coups: Option<(LogFormat, &'a mut dyn std::io::Write)>,
    /// The shoe log of the cards dealt (`--deals`).
    pub deals: Option<(LogFormat, &'a mut dyn std::io::Write)>,
    /// The bet log of the exact player and each count (`--bet-log`).
    pub bet_log: Option<(LogFormat, &'a mut dyn std::io::Write)>,
}

/// Writes coup records as CSV rows or JSON lines.
pub(super) struct CoupLines {
    pub(super) format: LogFormat,
    pub(super) bets: Vec<String>,
    /// Per count: its bet id, its number among its bet's counts (from 1) and its label.
    pub(super) counts: Vec<(String, usize, String)>,
}

impl CoupLines {
    pub(super) fn new(inputs: &Inputs, format: LogFormat) -> CoupLines {
        let counts = inputs
            .counts
            .iter()
            .enumerate()
            .map(|(j, c)| {
                let k = inputs.counts[..j].iter().filter(|d| d.bet == c.bet).count() + 1;
                (c.bet.clone(), k, super::simulate_report::count_label(c))
            })
            .collect();
        CoupLines {
            format,
            bets: inputs.bets.iter().map(|b| b.id.clone()).collect(),
            counts,
        }
    }

    pub(super) fn header(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        if self.format == LogFormat::JsonLines {
            return Ok(());
        }
        let mut cols: Vec<String> = ["shoe", "coup", "cards_seen", "cards_unseen"]
            .map(String::from)
            .to_vec();
        for id in &self.bets {
            cols.extend(["ev", "bet", "result"].map(|c| format!("{id}_{c}")));
        }
        for (id, k, _) in &self.counts {
            cols.extend(["rc", "tc", "bet"].map(|c| format!("{id}_count{k}_{c}")));
        }
        writeln!(out, "{}", cols.join(","))
    }

    pub(super) fn write(
        &self,
        r: &CoupRecord,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        let tc = |rc: i64| rc as f64 * 52.0 / r.unseen as f64;
        match self.format {
            LogFormat::Csv => {
                let mut row = format!("{},{},{},{}", r.shoe, r.coup, r.seen, r.unseen);
                for b in &r.bets {
                    row += &format!(",{},{},{}", b.ev, u8::from(b.bet), b.result);
                }
                for c in &r.counts {
                    row += &format!(",{},{},{}", c.running, tc(c.running), u8::from(c.bet));
                }
                writeln!(out, "{row}")
            }
            LogFormat::JsonLines => {
                let line = CoupLine {
                    shoe: r.shoe,
                    coup: r.coup,
                    cards_seen: r.seen,
                    cards_unseen: r.unseen,
                    bets: BetsLine(&self.bets, &r.bets),
                    counts: (self.counts.iter())
                        .zip(&r.counts)
                        .map(|((id, _, label), c)| CountLine {
                            id,
                            count: label,
                            rc: c.running,
                            tc: tc(c.running),
                            bet: c.bet,
                        })
                        .collect(),
                };
                serde_json::to_writer(&mut *out, &line)?;
                writeln!(out)
            }
        }
    }
}

/// One JSON line of per-coup output: its keys in the order of the CSV's columns (a struct,
/// where a `serde_json::Map` would sort them).
#[derive(Serialize)]
struct CoupLine<'a> {
    shoe: u64,
    coup: u32,
    cards_seen: u64,
    cards_unseen: u64,
    bets: BetsLine<'a>,
    counts: Vec<CountLine<'a>>,
}

/// The bets of a [`CoupLine`]: an object keyed by bet id, in the order of the bets.
struct BetsLine<'a>(&'a [String], &'a [BetCoup]);

impl Serialize for BetsLine<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        #[derive(Serialize)]
        struct One {
            ev: f64,
            bet: bool,
            result: f64,
        }
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (id, b) in self.0.iter().zip(self.1) {
            let one = One {
                ev: b.ev,
                bet: b.bet,
                result: b.result,
            };
            map.serialize_entry(id, &one)?;
        }
        map.end()
    }
}

/// One count of a [`CoupLine`].
#[derive(Serialize)]
struct CountLine<'a> {
    id: &'a str,
    count: &'a str,
    rc: i64,
    tc: f64,
    bet: bool,
}

//! The answer of `version` in words: its one table, and the plain form of one
//! `key: value` line each, for people and for `grep`.

use super::table::{Align, Table, Tabular};
use crate::api::VersionReport;

impl Tabular for VersionReport {
    fn tables(&self) -> Vec<Table> {
        let mut t = Table::new("Version", &[("item", Align::Left), ("value", Align::Left)]);
        for (k, v) in self.items() {
            t.rows.push(vec![k.into(), v.into()]);
        }
        vec![t]
    }
}

/// The plain form: `punto-banco 0.1.0`, then `commit: …`, `target: …`, `sha256: …`, each
/// on its own line.
pub fn version_text(r: &VersionReport) -> String {
    format!(
        "{} {}\ncommit: {}\ntarget: {}\nsha256: {}\n",
        r.tool, r.version, r.commit, r.target, r.sha256
    )
}

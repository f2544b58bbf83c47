//! `punto-banco version`: what a lab needs to match this binary to its source.
//!
//! Prints the crate version, the git commit it was built from, the target it was built for
//! and the SHA-256 of the running binary's own file, read once per process.

use crate::common::{emit, CliError, OutputFormat};
use punto_banco::report::{self, Align, Table, Tabular};
use sha2::{Digest, Sha256};
use std::io::Write;
use std::sync::OnceLock;

/// Print the version, commit, target and this binary's own SHA-256.
///
/// A test lab rebuilds the release binary from the source it reviewed (scripts/release,
/// see docs/report.md, "For test labs") and compares this SHA-256 with the one in the
/// build's SHA256SUMS and on the par sheets it received: the same digest means the same
/// binary. The digest is of the file the running process was started from.
///
/// Example:
///   punto-banco version
///   punto-banco version --format json
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {}

/// The target triple the binary was built for (set by `build.rs`).
pub const TARGET: &str = env!("PUNTO_BANCO_TARGET");

/// The lowercase hex SHA-256 (64 digits) of the running binary's file, computed on first use
/// and kept for the life of the process; `unknown` when the file cannot be read.
pub fn binary_sha256() -> &'static str {
    static DIGEST: OnceLock<String> = OnceLock::new();
    DIGEST.get_or_init(|| {
        let digest = std::env::current_exe().and_then(|path| {
            let mut file = std::fs::File::open(path)?;
            let mut hasher = Sha256::new();
            std::io::copy(&mut file, &mut hasher)?;
            Ok(hasher.finalize())
        });
        match digest {
            Ok(d) => d.iter().map(|b| format!("{b:02x}")).collect(),
            Err(_) => "unknown".into(),
        }
    })
}

/// The answer of `version`: its JSON document and its one table.
#[derive(Debug, serde::Serialize)]
struct VersionReport {
    /// `punto-banco`.
    tool: &'static str,
    /// The crate version.
    version: &'static str,
    /// The git commit (12 hex digits) or `unknown`.
    commit: &'static str,
    /// The target triple.
    target: &'static str,
    /// The SHA-256 of the running binary.
    sha256: &'static str,
}

impl Tabular for VersionReport {
    fn tables(&self) -> Vec<Table> {
        let mut t = Table::new("Version", &[("item", Align::Left), ("value", Align::Left)]);
        for (k, v) in [
            ("tool", self.tool),
            ("version", self.version),
            ("commit", self.commit),
            ("target", self.target),
            ("sha256", self.sha256),
        ] {
            t.rows.push(vec![k.into(), v.into()]);
        }
        vec![t]
    }
}

pub fn run(_: &Args, format: OutputFormat, out: &mut dyn Write) -> Result<(), CliError> {
    let r = VersionReport {
        tool: report::TOOL,
        version: report::VERSION,
        commit: report::COMMIT,
        target: TARGET,
        sha256: binary_sha256(),
    };
    if format == OutputFormat::Table {
        // The plain form, one `key: value` line each, for people and for `grep`.
        writeln!(out, "{} {}", r.tool, r.version)?;
        writeln!(out, "commit: {}", r.commit)?;
        writeln!(out, "target: {}", r.target)?;
        writeln!(out, "sha256: {}", r.sha256)?;
        return Ok(());
    }
    emit("version", &r, format, out)
}

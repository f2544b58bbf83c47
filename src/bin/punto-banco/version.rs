//! `punto-banco version`: what a lab needs to match this binary to its source.
//!
//! Prints the crate version, the git commit it was built from, the target it was built for
//! and the SHA-256 of the running binary's own file, read once per process.

use crate::common::{emit, CliError, Out, OutputFormat};
use punto_banco::api::VersionReport;
use punto_banco::report;
use std::io::Write;

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

pub fn run(_: &Args, format: OutputFormat, out: &mut Out) -> Result<(), CliError> {
    let r = VersionReport::of_this_program();
    if format == OutputFormat::Table {
        return Ok(out.write_all(report::version_text(&r).as_bytes())?);
    }
    emit("version", &r, format, out)
}

//! The tool that made a report, named the same way in every format.

/// The program's name.
pub const TOOL: &str = "punto-banco";

/// The crate version, e.g. `0.1.0`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The git commit the program was built from: 12 hex digits, or `unknown` when it was built
/// outside a git checkout (set at build time by `build.rs`).
pub const COMMIT: &str = env!("PUNTO_BANCO_COMMIT");

/// The tool, version and commit in the one form every report uses:
/// `punto-banco 0.1.0 (commit 0123456789ab)`.
///
/// # Examples
/// ```
/// let id = punto_banco::report::tool_id();
/// assert!(id.starts_with(&format!("punto-banco {} (commit ", env!("CARGO_PKG_VERSION"))));
/// ```
pub fn tool_id() -> String {
    format!("{TOOL} {VERSION} (commit {COMMIT})")
}

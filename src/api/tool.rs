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

/// The target triple the program was built for (set at build time by `build.rs`).
pub const TARGET: &str = env!("PUNTO_BANCO_TARGET");

/// The lowercase hex SHA-256 (64 digits) of the running program's file, computed on first
/// use and kept for the life of the process; `unknown` when the file cannot be read.
pub fn binary_sha256() -> &'static str {
    use sha2::{Digest, Sha256};
    static DIGEST: std::sync::OnceLock<String> = std::sync::OnceLock::new();
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

/// What a lab needs to match a running program to its source: the answer of `version`.
#[derive(Debug, Clone, serde::Serialize)]
pub struct VersionReport {
    /// `punto-banco`.
    pub tool: &'static str,
    /// The crate version.
    pub version: &'static str,
    /// The git commit (12 hex digits) or `unknown`.
    pub commit: &'static str,
    /// The target triple.
    pub target: &'static str,
    /// The SHA-256 of the running program's file ([`binary_sha256`]).
    pub sha256: &'static str,
}

impl VersionReport {
    /// The report of the running program.
    pub fn of_this_program() -> VersionReport {
        VersionReport {
            tool: TOOL,
            version: VERSION,
            commit: COMMIT,
            target: TARGET,
            sha256: binary_sha256(),
        }
    }

    /// Each item with its value, in order: tool, version, commit, target, sha256.
    pub fn items(&self) -> [(&'static str, &'static str); 5] {
        [
            ("tool", self.tool),
            ("version", self.version),
            ("commit", self.commit),
            ("target", self.target),
            ("sha256", self.sha256),
        ]
    }
}

//! Helpers shared by the integration tests.
//!
//! The tolerance policy is the library's, written once in `punto_banco::reference` (the par
//! sheet judges the same corpus with it).

use assert_cmd::Command;
use num_rational::BigRational;
use punto_banco::parse_ratio;
use serde::de::DeserializeOwned;

/// Parses an exact number written in the corpus (`"8"`, `"31/415"`, `"-0.0000435175"`).
///
/// # Panics
/// If the text is not a number: the corpus itself is broken.
pub fn ratio(text: &str) -> BigRational {
    parse_ratio(text).unwrap_or_else(|| panic!("'{text}' is not an exact number"))
}

/// Every built-in bet (`builtin_ids`, in its order) under `rules`: the one copy of "all
/// bets" that the engine, property, mid-coup and fuzz-regression tests share.
pub fn all_bets(rules: &punto_banco::Rules) -> Vec<punto_banco::Bet> {
    punto_banco::builtin_ids()
        .into_iter()
        .map(|id| punto_banco::builtin(id, rules).expect("every listed id builds"))
        .collect()
}

/// The binary, with tables on one line per row (`COLUMNS` unset, as in a pipe).
pub fn pb() -> Command {
    let mut cmd = Command::cargo_bin("punto-banco").expect("binary built");
    cmd.env_remove("COLUMNS");
    cmd
}

/// Runs a command that must succeed and returns its stdout.
pub fn ok(args: &[&str]) -> String {
    let out = pb().args(args).output().expect("runs");
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// Runs a command with `--format json` that must succeed and parses its document.
pub fn json<T: DeserializeOwned>(args: &[&str]) -> T {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    let text = ok(&all);
    assert!(text.ends_with("}\n"), "JSON ends with a newline: {args:?}");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{args:?}: {e}\n{text}"))
}

/// Replaces what changes from build to build but not with the format or the language: the
/// crate version, the commit and SHA-256 digests (snapshots and `--lang` tests).
pub fn redact(text: &str) -> String {
    let text = text
        .replace(env!("CARGO_PKG_VERSION"), "[version]")
        .replace(punto_banco::report::COMMIT, "[commit]");
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(i) = rest.find(|c: char| c.is_ascii_hexdigit()) {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        let run = rest
            .find(|c: char| !c.is_ascii_hexdigit())
            .unwrap_or(rest.len());
        out.push_str(if run == 64 { "[sha256]" } else { &rest[..run] });
        rest = &rest[run..];
    }
    out.push_str(rest);
    out
}

//! Embeds the git commit the crate is built from, so every report can name it.
//!
//! `PUNTO_BANCO_COMMIT` is set for the crate to the first 12 hex digits of `HEAD`, or to
//! `unknown` outside a git checkout (a published crate, a source archive) or without git.
//! A value already in the environment wins, for builds from an archive that know their commit.
//! `PUNTO_BANCO_TARGET` is the target triple, for `punto-banco version`.

use std::path::Path;
use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8(out.stdout).ok())
        .flatten()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
}

/// Asks cargo to run this again when `path` (a file git keeps HEAD or a branch in) changes.
/// Only existing files are named: a missing one would make cargo rebuild every time.
fn watch(path: Option<String>) {
    if let Some(p) = path.filter(|p| Path::new(p).exists()) {
        println!("cargo:rerun-if-changed={p}");
    }
}

fn main() {
    println!("cargo:rerun-if-env-changed=PUNTO_BANCO_COMMIT");
    println!("cargo:rerun-if-changed=build.rs");
    let commit = std::env::var("PUNTO_BANCO_COMMIT")
        .ok()
        .filter(|c| !c.is_empty())
        .or_else(|| {
            let c = git(&["rev-parse", "--short=12", "HEAD"])?;
            watch(git(&[
                "rev-parse",
                "--path-format=absolute",
                "--git-path",
                "HEAD",
            ]));
            if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
                watch(git(&[
                    "rev-parse",
                    "--path-format=absolute",
                    "--git-path",
                    &branch,
                ]));
            }
            watch(git(&[
                "rev-parse",
                "--path-format=absolute",
                "--git-path",
                "packed-refs",
            ]));
            Some(c)
        })
        .unwrap_or_else(|| "unknown".into());
    println!("cargo:rustc-env=PUNTO_BANCO_COMMIT={commit}");
    // The target triple, for `punto-banco version` (cargo sets TARGET for build scripts).
    let target = std::env::var("TARGET").unwrap_or_else(|_| "unknown".into());
    println!("cargo:rustc-env=PUNTO_BANCO_TARGET={target}");
}

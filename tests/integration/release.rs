//! The release build is reproducible: two copies of the source in different folders, built
//! by `scripts/release` with one shared target folder (the dependencies built once, the
//! crate itself rebuilt from each copy), give the same binary, byte for byte.
//!
//! Two release builds of the crate: minutes on a 2-core machine, so the test is ignored by
//! a plain `cargo test` and run by CI (`.ci/run`:
//! `cargo test --test integration release:: -- --ignored`). The shared target folder is
//! `target/release-build`, the one `scripts/release` uses by default, so that the
//! dependencies build once for both.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The files of the source tree: tracked and new files, as git lists them (no target/).
fn source_files(root: &Path) -> Vec<PathBuf> {
    let out = Command::new("git")
        .args([
            "ls-files",
            "-z",
            "--cached",
            "--others",
            "--exclude-standard",
        ])
        .current_dir(root)
        .output()
        .expect("git runs");
    assert!(out.status.success(), "git ls-files");
    out.stdout
        .split(|&b| b == 0)
        .filter(|p| !p.is_empty())
        .map(|p| PathBuf::from(String::from_utf8(p.to_vec()).expect("UTF-8 paths")))
        .filter(|p| root.join(p).is_file())
        .collect()
}

fn copy_source(root: &Path, files: &[PathBuf], to: &Path) {
    for f in files {
        let dest = to.join(f);
        std::fs::create_dir_all(dest.parent().unwrap()).unwrap();
        std::fs::copy(root.join(f), &dest).unwrap();
    }
}

/// Builds the binary from `source` with `scripts/release --binary-only` and returns the
/// SHA-256 line it wrote.
fn build(source: &Path, target: &Path, out: &Path) -> String {
    let status = Command::new("bash")
        .arg(source.join("scripts/release"))
        .args(["--binary-only", "--out"])
        .arg(out)
        .env("CARGO_TARGET_DIR", target)
        // Outside git (a copy): the commit a lab would give for its archive.
        .env("PUNTO_BANCO_COMMIT", punto_banco::report::COMMIT)
        .env("SOURCE_DATE_EPOCH", "315532800")
        .current_dir(source)
        .status()
        .expect("scripts/release runs");
    assert!(status.success(), "scripts/release in {}", source.display());
    std::fs::read_to_string(out.join("SHA256SUMS")).expect("SHA256SUMS written")
}

#[test]
#[ignore = "two release builds of the crate; run by .ci/run with --ignored"]
fn two_copies_of_the_source_build_the_same_binary() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = source_files(root);
    let temp = tempfile::tempdir().unwrap();
    let (a, b) = (temp.path().join("first"), temp.path().join("second-copy"));
    copy_source(root, &files, &a);
    copy_source(root, &files, &b);
    let target = root.join("target/release-build");
    let sums_a = build(&a, &target, &temp.path().join("out-a"));
    let sums_b = build(&b, &target, &temp.path().join("out-b"));
    assert_eq!(sums_a, sums_b, "the same SHA-256 from both folders");
    let line = sums_a.lines().next().expect("a line");
    let (digest, name) = line.split_once("  ").expect("sha256sum's format");
    assert_eq!(digest.len(), 64);
    assert!(name.starts_with("punto-banco-"), "{name}");
    // The binary knows its own digest.
    let out = Command::new(temp.path().join("out-a").join(name))
        .arg("version")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains(&format!("sha256: {digest}")), "{text}");
    // No folder of the build is left in the binary.
    let bytes = std::fs::read(temp.path().join("out-a").join(name)).unwrap();
    for folder in [&a, &b, &target] {
        let f = folder.to_string_lossy();
        assert!(
            !bytes.windows(f.len()).any(|w| w == f.as_bytes()),
            "{f} appears in the binary"
        );
    }
}

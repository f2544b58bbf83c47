//! The source walker the source-reading tests share (test build only): the layer test
//! (`src/layers.rs`) and the typed-error test ([`typed`](super::typed)) read the same
//! files in the same order. It sits in `error`, at the bottom layer, so both may import it.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, sorted by path, skipping the directories named in `skip`
/// (e.g. `bin`, the front end's own crate).
pub(crate) fn rust_files(dir: &Path, skip: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    walk(dir, skip, &mut out);
    out
}

fn walk(dir: &Path, skip: &[&str], out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the source folder is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            if path
                .file_name()
                .is_some_and(|n| !skip.iter().any(|s| n == *s))
            {
                walk(&path, skip, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::rust_files;
    use std::path::Path;

    #[test]
    fn the_walker_finds_every_rust_file_but_the_skipped_folders_in_order() {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let rel = |skip: &[&str]| -> Vec<String> {
            rust_files(&src, skip)
                .iter()
                .map(|p| p.strip_prefix(&src).unwrap().to_string_lossy().into_owned())
                .collect()
        };
        let all = rel(&[]);
        let library = rel(&["bin"]);
        assert!(all.contains(&"lib.rs".into()) && all.contains(&"error/sources.rs".into()));
        assert!(all.iter().any(|f| f.starts_with("bin/")));
        assert!(!library.iter().any(|f| f.starts_with("bin/")));
        // The same order every time (each folder's entries sorted).
        assert_eq!(library, rel(&["bin"]));
    }
}

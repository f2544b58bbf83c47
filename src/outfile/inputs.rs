//! No output of a run overwrites one of its inputs: each output path is compared with each
//! input file by identity (device and inode, symlinks followed), so a symlink, a hard link
//! or another spelling of the input's path (`./a.csv`, `/dev/stdin` redirected from it) is
//! caught as well as the same name.

use super::OutputError;
use std::fs;
use std::os::unix::fs::MetadataExt;

/// A file a run reads, named by the option that gave it: `(flag, path)`, e.g.
/// `("--shoe-log", "sess.json")`.
pub type NamedInput<'a> = (&'a str, &'a str);

/// The identity of the file at `path` (symlinks followed): its device and inode, when
/// it exists.
fn identity(path: &str) -> Option<(u64, u64)> {
    fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

/// Refuses an output (`(flag, path)`, absent when not given) that is one of the run's
/// `inputs`, before any work: an output that exists as a regular file is compared with
/// every input file by identity (device and inode, so a symlink or a hard
/// link to an input is the input). An output that does not exist yet, or is a device or a
/// FIFO (written in place, never replaced), overwrites no input.
///
/// # Errors
/// Invalid input ([`OutputError::is_input`]) naming both options and both paths.
///
/// # Examples
/// ```
/// use punto_banco::outfile::not_an_input;
///
/// let dir = tempfile::tempdir()?;
/// let log = dir.path().join("shoes.csv");
/// std::fs::write(&log, "shoe,coup,punto,banco,burn\n")?;
/// let log = log.to_str().unwrap();
/// let e = not_an_input(&[("--output", Some(log))], &[("--shoe-log", log)]).unwrap_err();
/// assert!(e.is_input() && e.to_string().starts_with("--output '"));
/// let other = dir.path().join("audit.csv");
/// not_an_input(&[("--output", other.to_str())], &[("--shoe-log", log)])?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn not_an_input(
    outputs: &[(&str, Option<&str>)],
    inputs: &[NamedInput<'_>],
) -> Result<(), OutputError> {
    let read: Vec<((u64, u64), &NamedInput<'_>)> = inputs
        .iter()
        .filter_map(|i| identity(i.1).map(|id| (id, i)))
        .collect();
    for (flag, path) in outputs {
        let Some(path) = path else { continue };
        let Ok(m) = fs::metadata(path) else { continue };
        if !m.is_file() {
            continue;
        }
        let id = (m.dev(), m.ino());
        if let Some((_, (in_flag, in_path))) = read.iter().find(|(i, _)| *i == id) {
            return Err(OutputError::input(format!(
                "{flag} '{path}' names the same file as the input {in_flag} '{in_path}'; an \
                 output never overwrites an input of its run: give {flag} another file"
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    fn refused(out: &std::path::Path, input: &std::path::Path) -> bool {
        let (out, input) = (out.to_str().unwrap(), input.to_str().unwrap());
        not_an_input(&[("--output", Some(out))], &[("--rules", input)]).is_err()
    }

    #[test]
    fn the_same_file_by_name_symlink_or_hard_link_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("r.json");
        fs::write(&input, "{}").unwrap();
        let link = dir.path().join("link.json");
        symlink("r.json", &link).unwrap();
        let hard = dir.path().join("hard.json");
        fs::hard_link(&input, &hard).unwrap();
        assert!(refused(&input, &input));
        assert!(refused(&link, &input));
        assert!(refused(&input, &link));
        assert!(refused(&hard, &input));
        assert!(refused(&dir.path().join(".").join("r.json"), &input));
        let e = not_an_input(
            &[("--plot", hard.to_str())],
            &[("--bets-file", input.to_str().unwrap())],
        )
        .unwrap_err()
        .to_string();
        assert!(
            e.contains("--plot '") && e.contains("hard.json") && e.contains("--bets-file '"),
            "{e}"
        );
        assert_eq!(fs::read(&input).unwrap(), b"{}", "nothing written");
    }

    #[test]
    fn another_file_a_new_file_or_a_missing_input_is_not_refused() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("r.json");
        fs::write(&input, "{}").unwrap();
        let other = dir.path().join("o.json");
        fs::write(&other, "{}").unwrap();
        assert!(!refused(&other, &input));
        assert!(!refused(&dir.path().join("new.json"), &input));
        assert!(!refused(&other, &dir.path().join("missing.json")));
        not_an_input(&[("--output", None)], &[("--rules", "r.json")]).unwrap();
    }
}

//! Every subcommand renders every format.

use super::*;

#[test]
fn every_subcommand_renders_every_format() {
    let commands: [&[&str]; 7] = [
        &["odds", "--decks", "2"],
        &["ev", "--decks", "2"],
        &["rules", "gold"],
        &["rules", "--list"],
        &["compare", "--decks", "2", "--rules", "standard,gold"],
        &["bets", "--bets", "main"],
        &["odds", "--decks", "2", "--detail", "--bets", "all"],
    ];
    for cmd in commands {
        for format in ["table", "json", "csv", "markdown"] {
            let out = ok(&[cmd, &["--format", format]].concat());
            match format {
                "table" => assert!(out.contains("+--") && out.contains("| "), "{cmd:?}\n{out}"),
                "json" => {
                    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
                    assert!(v.is_object(), "{cmd:?}");
                }
                "csv" => assert!(out.lines().all(|l| !l.starts_with('+')) && out.contains("\r\n")),
                _ => assert!(
                    out.contains("| --- |") || out.contains("| --- | ---:"),
                    "{cmd:?}\n{out}"
                ),
            }
        }
        bad(&[cmd, &["--format", "html"]].concat(), &["html"]);
    }
}

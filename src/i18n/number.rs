//! Numbers written the language's way, from typed values: digit groups (`,` in English,
//! `.` in Italian, U+202F in French, U+00A0 in Russian), the decimal sign, the space
//! before `%` (none in English and Italian, U+202F in French, U+00A0 in Russian), the
//! minus sign (the hyphen in English and Italian, U+2212 in French and Russian, whose
//! typography sets a negative number with the minus sign: `−7,8529 %`) and the sign
//! between the ends of a range (the hyphen in English and Italian, the en dash U+2013 in
//! French and Russian: `0–5`). The spaces are no-break spaces, so a number never breaks
//! across lines. Exact fractions (`-7/8`) are the machine form, copied into programs as
//! JSON holds them: they are never written here and keep the ASCII hyphen in every
//! language.

use super::Lang;
use num_bigint::BigUint;

/// How a language writes a decimal number (served to the tracker page with its messages).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Numbers {
    /// Between the units and the decimals (`.`, `,`).
    pub decimal: &'static str,
    /// Between groups of three digits (`,`, `.`, U+202F, U+00A0).
    pub group: &'static str,
    /// Between a number and its `%` (empty, U+202F, U+00A0).
    pub before_percent: &'static str,
    /// The sign of a negative number (`-`, U+2212). A `+` is `+` in every language.
    pub minus: &'static str,
    /// Between the two ends of a range of values (`0-5`, `0–5` with U+2013).
    pub range: &'static str,
}

impl Lang {
    /// How this language writes numbers: `-1,000.5`, `90%` and `0-5` in English,
    /// `-1.000,5`, `90%` and `0-5` in Italian, `−1 000,5`, `90 %` and `0–5` in French
    /// (U+2212, U+202F, U+2013) and Russian (U+2212, U+00A0, U+2013).
    pub fn numbers(self) -> Numbers {
        let (decimal, group, before_percent, minus, range) = match self {
            Lang::En => (".", ",", "", "-", "-"),
            Lang::It => (",", ".", "", "-", "-"),
            Lang::Fr => (",", "\u{202F}", "\u{202F}", "\u{2212}", "\u{2013}"),
            Lang::Ru => (",", "\u{A0}", "\u{A0}", "\u{2212}", "\u{2013}"),
        };
        Numbers {
            decimal,
            group,
            before_percent,
            minus,
            range,
        }
    }

    /// A range of values from `from` to `to`, the language's way: `0-5`, `0–5`.
    pub fn range(self, from: impl std::fmt::Display, to: impl std::fmt::Display) -> String {
        format!("{from}{}{to}", self.numbers().range)
    }

    /// `text` (a number's sign and digits, as Rust writes it: `-12`) with the language's
    /// minus sign; any other text (a lone `-` for "none") as it is.
    pub fn signed(self, text: &str) -> String {
        match text.strip_prefix('-') {
            Some(rest) if rest.starts_with(|c: char| c.is_ascii_digit()) => {
                format!("{}{rest}", self.numbers().minus)
            }
            _ => text.to_string(),
        }
    }

    /// `digits` (ASCII digits only) in groups of three, the language's way.
    pub fn group_digits(self, digits: &str) -> String {
        let sep = self.numbers().group;
        let mut out = String::with_capacity(digits.len() + digits.len() / 3 * sep.len());
        for (i, ch) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(sep);
            }
            out.push(ch);
        }
        out
    }

    /// A count, digit-grouped: `4,998,398,275,503,360`, `4 998 398 275 503 360`.
    pub fn int(self, n: &BigUint) -> String {
        self.group_digits(&n.to_string())
    }

    /// `x` to `places` decimals with the language's decimal sign (`0,4586`).
    pub fn decimal(self, x: f64, places: usize) -> String {
        self.localize_number(&format!("{x:.places$}"))
    }

    /// `x` percent to `places` decimals: `1.0579%`, `1,0579 %` (no-break space in French
    /// and Russian).
    pub fn percent(self, x: f64, places: usize) -> String {
        self.localize_number(&format!("{x:.places$}%"))
    }

    /// One number as this program writes it in English (`-1.0579%`, `0.4586`,
    /// `1,372,227,328`, `+2.9e-6`), the language's way (`−1,0579 %`, `+2,9e−6` in French).
    /// Only for the text of a number cell or a number just formatted: the text must be
    /// that number alone.
    pub fn localize_number(self, en: &str) -> String {
        if self == Lang::En {
            return en.to_string();
        }
        let n = self.numbers();
        let mut out = String::with_capacity(en.len() + 4);
        let (body, percent) = match en.strip_suffix('%') {
            Some(b) => (b, true),
            None => (en, false),
        };
        let (sign, digits) = match body.find(|c: char| c.is_ascii_digit()) {
            Some(i) => body.split_at(i),
            None => return en.to_string(),
        };
        out.push_str(&sign.replace('-', n.minus));
        let (int, rest) = digits
            .find(['.', 'e'])
            .map_or((digits, ""), |i| digits.split_at(i));
        out.push_str(&self.group_digits(&int.replace(',', "")));
        for c in rest.chars() {
            match c {
                '.' => out.push_str(n.decimal),
                '-' => out.push_str(n.minus),
                c => out.push(c),
            }
        }
        if percent {
            out.push_str(n.before_percent);
            out.push('%');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_use_no_break_spaces_where_the_language_puts_spaces() {
        let n: BigUint = "4998398275503360".parse().unwrap();
        assert_eq!(Lang::En.int(&n), "4,998,398,275,503,360");
        assert_eq!(Lang::It.int(&n), "4.998.398.275.503.360");
        assert_eq!(
            Lang::Fr.int(&n),
            "4\u{202F}998\u{202F}398\u{202F}275\u{202F}503\u{202F}360"
        );
        assert_eq!(
            Lang::Ru.int(&n),
            "4\u{A0}998\u{A0}398\u{A0}275\u{A0}503\u{A0}360"
        );
        assert_eq!(Lang::Fr.percent(-1.23456, 4), "\u{2212}1,2346\u{202F}%");
        assert_eq!(Lang::Ru.percent(12.5, 1), "12,5\u{A0}%");
        assert_eq!(Lang::It.percent(12.5, 1), "12,5%");
        assert_eq!(Lang::Ru.decimal(0.5, 3), "0,500");
    }

    /// French and Russian typography set a negative number with the minus sign U+2212, not
    /// the hyphen (what the French and Russian readers of issue 38 marked); English and
    /// Italian keep the hyphen-minus. A `+` is `+` everywhere.
    const MINUS: [(Lang, &str, &str, &str, &str); 4] = [
        (Lang::En, "-0.012864", "-7.8529%", "-1,234.5", "+2.9e-6"),
        (Lang::It, "-0,012864", "-7,8529%", "-1.234,5", "+2,9e-6"),
        (
            Lang::Fr,
            "\u{2212}0,012864",
            "\u{2212}7,8529\u{202F}%",
            "\u{2212}1\u{202F}234,5",
            "+2,9e\u{2212}6",
        ),
        (
            Lang::Ru,
            "\u{2212}0,012864",
            "\u{2212}7,8529\u{A0}%",
            "\u{2212}1\u{A0}234,5",
            "+2,9e\u{2212}6",
        ),
    ];

    #[test]
    fn a_negative_number_takes_the_languages_minus_sign_and_a_plus_stays() {
        for (lang, decimal, percent, grouped, scientific) in MINUS {
            assert_eq!(lang.decimal(-0.012864, 6), decimal, "{lang}");
            assert_eq!(lang.percent(-7.85291, 4), percent, "{lang}");
            assert_eq!(lang.localize_number("-1,234.5"), grouped, "{lang}");
            assert_eq!(lang.localize_number("+2.9e-6"), scientific, "{lang}");
            assert_eq!(lang.localize_number("+1.5%").chars().next(), Some('+'));
            assert_eq!(lang.signed("-12"), format!("{}12", lang.numbers().minus));
            // A lone "-" (nothing there) is no number.
            assert_eq!(lang.signed("-"), "-");
            assert_eq!(lang.signed("12"), "12");
        }
        // One column wide in a terminal, as the hyphen is (a table's widths hold).
        assert_eq!(Lang::Fr.decimal(-0.5, 1).chars().count(), "-0.5".len());
    }

    #[test]
    fn a_negative_number_in_a_message_takes_the_languages_minus_sign() {
        use crate::i18n::Arg;
        // `decks` is "{ $decks } jeux" in French: a plain number and a count alike.
        for (lang, sign) in [
            (Lang::It, "-"),
            (Lang::Fr, "\u{2212}"),
            (Lang::Ru, "\u{2212}"),
        ] {
            let plain = lang.msg("decks", &[("decks", Arg::plain(-3))]);
            assert!(plain.starts_with(&format!("{sign}3 ")), "{lang}: {plain}");
            let range = [
                ("low", Arg::Percent(-3.71, 2)),
                ("high", Arg::Percent(6.18, 2)),
            ];
            let text = lang.msg("m-range", &range);
            assert!(text.contains(&format!("{sign}3,71")), "{lang}: {text}");
        }
        assert!(Lang::En
            .msg("decks", &[("decks", Arg::plain(-3))])
            .starts_with("-3 "));
    }

    #[test]
    fn a_range_takes_an_en_dash_in_french_and_russian() {
        let want = [
            (Lang::En, "0-5"),
            (Lang::It, "0-5"),
            (Lang::Fr, "0\u{2013}5"),
            (Lang::Ru, "0\u{2013}5"),
        ];
        for (lang, range) in want {
            assert_eq!(lang.range(0, 5), range, "{lang}");
        }
    }
}

//! The `--plot` charts (`eor`, `simulate`, `review`, `promo loss-rebate`) in the language of
//! `--lang`: titles, axis labels and legends in the language's words, tick numbers with its
//! decimal sign and minus; English as the charts have always been written.

use crate::util::{ok, pb};
use punto_banco::i18n::{message_ids_in, Lang, UsedMessages};

/// The texts of an SVG chart, in order, each once (entities unescaped).
fn texts(svg: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for part in svg.split("<text").skip(1) {
        let Some((_, rest)) = part.split_once('>') else {
            continue;
        };
        let t = rest.split('<').next().unwrap_or("").trim();
        let t = t
            .replace("&apos;", "'")
            .replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&");
        if !t.is_empty() && !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

/// The tick labels among a chart's texts: numbers alone (digits, signs, separators).
fn ticks(texts: &[String]) -> Vec<&String> {
    let number = |t: &String| {
        t.chars().any(|c| c.is_ascii_digit())
            && t.chars()
                .all(|c| c.is_ascii_digit() || ".,+-\u{2212}\u{a0}\u{202f}".contains(c))
    };
    texts.iter().filter(|t| number(t)).collect()
}

/// Each chart's words as a reader of the language expects them: the title (or a part of
/// it), the axis labels and a legend; English's are the words the charts always had.
fn words(lang: Lang, chart: &str) -> &'static [&'static str] {
    match (lang, chart) {
        (Lang::En, "eor") => &[
            "Effect of removing one card: EV change in % of a unit bet (416 cards, rules standard)",
            "rank removed",
            "EV change, % of unit bet",
            "Égalité (tie)",
        ],
        (Lang::It, "eor") => &[
            "Effetto della rimozione di una carta: variazione del VA",
            "valore della carta rimossa",
            "variazione del VA, % di una puntata unitaria",
            "Égalité (pareggio)",
        ],
        (Lang::Fr, "eor") => &[
            "Effet du retrait d'une carte\u{a0}: variation de l'EV",
            "valeur de la carte retirée",
            "variation de l'EV, en % d'une mise unitaire",
            "Égalité",
        ],
        (Lang::Ru, "eor") => &[
            "Эффект удаления одной карты: изменение МО",
            "достоинство удалённой карты",
            "изменение МО, % от единичной ставки",
            "Égalité (ничья)",
        ],
        (Lang::En, "simulate") => &[
            "Coups with EV > 0",
            "unseen cards",
            "share of coups (%)",
            "Mean edge when EV > 0",
            "EV (% of stake)",
            "Mean EV by true count",
            "true count",
            "dragon_7",
        ],
        (Lang::It, "simulate") => &[
            "Colpi con VA > 0",
            "carte non viste",
            "quota dei colpi (%)",
            "Vantaggio medio quando il VA è positivo",
            "VA (% della posta)",
            "VA medio per conteggio vero",
            "conteggio vero",
            "Dragon 7",
        ],
        (Lang::Fr, "simulate") => &[
            "Coups où l'EV est positive",
            "cartes non vues",
            "part des coups (%)",
            "Avantage moyen quand l'EV est positive",
            "EV (% de la mise)",
            "EV moyenne selon le compte réel",
            "compte réel",
            "Dragon 7",
        ],
        (Lang::Ru, "simulate") => &[
            "Раздачи с МО > 0",
            "число невидимых карт",
            "доля раздач, %",
            "Среднее преимущество при МО > 0",
            "МО, % от суммы ставки",
            "Среднее МО по истинному счёту",
            "истинный счёт",
            "Dragon 7",
        ],
        (Lang::En, "review") => &[
            "exact: exact EV before each coup",
            "exact: stake on each coup",
            "EV (% of stake)",
            "stake",
            "coup of the shoes played, in order",
            "dragon_7",
        ],
        (Lang::It, "review") => &[
            "exact: VA esatto prima di ogni colpo",
            "exact: posta su ogni colpo",
            "VA (% della posta)",
            "posta",
            "colpi dei sabot giocati, in ordine",
            "Dragon 7",
        ],
        (Lang::Fr, "review") => &[
            "exact\u{a0}: espérance exacte avant chaque coup",
            "exact\u{a0}: mise sur chaque coup",
            "espérance (% de la mise)",
            "mise",
            "coups des sabots joués, dans l'ordre",
            "Dragon 7",
        ],
        (Lang::Ru, "review") => &[
            "exact: точное МО перед каждой раздачей",
            "exact: сумма ставки в каждой раздаче",
            "МО, % от суммы ставки",
            "сумма ставки",
            "раздачи сыгранных шузов по порядку",
            "Dragon 7",
        ],
        (Lang::En, "promo") => &[
            "Optimal policy: play between the lines (Punto)",
            "net result (units)",
            "coup",
            "lowest net at which he plays",
            "highest net at which he plays",
        ],
        (Lang::It, "promo") => &[
            "Politica ottimale: il giocatore gioca fra le due linee (Punto)",
            "risultato netto (unità)",
            "colpo",
            "risultato netto più basso con cui gioca",
            "risultato netto più alto con cui gioca",
        ],
        (Lang::Fr, "promo") => &[
            "Stratégie optimale\u{a0}: le joueur joue entre les deux lignes (Punto)",
            "résultat net (unités)",
            "coup",
            "résultat net le plus bas auquel il joue",
            "résultat net le plus haut auquel il joue",
        ],
        (Lang::Ru, "promo") => &[
            "Оптимальная стратегия: игрок играет между двумя линиями (Punto)",
            "чистый результат (ед.)",
            "раздача",
            "наименьший чистый результат, при котором игрок играет",
            "наибольший чистый результат, при котором игрок играет",
        ],
        _ => unreachable!("{lang} {chart}"),
    }
}

/// The minus sign a language writes (French and Russian typography: U+2212; Italian and
/// English: the hyphen) and its decimal sign.
fn minus_and_decimal(lang: Lang) -> (char, char) {
    match lang {
        Lang::En => ('-', '.'),
        Lang::It => ('-', ','),
        Lang::Fr | Lang::Ru => ('\u{2212}', ','),
    }
}

#[test]
fn every_plot_speaks_the_language_of_lang() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    // The review reads the shoes and wagers of a short study (the exact player and a count).
    let (deals, bet_log) = (path("deals.csv"), path("bets.csv"));
    let study = [
        "simulate",
        "--shoes",
        "3",
        "--decks",
        "6",
        "--seed",
        "7",
        "--bets",
        "main,dragon_7",
        "--tags",
        "dragon_7=jacobson@tc>=1",
        "--threads",
        "1",
    ];
    ok(&[&study[..], &["--deals", &deals, "--bet-log", &bet_log]].concat());
    let mut found = Vec::new();
    for lang in Lang::ALL {
        let code = lang.code();
        let svg = |chart: &str, args: &[&str]| -> String {
            let file = path(&format!("{chart}-{code}.svg"));
            let all = [args, &["--lang", code, "--plot", &file]].concat();
            let out = pb().args(&all).output().unwrap();
            assert!(out.status.success(), "{all:?}: {:?}", out.stderr);
            std::fs::read_to_string(&file).unwrap()
        };
        let charts = [
            (
                "eor",
                svg("eor", &["eor", "--decks", "8", "--bets", "main,dragon_7"]),
            ),
            // The chart follows --lang whatever the report's format (JSON is English).
            (
                "simulate",
                svg("simulate", &[&study[..], &["--format", "json"]].concat()),
            ),
            (
                "review",
                svg(
                    "review",
                    &[
                        "review",
                        "--shoe-log",
                        &deals,
                        "--bet-log",
                        &bet_log,
                        "--decks",
                        "6",
                    ],
                ),
            ),
            (
                "promo",
                svg(
                    "promo",
                    &[
                        "promo",
                        "loss-rebate",
                        "--decks",
                        "8",
                        "--bet",
                        "punto",
                        "--rebate",
                        "15%",
                        "--coups",
                        "100",
                    ],
                ),
            ),
        ];
        let (minus, decimal) = minus_and_decimal(lang);
        for (chart, svg) in &charts {
            let texts = texts(svg);
            for w in words(lang, chart) {
                if !texts.iter().any(|t| t == w || t.contains(w)) {
                    found.push(format!("{code} {chart}: no '{w}' in {texts:?}"));
                }
            }
            if lang != Lang::En {
                // A bet is named, not given by its id, and no English word is left.
                for english in ["unseen", "stake", "coup of", "net result", "rank removed"] {
                    if texts.iter().any(|t| t.contains(english)) {
                        found.push(format!("{code} {chart}: English '{english}'"));
                    }
                }
                if texts.iter().any(|t| t == "dragon_7") {
                    found.push(format!("{code} {chart}: the bet's id in the legend"));
                }
            }
            let ticks = ticks(&texts);
            let other_decimal = if decimal == ',' { '.' } else { ',' };
            if !ticks.iter().any(|t| t.contains(decimal)) {
                found.push(format!(
                    "{code} {chart}: no tick with '{decimal}': {ticks:?}"
                ));
            }
            if ticks.iter().any(|t| t.contains(other_decimal)) {
                found.push(format!(
                    "{code} {chart}: a tick with '{other_decimal}': {ticks:?}"
                ));
            }
            let negative = |t: &&&String| t.contains(['-', '\u{2212}']);
            let negatives: Vec<_> = ticks.iter().filter(negative).collect();
            if *chart != "simulate" && negatives.is_empty() {
                found.push(format!("{code} {chart}: no negative tick to check"));
            }
            for t in negatives {
                if !t.starts_with(minus) || t.chars().skip(1).any(|c| "-\u{2212}".contains(c)) {
                    found.push(format!(
                        "{code} {chart}: '{t}' is not written with '{minus}'"
                    ));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Every chart message (`t-chart-*`, `rv-chart-*`, `pm-chart-*`) is used by a chart, in
/// every language (the tables', review's and promo's own tests leave them to this one).
#[test]
fn every_plot_message_is_used_by_a_chart_in_every_language() {
    use punto_banco::api::{
        EorRequest, PromoLossRebateRequest, ReviewRequest, ShoeQuestion, SimulateRequest,
    };
    use punto_banco::report::{eor_chart, promo_chart, review_chart, simulate_chart};
    let used = UsedMessages::record();
    let eor = EorRequest {
        decks: Some(8),
        bets: "main,dragon_7".into(),
        ..Default::default()
    }
    .run()
    .unwrap();
    let study = SimulateRequest {
        shoes: 2,
        decks: Some(6),
        seed: Some(7),
        bets: "main,dragon_7".into(),
        tags: vec!["dragon_7=jacobson@tc>=1".into()],
        ..Default::default()
    };
    let (deals, bet_log) = crate::util::traced_logs(&study);
    let simulated = study.run().unwrap();
    let review = ReviewRequest {
        shoe_log: deals,
        bet_log,
        decks: Some(6),
        permutations: 999,
        ..Default::default()
    }
    .run()
    .unwrap();
    let mut trip = PromoLossRebateRequest {
        rebate: "10%".into(),
        coups: 20,
        ..Default::default()
    };
    trip.set_shoe(punto_banco::ShoeSpec {
        decks: Some(8),
        ..Default::default()
    });
    let trip = trip.run().unwrap();
    for lang in Lang::ALL {
        assert!(eor_chart(&eor, lang).unwrap().is_some());
        simulate_chart(&simulated, lang).unwrap();
        review_chart(&review, lang).unwrap();
        promo_chart(&trip, lang).unwrap();
    }
    let used = used.ids();
    for file in ["tables", "review", "promo"] {
        let chart: Vec<String> = message_ids_in(Lang::En, file)
            .into_iter()
            .filter(|id| id.contains("-chart-"))
            .collect();
        assert!(chart.len() >= 5, "{file}: {chart:?}");
        for lang in [Lang::It, Lang::Fr, Lang::Ru] {
            let ids = message_ids_in(lang, file);
            let missing: Vec<_> = chart.iter().filter(|id| !ids.contains(*id)).collect();
            assert!(missing.is_empty(), "{lang} {file}: {missing:?}");
        }
        let unused: Vec<_> = chart.iter().filter(|id| !used.contains(*id)).collect();
        assert!(unused.is_empty(), "{file}: unused {unused:?}");
    }
}

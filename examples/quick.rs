use punto_banco::*;
fn main() {
    let std_rules = Rules::preset("standard").unwrap();
    for rules_name in ["standard", "ez", "super-6", "gold", "tie-9", "commission-4", "midi"] {
        let rules = Rules::preset(rules_name).unwrap();
        let bets: Vec<Bet> = if rules_name == "standard" {
            builtin_ids().iter().map(|id| builtin(id, &rules).unwrap()).collect()
        } else { main_bets(&rules) };
        for decks in [8u32, 6] {
            let pricer = Pricer::new(&rules, &bets).unwrap();
            for p in pricer.price(&Shoe::with_decks(decks).unwrap()) {
                let r = p.result().unwrap();
                let lines: Vec<String> = r.lines.iter().map(|l| l.count.to_string()).collect();
                println!("{rules_name} {decks} {:<20} edge {:.4}% sd {:.4} lines {:?}", r.id, 100.0 * r.house_edge_f64(), r.sd(), lines);
            }
        }
    }
    let _ = std_rules;
}

use punto_banco::*;
fn main() {
    let rules = Rules::preset("standard").unwrap();
    for d in [1u32, 2, 3, 4, 5, 6, 8] {
        let shoe = Shoe::with_decks(d).unwrap();
        let t = enumerate(&shoe, &rules, true);
        let b = t.count_where(|c| c.banco_total > c.punto_total);
        let p = t.count_where(|c| c.banco_total < c.punto_total);
        let ti = t.count_where(|c| c.banco_total == c.punto_total);
        println!("{d} {b} {p} {ti} {}", t.total());
    }
    let shoe = Shoe::with_decks(8).unwrap();
    for pairs in [false, true] {
        let t0 = std::time::Instant::now();
        let n = 2000;
        for _ in 0..n { std::hint::black_box(enumerate(&shoe, &rules, pairs)); }
        println!("pairs={pairs} {:?} per shoe", t0.elapsed() / n);
    }
    let t = enumerate(&shoe, &rules, true);
    let pp = t.count_where(|c| c.punto_pair);
    println!("punto pair {pp} / {} ", t.total());
}

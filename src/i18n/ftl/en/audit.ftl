### audit messages (en). Ids are unique across all files of the language.
### The audit file (`punto-banco audit --format markdown|html|pdf`): the verdict first, then
### what was audited, then the evidence. Banco, Punto and Égalité are the game's own names.

au-title = Game integrity audit
au-footer-tool = Audited by { $tool }
au-footer-sha = SHA-256 of { $name }: { $sha }

## 1. Verdict

au-h-verdict = 1. Verdict
au-rule-maryland = Maryland COMAR 36.05.02.17(F), a { $confidence } confidence level
au-rule-west-virginia = West Virginia §29-22B-909, a { $confidence } confidence level
au-rule-none = a level chosen by the user, under no named rule
au-verdict-passed = Passed: every test passes at level { $level } after Holm's adjustment, under { $rule }, and every shoe holds the cards its decks allow.
au-verdict-flagged = Flagged: the audit fails at level { $level } after Holm's adjustment, under { $rule }.
au-verdict-misfits = { $count ->
    [one] One card count is wrong (section 3.1).
   *[other] { $count } card counts are wrong (section 3.1).
}
au-verdict-failed-tests = { $count ->
    [one] Failed, 1 test: { $names }.
   *[other] Failed, { $count } tests: { $names }.
}
au-verdict-passed-tests = { $count ->
    [one] Passed, 1 test: { $names }.
   *[other] Passed, { $count } tests: { $names }.
}
au-verdict-table = Each test at level { $level }, its p-value before and after Holm's adjustment:
au-col-test = Test
au-col-result = Result
au-col-p = p
au-col-p-holm = p after Holm
au-result-passed = passed
au-result-failed = failed

## The verdict in one line: the JSON's `verdict` (worded in English in every language)
## and the title of the command's test table.

au-summary-passed = passed: every test at level { $level } after Holm ({ $rule }); every complete shoe holds the decks' cards
au-summary-flagged = flagged: { $why }
au-summary-misfits = { $count ->
    [one] { $count } wrong card count
   *[other] { $count } wrong card counts
}
au-summary-failed = failed at level { $level } after Holm ({ $rule }): { $ids }
au-summary-rule-maryland = Maryland COMAR 36.05.02.17(F): { $confidence } confidence
au-summary-rule-west-virginia = West Virginia §29-22B-909: { $confidence } confidence
au-summary-rule-none = a level chosen by the user (no rule named)

## 2. What was audited

au-h-audited = 2. What was audited
au-col-what = What
au-col-value = Value
au-fact-rules = Rules
au-fact-decks = Decks per shoe
au-decks = { $decks ->
    [one] { $decks } deck
   *[other] { $decks } decks
}
au-fact-procedure = Procedure of the re-deals
au-fact-draws = Re-orderings and re-deals
au-draws = { $draws ->
    [one] { $draws } draw
   *[other] { $draws } draws
}, seed { $seed }
au-fact-tool = Tool, version and commit
au-fact-log = Shoe log { $name }
au-log = { $format }, { $shoes ->
    [one] { $shoes } shoe
   *[other] { $shoes } shoes
} ({ $complete } with every card known), { $coups ->
    [one] { $coups } coup
   *[other] { $coups } coups
}
au-fact-sha = SHA-256 of { $name }
au-fact-left-out = Left out of the outcome tests ({ $name })
au-left-out = { $count ->
    [one] shoe { $shoes }: its composition is wrong, so neither the outcome counts nor their re-deals include it
   *[other] shoes { $shoes }: their composition is wrong, so neither the outcome counts nor their re-deals include them
}

## 3. Evidence

au-h-evidence = 3. Evidence
au-h-composition = 3.1 Composition
au-composition-ok = Every shoe known in full holds exactly the cards of its decks, and no shoe deals a rank more often than its decks hold.
au-composition-wrong = { $count ->
    [one] One count is wrong: a rank (or card) that a shoe holds too many or too few of.
   *[other] { $count } counts are wrong: each rank (or card) that a shoe holds too many or too few of.
}
au-col-shoe = Shoe
au-col-rank = Rank or card
au-col-held = Its decks hold
au-col-found = Found
au-rank-all = all cards
au-h-tests = 3.2 The tests
au-col-statistic = Statistic
au-col-expected = Expected
au-col-method = How p was found
# A test's name, as a table row starts it; a list after a colon lowercases it (CLAUSE).
au-test-rank_deficit = Rank deficit of the dealt part
au-test-value_by_band = Card value by position band (chi-square)
au-test-runs_median = Runs above and below the median value
au-test-serial_correlation = Serial correlation of consecutive values
au-test-carry_over = Carry-over of adjacent pairs to the next shoe
au-test-banco_wins = Banco wins
au-test-punto_wins = Punto wins
au-test-ties = Égalité (ties)
au-test-log_likelihood = Log-likelihood of the outcomes
au-how-reorder = re-ordering of each shoe's own cards
au-how-redeal = re-deal of the complete shoes
au-how-normal-counts = normal approximation (no complete shoe to re-deal)
au-how-normal-likelihood = normal approximation (martingale central limit theorem)
au-how-hypergeometric = exact hypergeometric tail, Bonferroni over shoes and ranks
au-h-method = 3.3 Method
au-method-exact = Outcomes: the probabilities of Banco, Punto and Égalité on each coup are exact, given every card seen before it.
au-method-shuffle = Shuffle: the null is a uniformly random order of each complete shoe's own cards after its burn; p = (1 + the draws whose statistic is at least the observed one) / (1 + D), from D = { $draws } seeded re-orderings (seed { $seed }).
au-method-counts = Banco, Punto and Égalité counts: against re-deals of each complete shoe's same cards in uniformly random orders, dealt by the same procedure through the tableau, two-sided.
au-method-likelihood = The log-likelihood of the outcomes under the exact probabilities is tested by a normal approximation (the martingale central limit theorem), from its exact mean and variance, two-sided.
au-method-holm = Holm's step-down adjustment runs across the { $tests ->
    [one] { $tests } test
   *[other] { $tests } tests
}; a test fails when its adjusted p-value is below { $level }.
# The tool that wrote the file: its name, version and revision.
au-tool-line = { $tool } { $version } ({ -revision } { $commit })

## The command's tables (`punto-banco audit`, table and CSV): the tests, with the verdict in
## the title, and every wrong card count.

au-table-title = Audit { $verdict }
au-table-col-test = test
au-table-col-statistic = statistic
au-table-col-expected = expected
au-table-col-p = p
au-table-col-p-holm = p Holm
au-table-col-flagged = flagged
au-table-col-method = method
au-table-yes = yes
au-table-no = no
au-table-how-reorder = re-ordering
au-table-how-redeal = re-deal of the complete shoes
au-table-how-normal-counts = normal approximation (no complete shoe to re-deal)
au-table-how-normal-likelihood = normal approximation (martingale CLT)
au-table-how-hypergeometric = exact hypergeometric tail, Bonferroni over shoes and ranks
au-table-composition = Composition: every wrong card count
au-table-col-shoe = shoe
au-table-col-rank = rank
au-table-col-held = expected
au-table-col-found = found
au-table-composition-ok = Every complete shoe holds the decks' cards; no shoe deals a rank more often than the decks hold.

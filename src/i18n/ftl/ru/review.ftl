### review messages (ru). Ids are unique across all files of the language.
### Таблицы команды review и файл проверки (сначала вывод, затем доказательства).

## Таблицы

rv-players-title = Игроки: выбор момента ставок относительно точного матожидания ({ $shoes } { $shoes-n ->
    [one] шуз
    [few] шуза
   *[many] шузов
}, { $coups } { $coups-n ->
    [one] раздача
    [few] раздачи
   *[many] раздач
}, { $decks } { $decks-n ->
    [one] колода
    [few] колоды
   *[many] колод
}, правила «{ $rules }», { $draws } { $draws-n ->
    [one] перестановка
    [few] перестановки
   *[many] перестановок
}, зерно { $seed })
rv-players-note = p: одностороннее перестановочное { -p-value } среднего матожидания, взвешенного по сумме ставки (раздачи каждого игрока перенесены на случайные раздачи тех же шузов); p Холма: поправка по { $tests } { $tests-n ->
    [one] тесту
   *[many] тестам
} (каждый игрок и каждый вид ставки игрока, делавшего несколько: таблица видов ставок); отмечен, если ниже { $alpha }. Свидетельство выбора момента, а не доказательство умысла (docs/review.md).
rv-bets-title = Виды ставок: каждый вид ставки игрока, делавшего несколько, проверен отдельно
rv-bets-note = У игрока с одним видом ставки один тест, в таблице игроков. p Холма: поправка по всем тестам проверки, игроков и этим вместе.
rv-counts-title = Счёт: известная система счёта, лучше всего отделяющая раздачи со ставкой от остальных
rv-wagers-title = Ставки: точное матожидание каждой в момент, когда она сделана
rv-col-player = игрок
rv-col-bet = { -bet }
rv-col-coups = раздачи
rv-col-wagers = ставки
rv-col-staked = поставлено
rv-col-expected = ожидаемо
rv-col-actual = фактически
rv-col-stake-positive = сумма при EV > 0
rv-col-chances-positive = случаи с EV > 0
rv-col-mean-ev = среднее EV, %
rv-col-p = p
rv-col-p-error = ± (МК)
rv-col-p-holm = p Холма
rv-col-flagged = отмечен
rv-col-tags = система счёта
rv-col-auc = AUC
rv-col-trigger = порог (истинный счёт)
rv-col-tpr = раздачи со ставкой у порога
rv-col-fpr = прочие раздачи у порога
rv-col-shoe = шуз
rv-col-coup = раздача
rv-col-stake = сумма
rv-col-ev-pct = EV, %
rv-col-ev-exact = EV точно
rv-col-result = результат
rv-yes = да
rv-no = нет
rv-trigger = ≥ { $x }
# A bet in a table: its id in English (the tables' data), its name elsewhere.
rv-bet-cell = { $name }
# A counting system in a table: as `--tags` spells it in English, its name elsewhere.
rv-system-cell = { $name }
# A whole number in a title or note: plain digits in English, grouped elsewhere.
rv-whole = { $grouped }
rv-system-jacobson = счёт Якобсона
rv-system-derived = счёт уровня { $level }, выведенный из эффектов удаления карт

## Файл проверки

rv-title = Проверка: выбор момента { $wagers } { $wagers ->
    [one] ставки
   *[many] ставок
} относительно точных шансов
rv-verdict = { $head }; { $count }; { $p }.
rv-verdict-head = { $player } отмечен: { $share } суммы ставок приходится на раздачи с положительным точным матожиданием (EV) при { $chances } таких случаев в сыгранных шузах
rv-verdict-head-bet = { $player } отмечен по ставке { $bet }: { $share } всей суммы ставок приходится на раздачи с положительным точным матожиданием (EV) при { $chances } таких случаев в сыгранных шузах
rv-verdict-count = лучше всего выбор момента объясняет { $count } для ставки { $bet }, начиная с истинного счёта { $trigger } (AUC { $auc })
rv-verdict-no-count = ни одна известная система счёта не отделяет раздачи со ставкой от остальных
rv-verdict-p = p = { $p }, p с поправкой Холма = { $holm }, ниже уровня { $alpha }
rv-verdict-luck = { $player } выиграл больше, чем допускает везение: выигрыш { $won } при ожидаемом { $expected } с учётом карт, вышедших до каждой раздачи, z = { $z }, p = { $p }, p с поправкой Холма = { $holm } по результатам игроков, ниже уровня { $alpha }. Это вывод о результате, отдельный от выбора раздач: он не называет ни счёт, ни умысел.
rv-verdict-none = Ни один игрок не отмечен на уровне { $alpha }: ни одно { -p-value } с поправкой Холма из { $tests } { $tests ->
    [one] теста
   *[many] тестов
} не ниже него (наименьший равен { $least }).
rv-verdict-too-few = Отметить никого было нельзя: при { $draws } { $draws ->
    [one] перестановке
   *[many] перестановках
} и { $tests } { $tests ->
    [one] тесте
   *[many] тестах
} { -p-value } с поправкой Холма не может быть ниже { $tests }/{ $draws1 } = { $floor }, а это не ниже { $alpha }; чтобы отмечать на этом уровне, нужно не меньше { $least } { $least ->
    [one] перестановки
   *[many] перестановок
}.
rv-floor-rule = Что позволяют перестановки: при D перестановках ни одно { -p-value } не ниже 1/(D + 1), а первый шаг Холма умножает наименьшее из m p-значений на m; значит, ни одно { -p-value } с поправкой не ниже m/(D + 1), и игрока можно отметить на уровне α, только если m/(D + 1) < α, то есть при не менее чем ⌊m/α⌋ перестановках. Здесь m = { $tests }, D = { $draws }: m/(D + 1) = { $floor }; на уровне { $alpha } нужно не меньше { $least } { $least ->
    [one] перестановки
   *[many] перестановок
}.
rv-tool-line = { $tool } { $version } ({ -revision } { $commit })
rv-h-reviewed = Что проверено
rv-h-tests = Игроки и виды ставок: перестановочные тесты
rv-h-figure = Ставки и точное матожидание, раздача за раздачей
rv-h-counts = Системы счёта
rv-h-wagers = Ставки
rv-col-what = что
rv-col-value = значение
rv-fact-tool = программа
rv-fact-rules = правила
rv-fact-decks = колоды
rv-fact-bets = виды ставок
rv-fact-shoe-log = журнал шузов (SHA-256)
rv-fact-shoe-log-value = { $rows } { $rows ->
    [one] шуз
    [few] шуза
   *[many] шузов
}, { $format }: { $sha }
rv-fact-bet-log = журнал ставок (SHA-256)
rv-fact-bet-log-value = { $rows } { $rows ->
    [one] ставка
    [few] ставки
   *[many] ставок
}, { $format }: { $sha }
rv-fact-coups = раздачи
rv-fact-test = тест
rv-fact-test-value = { $draws } { $draws ->
    [one] перестановка
    [few] перестановки
   *[many] перестановок
}, зерно { $seed }, отмечен, если { -p-value } с поправкой Холма ниже { $alpha }
rv-tests-para = Среднее матожидание каждого игрока, взвешенное по сумме ставки, сравнивается с теми же ставками, перенесёнными на случайные раздачи тех же шузов; игрок с несколькими видами ставок проверяется и по каждому виду. Свидетельство выбора момента, а не доказательство умысла.
rv-fig-para = Для каждого показанного игрока и каждого его вида ставки, по всем раздачам сыгранных шузов по порядку: точное матожидание в % перед раздачей (линия, шкала слева; выше серой линии нуля ставка была выгодна игроку) и сумма ставки (столбцы, шкала справа).
rv-fig-panel = { $player }: { $bet }, { $shoes } { $shoes ->
    [one] сыгранный шуз
    [few] сыгранных шуза
   *[many] сыгранных шузов
}
rv-fig-x = раздача сыгранных шузов по порядку
rv-fig-ev = точное EV перед каждой раздачей (%): линия
rv-fig-stake = сумма ставки: столбцы
rv-wagers-flagged = Ставки отмеченных игроков: точное матожидание каждой в момент, когда она сделана.
rv-wagers-all = Ни один игрок не отмечен: ставки всех игроков, с точным матожиданием каждой в момент, когда она сделана.
rv-footer-logs = журнал шузов SHA-256 { $shoe }; журнал ставок SHA-256 { $bet }

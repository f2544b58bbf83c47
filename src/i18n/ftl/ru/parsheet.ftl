### Сообщения расчётной таблицы (par sheet) на русском (одно сообщение на строку). Punto,
### Banco и Égalité — имена собственные игры, они не переводятся.

## Глоссарий: одно слово на понятие (docs/languages.md).
-shoe = шуз
-p-value = p-значение
-house-edge = преимущество казино
-push = возврат ставки
-draws = перестановки
-revision = ревизия
-bet = ставка
-stake = сумма ставки

## Заголовок и идентификация

title = Расчётная таблица: { $game }, правила «{ $rules }», { $shoe }
sheet-identification = Идентификация
col-item = Пункт
col-value = Значение
id-game = Игра
id-rules = Правила
id-shoe = Шуз
id-tool = Программа
id-binary = SHA-256 исполняемого файла
id-results = SHA-256 результатов JSON
rule-set = { $name }: { $description }
tool-line = { $tool } { $version } ({ -revision } { $commit })
shoe-decks = { $decks } { $decks ->
    [one] колода
    [few] колоды
   *[many] колод
} ({ $cards } { $cards ->
    [one] карта
    [few] карты
   *[many] карт
})
shoe-removed = { $decks } { $decks ->
    [one] колода
    [few] колоды
   *[many] колод
} без карт { $removed } ({ $cards } { $cards ->
    [one] карта
    [few] карты
   *[many] карт
})
shoe-explicit = шуз, заданный по картам, { $cards } { $cards ->
    [one] карта
    [few] карты
   *[many] карт
}: { $spec }
decks = { $decks } { $decks ->
    [one] колода
    [few] колоды
   *[many] колод
}
cards = { $cards } { $cards ->
    [one] карта
    [few] карты
   *[many] карт
}

## Встроенные правила

preset-standard = Punto Banco по листам правил французского казино (003) и российского казино (004): Punto берёт карту при 0–5, таблица Banco по листу французского казино, Banco 19:20, Égalité 8:1
preset-midi = Midi Punto Banco по листу правил итальянского казино (000): Punto берёт карту при 0–4, стоит при 5–7; Banco 19:20, Égalité 8:1
preset-midi-note-0 = Лист правил итальянского казино (000) обрывается перед правилами Banco: принята стандартная таблица Banco из листа правил французского казино (003).
preset-tie-9 = Стандартные правила, Égalité оплачивается 9:1
preset-commission-4 = Стандартные правила с комиссией 4 % с выигрышей Banco (0,96:1)
preset-ez = EZ Baccarat: без комиссии; выигрыш Banco с 7 очками на трёх картах — возврат ставки (Wizard of Odds, «EZ Baccarat»)
preset-super-6 = Super 6: без комиссии; выигрыш Banco с 6 очками оплачивается 1:2 (E. Jacobson, Super Six)
preset-gold = Baccarat Gold: когда Punto берёт карту, Banco берёт при 0–3, при 4–5 — только если третья карта Punto от 3 до 7, при 6–7 — никогда (Wizard of Odds, «Baccarat Gold»)

## Замечания

h-findings = Замечания
findings-none = Нет: ни одна ставка не выгодна игроку и не превышает заданный предел преимущества казино, ни одна ставка не исключена, и правила не являются изменённой копией встроенных.
finding-player-edge = Ставка { $bet } выгодна игроку: преимущество казино { $edge }.
finding-above-max-edge = У ставки { $bet } преимущество казино { $edge }, выше допустимого предела { $max }.
finding-differs-from-preset = Правила названы «{ $preset }», но не совпадают со встроенными правилами с этим именем: { $differences }.
finding-difference = { $field }: `{ $actual }` (во встроенных: `{ $preset }`)
finding-left-out = Ставка { $bet } исключена: { $reason }.
reason-no-suits = масти карт в шузе неизвестны (шуз задан числом карт каждого достоинства или карты удалены без масти); чтобы рассчитать идеальные пары, каждую удалённую карту нужно указать с мастью (например, Kh)
field-naturals = натуральные суммы
field-punto-draws = суммы, при которых Punto берёт карту
field-banco-tableau = строка { $total } таблицы Banco
field-punto-pays = выплата Punto
field-banco-commission = комиссия Banco
field-tie-pays = выплата Égalité
field-tie-pushes = возврат ставок Punto и Banco при Égalité
field-punto-special = особые выплаты Punto
field-banco-special = особые выплаты Banco

## 1. Правила

h-rules = 1. Правила
rules-card-values = Очки карт: туз — 1, от 2 до 9 — по номиналу, 10, В, Д, К — 0; очки руки — сумма очков её карт по модулю 10 (последняя цифра суммы). Карты сдаются в порядке Punto, Banco, Punto, Banco.
rules-naturals = Натуральные: если у любой из рук сумма двух карт — { $totals }, третью карту не берёт ни одна рука.
rules-punto = Правило Punto: Punto берёт третью карту при сумме { $draws }; стоит при { $stands }.
rules-banco = Правило Banco: по таблице ниже (T — tire, берёт; R — reste, стоит) в зависимости от суммы Banco и очков третьей карты Punto; последний столбец — случай, когда Punto стоял («Refus» в листах правил казино).
rules-winner = Выигрывает бо́льшая итоговая сумма; равные суммы — Égalité (ничья).
tableau-intro = Таблица Banco (столбцы: очки третьей карты Punto):
sheet-tableau = Таблица Banco
col-banco-total = Сумма Banco
col-punto-stood = Punto стоял
payouts-intro = Выплаты (чистый выигрыш на единицу ставки):
sheet-payouts = Выплаты
col-bet = Ставка
col-pays = Выплата
col-exact = Точно
banco-commission = Banco (комиссия { $commission })
tie-pushes = При Égalité ставки на Punto и Banco возвращаются.
tie-loses = При Égalité ставки на Punto и Banco проигрывают.
special-none = Особые выплаты: нет.
special-pay = Особая выплата на { $side }: { $event } — выплата { $pays } (проверяется до обычной выплаты).
assumption = Допущение: { CLAUSE($note) }
pays-push = возврат ставки
pays-loses = проигрыш
pays-range = от { $low } до { $high }
pays-push-only = только возврат ставки

## Ставки

bet-punto = Punto
bet-banco = Banco
bet-tie = Égalité (ничья)
bet-punto_pair = Пара Punto
bet-banco_pair = Пара Banco
bet-either_pair = Любая пара
bet-perfect_pair = Идеальная пара
bet-perfect_pair_250 = Идеальная пара (250 за две пары)
bet-dragon_bonus_punto = Dragon Bonus на Punto
bet-dragon_bonus_banco = Dragon Bonus на Banco
bet-dragon_7 = Dragon 7
bet-panda_8 = Panda 8
bet-big = Big
bet-small = Small
bet-lucky_6 = Lucky 6
bet-egalite-on = Égalité на { $total }
bet-natural = Натуральные { $total } у { $side }

## Ставка после «на»: название в винительном падеже (на Пару Punto, на Идеальную пару,
## на Égalité (ничью)); ставка из файла ставок — в кавычках.

bet-on-punto = на Punto
bet-on-banco = на Banco
bet-on-tie = на Égalité (ничью)
bet-on-punto_pair = на Пару Punto
bet-on-banco_pair = на Пару Banco
bet-on-either_pair = на Любую пару
bet-on-perfect_pair = на Идеальную пару
bet-on-perfect_pair_250 = на Идеальную пару (250 за две пары)
bet-on-dragon_bonus_punto = на Dragon Bonus на Punto
bet-on-dragon_bonus_banco = на Dragon Bonus на Banco
bet-on-dragon_7 = на Dragon 7
bet-on-panda_8 = на Panda 8
bet-on-big = на Big
bet-on-small = на Small
bet-on-lucky_6 = на Lucky 6
bet-on-egalite = на { $bet }
bet-on-natural = на { $bet }
bet-on-custom = на ставку «{ $bet }»

## События

ev-any = любая раздача
ev-punto-wins = выигрывает Punto
ev-banco-wins = выигрывает Banco
ev-tie = Égalité (ничья)
ev-total = сумма { $side } { $values }
ev-side-cards = у { $side } { $values } { $n ->
    [one] карта
    [few] карты
   *[many] карт
}
ev-cards-dealt = сдано { $values } { $n ->
    [one] карта
    [few] карты
   *[many] карт
}
ev-margin = разница { $values }
ev-natural = при натуральных
ev-natural-not = без натуральных
ev-side-natural = натуральные у { $side }
ev-side-natural-not = у { $side } не натуральные
ev-side-pair = пара у { $side }
ev-side-pair-not = нет пары у { $side }
ev-side-perfect-pair = идеальная пара у { $side }
ev-side-perfect-pair-not = нет идеальной пары у { $side }
list-or = { $rest } или { $last }

## 2. Метод

h-method = 2. Метод
method-text = Полный перебор: обходится каждая раздача, которую может дать шуз, каждая карта взвешивается числом оставшихся карт её достоинства, и каждый исход считается числом упорядоченных последовательностей из шести карт (раздача, в которой меньше шести карт, взвешивается числом способов вытянуть следующие за ней карты) — так же, как в опубликованных точных расчётах. Все количества — точные целые числа, все вероятности — точные дроби; десятичные записи округлены только для удобства чтения. Ни выборки, ни моделирования нет. В шузе из N = { $cards } { $cards ->
    [one] карты
   *[other] карт
} всего N(N−1)(N−2)(N−3)(N−4)(N−5) = { $product } = { $sequences } последовательностей.

## 3. Таблицы выплат

h-returns = 3. Таблицы выплат
returns-intro = Для каждой ставки: все строки выплат в порядке проверки (применяется первая подходящая строка), затем строка проигрыша. Комбинации — упорядоченные последовательности из шести карт; вероятность = комбинации / всего; вклад в ожидание = вероятность × выплата. Сумма вкладов в строке «Итого» — математическое ожидание выигрыша на единицу ставки, то есть преимущество казино со знаком минус.
bet-heading = { $bet }, выплата { $pays }
not-priceable = Не рассчитывается для этого шуза: { $reason }.
col-event = Событие
col-combinations = Комбинации
col-probability = Вероятность
col-return = Вклад в ожидание
row-lose = любая другая раздача
row-total = Итого
sheet-summary = { $bet }, сводка
col-measure = Показатель
m-house-edge = Преимущество казино
m-rtp = Возврат игроку
m-hit = Частота выигрыша
m-push = Вероятность возврата ставки
m-variance = Дисперсия
m-edge-per-resolved = Преимущество без учёта возвратов ставки
m-element-of-risk = Элемент риска
m-sd = Стандартное отклонение
m-sd-exact = √дисперсия
m-volatility = Индекс волатильности ({ $p })
m-volatility-exact = { $z } × σ
m-house-win = Выигрыш казино за { $coups } { $coups ->
    [one] раздачу
    [few] раздачи
   *[many] раздач
}, интервал { $p }
m-range = от { $low } до { $high }
m-normal = нормальное приближение

## 4. Преимущество казино по числу колод

h-edges = 4. Преимущество казино по числу колод
edges-intro = Те же правила и ставки для полных шузов из 1–8 колод, каждый перебран точно; преимущество казино в процентах от ставки.
sheet-edges = Преимущество по колодам

## 5. Распределения

h-distributions = 5. Распределения
outcomes-intro = Исход раздачи:
sheet-outcomes = Исходы
col-outcome = Исход
totals-intro = Итоговая сумма Punto (строки) против итоговой суммы Banco от { $from } до { $to } (столбцы), число последовательностей; равные суммы — Égalité:
sheet-totals = Итоговые суммы, Banco { $from }–{ $to }
cards-intro = Число карт в раздаче:
sheet-cards = Число карт
col-cards-dealt = Сдано карт

## 6. Проверка

h-verification = 6. Проверка
checks-intro = Проверки, которые расчёт выполняет на собственных точных числах:
sheet-checks = Проверки
col-check = Проверка
col-result = Результат
col-values = Значения
check-pass = пройдена
check-fail = НЕ ПРОЙДЕНА
check-total-weight = Общий вес всех раздач равен N(N−1)(N−2)(N−3)(N−4)(N−5)
check-totals-sum = Сумма распределения итоговых сумм (10 × 10) равна общему числу последовательностей
check-cards-sum = Сумма распределения числа карт равна общему числу последовательностей
check-bet-sums = { $bet }: сумма комбинаций равна общему числу последовательностей; P(выигрыш) + P(возврат ставки) + P(проигрыш) = 1
published-none = Опубликованные значения: для этих правил и этого шуза неизвестны, сравнения нет.
published-intro = Опубликованные значения для этих правил и этого шуза в сравнении с этим расчётом (количества — до последней цифры, проценты с округлением источника):
sheet-published = Опубликованные значения
col-figure = Величина
col-published = Опубликовано
col-this-run = Этот расчёт
col-match = Совпадение
col-source = Источник
published-match = совпадает
published-mismatch = НЕ СОВПАДАЕТ
figure-total = Всего последовательностей
figure-count = { $event }: число последовательностей
figure-house-edge = { $bet }: преимущество казино
figure-sd = { $bet }: стандартное отклонение
figure-probability = { $event }: вероятность

## 7. Воспроизводимость

h-reproducibility = 7. Воспроизводимость
reproducibility-intro = Этот отчёт получен командой ниже; параметры, задающие формат и файл вывода, меняют только форму записи, но не содержание.
reproducibility-digest = SHA-256 результатов JSON (того, что команда выводит в формате JSON): { $sha }
reproducibility-verify = Для проверки выполните команду ниже и сравните хеш:

## 8. Утечки информации (только по запросу)

h-leaks = 8. Утечки информации
leaks-intro = Сколько выигрывает игрок за раздачу, если до ставки видит то, что может открыть процедура сдачи. В каждом случае игрок ставит на Punto, на Banco или на Égalité — на ту из трёх ставок, у которой точное математическое ожидание при увиденном наибольшее, — или пропускает раздачу, когда все ожидания отрицательны. Преимущество — ожидаемый выигрыш игрока за раздачу на единицу ставки; пропущенные раздачи считаются за 0. Отсортированные карты читаются только по группе: семёрки, восьмёрки и девятки против всех остальных достоинств.
sheet-leaks = Утечки информации
col-leak = Что видит игрок
col-leak-edge = Преимущество за раздачу
col-coups-bet = Доля раздач со ставкой
leak-flash-1 = Первая карта Punto, показанная крупье
leak-flash-2 = Первая карта Banco, показанная крупье
leak-flash-3 = Вторая карта Punto, показанная крупье
leak-flash-4 = Вторая карта Banco, показанная крупье
leak-flash-5 = Пятая карта сверху шуза, показанная крупье
leak-flash-6 = Шестая карта сверху шуза, показанная крупье
leak-sorted-first = Группа первой карты Punto, прочитанная по рубашке (сортировка по краю рубашки)
leak-sorted-four = Группы первых четырёх карт, выложенных рубашкой вверх до закрытия ставок
leaks-defences = Процедура закрывает эти утечки так: ставки закрываются до того, как можно увидеть хоть одну карту, при каждой тасовке часть карт разворачивают на 180°, чтобы по рубашке нельзя было прочитать ни одну карту, и каждый шуз используется один раз.

## Нижний колонтитул PDF

footer-page = страница { $page } из { $pages }
footer-results = SHA-256 результатов JSON: { $sha }

## Shared

# A source that cites another (reference.json: "… (citing Thorp)").
source-citing = { $source } (со ссылкой на { $who })
# Between the items of a list whose items hold commas (a check's values, a rule set's differences).
list-semicolon = { "; " }

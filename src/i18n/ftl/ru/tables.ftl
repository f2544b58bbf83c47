### Сообщения таблиц команд (odds, ev и раздача в игре, eor, compare, rules, bets,
### simulate, solve, leak), по-русски. Punto, Banco и Égalité — имена собственные игры и не
### переводятся; ставка называется по имени, никогда по её id.

## Общие слова

t-col-bet = ставка
t-col-id = id
t-col-pays = выплата
t-col-ev = МО
t-col-ev-percent = МО, %
t-col-ev-exact = точное МО
t-col-plus-ev = +МО
t-col-house-edge = преимущество казино
t-col-sd = ст. откл.
t-col-outcome = исход
t-col-count = последовательности
t-col-probability = вероятность
t-col-exact = точно
t-col-cards = карты
t-col-rules = правила
t-col-value = значение
t-col-edge = преимущество
t-col-exact-edge = точное преимущество
t-col-coups-bet = доля раздач со ставкой
t-col-name = название
t-col-description = описание
t-col-notes = примечания
t-bets = Ставки
t-plus-ev = +МО
t-not-priceable = не рассчитывается
t-none = нет
# No bet made (a bet is feminine in Italian: nessuna puntata).
t-bet-none = нет
t-bet-ref = { $name }
t-positive-ev = Положительное математическое ожидание (+МО): { $bets }.
t-bet-not-priceable = { $bet } не рассчитывается: { $reason }.
t-name-reason = { $name }: { $reason }
t-rules-note = { $rules }: { CLAUSE($note) }
t-line-pays = { $event }: выплата { $pays }
t-line-push = { $event }: возврат ставки

## odds

t-odds-outcomes = Исходы: { $cards } { $cards ->
    [one] карта
    [few] карты
   *[many] карт
}, правила «{ $rules }» ({ $sequences } упорядоченных последовательностей из шести карт)
t-odds-totals = Итоговые суммы: Punto (строки) против Banco (столбцы), в последовательностях
t-odds-cards = Сдано карт

## ev и раздача в игре

t-ev-title = Математическое ожидание на единицу ставки в следующей раздаче: { $cards ->
    [one] осталась { $cards } карта
    [few] осталось { $cards } карты
   *[many] осталось { $cards } карт
}, правила «{ $rules }»
t-ev-none-positive = Ни у одной ставки нет положительного математического ожидания в этом шузе.
t-coup-title = Раздача в игре: Punto { $punto }, Banco { $banco } ({ $cards ->
    [one] осталась { $cards } карта
    [few] осталось { $cards } карты
   *[many] осталось { $cards } карт
}, правила «{ $rules }»)
t-col-p-win = P(выигрыш)
t-col-state = состояние
t-state-decided = исход известен
t-state-open = в игре
t-coup-closed = Во время раздачи ставки не принимаются: это шансы уже сделанных ставок при картах, сданных к этому моменту, а не ставки, которые ещё можно сделать.

## compare

t-compare-outcomes = Исходы по правилам: { $cards } { $cards ->
    [one] карта
    [few] карты
   *[many] карт
}
t-compare-edges = Преимущество казино по правилам (Δ — разница с правилами «{ $baseline }» в процентных пунктах)
t-compare-edge = преимущество { $rules }
t-compare-delta = Δ { $rules }
t-positive-ev-under = Положительное математическое ожидание (+МО) по правилам { $rules }: { $bets }.

## eor

t-eor-one = Эффект удаления одной карты: изменение МО в % от единичной ставки ({ $cards } { $cards ->
    [one] карта
    [few] карты
   *[many] карт
}, правила «{ $rules }»)
t-eor-exact = Эффект удаления одной карты, точно
t-eor-depth = Эффект удаления k карт одного достоинства: изменение МО в % от единичной ставки
t-eor-tags = Веса счёта по достоинствам и их корреляция с эффектами удаления карт для каждой ставки
t-eor-dash = «-»: карт этого достоинства не осталось (удалить нельзя) или ставка не рассчитывается
t-col-k = k
t-col-linear = макс. |точно − k × EOR|, %
t-col-tags = веса
t-col-imbalance = дисбаланс
t-col-correlation = корреляция
t-col-bet-above = порог tc
t-eor-derived = выведенные
t-eor-derived-max = выведенные (макс. { $max })
t-eor-yours = ваши
t-eor-imbalance-note = дисбаланс: текущий счёт после выхода всего шуза (0 — веса сбалансированы)
t-eor-above-note = порог tc: истинный счёт (текущий счёт в пересчёте на 52 невидимые карты), выше которого ставка имеет положительное МО по линейной модели эффектов удаления (docs/eor.md); «-» — для несбалансированных весов или весов, не отслеживающих ставку.

## bets

t-bets-listing = Ставки и таблицы выплат (правила «{ $rules }»; применяется первая подходящая строка)
t-col-line = строка
t-col-when = когда
t-bets-else = любая другая раздача

## rules

t-presets-title = Встроенные наборы правил (`punto-banco rules ИМЯ` показывает один из них)
t-punto-title = Правила «{ $rules }». Punto берёт карту (T) при { $draws }, стоит (R) при { $stands }; N — натуральные
t-col-two-card-total = сумма двух карт
t-never = никогда
t-tableau-title = Таблица Banco: сумма двух карт Banco (строки) против очков третьей карты Punto (столбцы); T — tire (берёт), R — reste (стоит), N — натуральные
t-refus-note = Refus: Punto остался при двух картах (без третьей карты).
t-settlement-title = Выплаты и расчёт
t-col-rule = правило
t-rule-set = правила
t-rule-naturals = натуральные
t-naturals-value = { $totals } на первых двух картах: третью карту не берёт ни одна рука
t-rule-punto-draws = Punto берёт карту при
t-rule-punto-stands = Punto стоит при
t-rule-punto-pays = выплата Punto
t-rule-banco-pays = выплата Banco
t-banco-pays-no-commission = { $pays } (без комиссии)
t-banco-pays-commission = { $pays } (комиссия { $commission })
t-rule-banco-commission = комиссия с Banco
t-commission-value = { $percent } ({ $exact })
t-rule-tie-pays = выплата Égalité
t-rule-on-tie = при Égalité ставки на Punto и Banco
t-on-tie-push = возвращаются игроку (возврат ставки)
t-on-tie-lose = проигрывают
t-rule-special = особая выплата { $side }
t-rule-special-none = особые выплаты
t-rule-note = примечание

## simulate и merge

t-sim-inputs = Параметры моделирования
t-col-input = параметр
t-in-seed = зерно генератора
t-in-shoes = шузы
t-shoes-value = { $shoes } (начиная с шуза № { $first })
t-in-decks = колоды
t-in-procedure = процедура
t-procedure-value = { $name }: подрезная карта за { $cut } { $cut ->
    [one] карту
    [few] карты
   *[many] карт
} до конца шуза; сжигаются: { $burn }; последняя раздача — { $last }
t-burn-none = нет
t-burn-one = одна карта
t-burn-sheet-003 = столько карт, сколько показывает первая открытая карта (10 и картинки — десять; лист правил французского казино, 003)
t-last-cut-card = та, в которой выходит подрезная карта
t-last-before-cut = последняя, начатая до подрезной карты
t-in-bets = ставки
t-in-counts = счёт
t-in-staking = ставки в деньгах
t-staking-none = нет (одна единица на ставку)
t-staking-value = банкролл { $bankroll }, лимит стола { $max } (Égalité { $tie })
t-in-generator = генератор
t-in-coups = раздачи
t-coups-value = { $coups } (в среднем { $per } на шуз)
t-count-decks = { $count } (колоды: { $decks })
t-est-half-deck = с точностью до половины колоды
t-est-deck = до ближайшей целой колоды
t-est-deck-up = колоды с округлением вверх
t-est-deck-down = колоды с округлением вниз
t-sim-exact = Игра по точному МО: одна единица на каждую ставку с положительным МО (выигрыш за шуз)
t-col-ev-positive = МО > 0
t-col-mean-edge-positive = среднее преимущество при МО > 0
t-col-bets-per-shoe = ставок за шуз
t-col-expected = ожидаемый
t-col-expected-se = ожидаемый ± ст. ош.
t-col-realised = фактический
t-col-realised-se = фактический ± ст. ош.
t-col-staked = поставлено
t-col-count-play = счёт
t-sim-count = Игра по счёту: одна единица всякий раз, когда срабатывает порог (выигрыш за шуз)
t-sim-exact-staked = Игра по точному МО в деньгах (деньги за шуз)
t-sim-count-staked = Игра по счёту в деньгах (деньги за шуз)
t-sim-pricing = Проверка расчёта раздачами: среднее (результат − точное МО) за раздачу
t-col-mean = среднее
t-col-se = ± ст. ош.
t-col-z = z
t-col-first-ev = МО первой раздачи
t-sim-unseen = По числу невидимых карт
t-col-unseen = невидимых карт
t-col-coups = раздачи
t-col-mean-ev = среднее МО

## solve

t-solve-title = { $bet }, строка { $line }: { $event }
t-col-pay = Вариант
t-col-exact-edge-cap = Точное преимущество
t-pay-solved = точное решение
t-pay-rounded-down = с округлением вниз
t-pay-rounded-up = с округлением вверх
t-pay-as-written = как записано
t-solve-no-pay = Ни одна выплата не даёт преимущество казино { $target }: { $reason }.
t-solve-reason-push = даже при возврате строка { $line } оставляет казино { $edge }, меньше запрошенных { $target }; выплата не может быть отрицательной
t-solve-reason-never = строка { $line } никогда не применяется в этом шузе (всегда раньше подходит предыдущая строка, или событие невозможно), поэтому её выплата ничего не меняет
t-solve-formula-of = преимущество(p) = { $push } − { $slope } × p
t-solve-formula = Преимущество линейно зависит от выплаты p этой строки: { $formula } (точно; применяется первая подходящая строка, поэтому p меняет выплату строки, но не то, в каких раздачах она применяется).

## leak

t-leak-position-1 = первая карта Punto
t-leak-position-2 = первая карта Banco
t-leak-position-3 = вторая карта Punto
t-leak-position-4 = вторая карта Banco
t-leak-position-5 = пятая карта
t-leak-position-6 = шестая карта
t-leak-seen = { $position } ({ $card })
t-leak-by-rank = по достоинству
t-leak-by-group = только по группе в разбиении { $sort }
t-leak-title = Утечка информации — видимые позиции: { $seen }; каждая карта читается { $how } ({ $cards } { $cards ->
    [one] карта
    [few] карты
   *[many] карт
}, правила «{ $rules }»)
t-col-figure = величина
t-leak-edge = преимущество за раздачу
t-leak-edge-unseen = преимущество, когда ничего не видно
t-leak-sits-out = не играет
t-leak-published = Опубликованное значение для этого случая: { $value } ({ $source }).
t-leak-sit-out = В каждом состоянии игрок делает ставку с наибольшим МО или пропускает раздачу, когда все МО отрицательны; пропущенные раздачи считаются за 0.
t-leak-no-sit-out = В каждом состоянии игрок делает ставку с наибольшим МО; ставка делается в каждой раздаче.
t-leak-exposure = Что видно: { CLAUSE($what) }.
t-leak-sorts = Сортировки: лучшие разбиения на две группы для видимых позиций
t-col-rank = место
t-col-sort = сортировка
t-leak-seen-at = видно на позиции { $position }
t-leak-ev-of = МО { $bet }
t-leak-states = Состояния: что видно, насколько это вероятно, сделанная ставка и МО каждой ставки
t-leak-bets = Ставки: как часто делается каждая ставка и какое преимущество она даёт

## Собственные примечания командной строки

cli-bets-groups = Группы ставок (параметр `--bets`): `main` (Punto, Banco, Égalité), `side` (все остальные встроенные ставки), `all`.
cli-eor-how-often = {" "}Как часто шуз доходит до этого порога: `punto-banco simulate --tags 'ID=TAGS@tc>=X'` (ставки по счёту за шуз)

## track: строка над каждой таблицей

t-track-seen = открытые карты
t-track-coups = раздача
t-track-no-coup = карты ещё не сдавались
t-track-last = последняя раздача: Punto { $punto } ({ $pt }), Banco { $banco } ({ $bt }), { $winner ->
    [punto] выиграл Punto
    [banco] выиграл Banco
   *[tie] Égalité
}
t-track-in-play = раздача в игре: Punto { $punto } | Banco { $banco }
t-track-status = [{ $mode }] { $coup }; { $left ->
    [one] осталась { $left } карта
    [few] осталось { $left } карты
   *[many] осталось { $left } карт
}, вышло карт: { $out } (сожжено: { $burned }), { $coups ->
    [one] { $coups } раздача
    [few] { $coups } раздачи
   *[many] { $coups } раздач
}

## track: почему строку нельзя применить («ошибка: строка N: ...» в потоке ошибок) и
## последняя строка сессии, в которой были ошибочные строки. Команды (coup, seen, punto,
## banco, burn, new, undo, redo, load, save) и обозначения карт (A, 2–9, 10 или T, J, Q, K;
## масти s, h, d, c) вводит пользователь: они не переводятся ни на один язык.

t-track-err-line = ошибка: строка { $line }: { $message }
t-track-err-end = ошибка: { $message }
t-track-err-summary = { $n ->
    [1] не удалось применить строку { $first }
    [one] не удалось применить { $bad } строку; первая из них — строка { $first }
    [few] не удалось применить { $bad } строки; первая из них — строка { $first }
   *[many] не удалось применить { $bad } строк; первая из них — строка { $first }
}
t-track-err-not-card = «{ $word }» — не карта (A, 2–9, 10 или T, J, Q, K с необязательной мастью s, h, d или c) и не команда (coup, seen, punto, banco, burn, new, undo, redo); карты и команды вводятся именно так, как они записаны здесь
t-track-err-unknown-card = «{ $card }» — не карта: карта вводится как A, 2–9, 10 или T, J, Q, K с необязательной мастью s, h, d или c
t-track-err-needs-cards = после «{ $word }» нужны карты, например «{ $command } K»
t-track-err-takes-nothing = после «{ $word }» ничего не вводится, а в строке за ним стоит «{ $got }»
t-track-err-empty = строка пуста; введите карты или команду
t-track-err-not-in-shoe = нельзя убрать карту { $rank }: в шузе таких карт не осталось
t-track-err-not-in-shoe-suited = нельзя убрать карту { $card }: в шузе её уже нет
t-track-err-shoe-too-small = в шузе { $left ->
    [one] осталась { $left } карта
    [few] осталось { $left } карты
   *[many] осталось { $left } карт
}, а чтобы закончить раздачу, нужно не меньше 6
t-track-err-in-coup-burn = идёт раздача (Punto { $punto }, Banco { $banco }): карты сжигаются только между раздачами; завершите раздачу или отмените строку командой «undo»
t-track-err-in-coup-seen = идёт раздача (Punto { $punto }, Banco { $banco }): команда «seen» допустима только между раздачами; завершите раздачу или отмените строку командой «undo»
t-track-err-out-of-order = открытых карт у Punto — { $p }, у Banco — { $b }; так не бывает: карты сдаются в порядке Punto, Banco, Punto, Banco, затем третья карта Punto, затем третья карта Banco
t-track-err-too-many = в руке не бывает больше 3 карт, а здесь у Punto их было бы { $p }, у Banco — { $b }
t-track-err-punto-stands = Punto стоит при { $total } ({ $cards }), поэтому третью карту Punto не сдают
t-track-err-punto-draws = Punto берёт карту при { $total } ({ $cards }), поэтому третья карта Punto сдаётся раньше третьей карты Banco
t-track-err-next-hand = следующая карта раздачи сдаётся { $next ->
    [punto] Punto
   *[banco] Banco
}, а не { $not ->
    [punto] Punto
   *[banco] Banco
}
t-track-err-log-full = в журнале уже { $max-grouped } { $max ->
    [one] строка
    [few] строки
   *[many] строк
} — это предел; начните новую сессию
t-track-err-nothing-to-undo = отменять нечего
t-track-err-nothing-to-redo = повторять нечего
t-track-err-too-long = строка длиннее { $max-grouped } байт (64 КиБ) — предела для одной строки
t-track-err-not-utf8 = строка не является текстом в UTF-8 (недопустимый байт на позиции { $offset })
t-track-err-load-needs-file = после «load» нужно имя файла: load ФАЙЛ
t-track-err-save-needs-file = после «save» нужно имя файла: save ФАЙЛ
t-track-err-save-folder = нельзя сохранить в «{ $path }»: это папка
t-track-err-cannot-read = не удаётся прочитать файл сессии «{ $file }»: { $reason }

# Charts (--plot)

t-chart-eor-x = достоинство удалённой карты
t-chart-eor-y = изменение МО, % от единичной ставки
t-chart-sim-share = Раздачи с МО > 0
t-chart-sim-share-y = доля раздач, %
t-chart-sim-edge = Среднее преимущество при МО > 0
t-chart-sim-ev-y = МО, % от суммы ставки
t-chart-sim-unseen = число невидимых карт
t-chart-sim-by-count = Среднее МО по истинному счёту
t-chart-sim-true-count = истинный счёт
t-chart-count-series = { $bet } — { $count }

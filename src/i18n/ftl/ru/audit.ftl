### Сообщения файла аудита на русском. Идентификаторы уникальны во всех файлах языка.
### Файл аудита (`punto-banco audit --format markdown|html|pdf`): сначала заключение, затем
### что проверено, затем доказательства. Banco, Punto и Égalité — имена собственные игры.

au-title = Отчёт об аудите честности игры
au-footer-tool = Проверено программой { $tool }
au-footer-sha = SHA-256 файла { $name }: { $sha }

## 1. Заключение

au-h-verdict = 1. Заключение
au-rule-maryland = Мэриленд, COMAR 36.05.02.17(F), доверительный уровень { $confidence }
au-rule-west-virginia = Западная Виргиния, §29-22B-909, доверительный уровень { $confidence }
au-rule-none = уровень, выбранный пользователем, без названного правила
au-verdict-passed = Аудит пройден: каждая проверка пройдена на уровне значимости { $level } после поправки Холма (правило: { $rule }), и каждый шуз содержит только те карты, которые допускают его колоды.
au-verdict-flagged = Аудит не пройден на уровне значимости { $level } после поправки Холма (правило: { $rule }).
au-verdict-misfits = { $count ->
    [one] { $count } отклонение в составе карт (раздел 3.1).
    [few] { $count } отклонения в составе карт (раздел 3.1).
   *[many] { $count } отклонений в составе карт (раздел 3.1).
}
au-verdict-failed-tests = { $count ->
    [one] Не пройдена { $count } проверка: { CLAUSE($names) }.
    [few] Не пройдены { $count } проверки: { CLAUSE($names) }.
   *[many] Не пройдены { $count } проверок: { CLAUSE($names) }.
}
au-verdict-passed-tests = { $count ->
    [one] Пройдена { $count } проверка: { CLAUSE($names) }.
    [few] Пройдены { $count } проверки: { CLAUSE($names) }.
   *[many] Пройдены { $count } проверок: { CLAUSE($names) }.
}
au-verdict-table = Уровень значимости { $level }; { -p-value } каждой проверки до и после поправки Холма:
au-col-test = Проверка
au-col-result = Итог
au-col-p = p
au-col-p-holm = p с поправкой Холма
au-result-passed = пройдена
au-result-failed = не пройдена

## Вердикт одной строкой: `verdict` в JSON (по-английски на любом языке) и заголовок
## таблицы проверок команды.

au-summary-passed = аудит пройден: каждая проверка на уровне значимости { $level } после поправки Холма ({ $rule }); каждый полный шуз содержит карты своих колод
au-summary-flagged = аудит не пройден: { $why }
au-summary-misfits = { $count ->
    [one] { $count } отклонение в составе карт
    [few] { $count } отклонения в составе карт
   *[many] { $count } отклонений в составе карт
}
au-summary-failed = проверки, не пройденные на уровне значимости { $level } после поправки Холма ({ $rule }): { CLAUSE($names) }
au-summary-rule-maryland = Мэриленд, COMAR 36.05.02.17(F), доверительный уровень { $confidence }
au-summary-rule-west-virginia = Западная Виргиния, §29-22B-909, доверительный уровень { $confidence }
au-summary-rule-none = уровень, выбранный пользователем, без названного правила

## 2. Что проверено

au-h-audited = 2. Что проверено
au-col-what = Что
au-col-value = Значение
au-fact-rules = Правила
au-fact-decks = Колод в шузе
au-decks = { $decks ->
    [one] { $decks } колода
    [few] { $decks } колоды
   *[many] { $decks } колод
}
au-fact-procedure = Процедура повторных раздач
au-fact-draws = Перестановки и повторные раздачи
au-draws = { $draws ->
    [one] { $draws } перестановка
    [few] { $draws } перестановки
   *[many] { $draws } перестановок
}, зерно { $seed }
au-fact-tool = Программа, версия и ревизия
au-fact-log = Журнал шузов { $name }
au-log = { $format }, { $shoes ->
    [one] { $shoes } шуз
    [few] { $shoes } шуза
   *[many] { $shoes } шузов
} (полностью известных: { $complete }), { $coups ->
    [one] { $coups } раздача
    [few] { $coups } раздачи
   *[many] { $coups } раздач
}
au-fact-sha = SHA-256 файла { $name }
au-fact-left-out = Исключены из проверок исходов ({ $name })
au-left-out = { $count ->
    [one] шуз { $shoes }: его состав неверен, поэтому он не входит ни в подсчёт исходов, ни в повторные раздачи
    [few] шузы { $shoes }: их состав неверен, поэтому они не входят ни в подсчёт исходов, ни в повторные раздачи
   *[many] шузы { $shoes }: их состав неверен, поэтому они не входят ни в подсчёт исходов, ни в повторные раздачи
}

## 3. Доказательства

au-h-evidence = 3. Доказательства
au-h-composition = 3.1 Состав шузов
au-composition-ok = Каждый полностью известный шуз содержит ровно карты своих колод, и ни один шуз не сдаёт карт какого-либо достоинства больше, чем их в его колодах.
au-composition-wrong = { $count ->
    [one] { $count } отклонение: число карт одного достоинства (или одной карты) в шузе не совпадает с составом его колод.
    [few] { $count } отклонения: в каждой строке — достоинство (или карта), число которых в шузе не совпадает с составом его колод.
   *[many] { $count } отклонений: в каждой строке — достоинство (или карта), число которых в шузе не совпадает с составом его колод.
}
au-col-shoe = Шуз
au-col-rank = Достоинство или карта
au-col-held = По колодам шуза
au-col-found = Найдено
au-rank-all = все карты
au-h-tests = 3.2 Проверки
au-col-statistic = Статистика
au-col-expected = Ожидание
au-col-method = Метод расчёта p
# A test's name, as a table row starts it; a list after a colon lowercases it (CLAUSE).
au-test-rank_deficit = Недостача карт одного достоинства в сданной части
au-test-value_by_band = Значение карт по участкам шуза (хи-квадрат)
au-test-runs_median = Серии выше и ниже медианы значений
au-test-serial_correlation = Сериальная корреляция соседних значений
au-test-carry_over = Соседние пары, перешедшие в следующий шуз
au-test-banco_wins = Выигрыши Banco
au-test-punto_wins = Выигрыши Punto
au-test-ties = Égalité (ничьи)
au-test-log_likelihood = Логарифм правдоподобия исходов
au-how-reorder = перестановка собственных карт каждого шуза
au-how-redeal = повторная раздача полных шузов
au-how-normal-counts = нормальное приближение (нет полного шуза для повторной раздачи)
au-how-normal-likelihood = нормальное приближение (центральная предельная теорема для мартингалов)
au-how-hypergeometric = точный гипергеометрический хвост, поправка Бонферрони по шузам и достоинствам
au-h-method = 3.3 Метод
au-method-exact = Исходы: вероятности Banco, Punto и Égalité в каждой раздаче точные, с учётом всех карт, открытых до неё.
au-method-shuffle = Тасование: нулевая гипотеза — равномерно случайный порядок собственных карт каждого полного шуза после сжигания; p = (1 + число перестановок, статистика которых не меньше наблюдаемой) / (1 + D), по D = { $draws } перестановкам (зерно { $seed }).
au-method-counts = Число выигрышей Banco, Punto и Égalité сравнивается с повторными раздачами тех же карт каждого полного шуза в равномерно случайном порядке, по той же процедуре и той же таблице добора; тест двусторонний.
au-method-likelihood = Логарифм правдоподобия исходов при точных вероятностях проверяется нормальным приближением (центральная предельная теорема для мартингалов) по его точным среднему и дисперсии; тест двусторонний.
au-method-holm = Пошаговая поправка Холма применяется к { $tests ->
    [one] { $tests } проверке
   *[many] { $tests } проверкам
}; проверка не пройдена, если её { -p-value } с поправкой ниже { $level }.
# The tool that wrote the file: its name, version and revision.
au-tool-line = { $tool } { $version } ({ -revision } { $commit })

## Таблицы команды (`punto-banco audit`, таблица и CSV): проверки с итогом в заголовке и
## каждое отклонение в составе карт.

au-table-title = { $verdict }
au-table-col-test = проверка
au-table-col-statistic = статистика
au-table-col-expected = ожидание
au-table-col-p = p
au-table-col-p-holm = p по Холму
au-table-col-flagged = отмечена
au-table-col-method = метод
au-table-yes = да
au-table-no = нет
au-table-how-reorder = перестановка
au-table-how-redeal = повторная раздача полных шузов
au-table-how-normal-counts = нормальное приближение (нет полного шуза для повторной раздачи)
au-table-how-normal-likelihood = нормальное приближение (ЦПТ для мартингалов)
au-table-how-hypergeometric = точный гипергеометрический хвост, поправка Бонферрони по шузам и достоинствам
au-table-composition = Состав: каждое отклонение в составе карт
au-table-col-shoe = шуз
au-table-col-rank = достоинство
au-table-col-held = ожидалось
au-table-col-found = найдено
au-table-composition-ok = Каждый полный шуз содержит карты своих колод; ни один шуз не сдаёт карту одного достоинства чаще, чем её содержат колоды.

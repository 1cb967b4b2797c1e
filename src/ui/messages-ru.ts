/**
 * Russian texts of the interface, key for key the English tables of `messages.ts` (`applyLanguage("ru")`
 * switches to them). Placeholders, optional parts and plural forms: `format-text.ts`.
 */
import { formatCount, formatMessage } from "./format-text";
import type { MessageTables } from "./messages";

/** The browser's (V8's) English reasons a regular expression does not compile, in Russian. */
const REGEX_ERRORS: Record<string, string> = {
  "Unterminated group": "не закрыта скобка группы «(»",
  "Unmatched ')'": "лишняя закрывающая скобка «)»",
  "Nothing to repeat": "квантификатору нечего повторять",
  "Unterminated character class": "не закрыт класс символов «[»",
  "Invalid group": "неверная группа",
  "Lone quantifier brackets": "одиночная скобка квантификатора «{»",
  "Invalid escape": "неверная escape-последовательность",
  "Range out of order in character class": "неверный диапазон в классе символов",
  "\\ at end of pattern": "«\\» в конце выражения",
  "Incomplete quantifier": "незавершённый квантификатор",
  "numbers out of order in {} quantifier": "числа в квантификаторе {} идут не по порядку",
  "Invalid capture group name": "неверное имя группы",
  "Duplicate capture group name": "имя группы повторяется",
  "Invalid named reference": "неверная ссылка на именованную группу",
};

export const MESSAGES_RU: MessageTables = {
  messages: {
    units: { bytes: "{size}\u00a0Б", kb: "{size}\u00a0КБ", mb: "{size}\u00a0МБ" },
    app: {
      title: "Sitemap Editor",
      tagline: "Проверка и исправление файлов Sitemap прямо в браузере. Файлы не покидают эту вкладку.",
      checking: "Проверка…",
      skipToTable: "Перейти к таблице записей",
      skipToStart: "Перейти к открытию файлов",
      notifications: "Уведомления",
      actionsLabel: "Действия с рабочей областью",
      language: "Язык интерфейса",
      announceUndone: "Отменено: {label}",
      announceRedone: "Повторено: {label}",
      announceDone: "Выполнено: {label}",
      announceCleared: "Рабочая область пуста.",
      announceReading: "Чтение {name}…",
      announceRead: "Файл {name} прочитан.",
      announceReadingMany: "Чтение {count} {count:файла|файлов|файлов}…",
      announceReadMany: "Прочитано {count} {count:файл|файла|файлов}.",
      hideFiles: "Скрыть список файлов",
      showFiles: "Показать список файлов",
      hideProblems: "Скрыть панель проблем",
      showProblems: "Показать панель проблем",
      hideSidePanels: "Скрыть список файлов и панель проблем",
      showSidePanels: "Показать список файлов и панель проблем",
      showSidePanelsProblems: "Показать панель проблем и список файлов",
    },
    actions: {
      open: "Открыть файлы",
      paste: "Вставить",
      example: "Открыть пример",
      export: "Экспорт",
      tryAgain: "Повторить",
      close: "Закрыть",
      cancel: "Отмена",
      dismiss: "Скрыть",
    },
    empty: {
      title: "Перетащите сюда файлы Sitemap",
      body: "Файлы читаются и проверяются локально: по протоколу Sitemaps и правилам Google, Яндекса и Bing.",
      formatsLabel: "Поддерживаемые форматы",
      formats: [
        "XML Sitemap",
        "Файл индекса Sitemap",
        ".xml.gz",
        ".zip",
        "TXT",
        "RSS",
        "Atom",
        "robots.txt",
        "CSV / TSV",
      ],
      choose: "Выбрать файлы",
      example: "Открыть пример",
      pasteHint: "или нажмите Ctrl+V, чтобы вставить Sitemap",
    },
    drop: {
      overlay: "Отпустите, чтобы открыть",
      overlayHint: "XML, .xml.gz, .zip, TXT, RSS, Atom, robots.txt или список URL в CSV/TSV",
      overlayBlocked: "Сначала закройте окно",
      overlayBlockedHint: "Пока открыто окно, файлы не открываются: в нём может редактироваться один из них.",
      inputLabel: "Выбрать файлы Sitemap",
    },
    sitemapRefs: {
      title: "Файлы Sitemap в {name}",
      intro:
        "Каждая строка — запись <sitemap>. Изменения вступят в силу после «Применить»; их можно отменить одним шагом. Затем они проверяются заново и экспортируются вместе с файлом индекса.",
      loc: "URL файла (loc)",
      lastmod: "Дата изменения",
      locOf: "loc файла Sitemap {n}",
      lastmodOf: "lastmod файла Sitemap {n}",
      remove: "Удалить Sitemap {n} из списка",
      removeColumn: "Удалить",
      more: "Показать ещё {count} (из {total})",
      earlier: "Показать предыдущие {count} (до строки {first})",
      fix: "Исправить",
      fixOf: "Исправить: {label}",
      fixAll: "Исправить все {count}",
      add: "Добавить Sitemap",
      apply: "Применить",
      problems: "Проблемы файла Sitemap {n}",
      lastmodProblems: "Проблемы lastmod файла Sitemap {n}",
      stale: "До вашей правки (при применении проверится заново):",
      fixedHere: "Исправлено здесь; при применении проверится заново.",
      none: "Список Sitemap пуст.",
      discardTitle: "Отказаться от изменений?",
      discardBody:
        "Вы изменили, добавили или удалили {count} {count:файл Sitemap|файла Sitemap|файлов Sitemap} в списке {name}, но ещё не применили правки. Если отказаться от них, файл индекса останется прежним.",
      discardBodyOne:
        "Вы изменили, добавили или удалили один файл Sitemap в списке {name}, но ещё не применили правку. Если отказаться от неё, файл индекса останется прежним.",
      discard: "Отказаться",
      keepEditing: "Вернуться к правке",
    },
    sameName: {
      titleOne: "Файл {name} уже открыт",
      titleMany: "{count} {count:файл|файла|файлов} из выбранных уже {count:открыт|открыты|открыты}",
      replaceOne:
        "Можно заменить его новым файлом: записи будут прочитаны заново, ваши правки в нём и их история будут удалены, адрес файла сохранится.",
      replaceMany:
        "Можно заменить их новыми файлами: записи будут прочитаны заново, ваши правки в них и их история будут удалены, адреса файлов сохранятся.",
      keepBoth: "Или оставить оба: новый откроется под именем {copy}.",
      keepBothMany: "Или оставить все: новые откроются под именами {copy}.",
      replace: "Заменить",
      keep: "Оставить оба",
      keepMany: "Оставить все",
      editsLost:
        "Если заменить файл, ваши правки в {names} пропадут ({count} {count:шаг|шага|шагов} отмены).",
      editsLostOne: "Если заменить файл, ваша правка в {names} пропадёт (1 шаг отмены).",
      undoneLost:
        "Все правки в {names} отменены: если заменить файл, пропадёт возможность вернуть их ({count} {count:шаг|шага|шагов} повтора).",
      beyondLost:
        "В {count:файле|файлах|файлах} {names} есть правки, которые уже нельзя отменить (отмена хранит последние 100 шагов и 1 500 000 изменённых URL): при замене они тоже пропадут, безвозвратно.",
      more: "и ещё {count}",
      manySites:
        "Открыты файлы нескольких сайтов, и открытый файл с таким именем может быть другого сайта: {list}. «Заменить» поставит на его место открытый вами файл, какого бы сайта он ни был; чтобы сохранить файлы каждого сайта, выберите «{keep}».",
      otherSiteOne:
        "Открытый вами {name} — файл сайта {incoming}, а уже открытый — сайта {open}: «Заменить» поставит на его место файл другого сайта. Чтобы оставить файлы обоих сайтов, выберите «{keep}».",
      otherSiteMany:
        "Открытые вами файлы — другого сайта, чем уже открытые файлы с теми же именами: {list}. «Заменить» поставит на их место файлы другого сайта; чтобы оставить файлы каждого сайта, выберите «{keep}».",
      otherSiteItem: "{name} ({incoming}, открыт: {open})",
      sameSiteOne: "Открытый вами {name} — файл сайта {site}, как и уже открытый: это его новая версия.",
      sameSiteMany: "Открытые вами файлы — тех же сайтов, что и уже открытые файлы с этими именами: {list}.",
    },
    paste: {
      title: "Вставить Sitemap",
      label: "Содержимое Sitemap",
      placeholder: '<?xml version="1.0" …  или по одному URL в строке, или robots.txt',
      submit: "Добавить",
    },
    loading: {
      reading: "Чтение {name}",
    },
    files: {
      title: "Файлы",
      readingMore: "ещё {count} {count:читается|читаются|читаются}",
      empty: "Файлов пока нет",
      urls: "{count} URL",
      url: "1 URL",
      gzip: "gzip",
      uncompressed: "{size} без сжатия",
      uncompressedOver: "более {size} без сжатия",
      uncompressedTitle:
        "Размер распакованного содержимого: ограничение в 50 МБ для файла Sitemap считается по нему",
      location: "Адрес файла",
      locationOf: "Адрес файла {name}",
      locationHint:
        "URL, по которому опубликован файл. Проверки хоста и папки сравнивают URL с этим адресом.",
      locationGuessed: "угадан",
      locationGuessedTitle:
        "Адрес угадан по URL и имени файла. Впишите, где файл опубликован: проверки хоста и папки сравнивают URL с этим адресом.",
      locationFromFeed: "из ленты",
      locationFromFeedTitle:
        'Ссылка rel="self" ленты говорит, что лента опубликована здесь. Если это не так, впишите другой адрес: проверки хоста и папки сравнивают URL с ним.',
      locationNameRefused:
        "Файл не может называться «{segment}»: при экспорте он будет записан под своим именем, {name}.",
      remove: "Удалить {name}",
      removeTitle: "Удалить {name}?",
      removeBody:
        "Файл ({count}) будет удалён из рабочей области вместе с вашими правками. Отменить это нельзя: история правок этого файла будет очищена.",
      removeBodyUnedited: "Файл ({count}) будет удалён из рабочей области. Отменить это нельзя.",
      removeBodyEmpty: "В файле нет URL: из рабочей области будут удалены его карточка и проблемы.",
      removeBodyList:
        "Из рабочей области будет удалён его список ({count}); открытые файлы из этого списка останутся. Отменить это нельзя.",
      removeConfirm: "Удалить файл",
      editSitemaps: "Изменить список",
      editSitemapsOf: "Изменить список файлов Sitemap в {name}",
      showOnly: "Показать в таблице только {name}",
      showListed: "Показать файлы Sitemap, перечисленные в {name}",
      showAll: "Все файлы",
      errors: "{count} {count:ошибка|ошибки|ошибок}",
      warnings: "{count} {count:предупреждение|предупреждения|предупреждений}",
      error: "1 ошибка",
      warning: "1 предупреждение",
      errorsAllAway:
        "{count:1=Эта ошибка есть|Все эти ошибки есть} только в файлах в открытом виде (формат ленты, строка или элемент без URL, синтаксис XML): при экспорте {count:1=она исчезнет|они исчезнут}, в записанных файлах их нет.",
      errorsSomeAway:
        "{away} из {count} {count:ошибки|ошибок|ошибок} есть только в файлах в открытом виде (формат ленты, строка или элемент без URL, синтаксис XML): при экспорте {away:1=она исчезнет|они исчезнут}.",
      noProblems: "Нет ошибок и предупреждений",
      unread: "Из файла ничего не прочитано: это не Sitemap или файл повреждён",
    },
    format: {
      urlset: "XML",
      sitemapindex: "Индекс",
      txt: "TXT",
      rss: "RSS",
      atom: "Atom",
      robots: "robots.txt",
      unknown: "Не распознан",
    },
    exportDialog: {
      title: "Экспорт файлов Sitemap",
      format: "Формат",
      formatXml: "XML",
      formatXmlGz: "XML.gz",
      formatTxt: "TXT",
      formatAsOpened: "Как открыты",
      formatAsOpenedHint:
        "Формат каждого файла сохраняется: .xml.gz остаются сжатыми, .xml — несжатыми, .txt — списками TXT; таблицы CSV и TSV и ленты RSS или Atom становятся файлами Sitemap .xml. Адреса опубликованных Sitemap не меняются (кроме ленты и Sitemap, созданного скриптом: они получают имя .xml — feed.rss → feed.xml, sitemap.php → sitemap.xml).",
      formatAsOpenedTitle:
        "XML, каждый файл сжат gzip или нет, как при открытии (pages.xml.gz остаётся pages.xml.gz, sitemap.xml — sitemap.xml), список TXT — в TXT (blog.txt остаётся blog.txt): адреса опубликованных Sitemap не меняются; лента или созданный скриптом sitemap.php становится Sitemap .xml.",
      maxUrls: "Макс. URL в файле",
      maxMb: "Макс. размер файла, МБ",
      maxUrlsInvalid: "Введите целое число URL: 1 или больше (протокол допускает до 50 000).",
      maxMbInvalid: "Введите размер в МБ больше 0 (протокол допускает до 50 МБ).",
      maxUrlsOver: "Больше предела протокола (50 000 URL): такие файлы не будут допустимыми файлами Sitemap.",
      maxMbOver: "Больше предела протокола (50 МБ): такие файлы не будут допустимыми файлами Sitemap.",
      maxUrlsUnder: "Файлы с большим числом URL делятся на части (протокол допускает 50\u00a0000).",
      maxMbUnder: "Файлы большего размера делятся на части (протокол допускает 50\u00a0МБ).",
      sizesInvalid: "Исправьте отмеченное выше поле, чтобы увидеть файлы для записи.",
      sizesInvalidMany: "Исправьте отмеченные выше поля ({count}), чтобы увидеть файлы для записи.",
      baseUrl: "Базовый URL файла индекса",
      baseUrlHint: "В файле индекса адрес каждой части — базовый URL + имя файла.",
      baseUrlInvalid:
        "Введите адрес, начинающийся с https:// или http:// (каждый loc в индексе должен быть полным URL), или оставьте поле пустым: будет взят самый частый хост URL.",
      name: "Имя файла",
      namePlaceholder: "sitemap",
      nameInvalid: 'Имя файла не может содержать / \\ : * ? " < > | (папку задаёт базовый URL).',
      nameReserved:
        "Windows оставляет это имя за устройством (CON, PRN, AUX, NUL, COM1-9, LPT1-9): выберите другое.",
      nameTooLong:
        "Не больше 200 байт (около 100 русских букв): с номером части и расширением файловые системы принимают 255.",
      pretty: "С отступами",
      compact: "Компактно",
      summary: "{files} {files:файл|файла|файлов}, {urls}",
      summaryOne: "1 файл, {urls}",
      planning: "Подсчёт файлов для {urls}…",
      withIndex: "включая файл индекса Sitemap",
      withIndexes: "включая {count} {count:файл индекса|файла индекса|файлов индекса} Sitemap",
      summaryIndexOnly: "1 файл индекса Sitemap",
      summaryIndexesOnly: "{count} {count:файл индекса|файла индекса|файлов индекса} Sitemap",
      skipped:
        "{count} {count:запись без URL будет пропущена|записи без URL будут пропущены|записей без URL будет пропущено}",
      skippedOne: "1 запись без URL будет пропущена",
      nothing: "Экспортировать нечего: URL пока нет.",
      downloadZip: "Скачать ZIP",
      downloadFiles: "Скачать файлы",
      writing: "Подготовка…",
      downloadingFiles: "Скачивание…",
      failed: "Не удалось экспортировать: {detail}",
      downloaded: "Скачано: {files} {files:файл|файла|файлов} ({size})",
      downloading:
        "Скачивается {count} из {files}… Не закрывайте страницу, пока не скачается последний файл — индекс («Скачать ZIP» — один файл).",
      downloadingNoIndex:
        "Скачивается {count} из {files}… Не закрывайте страницу, пока не скачается последний файл («Скачать ZIP» — один файл).",
      downloadedZip: "Скачан {name} ({size}, внутри {files} {files:файл|файла|файлов})",
      filesLabel: "Создаваемые файлы",
      fileUrls: "{count} URL",
      fileUrl: "1 URL",
      fileSitemaps: "{count} {count:файл Sitemap|файла Sitemap|файлов Sitemap}",
      moreFiles: "и ещё {count}",
      showMoreFiles: "и ещё {count}: показать все",
      indexLastmod: "Указать lastmod (сейчас) в индексах для изменённых файлов",
      indexKeepsName:
        "Индекс разделённого файла получает имя файла (sitemap{index} → индекс; части sitemap-1{part} …): уже отправленный адрес продолжит работать",
      indexKeepsNameEnding:
        "Индекс разделённого файла получает имя файла (sitemap{index} → индекс; части sitemap-1{part} …): отправленный адрес с таким окончанием продолжит работать",
      indexKeepsNameTxt:
        "Индекс разделённого списка получает имя списка, но в XML (sitemap.txt → индекс sitemap{index}; части sitemap-1{part} …): индекс не бывает TXT, поэтому отправьте его вместо списка",
      indexKeepsNameSomeTxt: "(индекс TXT-списка получает окончание .xml: отправьте его вместо списка)",
      indexLastmodHint:
        "Вы изменили {count} {count:файл|файла|файлов} из списка индекса Sitemap ({names}): без этой отметки у {count:1=его записи|их записей} останется прежний lastmod, и поисковые системы могут не скоро скачать {count:1=его|их} снова.",
      indexLastmodNone:
        "Вы изменили {count} {count:файл|файла|файлов} из списка индекса Sitemap ({names}): без этой отметки у {count:1=его записи|их записей} нет lastmod, который сказал бы поисковым системам об изменениях, и они могут не скоро скачать {count:1=его|их} снова.",
      indexLastmodTitle:
        "Файл Sitemap, который записывает экспорт, получает время экспорта как lastmod в файле индекса, где он указан: в индексе для частей, а в открытом файле индекса — если вы изменили этот файл здесь или он разделён на части (остальные, записанные без изменений или не записанные, сохраняют свой lastmod).",
      robotsLabel: "Строка для robots.txt",
      robotsLabelMany: "Строки для robots.txt",
      robotsHint: "Добавьте эту строку в robots.txt, чтобы поисковые системы нашли файл Sitemap.",
      robotsListedOne: "В {name} (открыт здесь) эта строка уже есть: добавлять нечего.",
      robotsListed: "В {name} (открыт здесь) эти строки уже есть: добавлять нечего.",
      robotsNone: "В {name} (открыт здесь) пока нет ни одного файла Sitemap.",
      robotsAddOne: "Добавьте строку выше.",
      robotsAdd: "Добавьте строки выше ({count}).",
      robotsLacks: "В {name} (открыт здесь) нет: {missing}. Добавьте {count:1=эту строку|эти строки}.",
      robotsPartial:
        "Вместо {count:1=неё|них} в нём записано {lines} — без адреса сайта, а такие строки роботы не читают: замените {count:1=эту строку|эти строки}.",
      robotsCyrillic:
        "Кроме того, кириллицей в нём {count:1=записан файл|записаны файлы} Sitemap {lines}, а Яндекс не принимает кириллицу в строке «Sitemap:»: замените {count:1=эту строку строкой|эти строки строками} выше.",
      robotsCyrillicOnly:
        "В {name} (открыт здесь) {count:1=этот файл Sitemap записан|эти файлы Sitemap записаны} кириллицей ({lines}), а Яндекс не принимает кириллицу в строке «Sitemap:»: замените {count:1=эту строку строкой|эти строки строками} выше.",
      robotsMoved:
        "{name} (открыт здесь) указывает {old} на {oldHost}; этот экспорт записывает {count:1=этот файл|эти файлы} на {newHost}. Если сайт переехал туда, добавьте строку выше в robots.txt хоста {newHost} (robots.txt старого хоста и его строки остаются со старым сайтом).",
      robotsSplitAway:
        "В нём указан{count:|ы|ы} {urls}, а этот экспорт делит {count:этот файл|эти файлы|эти файлы} на части: после их загрузки по {count:этому адресу|этим адресам|этим адресам} не будет ни одного URL, поэтому удалите {count:эту строку|эти строки|эти строки} (части перечисляет индекс, указанный выше).",
      robotsAlso:
        "Ещё в нём указаны другие файлы Sitemap: {others}. Удалите строки файлов Sitemap, которые вы больше не публикуете.",
      robotsScheme:
        "В нём {count:1=этот файл Sitemap указан|эти файлы Sitemap указаны} по {scheme} ({lines}), а экспорт записывает {count:1=его|их} по {wanted}: замените {count:1=эту строку строкой|эти строки строками} выше.",
      robotsSchemeOnly:
        "В {name} (открыт здесь) {count:1=этот файл Sitemap указан|эти файлы Sitemap указаны} по {scheme} ({lines}), а экспорт записывает {count:1=его|их} по {wanted}: замените {count:1=эту строку строкой|эти строки строками} выше.",
      copy: "Копировать",
      copied: "Скопировано",
      copyFailed: "Выделите строку и нажмите Ctrl+C, чтобы скопировать её.",
      commentsDropped: "Комментарии и инструкции обработки из {names} не будут записаны.",
      undeclaredPrefixes:
        "Неизвестно пространство имён для префиксов: {prefixes}. Элементы с этими префиксами не будут записаны.",
      noBaseUrl: "Укажите базовый URL, чтобы получить полный адрес файла Sitemap.",
    },
    notices: {
      "notice.read-failed": "Не удалось прочитать {name}: {detail}",
      "notice.table-unclosed-quote":
        "{name}, строка {line}, столбец {column}: кавычка открывает ячейку и не закрыта. Строки после неё прочитаны с кавычкой как обычным символом; проверьте ячейки этой строки (кавычка осталась в них).",
      "notice.read-unreadable":
        "Не удалось прочитать {name}: браузер не смог получить содержимое (файл перемещён или удалён после выбора или больше, чем вмещает вкладка). Откройте его снова; если он очень большой, сначала разделите его.",
      "notice.zip-failed":
        "Не удалось распаковать {name}: архив повреждён или сжат способом, который приложение не читает. Файлы из него не открыты.",
      "notice.zip-no-sitemap":
        "В {name} нет Sitemap: ни одного файла .xml, .gz, .txt, .rss, .atom, .csv или .tsv[ (в нём: {names})]. Ничего не открыто.",
      "notice.folder-no-sitemap":
        "В перетащенной папке нет Sitemap: ни одного файла .xml, .gz, .txt, .rss, .atom, .csv, .tsv или .zip. Ничего не открыто.",
      "notice.folder-limits":
        "Открыты не все файлы перетащенной папки: не больше первой 1000 файлов Sitemap и не глубже 8 уровней папок. Перетащите её подпапки по одной или упакуйте их в zip.",
      "notice.zip-nested":
        "{count} {count:архив|архива|архивов} внутри {name} не {count:открыт|открыты|открыто} ({names}): распакуйте и откройте файлы из {count:1=него|них}.",
      "notice.zip-skipped":
        "Из {name} не {count:открыт|открыты|открыто} {count} {count:файл|файла|файлов}: больше 200 МБ в распакованном виде ({names}).",
      "notice.zip-skipped-count":
        "Из {name} не {count:открыт|открыты|открыто} {count} {count:файл|файла|файлов}: из архива открывается не больше 1000 файлов ({names}).",
      "notice.zip-skipped-total":
        "Из {name} не {count:открыт|открыты|открыто} {count} {count:файл|файла|файлов}: в распакованном виде архив больше 1 ГБ, больше, чем вмещает вкладка ({names}). Откройте {count:1=его|их} из другого архива или распакованными.",
      "notice.not-replaced":
        "Файл {name} не заменён: в новом файле нет Sitemap[ (это {binary})]. Осталась загруженная ранее версия.",
      "notice.not-replaced-cut":
        "Файл {name} не заменён: копия оборвана ({count} из {kept} {kept:записи|записей|записей}). Скачайте её заново или сначала удалите загруженный.",
      "notice.html-page":
        "Файл {name} — веб-страница (HTML), а не Sitemap: например, страница 404 или главная, отданная вместо файла.",
      "notice.yml-catalog":
        "Файл {name} — товарный фид Яндекс Маркета (YML), а не Sitemap: чтобы проверить страницы сайта, откройте его sitemap.xml.",
      "notice.not-a-sitemap":
        "Файл {name} не распознан: это не Sitemap, не лента RSS/Atom, не robots.txt и не список URL.",
      "notice.binary-file": "Файл {name} — не Sitemap: в нём двоичные данные, {binary}.",
      "notice.compressed-twice":
        "Файл {name} сжат дважды (gzip внутри gzip: так его отдаёт сервер, который сжимает .xml.gz ещё раз): распакуйте его один раз или исправьте сервер и откройте снова.",
      "notice.example-failed": "Не удалось загрузить пример: {detail}",
      "notice.check-failed": "Ошибка проверки: {detail}",
      "notice.worker-fallback":
        "Фоновая обработка недоступна, всё выполняется в основном потоке (на больших файлах страница может подвисать).",
      "notice.paste-empty": "Вставлять нечего: в буфере обмена нет текста.",
      "notice.table-encoding":
        "Файл {name} не в кодировке UTF-8 — он прочитан как {encoding}. Проверьте URL; если они выглядят неправильно, сохраните таблицу в UTF-8 (в Excel: «CSV UTF-8») и откройте снова.",
      "notice.drop-behind-dialog": "Файлы не открыты: сначала закройте окно, затем перетащите их снова.",
      "notice.index-changed":
        "Файл {name} изменился, пока вы правили его список Sitemap, поэтому правки не применены. Нажмите «Изменить список» ещё раз, чтобы править актуальный список.",
    },
    severity: { error: "Ошибка", warning: "Предупреждение", info: "Информация" },
    // soft hyphens: the Problems panel's narrow total boxes break these long words as Russian does
    severityPlural: { error: "Ошибки", warning: "Предупре\u00ADждения", info: "Информа\u00ADция" },
    errorBoundary: {
      title: "Что-то пошло не так в {area}",
      body: "Остальная часть рабочей области работает, ваши файлы на месте.",
      app: "приложении",
      files: "списке файлов",
      table: "таблице записей",
      problems: "панели проблем",
      export: "окне экспорта",
      details: "панели сведений",
      indexEditor: "редакторе файла индекса",
    },
    table: {
      gridLabel: "URL в файлах Sitemap",
      columns: {
        loc: "URL (loc)",
        lastmod: "Изменено",
        changefreq: "Частота",
        priority: "Приоритет",
        news_publication_date: "Публикация",
        news_title: "Заголовок",
        file: "Файл",
        problems: "Проблемы",
      },
      sortAscending: "по возрастанию",
      sortDescending: "по убыванию",
      sortBy: (column: string) => formatMessage("Сортировать по столбцу «{column}»", { column }),
      sorting: (count: number) => formatMessage("Сортировка {count} URL…", { count }),
      searchLabel: "Поиск по URL",
      // no "…": the whole words fit the box beside both panels at 1280 px (152 px of room, 144 of text)
      searchPlaceholder: "URL, дата, заголовок",
      severityLabel: "Важность",
      severityAny: "Все",
      severityOption: { error: "Ошибки", warning: "Предупреждения", info: "Информация" },
      ruleLabel: "Правило",
      ruleAny: "Все правила",
      fileLabel: "Файл",
      fileAny: "Все файлы",
      clearFilters: "Сбросить фильтры",
      showing: (shown: number, total: number) =>
        formatMessage("Показано {shown} из {total} URL", { shown, total }),
      addRow: "Добавить URL",
      addRowTitle: (file: string) => formatMessage("Добавить пустую запись URL в {file}", { file }),
      addRowNoneTitle:
        "Новые URL добавляются в файл Sitemap (urlset) или список TXT, а такой файл не открыт: в ленты, файлы индекса и файлы, которые не Sitemap, строки URL не добавляются (список файла индекса меняется в окне «Изменить список» на его карточке).",
      deleteRow: "Удалить URL",
      deleteRowTitle: "Удалить активную строку (Ctrl+Delete)",
      noFiles: "URL пока нет. Откройте или перетащите файлы Sitemap, чтобы увидеть здесь их записи.",
      readingFirst: "Идёт чтение…",
      noMatch: "Нет URL, подходящих под эти фильтры.",
      noMatchRuleGone: "Сейчас ни у одного URL нет проблемы {code}.",
      showAllUrls: "Показать все URL",
      moreInIndex: " · ещё {count} — в списке Sitemap файла {file} («Изменить список»)",
      noMatchInIndex:
        "[{count} {count:проблема|проблемы|проблем} этого правила|Проблема этого правила] — в записях <sitemap> файла {file}, которых нет в этой таблице URL. Откройте их кнопкой «Изменить список» на карточке файла в панели «Файлы».",
      noMatchWholeFile:
        "[{count} {count:проблема|проблемы|проблем} этого правила относятся|Проблема этого правила относится] ко всему файлу {file}, а не к одному из его URL: что не так и что делать, говорят его карточка в панели «Файлы» и панель «Проблемы».",
      noUrlFiles:
        "В открытых файлах нет записей URL: файлы индекса Sitemap и robots.txt содержат списки Sitemap, они показаны в панели «Файлы» (у файла индекса — кнопка «Изменить список» на его карточке).",
      noUrlRowsLeft:
        "В открытых файлах сейчас нет записей URL: их строки удалены. «Отменить» вернёт их, «Добавить URL» добавит новую.",
      noUrlFilesUnread:
        "В открытых файлах нет записей URL: их не удалось прочитать как Sitemap (пустой, повреждённый файл или файл другого типа). Причина — в панели «Проблемы» и в уведомлениях.",
      previewBadge: "Идёт чтение",
      previewWaiting: (name: string) =>
        formatMessage(
          "{name}: URL появятся через мгновение. Правка, сортировка, фильтры и проверки станут доступны, когда файл будет прочитан целиком.",
          { name },
        ),
      previewStatus: (name: string, shown: number) =>
        formatMessage(
          "{name}: показаны только первые URL ({shown}). Правка, сортировка, фильтры и проверки станут доступны, когда файл будет прочитан целиком.",
          { name, shown },
        ),
      severityCount: (severity: "error" | "warning" | "info", count: number) =>
        formatMessage(
          severity === "error"
            ? "{count} {count:ошибка|ошибки|ошибок}"
            : severity === "warning"
              ? "{count} {count:предупреждение|предупреждения|предупреждений}"
              : "{count} {count:информационное сообщение|информационных сообщения|информационных сообщений}",
          { count },
        ),
      noProblems: "Нет проблем",
      emptyValue: "(пусто)",
      writtenAs: "Записан как: {url}",
      severityShort: { error: "ош.", warning: "пред.", info: "инф." },
      editLabel: (column: string) => formatMessage("Изменить: {column}", { column }),
      tooLongToEdit: (length: number) =>
        formatMessage(
          "{count} {count:символ|символа|символов} — слишком длинно, чтобы показать здесь: введите новое значение или нажмите Escape, чтобы оставить его",
          { count: length },
        ),
      keyboardHelp:
        "Стрелки — переход между ячейками, Enter — правка, Escape — отмена, Delete — очистить ячейку, Ctrl+Delete — удалить выбранные строки. Щелчок, Shift+щелчок и Ctrl+щелчок выбирают строки; Ctrl+C и Ctrl+V копируют и вставляют их. Все сочетания клавиш — по клавише ?.",
    },
    detail: {
      title: "Сведения",
      toggle: "Сведения",
      regionLabel: "Сведения о выбранном URL",
      close: "Закрыть сведения",
      maximize: "Развернуть панель сведений",
      restore: "Вернуть обычный размер панели",
      resize: "Изменить размер панели (перетащите или используйте клавиши со стрелками)",
      noRow: "Выберите строку, чтобы посмотреть и изменить сведения о ней.",
      gone: "Этого URL больше нет.",
      hiddenByFilter: "Скрыт фильтрами таблицы",
      hiddenByFilterTitle:
        "Фильтры таблицы теперь скрывают этот URL (его проблема исправлена или выбран другой фильтр); он остаётся здесь, пока вы не выберете другую строку.",
      entryProblems: "Проблемы этого URL",
      requiredField: "Обязательное поле: без него Google не учтёт {item}.",
      requiredContentOrPlayer:
        "Обязательно: content_loc или player_loc; без одного из них Google не учтёт видео.",
      requiredItem: { news: "новость", video: "видео" },
      protocol: "URL",
      images: "Изображения",
      videos: "Видео",
      news: "Новости",
      alternates: "Языковые версии (hreflang)",
      alternatesYandex:
        'Яндекс не учитывает языковые версии в файлах Sitemap: он берёт их из разметки страниц (link rel="alternate" hreflang). Эти ссылки нужны для Google.',
      extra: "Другие элементы",
      extraHint: "Элементы, неизвестные редактору; экспортируются в том виде, в каком были прочитаны.",
      none: "Нет",
      image: "Изображение {n}",
      video: "Видео {n}",
      alternate: "Языковая версия {n}",
      addImage: "Добавить изображение",
      addVideo: "Добавить видео",
      addNews: "Добавить новость",
      showMoreItems: "Показать ещё {count} (не показано: {rest})",
      addAlternate: "Добавить версию",
      removeImage: "Удалить изображение {n}",
      removeVideo: "Удалить видео {n}",
      removeNews: "Удалить новость",
      removeAlternate: "Удалить языковую версию {n}",
      required: "(обязательно)",
      checkOnEnter: "Нажмите Enter, чтобы сохранить и проверить значение.",
      checkOnCtrlEnter: "Нажмите Ctrl+Enter, чтобы сохранить и проверить значение.",
      retired: "Google не поддерживает с 2022 года; при экспорте элемент сохраняется",
      tagsHint: "По одному тегу в строке.",
      itemExtra: "Другие элементы (сохраняются как есть)",
      summary: {
        alternate: "1 языковая версия",
        alternates: "{count} {count:языковая версия|языковые версии|языковых версий}",
        image: "1 изображение",
        images: "{count} {count:изображение|изображения|изображений}",
        video: "1 видео",
        videos: "{count} видео",
        news: "новость",
      },
      // history steps: shown only after "Отменить: " / "Повторить: ", so they start in lower case
      undo: {
        edit: "изменение поля «{field}»",
        addImage: "добавление изображения",
        removeImage: "удаление изображения {n}",
        addVideo: "добавление видео",
        removeVideo: "удаление видео {n}",
        addNews: "добавление новости",
        removeNews: "удаление новости",
        addAlternate: "добавление языковой версии",
        removeAlternate: "удаление языковой версии {n}",
      },
      fields: {
        loc: "URL (loc)",
        lastmod: "Изменено",
        changefreq: "Частота",
        priority: "Приоритет",
        "image.loc": "URL изображения",
        "image.caption": "Подпись",
        "image.title": "Название",
        "image.geo_location": "Местоположение",
        "image.license": "URL лицензии",
        "video.thumbnail_loc": "URL миниатюры",
        "video.title": "Название",
        "video.description": "Описание",
        "video.content_loc": "URL видеофайла",
        "video.player_loc": "URL плеера",
        "video.player_loc_allow_embed": "Плеер: разрешить встраивание",
        "video.player_loc_autoplay": "Плеер: автовоспроизведение",
        "video.duration": "Длительность (секунды)",
        "video.expiration_date": "Доступно до",
        "video.rating": "Рейтинг",
        "video.view_count": "Число просмотров",
        "video.publication_date": "Дата публикации",
        "video.family_friendly": "Для семейного просмотра",
        "video.restriction": "Ограничение (страны)",
        "video.restriction_relationship": "Ограничение: режим",
        "video.platform": "Платформа",
        "video.platform_relationship": "Платформа: режим",
        "video.requires_subscription": "Требуется подписка",
        "video.uploader": "Автор",
        "video.uploader_info": "Автор: URL информации",
        "video.live": "Прямая трансляция",
        "video.tag": "Теги",
        "video.category": "Категория",
        "video.gallery_loc": "URL галереи",
        "video.gallery_loc_title": "Галерея: название",
        "video.price": "Цена",
        "video.price_currency": "Цена: валюта",
        "video.price_type": "Цена: тип",
        "video.price_resolution": "Цена: качество",
        "news.publication.name": "Название издания",
        "news.publication.language": "Язык издания",
        "news.publication_date": "Дата публикации",
        "news.title": "Заголовок",
        "news.access": "Доступ",
        "news.genres": "Жанры",
        "news.keywords": "Ключевые слова",
        "news.stock_tickers": "Биржевые тикеры",
        "alternate.hreflang": "hreflang",
        "alternate.href": "URL (href)",
      },
    },
    problems: {
      title: "Проблемы",
      none: "Проблем не найдено",
      noneHint: "Все проверки для выбранных поисковых систем пройдены.",
      failed: "Проверка не удалась",
      failedHint:
        "Показанные проблемы могут быть неактуальны. Отмените последнее изменение или загрузите файл заново.",
      why: "Почему?",
      yandexHelp: "Яндекс",
      yandexHelpLabel: "Что говорит Яндекс: {rule}",
      showRows: "Показать затронутые строки",
      line: "строка {line}",
      entry: "запись {entry}",
    },
  },

  problemsPanel: {
    idle: "Здесь появятся проблемы открытых файлов, сгруппированные по правилам.",
    clearFilter: "Снова показать все строки",
    showRow: "Показать этот URL в таблице",
    showInIndex: "Показать этот Sitemap в списке файла индекса («Изменить список»), где его можно исправить",
    more: (count: number) => formatMessage("и ещё {count}", { count }),
    totalsLabel: "Всего проблем",
    groupsLabel: "Проблемы по правилам",
  },

  tools: {
    history: {
      undo: "Отменить",
      redo: "Повторить",
      undoTitle: "Отменить: {label} ({keys})",
      redoTitle: "Повторить: {label} ({keys})",
      nothingToUndo: "Нечего отменять",
      nothingToRedo: "Нечего повторять",
      bulkFields: {
        loc: "поля «URL (loc)»",
        lastmod: "поля «Изменено»",
        changefreq: "поля «Частота»",
        priority: "поля «Приоритет»",
      },
      undoing: "Отмена: {label}…",
      redoing: "Повтор: {label}…",
      groupLabel: "История",
      // shown only after "Отменить: " / "Повторить: ", so they start in lower case
      steps: {
        "history.edit": "изменение поля «{field}»",
        "history.add-row": "добавление URL",
        "history.delete-rows": "удаление {count} URL",
        "history.delete-row": "удаление URL",
        "history.fix": "исправление {code}: {fix}",
        "history.fix-all": "исправление всех {code} ({count})",
        "history.fix-one": "исправление {code}",
        "history.index-edit": "изменение списка Sitemap в {file}",
        "history.location": "изменение адреса файла {file}",
      },
    },
    engines: {
      legend: "Проверять для",
      hint: "Правила отключённых поисковых систем не проверяются. Хотя бы одна остаётся включённой.",
      names: { google: "Google", yandex: "Яндекс", bing: "Bing" },
      lastOne: "Хотя бы одна поисковая система должна быть включена",
    },
    fixes: {
      fix: "Исправить",
      fixTitle: "Исправить эту запись: {fix}",
      fixUrlLabel: "Исправить {url}: {fix}",
      fixAll: "Исправить все {count}",
      fixing: "Исправление {count}…",
      counting: "Подсчёт исправлений…",
      fixAllTitle: "{fix}: сразу для {count} {count:проблемы|проблем|проблем} (отменяется одним шагом)",
      fixOneTitle: "{fix} (можно отменить)",
      inIndexes:
        "Ещё {count} — в записях <sitemap> индекса Sitemap (в таблице их нет). Исправить их можно в окне «Изменить список»: откройте его по примеру ниже.",
      inIndexOne:
        "Ещё одна — в записи <sitemap> индекса Sitemap (в таблице её нет). Исправить её можно в окне «Изменить список»: откройте его по примеру ниже.",
      allInIndexes:
        "Все {count} — в записях <sitemap> индекса Sitemap (в таблице их нет). Исправить их можно в окне «Изменить список»: откройте его по примеру ниже.",
      allInIndexOne:
        "Эта проблема — в записи <sitemap> файла индекса, которой нет в таблице. Исправьте её в окне «Изменить список»: откройте его из примера ниже.",
      onIndexes:
        "{count} — в записях <sitemap> индекса Sitemap (в таблице их нет). Исправить их можно в окне «Изменить список»: откройте его по примеру ниже.",
      onIndexOne:
        "Одна — в записи <sitemap> индекса Sitemap (в таблице её нет). Исправить её можно в окне «Изменить список»: откройте его по примеру ниже.",
      onRobots:
        "{count} — в строках robots.txt, который здесь не записывается: исправьте их в файле на сервере (нужные строки — в окне экспорта).",
      onRobotsOne:
        "Одна — в строке robots.txt, который здесь не записывается: исправьте её в файле на сервере (нужная строка — в окне экспорта).",
      inRobots:
        "Ещё {count} — в строках robots.txt, который здесь не записывается: исправьте их в файле на сервере (нужные строки — в окне экспорта).",
      inRobotsOne:
        "Ещё одна — в строке robots.txt, который здесь не записывается: исправьте её в файле на сервере (нужная строка — в окне экспорта).",
      fixed: "{count:Исправлена|Исправлены|Исправлено} {count} {count:проблема|проблемы|проблем}",
      fixedOne: "Исправлена 1 проблема",
      addZone: "Добавить часовой пояс",
      zoneLabel: "Часовой пояс, который добавит исправление",
      zoneUtc: "+00:00 (UTC)",
      zoneMoscow: "+03:00 (Москва)",
      zoneEachOwn: "Свой у каждого ({zones})",
      zoneEachOwnCount: "Свой у каждого ({count} {count:пояс|пояса|поясов})",
      addZoneEachOwn: "Добавить каждому файлу его часовой пояс ({zones})",
      zoneEachOwnAfter: "часовой пояс каждого файла ({zones})",
      madeDuplicates: "Теперь {count} URL {count:повторяет|повторяют|повторяют} другие записи",
      madeDuplicate: "Теперь 1 URL повторяет другую запись",
      removeDuplicates: "Удалить дубли…",
      dedupeLabel:
        "Оставить по одной копии каждого URL (первую по порядку открытия; копию в XML-файле Sitemap — раньше, чем в TXT-списке или ленте), перенеся в неё данные из остальных",
      undo: "Отменить",
      labels: {
        "loc.trim": "Удалить пробелы по краям",
        "loc.drop-invisible": "Удалить невидимые символы перед URL",
        "loc.resolve-relative": "Дописать полный URL относительно адреса файла Sitemap",
        "loc.add-scheme":
          "Дописать протокол, который у URL сайта (shop.example.ru/a → https://shop.example.ru/a)",
        "loc.percent-encode":
          "Закодировать URL записи и её ссылки: hreflang, изображения, видео (хост в punycode, путь в %XX)",
        "loc.drop-fragment": "Удалить #фрагмент",
        "loc.switch-to-https": "Заменить на https",
        "loc.match-www-host": "Записать хост с www. или без, как у файла Sitemap (www.shop.ru → shop.ru)",
        "priority.decimal-point": "Заменить запятую точкой",
        "priority.clamp": "Записать ближайшее значение из диапазона 0.0–1.0 (1.5 → 1.0)",
        "lastmod.add-utc-offset": "Добавить часовой пояс +00:00 (UTC)",
        "lastmod.add-file-offset": "Добавить часовой пояс, как в других датах",
        "lastmod.from-dotted": "Записать дату как ГГГГ-ММ-ДД (01.05.2024 → 2024-05-01)",
        "lastmod.date-time-t": "Поставить T между датой и временем (2024-05-01 10:30 → 2024-05-01T10:30:00)",
        "lastmod.date-time-t-zone":
          "Поставить T между датой и временем и добавить часовой пояс остальных дат (2024-05-01 10:30 → 2024-05-01T10:30:00+03:00)",
        "lastmod.from-dotted-time":
          "Записать дату как ГГГГ-ММ-ДД, а время — с выбранным часовым поясом (01.05.2024 10:30 → 2024-05-01T10:30:00+чч:мм)",
        "lastmod.from-dotted-zone":
          "Записать дату как ГГГГ-ММ-ДД, а время — с часовым поясом остальных дат (01.05.2024 10:30 → 2024-05-01T10:30:00+03:00)",
        "lastmod.date-time-t-chosen":
          "Поставить T между датой и временем и добавить выбранный часовой пояс (2024-05-01 10:30 → 2024-05-01T10:30:00+03:00)",
        "lastmod.from-dotted-chosen":
          "Записать дату как ГГГГ-ММ-ДД, а время — с выбранным часовым поясом (01.05.2024 10:30 → 2024-05-01T10:30:00+03:00)",
        "lastmod.from-http-date":
          "Записать дату HTTP в формате W3C (Sat, 05 Dec 2026 09:05:00 GMT → 2026-12-05T09:05:00Z)",
        "fix.each-own": "Каждой проблеме своё исправление, как на кнопке «Исправить» у её примера",
        "xml.remove-unknown-element": "Удалить элемент, которого нет в схеме Sitemap",
        "xml.remove-duplicate-element": "Удалить вторую копию (прочитана первая)",
        "lastmod.zone-colon": "Записать часовой пояс как ±чч:мм (+0300 → +03:00, +05 → +05:00)",
        "lastmod.add-seconds":
          "Добавить секунды, которых требует схема Sitemap (10:30+03:00 → 10:30:00+03:00)",
        "changefreq.lowercase": "Записать строчными буквами",
        "changefreq.from-russian": "Записать значение протокола по-английски (Ежедневно → daily)",
        "changefreq.protocol-value": "Записать значениями протокола (Daily → daily, Ежедневно → daily)",
        "loc.from-text": "Заключить URL, записанный без <loc>, в <loc>",
        "image.remove-deprecated": "Удалить устаревший элемент изображения",
        "image.resolve-relative": "Дописать полный URL изображения относительно адреса страницы",
        "image.percent-encode": "Закодировать URL изображения (a b.jpg → a%20b.jpg)",
        "hreflang.percent-encode": "Закодировать URL альтернативной версии (a b → a%20b)",
        "hreflang.resolve-relative": "Дописать полный URL альтернативной версии относительно адреса страницы",
        "image.add-scheme":
          "Дописать протокол в URL изображения (cdn.example.ru/a.jpg → https://cdn.example.ru/a.jpg)",
        "hreflang.add-scheme":
          "Дописать протокол в URL альтернативной версии (example.ua/ua/ → https://example.ua/ua/)",
        "video.remove-deprecated": "Удалить устаревший элемент видео",
        "news.remove-deprecated": "Удалить устаревший элемент новости",
        "hreflang.add-self": "Добавить ссылку hreflang на саму страницу",
        "hreflang.add-return": "Добавить недостающую ответную ссылку на указанной странице",
        "hreflang.add-group-links": "Добавить языковые версии, которые указывает большинство страниц группы",
        "hreflang.suggested-code": "Заменить на предложенный верный код (ua → uk, en-UK → en-GB)",
        "news.suggested-language":
          "Заменить на код языка, который ждёт Google Новости (en-US → en, zh-Hant → zh-tw)",
        "index.point-at-location": "Указать в индексе адрес, заданный для файла",
        "text.decode-html-entities": "Заменить HTML-мнемоники символами (например, &laquo; → «)",
        "text.remove-invalid-chars":
          "Удалить управляющие символы, недопустимые в XML (разрывы строк и страниц из Word между словами станут пробелами)",
        "item.date-w3c":
          "Записать дату так, как ждёт Google (03.12.2026 → 2026-12-03; 2026-12-03 10:00 → 2026-12-03T10:00:00 с часовым поясом сайта — из lastmod, других дат файла или выбранным)",
        "video.yes-no": "Записать yes или no (Да → yes, нет → no)",
        "news.usual-publication": "Вписать название или язык издания, как в других новостях файла",
        "news.move-into-publication":
          "Перенести название или язык, записанные рядом с <news:publication>, внутрь него",
        "video.duration-seconds":
          "Записать длительность в целых секундах (PT10M → 600, 10:05 → 605, 120,5 → 121)",
        "video.rating-point": "Записать рейтинг с точкой (4,5 → 4.5)",
        "image.remove-without-loc":
          "Удалить изображение без image:loc (Google читает изображение только по его URL)",
        "video.drop-content-page":
          "Удалить content_loc: страница — не видеофайл, а видео воспроизводит его player_loc",
        "video.content-to-player":
          "Перенести URL страницы в player_loc: туда Google принимает страницу с плеером (content_loc — для самого видеофайла)",
        "video.relationship-lowercase": "Записать relationship строчными буквами (ALLOW → allow)",
      },
      indexLabels: {
        "loc.percent-encode": "Закодировать URL (хост в punycode, путь в процентной кодировке)",
      },
    },
    report: {
      all: "Отчёт (CSV)",
      allName: "Скачать отчёт (CSV)",
      code: "Скачать отчёт {code} (CSV)",
      codeShort: "CSV правила",
      allTitle: "Все проблемы ({count}) в виде таблицы (UTF-8, открывается в Excel)",
      codeTitle: "Проблемы {code} ({count}) в виде таблицы (UTF-8, открывается в Excel)",
      fileName: "sitemap-issues.csv",
      codeFileName: "sitemap-issues-{code}.csv",
    },
    indexSet: {
      listLabel: "Файлы Sitemap в {name}",
      notLoaded: "не загружен",
      reading: "читается…",
      notLoadedTitle: "{loc} есть в файле индекса, но не открыт здесь",
    },
  },

  autosave: {
    restoring: "Восстановление рабочей области…",
    saving: "Сохранение…",
    saved: "Сохранено",
    savedTitle: "Сохранено в этом браузере в {time}",
    savedTitleUntimed: "Сохранено в этом браузере",
    notSaved: "Не сохранено",
    notSavedQuota:
      "Хранилище браузера заполнено: изменения не сохраняются. Сделайте экспорт, чтобы не потерять работу.",
    notSavedError: "Изменения не сохраняются ({detail}). Сделайте экспорт, чтобы не потерять работу.",
    notSavedElsewhere: "Рабочую область сохраняет другая вкладка; изменения здесь не сохраняются.",
    otherTab: "Эта рабочая область открыта в другой вкладке. Изменения здесь не сохраняются.",
    otherTabClosed:
      "Вкладка, которая сохраняла эту рабочую область, закрыта. Изменения, сделанные здесь, ещё не сохранены.",
    notSavedOtherClosed:
      "Вкладка, которая сохраняла эту рабочую область, закрыта; изменения, сделанные здесь, ещё не сохранены.",
    keepHere: "Сохранить изменения этой вкладки",
    keepHereTitle: "Сохранить рабочую область этой вкладки поверх сохранённой?",
    keepHereBody:
      "Закрытая вкладка сохранила свои изменения. Если сохранить здесь, файлы и правки этой вкладки запишутся поверх той копии, и изменения, сделанные в закрытой вкладке после открытия этой, пропадут. Чтобы оставить их, выберите «Загрузить сохранённую рабочую область» (тогда пропадут изменения этой вкладки). Чтобы сохранить и то и другое, сначала экспортируйте файлы.",
    loadSaved: "Загрузить сохранённую рабочую область",
    takeOverTitle: "Заменить изменения, сделанные в этой вкладке?",
    takeOverBody:
      "Эта вкладка не сохраняет работу, поэтому изменения, сделанные здесь, нигде не сохранены. Если работать здесь, загрузится копия, сохранённая другой вкладкой, и эти изменения пропадут. Чтобы сохранить их, сначала экспортируйте файлы.",
    takeOverConfirm: "Загрузить сохранённую рабочую область",
    useHere: "Работать в этой вкладке",
    takingOver: "Переключение…",
    // "Очистить" read like clearing a filter or a field: the button's own words, as its dialog says
    startOver: "Начать заново",
    startOverTitle: "Очистить рабочую область?",
    startOverBody:
      "Все файлы, правки и адреса файлов будут удалены из этой вкладки и из копии, сохранённой в браузере. Если хотите сохранить работу, сначала сделайте экспорт.",
    startOverBodyTab:
      "Все файлы, правки и адреса файлов будут удалены из этой вкладки. Если хотите сохранить работу, сначала сделайте экспорт.",
    startOverElsewhere:
      "Рабочую область сохраняет другая вкладка: очистится только эта вкладка, сохранённая копия останется.",
    startOverConfirm: "Начать заново",
    notices: {
      "notice.save-quota":
        "Не удалось сохранить рабочую область: хранилище браузера заполнено. Сделайте экспорт, чтобы не потерять работу.",
      "notice.save-failed":
        "Не удалось сохранить рабочую область ({detail}). Сделайте экспорт, чтобы не потерять работу.",
      "notice.restore-failed":
        "Не удалось восстановить сохранённую рабочую область ({detail}), поэтому она открыта пустой. Следующее изменение перезапишет сохранённую копию.",
      "notice.journal-lost":
        "Последние изменения перед закрытием страницы ещё сохранялись и были слишком велики, чтобы сохранить их при закрытии (открытый файл или изменение многих тысяч URL): открыта рабочая область в последнем сохранённом виде.[ Откройте снова: {files}.] После большого изменения дождитесь в заголовке отметки «Сохранено» (✓ в узком окне).",
      "notice.journal-undo-dropped":
        "Последние изменения перед закрытием страницы ещё сохранялись: они восстановлены, но вместе с шагами отмены не поместились, поэтому отмена начинается отсюда.",
      "notice.journal-lost-quota":
        "Последние изменения перед закрытием страницы не сохранены: хранилище браузера было заполнено. Открыта рабочая область в последнем сохранённом виде.[ В ней нет: {files}.] Перед большими изменениями сделайте экспорт или освободите хранилище браузера (данные других сайтов).",
      "notice.other-tab-closed":
        "Вкладка, которая сохраняла эту рабочую область, закрыта: теперь её сохраняет эта вкладка, начиная с того, что сохранила та.",
    },
  },

  bulk: {
    selection: {
      barLabel: "Выбранные строки",
      count: (count: number) =>
        formatMessage("{count:Выбрана|Выбраны|Выбрано} {count} {count:строка|строки|строк}", { count }),
      hidden: (count: number) =>
        formatMessage("({count} {count:скрыта|скрыты|скрыто} фильтрами после правки)", { count }),
      selectAll: (count: number) => formatMessage("Выбрать все ({count})", { count }),
      selectAllTitle: "Выбрать все строки, подходящие под текущие фильтры (Ctrl+A в таблице)",
      hint: "Выберите строки (щелчок, Shift+щелчок, Ctrl+щелчок), чтобы изменить поле во всех, скопировать (Ctrl+C) или вставить поверх (Ctrl+V).",
      clear: "Снять выделение",
      copyUrls: "Копировать URL",
      copyUrlsTitle:
        "Скопировать URL выбранных строк, по одному в строке (Ctrl+C копирует показанные столбцы)",
      copied: (count: number) =>
        formatMessage("{count:Скопирован|Скопированы|Скопировано} {count} URL", { count }),
      copyFailed: "Браузер не разрешил копирование: выберите строки и нажмите Ctrl+C",
      delete: (count: number) =>
        count === 1 ? "Удалить URL" : formatMessage("Удалить {count} URL", { count }),
      deleteTitle: "Удалить выбранные строки (Ctrl+Delete)",
      deleting: (count: number) => formatMessage("Удаление {count} URL…", { count }),
    },
    bulk: {
      fieldLabel: "Для выбранных:",
      valueLabel: "Новое значение",
      apply: "Задать",
      applyTitle: (count: number) =>
        formatMessage(
          "Задать это значение в {count} {count:выбранной строке|выбранных строках|выбранных строках} (отменяется одним шагом)",
          { count },
        ),
      clear: "Очистить поле",
      clearTitle: (count: number) =>
        formatMessage(
          "Удалить это поле из {count} {count:выбранной строки|выбранных строк|выбранных строк}",
          {
            count,
          },
        ),
      working: (count: number) => formatMessage("Изменение {count} {count:строки|строк|строк}…", { count }),
      now: "Сейчас",
      nowTitle: "Задать выбранным строкам текущие дату и время в часовом поясе их lastmod",
      zoneTitle: (zone: string) =>
        `Введённое время будет записано с поясом ${zone}: его указывает большинство lastmod выбранных строк (или их файлов)`,
      zoneOwnTitle: (zone: string) =>
        `Введённое время будет записано с поясом ${zone} — часовым поясом этого компьютера: ни у одного lastmod выбранных строк и их файлов пояса нет`,
      zoneCountryTitle: (zone: string) =>
        `Введённое время будет записано с поясом ${zone} — временем страны домена сайта (.ru, .рф, .su, .by), как предлагает «Исправить все»: ни у одного lastmod выбранных строк и их файлов пояса нет`,
      choose: "Выбрать…",
      fields: {
        lastmod: "Изменено",
        changefreq: "Частота",
        priority: "Приоритет",
        loc: "URL (loc)",
      },
    },
    actions: {
      findReplace: "Найти и заменить",
      findReplaceTitle: "Найти и заменить в URL и полях (Ctrl+F)",
      dedupe: "Удалить дубли",
      dedupeTitle:
        "Оставить по одной копии каждого URL во всех файлах (первую по порядку открытия; копию в XML-файле Sitemap — раньше, чем в TXT-списке или ленте)",
      exportCsv: "Экспорт CSV",
      exportCsvTitle:
        "Показанные строки в виде таблицы CSV (столбцы loc, lastmod, changefreq, priority, file, problems; для новостного Sitemap и поля новостей)",
      exportCsvName: "sitemap-table.csv",
      noUrlsTitle: "Нет открытых строк URL: индексы Sitemap и robots.txt перечисляют файлы Sitemap, а не URL",
      noRowsTitle: "Не показано ни одной строки: измените фильтры, чтобы экспортировать строки",
      columns: "Столбцы",
      columnsTitle: "Столбцы таблицы",
      columnsHint:
        "Скрытые столбцы только не видны: их значения сохраняются, проверяются и экспортируются. Столбец «Файл» появляется, когда открыты URL двух файлов и больше.",
      columnsNoRoom: "нет места рядом с новостями: сверните боковую панель",
      columnsNoRoomEmpty: "пустой, нет места рядом с панелями: сверните боковую панель",
      columnsNoRoomDates:
        "нет места рядом с часовыми поясами дат и именами файлов: сверните боковую панель (значение есть в «Сведениях»)",
      shortcuts: "Сочетания клавиш",
      shortcutsTitle: "Сочетания клавиш (?)",
      moreLabel: "Другие действия с таблицей",
    },
    replace: {
      title: "Найти и заменить",
      find: "Найти",
      replace: "Заменить на",
      regex: "Регулярное выражение",
      matchCase: "С учётом регистра",
      field: "В поле",
      allUrls: "Все URL (loc, ссылки hreflang, URL изображений и видео)",
      hreflangCodes: "Коды hreflang",
      newsText: "Тексты новостей (news:title, название издания, ключевые слова…)",
      newsLanguage: "news:language",
      allFields: "Все поля, вместе с URL (кроме кодов языков)",
      scope: "Строки",
      scopeAll: (count: number) => formatMessage("Все строки ({count})", { count }),
      scopeFiltered: (count: number) => formatMessage("Строки, показанные фильтрами ({count})", { count }),
      scopeSelected: (count: number) => formatMessage("Выбранные строки ({count})", { count }),
      regexHint: "Синтаксис JavaScript; для групп используйте $1, $2.",
      previewLabel: "Предпросмотр изменений",
      count: (count: number, values = count) =>
        (count === 1
          ? "Изменится 1 URL"
          : formatMessage("{count:Изменится|Изменятся|Изменятся} {count} URL", { count })) +
        (values > count ? formatMessage(" ({values} {values:значение|значения|значений})", { values }) : ""),
      none: "Совпадений нет.",
      unchanged: (count: number, entries = 0) =>
        formatMessage(
          `Найдено в ${[
            ...(count > 0 ? ["{count} URL"] : []),
            ...(entries > 0 ? ["{entries} {entries:записи|записях|записях} индекса"] : []),
          ].join(" и ")}; замена даёт тот же текст, менять нечего.`,
          { count, entries },
        ),
      probing: "Проверяем выражение на этих значениях…",
      locationsMove:
        "{count:1=Адрес этого файла изменится|Адреса этих файлов изменятся} вместе с URL: туда {count:1=его|их} поместила строка robots.txt или указанный вами адрес. {moves}.",
      locationsKept:
        "{count:1=Этот файл остаётся|Эти файлы остаются} на месте ({kept}): URL, которые переносит эта замена, окажутся на другом протоколе или хосте, чем их файл Sitemap. Выберите «Все строки», чтобы перенести вместе с ними и файлы Sitemap, и записи индекса.",
      punycodeHint: "В файлах Sitemap такой хост обычно записан в punycode: попробуйте {punycode}.",
      encodedHint:
        "В файлах Sitemap такие символы записаны в процентной кодировке (таблица показывает их раскодированными): попробуйте {encoded}.",
      emptyFind: "Введите текст для поиска.",
      invalidRegex: (detail: string) =>
        formatMessage("Некорректное регулярное выражение: {detail}", {
          detail: REGEX_ERRORS[detail] ?? detail,
        }),
      slowRegex:
        "Это выражение слишком долго выполняется на этих URL (перебор с возвратами: повторение внутри повторения, как (a+)+, или пересекающиеся варианты, как (\\w|\\d)*). Здесь оно заморозило бы вкладку. Упростите его.",
      emptyLoc: (count: number) =>
        count === 1
          ? "1 URL станет пустым (у записи не будет loc)."
          : formatMessage(
              "{count} URL {count:станет пустым|станут пустыми|станут пустыми} (у этих записей не будет loc).",
              { count },
            ),
      emptyLocTag: "пустой loc",
      more: (count: number) => formatMessage("и ещё {count}", { count }),
      apply: (count: number) =>
        count === 1 ? "Заменить в 1 URL" : formatMessage("Заменить в {count} URL", { count }),
      applyIndexes: (count: number) =>
        formatMessage("Заменить в {count} {count:записи|записях|записях} индекса", { count }),
      indexCount: (count: number, names: string) =>
        formatMessage(
          "В {indexes:индексе|индексах|индексах} Sitemap {names} тоже {count:изменится|изменятся|изменятся} {count} {count:запись|записи|записей}.",
          { count, names, indexes: names.split(", ").length },
        ),
      indexScope: (count: number, names: string) =>
        formatMessage(
          "В {indexes:индексе|индексах|индексах} Sitemap {names} тоже {count:совпадает|совпадают|совпадают} {count} {count:запись|записи|записей}: выберите «Все строки», чтобы заменить и в {count:1=ней|них}.",
          { count, names, indexes: names.split(", ").length },
        ),
      emptyIndexLoc: (count: number) =>
        formatMessage(
          "{count} {count:запись|записи|записей} индекса {count:станет пустой|станут пустыми|станут пустыми} (экспорт {count:1=её|их} пропустит).",
          { count },
        ),
      applyWithIndexes: (count: number, sitemaps: number) =>
        formatMessage("Заменить в {count} URL и {sitemaps} {sitemaps:записи|записях|записях} индекса", {
          count,
          sitemaps,
        }),
      applyIdle: "Заменить",
      working: (count: number) => formatMessage("Замена в {count} URL…", { count }),
      arrow: "станет",
      cleared: "(удалено)",
      emptied: "(пусто)",
      fieldNames: {
        alternate: "ссылка hreflang «{code}»",
        alternateAny: "ссылка hreflang",
        image: "image:{field} (изображение {n})",
        video: "video:{field} (видео {n})",
        newsName: "news:publication name",
        hreflangCode: "код hreflang (ссылка {n})",
        newsLanguage: "news:language",
      },
    },
    dedupe: {
      title: "Удалить дубли URL",
      intro:
        "Каждый URL остаётся там, где встречается впервые (файлы — в порядке открытия, при любой сортировке; копия в XML-файле Sitemap — раньше копии в TXT-списке, который не хранит lastmod, и обе — раньше копии в ленте RSS или Atom); остальные копии удаляются. URL, которые отличаются только регистром хоста, портом по умолчанию, пустым путём или регистром процентной кодировки (%d0 и %D0), считаются одинаковыми.",
      none: "Дублей URL нет.",
      count: (count: number) =>
        count === 1
          ? "Будет удалён 1 дубль"
          : formatMessage(
              "{count:Будет удалён|Будут удалены|Будут удалены} {count} {count:дубль|дубля|дублей}",
              {
                count,
              },
            ),
      place: (file: string, entry: number, line: number | undefined) =>
        line === undefined
          ? formatMessage("{file}, запись {n}", { file, n: formatCount(entry + 1) })
          : formatMessage("{file}, строка {n}", { file, n: formatCount(line) }),
      keeps: (place: string) => `остаётся: ${place}`,
      emptied: (names: string) =>
        `В ${names} не останется ни одного URL: экспорт такой файл не запишет, поэтому удалите его и с сервера, и из Google Search Console, Яндекс Вебмастера и robots.txt.`,
      emptiedUnpublished: (names: string) =>
        `В ${names} не останется ни одного URL: экспорт такой файл не запишет.`,
      apply: (count: number) =>
        count === 1
          ? "Удалить 1 дубль"
          : formatMessage("Удалить {count} {count:дубль|дубля|дублей}", { count }),
      done: (count: number) =>
        count === 1
          ? "Удалён 1 дубль"
          : formatMessage("{count:Удалён|Удалено|Удалено} {count} {count:дубль|дубля|дублей}", { count }),
      listLabel: "Дубли для удаления",
      merge: (count: number, parts: string) =>
        count === 1
          ? `Сохранить то, что есть только в копии: оставленный URL возьмёт из неё то, чего у него нет (${parts})`
          : formatMessage(
              "Сохранить то, что есть только в копиях: {count} {count:оставленный URL возьмёт|оставленных URL возьмут|оставленных URL возьмут} из них то, чего у {count:него|них|них} нет ({parts})",
              { count, parts },
            ),
      gives: (parts: string) => `добавит: ${parts}`,
      loses: (parts: string) => `при удалении теряется: ${parts}`,
      parts: {
        lastmod: "более новый lastmod",
        changefreq: "changefreq",
        priority: "priority",
        news: "news:news",
        images: "изображения",
        videos: "видео",
        alternates: "ссылки hreflang",
      },
    },
    importDialog: {
      title: "В каком столбце URL?",
      intro: (name: string) =>
        formatMessage(
          "Не удалось определить, в каком столбце файла {name} находятся URL. Выберите столбец:",
          { name },
        ),
      column: (n: number, sample: string) => formatMessage("Столбец {n}[ ({sample})]", { n, sample }),
      header: (cell: string) =>
        formatMessage("Первая строка — заголовок[ («{cell}»)], а не URL: не импортировать её", { cell }),
      submit: "Импортировать",
    },
    shortcuts: {
      title: "Сочетания клавиш",
      groups: {
        move: "Перемещение и правка",
        select: "Выбор строк",
        edit: "Массовая правка",
        app: "Рабочая область",
      },
      keys: [
        ["move", "Стрелки, Home, End, Page Up/Down", "Переход между ячейками"],
        ["move", "Ctrl+Home / Ctrl+End (⌘+Home / ⌘+End)", "К первой / последней строке, выбрав её"],
        ["move", "Enter или F2", "Править ячейку (Enter сохраняет, Escape отменяет)"],
        ["move", "Любой символ (кроме ?)", "Заменить значение ячейки тем, что вы печатаете"],
        ["move", "Tab / Shift+Tab при правке", "Сохранить и перейти к следующей / предыдущей ячейке"],
        ["move", "Delete или Backspace", "Очистить значение ячейки"],
        ["move", "Alt+← / Alt+→", "Сузить / расширить столбец ячейки (ширина запоминается)"],
        ["select", "Щелчок", "Выбрать строку"],
        ["select", "Shift+щелчок, Shift+↑/↓", "Выбрать диапазон строк"],
        ["select", "Shift+Ctrl+Home / End", "Выбрать строки до первой / последней"],
        ["select", "Ctrl+щелчок (⌘+щелчок)", "Добавить строку к выбранным или убрать её"],
        ["select", "Ctrl+↑/↓ (⌘+↑/↓)", "Перейти, не меняя выбор строк"],
        ["select", "Пробел", "Добавить активную строку к выбранным или убрать её"],
        ["select", "Ctrl+A (⌘A) в таблице", "Выбрать все строки, которые показывают фильтры"],
        ["select", "Escape", "Снять выделение"],
        [
          "edit",
          "Ctrl+C (⌘C)",
          "Копировать значение активной ячейки; если выбрано несколько строк — строки в формате TSV (loc, lastmod, changefreq, priority)",
        ],
        [
          "edit",
          "Ctrl+V (⌘V) в таблице",
          "Вставить: поверх выбранных строк, если число строк совпадает, иначе — новыми строками",
        ],
        ["edit", "Ctrl+Delete", "Удалить выбранные строки"],
        ["edit", "Ctrl+F (⌘F)", "Найти и заменить"],
        ["app", "Ctrl+Z (⌘Z)", "Отменить"],
        ["app", "Ctrl+Shift+Z или Ctrl+Y (⇧⌘Z)", "Повторить"],
        ["app", "Ctrl+V вне таблицы", "Вставить Sitemap целиком как новый файл"],
        ["app", "Ctrl+S (⌘S)", "Экспорт"],
        ["app", "?", "Показать это окно"],
      ],
    },
    // history steps: shown only after "Отменить: " / "Повторить: ", so they start in lower case
    steps: {
      "history.bulk-set": "изменение {field} в {count} URL",
      "history.bulk-clear": "очистка {field} в {count} URL",
      "history.replace": "замена в {count} URL",
      "history.replace-indexes":
        "замена в {count} URL и {sitemaps} {sitemaps:записи|записях|записях} индекса",
      "history.replace-index-only": "замена в {sitemaps} {sitemaps:записи|записях|записях} индекса",
      "history.dedupe": "удаление {count} {count:дубля|дублей|дублей}",
      "history.paste-append": "вставка {count} URL",
      "history.import-left-out":
        "импорт {count} {count:пропущенной строки|пропущенных строк|пропущенных строк}",
      "history.remove-crawl-listed": "удаление {count} URL, отмеченных краулером",
      "history.paste-over": "вставка поверх {count} URL",
      "history.follow-links":
        "перевод {count} {count:ссылки|ссылок|ссылок} hreflang на {pages:1=новый URL|новые URL}",
    },
    notices: {
      "notice.imported":
        "{count:Импортирован|Импортировано|Импортировано} {count} URL из {name}.[ Не прочитаны столбцы: {unread}.][ Не {unreadColumns:прочитан|прочитаны|прочитаны} ещё {unreadColumns} {unreadColumns:столбец|столбца|столбцов}: у таблицы нет строки заголовков.][ Каждая строка прочитана как один URL, «{joined}» — его часть.][ {skipped} {skipped:строка|строки|строк} без URL {skipped:пропущена|пропущены|пропущены}.][ {relative} {relative:путь|пути|путей} без адреса сайта: впишите адрес, где опубликован файл, в его поле «Адрес файла» на панели «Файлы», и «Проблемы» сделают из {relative:1=него|них} {relative:1=полный|полные} URL одним действием.]",
      "notice.import-empty": "В {name} нет URL для импорта.",
      "notice.crawl-all-flagged":
        "Все строки {name} краулер отметил как неподходящие для карты сайта ({reasons}), поэтому {count:импортирована|импортированы|импортированы} все {count}: удалите те, которых не должно быть в карте сайта.",
      "notice.crawl-left-out":
        "{count} {count:строка|строки|строк} из {name} не {count:импортирована|импортированы|импортированы}: краулер отметил {count:1=её|их} как неподходящие для карты сайта ({reasons}). В карту сайта включают только страницы, которые отвечают кодом 200 и должны попадать в поиск.",
      "notice.crawl-listed":
        "В {fileCount:1=файле|файлах} {files}[ и ещё {moreFiles} {moreFiles:файле|файлах|файлах}] есть {count} URL, {count:1=который|которые} краулер в {name} отметил как {count:1=неподходящий|неподходящие} для карты сайта ({reasons}), например {example}.",
      "notice.moved-links":
        "{count} {count:ссылка|ссылки|ссылок} hreflang всё ещё {count:ведёт|ведут|ведут} на [старый URL «{from}»|старые URL {pages} {pages:переименованной страницы|переименованных страниц|переименованных страниц}]. Каждая версия страницы должна указывать на остальные по тем URL, что даны им в Sitemap.",
      "notice.add-cleared-filters":
        "Поиск и фильтры по проблемам сброшены, чтобы была видна новая строка в {name}.",
      "notice.paste-nowhere": "Сначала откройте Sitemap или список URL: вставленным строкам нужен файл.",
      "notice.paste-no-url":
        "Ничего не вставлено: в тексте нет URL, а новой строке он нужен. Чтобы изменить значение, выделите строки и вставьте поверх них (заголовок или дату новости тоже, в их столбец) или измените ячейку (Enter).",
      "notice.paste-news-left-out":
        "{count} {count:ячейка новости не вставлена|ячейки новостей не вставлены|ячеек новостей не вставлено}: в {count:1=её строке|их строках} нет news:news. Добавьте новость в «Сведениях» («Добавить новость») и вставьте снова.",
      "notice.paste-some-url":
        "{count} {count:вставленная строка пропущена|вставленные строки пропущены|вставленных строк пропущено}: в {count:1=ней|них} нет URL, а он нужен новой строке.",
      "notice.deduped": "{count:Удалён|Удалено|Удалено} {count} {count:дубль|дубля|дублей}.",
      "notice.deduped-one": "Удалён 1 дубль.",
      "notice.deduped-merged":
        "{count:Удалён|Удалено|Удалено} {count} {count:дубль|дубля|дублей}; {merged} {merged:оставленный URL взял|оставленных URL взяли|оставленных URL взяли} у копий то, чего не было ({parts}).",
      "notice.deduped-one-merged": "Удалён 1 дубль; оставленный URL взял у него то, чего не было ({parts}).",
      "notice.history-trimmed":
        "{count} {count:самый старый шаг больше нельзя|самых старых шага больше нельзя|самых старых шагов больше нельзя} отменить: отмена хранит до 1 500 000 изменённых URL (с их ссылками hreflang, изображениями и видео), и это изменение заняло их место.",
      "notice.undo-skips-open":
        "Открытие или вставка файла не отменяется: закройте файл кнопкой × на панели «Файлы». Нажмите «Отменить» ещё раз, чтобы отменить «{label}».",
      "notice.cell-read-only":
        "Столбец «{column}» не редактируется. Чтобы изменить URL, дату, частоту или приоритет, дважды щёлкните ячейку или нажмите на ней Enter.",
      "notice.undo-skips-remove":
        "Удалённый файл отменой не вернуть: откройте его снова. Нажмите «Отменить» ещё раз, чтобы отменить «{label}».",
      "notice.history-trimmed-one":
        "Самый старый шаг больше нельзя отменить: отмена хранит до 1 500 000 изменённых URL (с их ссылками hreflang, изображениями и видео), и это изменение заняло его место.",
    },
  },

  noticeStack: {
    notices: {
      "notice.gzip-corrupt": "Не удалось распаковать {name} (повреждённый gzip).",
      "notice.gzip-partial":
        "Файл {name} скачан не полностью: архив gzip обрывается, прочитаны только записи до обрыва ({count}). Скачайте файл заново.",
      "notice.gzip-checksum":
        "{name}: контрольная сумма gzip (CRC-32) не совпадает с данными. Прочитаны все записи ({count}), но часть из них может быть повреждена. Скачайте файл заново.",
      "notice.file-cut":
        "Файл {name} оборван: он кончается посреди элемента, прочитаны только записи до обрыва ({count}). Скачайте файл заново.",
      "notice.gzip-partial-none":
        "Файл {name} скачан не полностью: архив gzip обрывается до первой записи, ни одна запись не прочитана. Скачайте файл заново.",
      "notice.file-cut-none":
        "Файл {name} оборван: он кончается посреди элемента до первой записи, ни одна запись не прочитана. Скачайте файл заново.",
      "notice.file-empty": "Файл {name} пуст.",
      "notice.gzip-too-large":
        "Файл {name} распаковывается больше чем в 200 МБ — это защитный лимит редактора, — а в первых 200 МБ нет карты сайта: чтение остановлено.",
      "notice.paste-cut":
        "Вставка {name} оборвана: текст кончается посреди элемента, прочитаны только записи до обрыва ({count}). Скопируйте текст целиком заново.",
      "notice.paste-cut-none":
        "Вставка {name} оборвана: текст кончается посреди элемента до первой записи, ни одна запись не прочитана. Скопируйте текст целиком заново.",
    },
    more: (count: number) => formatMessage("и ещё {count}", { count }),
    dismissAll: "Скрыть все",
    crawlReasons: {
      redirects: "редиректы 3xx — {count}",
      errors: "ошибки 4xx, 5xx или нет ответа — {count}",
      nonIndexable: "неиндексируемые, например noindex или с каноническим URL на другую страницу, — {count}",
    },
    importLeftOut: "Всё равно импортировать {count:1=её|их}",
    removeCrawlListed: "Удалить {count:1=его|их}",
    followLinks: "Перевести {count:1=её|их} на [?{pages}|новый URL][?{from}|новые URL]",
    sitemap: "1 файл Sitemap",
    sitemaps: "{count} {count:файл Sitemap|файла Sitemap|файлов Sitemap}",
    sitemapsDistinct: "{count} {count:файл Sitemap|файла Sitemap|файлов Sitemap} (разных:\u00a0{distinct})",
    // as the index's card counts them: "3 файла Sitemap", here "in the lists" of the indexes
    listedSitemap: "1 файл Sitemap в списках",
    listedSitemaps: "{count} {count:файл Sitemap|файла Sitemap|файлов Sitemap} в списках",
    listedTitle: "Файлы Sitemap, которые перечисляют открытые индексы и robots.txt (открытые здесь или нет)",
    separator: " · ",
    noLoc: "(нет loc)",
    noLocCount: (count: number) =>
      count === 1 ? "1 запись" : formatMessage("{count} {count:запись|записи|записей}", { count }),
    noLocTitle: (count: number) =>
      count === 1
        ? "У 1 записи <sitemap> в этом файле индекса нет loc, поэтому она не ссылается ни на какой файл"
        : formatMessage(
            "У {count} {count:записи|записей|записей} <sitemap> в этом файле индекса нет loc, поэтому они не ссылаются ни на какой файл",
            { count },
          ),
  },

  exportMode: {
    mode: "Файлы",
    modeEach: "Каждый файл отдельно",
    modeMerge: "Объединить в один набор",
    modeEachHint:
      "Каждый загруженный файл записывается под своим именем, включая файлы индекса Sitemap; robots.txt не записывается. Файл делится на имя-1{part}, имя-2{part} … и имя-index{index}, только если сам превышает лимиты; файл индекса ссылается на части по адресу файла.",
    modeEachHintKeepsName:
      "Каждый загруженный файл записывается под своим именем, включая файлы индекса Sitemap; robots.txt не записывается. Файл делится на имя-1{part}, имя-2{part} …, только если сам превышает лимиты, а его собственное имя получает файл индекса, который ссылается на части по адресу файла.",
    modeMergeHint: "URL всех загруженных файлов записываются одним набором под указанным ниже именем файла.",
    mixedHosts:
      "Файлы находятся на разных хостах ({hosts}). В объединённом Sitemap они смешаются, а поисковые системы игнорируют URL с хостом, отличным от хоста самого Sitemap. Лучше выберите «Каждый файл отдельно».",
    indexesLeftOut: "Файлы индекса в объединённый набор не входят и записаны не будут: {names}.",
    mergeReplaces:
      "Объединённый набор заменяет {names}: отправьте его (его индекс, если он разбит на части) в Google Search Console и Яндекс Вебмастер и укажите в robots.txt вместо них, а их отправки и строки удалите — иначе поисковые системы продолжат запрашивать файлы, которых вы больше не публикуете.",
    mergeFeedsStay:
      "{names}: {count:1=лента остаётся|ленты остаются} по своему адресу для читателей. Объединённый набор перечисляет {count:1=её|их} URL, поэтому {count:1=её|их} отправку как Sitemap в Google Search Console можно удалить (Яндекс Вебмастер ленты не читает).",
    mergeRepeats:
      "{count} {count:запись повторяет|записи повторяют|записей повторяют} URL, уже указанный в этих файлах, и в объединённом наборе {count:1=он будет указан|они будут указаны} повторно (Search Console сообщает о повторах в Sitemap). Закройте это окно и сначала нажмите «Удалить дубли» в таблице: она переносит в оставленный URL данные, которые есть только в повторах.",
    txtUrlsOnly:
      "Файл Sitemap в формате TXT содержит только URL: lastmod, changefreq, priority, ссылки hreflang, изображения, видео и новости не записываются.",
    crawlTable:
      "{name} — выгрузка краулера: {count} URL из неё тоже {count:будет записан|будут записаны|будут записаны} как карта сайта. Если вы открыли её только для сравнения с картами сайта, удалите её (× на её карточке в «Файлах») перед экспортом.",
    txtStaysTxt:
      "{name} записывается в TXT, как был открыт (его адрес не меняется), а TXT содержит только URL: lastmod и другие поля {count} {count:строки|строк|строк}, где они есть, не записываются. Чтобы их сохранить, выберите XML (и отправьте адрес нового файла).",
    feedRepeats:
      "{names}: {count} {count:URL ленты есть|URL ленты есть|URL ленты есть} и в экспортируемых рядом файлах Sitemap; записанная как Sitemap, лента повторит {count:его|их|их} (при повторном открытии — set.url-in-several-files). «Удалить дубли» в таблице уберёт их из ленты и оставит в Sitemap; или не включайте ленту в этот экспорт.",
    feedOverwritten:
      "{names} — {count:1=лента RSS или Atom|ленты RSS или Atom}, {count:1=записывается|записываются} здесь как Sitemap под {count:1=своим|своими} же {count:1=именем|именами}: если загрузить Sitemap на место ленты, он её заменит, и читатели ленты её потеряют. Загрузите {count:1=файл|файлы} под другим именем (и отправьте новый адрес) или отправьте в Google саму ленту: Google читает ленту как Sitemap (Яндекс — нет, ему нужен Sitemap).",
    endingsChanged:
      "{count} {count:файл записывается|файла записываются|файлов записываются} под другим именем, чем опубликован{count:|ы|ы}: {moves}. Адреса, добавленные в Google Search Console, Яндекс Вебмастер и robots.txt, изменятся: отправьте новые или выберите «Как открыты», чтобы их сохранить.",
    endingsChangedAsOpened:
      "{count} {count:файл записывается|файла записываются|файлов записываются} под другим именем, чем опубликован{count:|ы|ы}: {moves}. Лента в любом формате записывается как Sitemap (в TXT — списком URL): загрузите {count:1=её|их} под новым именем и отправьте новый адрес в Яндекс Вебмастер, который ленты не читает, и в Google Search Console (или оставьте там саму ленту: Google читает ленту как Sitemap).",
    feedsAsNewSitemaps:
      "{count} {count:лента записывается|ленты записываются|лент записываются} как новый файл Sitemap: {moves}. Сама лента остаётся по своему адресу; загрузите новый файл рядом и отправьте его адрес в Яндекс Вебмастер, который ленты не читает, и в Google Search Console.",
    endingsChangedAsOpenedName:
      "{count} {count:файл записывается|файла записываются|файлов записываются} под другим именем, чем опубликован{count:|ы|ы}: {moves}. Экспорт называет Sitemap по содержимому (.xml, .xml.gz, .txt): загрузите {count:1=его|их} под новым именем и отправьте новый адрес в Google Search Console, Яндекс Вебмастер и robots.txt или переименуйте {count:1=его|их} обратно при загрузке.",
    inFolders:
      "{count} {count:файл записывается|файла записываются|файлов записываются} в {count:1=папку|папки} ({count:1=|например, }{name}): «Скачать файлы» {count:1=сохраняет его|сохраняет их} без папок ({saved}), поэтому загрузите {count:1=его|каждый} туда, куда указывает его URL (в индексе, в строке robots.txt), под его именем ({own}); «Скачать ZIP» сохраняет папки.",
    unplacedFolder:
      '{name} записывается в корень ZIP, а не в папку своего адреса {folder}: такое имя папки допускают не все системы (один из символов \\ / : * ? " < > | или управляющий символ, точка или пробел в конце, имя, которое Windows оставляет за устройствами, например CON, или больше 200 байт). Загрузите файл вручную туда, куда указывает его адрес, или задайте адрес в другой папке.',
    inFolderClash:
      "«Скачать файлы» сохранит {name} как {saved}: имя {flat} уже у другого файла этого экспорта.",
    childrenDropped:
      "{index} больше не перечисляет {names}: в {count:1=нём|них} не осталось URL, поэтому {count:1=он не записывается|они не записываются}. Удалите {count:1=его|их} и с сервера, иначе старые URL там останутся доступны.",
    indexTooBig:
      "{index} перечислит {count} {count:файл|файла|файлов} Sitemap, больше {limit}, которые допускает индекс (index.too-many-sitemaps): задайте не меньше {least} URL в файле.",
    manyFiles:
      "Экспорт запишет {count} {count:файл|файла|файлов}: при повторном открытии его ZIP здесь будут прочитаны только первые {limit}, а «Скачать файлы» передаёт их по одному в четверть секунды. Меньше файлов покрупнее (больше URL в файле) и загружать проще.",
    notWrittenNoLoc:
      "{count} {count:файл не записывается|файла не записываются|файлов не записываются}: в {names} есть записи, но ни в одной нет URL (loc). Заполните URL, чтобы {count:1=его|их} экспортировать.",
    notWrittenEmpty:
      "{count} {count:файл не записывается|файла не записываются|файлов не записываются}: в {names} не осталось ни одного URL. Если {count:1=он опубликован|они опубликованы}, удалите {count:1=его|их} и с сервера, и из Google Search Console, Яндекс Вебмастера и robots.txt, иначе поисковые системы продолжат {count:1=его|их} запрашивать.",
    cutShort:
      "Файл {name} оборван (загрузка прервалась): записываются только записи, прочитанные до обрыва ({count}), и после загрузки на сайт остальные URL сайта пропадут из Sitemap. Скачайте файл целиком заново и откройте его.",
    notAllRead:
      "Из файла {name} прочитаны только первые {count} {count:запись|записи|записей} (предел безопасности вкладки): остальная часть файла не будет экспортирована. Разделите его в CMS или генераторе, который его создаёт.",
    renamed:
      "Файл {name} записывается как {written}: имя, под которым он был бы записан, занял другой файл экспорта. Загрузите его на сайт под новым именем (файл индекса и строка для robots.txt ниже указывают на него) или экспортируйте эти два файла по отдельности.",
    renamedParts:
      "Файл {name} делится на части {written}, а не {wanted}: другой файл экспорта записывается как {clash}. Загрузите части на сайт под новыми именами (файл индекса и строка для robots.txt ниже указывают на них) или экспортируйте эти два файла по отдельности.",
    splitListed:
      "Файл {name} делится на {parts} {parts:часть|части|частей}, и индекс Sitemap перечисляет их вместо него: после загрузки удалите старый {name} с сервера (в нём останутся прежние URL) и оттуда, где он был добавлен отдельно (Google Search Console, Яндекс Вебмастер, robots.txt).",
    splitIndexKept:
      "Файл {name} делится на {parts} {parts:часть|части|частей}, а {index} становится их файлом индекса: адрес, уже добавленный в Google Search Console, Яндекс Вебмастер и robots.txt, продолжит работать.",
    splitIndex:
      "Файл {name} делится на {parts} {parts:часть|части|частей}, их перечисляет {index}. Добавьте {index} в Google Search Console и Яндекс Вебмастер вместо {name} и удалите {name} оттуда и из robots.txt: по его адресу ничего не останется.",
    splitIndexFeed:
      "Файл {name} делится на {parts} {parts:часть|части|частей}, их перечисляет {index}: добавьте {index} в Google Search Console, Яндекс Вебмастер и robots.txt. Сама лента остаётся по своему адресу для читателей (в Google её можно оставить; Яндекс ленты не читает).",
    splitIndexNew:
      "Файл {name} делится на {parts} {parts:часть|части|частей}, их перечисляет {index}: добавьте {index} в Google Search Console, Яндекс Вебмастер и robots.txt.",
    uncompressed: "{size} без сжатия",
    errorsRemain:
      "В экспортируемых записях {count:осталась|остались|осталось} {count} {count:ошибка|ошибки|ошибок}",
    errorsRemainOne: "В экспортируемых записях осталась 1 ошибка",
    errorsRemainShort: "{count:Осталась|Осталось|Осталось} {count} {count:ошибка|ошибки|ошибок}",
    duplicateElementsDropped:
      "{count} {count:повторный элемент не будет записан|повторных элемента не будут записаны|повторных элементов не будут записаны} (первый — {where}): у записи остаётся первый <loc>, <lastmod> … каждого вида, а значение второго, возможно отдельный URL, пропадёт. Сначала просмотрите {count:1=его|их} в «Проблемах» (xml.duplicate-element).",
    feedDatesDropped:
      "Не удалось прочитать {count} {count:дату|даты|дат} ленты ({count:1=в|первая — в} {where}), поэтому {count:1=эта запись будет записана|эти записи будут записаны} без <lastmod>. Чтобы сохранить {count:1=дату|даты}, укажите {count:1=её|их} в таблице, в столбце «Изменено».",
    errorsExportAnyway: "Можно сначала {count:1=её|их} просмотреть или экспортировать записи как есть.",
    newsSplitHint:
      "Google читает не больше 1000 news:news в одном файле Sitemap: укажите 1000 URL в файле, и части уложатся в этот предел.",
    nonAsciiWritten:
      "{count} URL {count:записывается|записываются|записываются} как есть, с символами вне ASCII (loc.non-ascii, например с кириллицей): Яндекс их читает, а Google и Bing ждут URL в процентной кодировке.",
    nonAsciiWrittenYandex:
      "{count} URL {count:записывается|записываются|записываются} как есть, с символами вне ASCII (loc.non-ascii, например с кириллицей): Яндекс их читает, а другие роботы и инструменты ждут URL в процентной кодировке.",
    nonAsciiFixRows: "«Исправить все» в «Проблемах» закодирует их заранее.",
    nonAsciiNoFix:
      "Исправления для них в «Проблемах» нет: сначала файл нужно прочитать верно (его буквы похожи на искажённые, см. file.not-utf8) или сократить URL, слишком длинные для кодирования.",
    nonAsciiFixRefs:
      "Это записи <sitemap> индекса: закодировать их заранее можно в окне «Изменить список» (его «Исправить все»).",
    nonAsciiFixBoth:
      "URL в таблице закодирует «Исправить все» в «Проблемах», а записи <sitemap> индекса — окно «Изменить список» (его «Исправить все»).",
    moreErrors:
      "и ещё {count} {count:ошибка|ошибки|ошибок} по {rules} {rules:другому правилу|другим правилам|другим правилам} («Просмотреть проблемы»)",
    errorCodesLabel: "Ошибки по правилам",
    reviewProblems: "Просмотреть проблемы",
    robotsLinesHint:
      "Добавьте каждую строку в robots.txt соответствующего хоста, чтобы поисковые системы нашли файлы Sitemap.",
    zipName: "sitemaps",
    nothingToMerge:
      "Объединять нечего: ни в одном загруженном файле нет URL. Файлы индекса Sitemap не входят в объединённый набор — чтобы записать их, выберите «Каждый файл отдельно».",
    alteredValues:
      "{count} {count:значение содержало|значения содержали|значений содержали} символы, недопустимые в XML; они удалены.",
    alteredValuesOne: "1 значение содержало символы, недопустимые в XML; они удалены.",
    lineBreakLocs:
      "{count} {count:URL содержит|URL содержат|URL содержат} перенос строки, а строка TXT-файла Sitemap его вместить не может: {count:1=он не записывается|они не записываются}. Уберите переносы (где они — сказано в проблемах) или выберите XML.",
    lineBreakLocsOne:
      "1 URL содержит перенос строки, а строка TXT-файла Sitemap его вместить не может: он не записывается. Уберите перенос (где он — сказано в проблеме) или выберите XML.",
    droppedExtras:
      "{count} {count:неизвестный элемент не записан|неизвестных элемента не записаны|неизвестных элементов не записаны}: элементы повреждены или их пространство имён неизвестно.",
    droppedExtrasOne: "1 неизвестный элемент не записан: он повреждён или его пространство имён неизвестно.",
  },
};

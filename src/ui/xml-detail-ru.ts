/**
 * The XML reader's fault details (`xml.malformed` `params.detail`, written in English by the core) in
 * Russian, by the patterns the core writes them with (`xml-scanner.ts`, `xml-attributes.ts`,
 * `xml-namespace-scope.ts`, `xml-entities.ts`). A detail no pattern knows stays as written. Display only.
 */

/** [pattern of the English detail, Russian with $1, $2 for its parts]. */
const DETAILS: readonly (readonly [RegExp, string])[] = [
  [/^text after the root element$/, "текст после корневого элемента"],
  [/^text before the root element$/, "текст перед корневым элементом"],
  [/^start tag <(.+)> is cut off by the end of the file$/, "открывающий тег <$1> обрывается концом файла"],
  [/^content after the root element: <(.+)>$/, "содержимое после корневого элемента: <$1>"],
  [
    /^content after the root element: <(.+)> \(not read, with the (\d+) locs? in it\)$/,
    "содержимое после корневого элемента: <$1> (не прочитано; <loc> в нём: $2)",
  ],
  [/^<(.+)> is not closed before the next <(.+)>$/, "<$1> не закрыт до следующего <$2>"],
  [/^end tag <\/(.+)> is not closed with ">"$/, "закрывающий тег </$1> не завершён символом «>»"],
  [
    /^end tag <\/(.+)> matches no open element$/,
    "закрывающему тегу </$1> не соответствует ни один открытый элемент",
  ],
  [/^<(.+)> is not closed before <\/(.+)>$/, "<$1> не закрыт до </$2>"],
  [/^comment is not closed with -->$/, "комментарий не закрыт символами -->"],
  [/^CDATA section is not closed with \]\]>$/, "секция CDATA не закрыта символами ]]>"],
  [/^CDATA section outside the root element$/, "секция CDATA вне корневого элемента"],
  [/^unknown markup "<!"$/, "неизвестная разметка «<!»"],
  [/^processing instruction is not closed with \?>$/, "инструкция обработки не закрыта символами ?>"],
  [/^XML declaration not at the start of the file$/, "XML-декларация не в начале файла"],
  [
    /^the file ends before <\/([^>]+)>; the <([^>]+)> it cuts is left out \(its loc may be cut short\)$/,
    "файл заканчивается раньше </$1>; оборванный <$2> не прочитан (его loc может быть обрезан)",
  ],
  [
    /^the file ends before <\/([^>]+)>; the <([^>]+)> value it cuts is not kept$/,
    "файл заканчивается раньше </$1>; оборванное значение <$2> не сохранено",
  ],
  [
    /^the file ends before <\/([^>]+)>; the <([^>]+)> it cuts is left out \(its link may be cut short\)$/,
    "файл заканчивается раньше </$1>; оборванный <$2> не прочитан (его ссылка может быть обрезана)",
  ],
  [
    /^the file ends before <\/([^>]+)>; the value it cuts is not kept$/,
    "файл заканчивается раньше </$1>; оборванное значение не сохранено",
  ],
  [/^the file ends before <\/(.+)>$/, "файл заканчивается раньше </$1>"],
  [/^no root element$/, "нет корневого элемента"],
  [/^namespace prefix "(.+)" is not declared$/, "префикс пространства имён «$1» не объявлен"],
  [
    /^namespace prefix "(.+)" is not declared \(add (xmlns:\S+="[^"]+") to the root element\); its elements were read as that namespace's, and export declares it$/,
    "префикс пространства имён «$1» не объявлен (добавьте $2 в корневой элемент); его элементы прочитаны в этом пространстве имён, при экспорте оно будет объявлено",
  ],
  [/^"<" that starts no tag \(write &lt;\)$/, "символ «<», с которого не начинается тег (запишите &lt;)"],
  [
    /^"(<+)" starts no tag \(write each "<" as &lt;\)$/,
    "«$1» не начинает тег (запишите каждый «<» как &lt;)",
  ],
  [/^start tag <(.+)> is not closed with ">"$/, "открывающий тег <$1> не завершён символом «>»"],
  [/^unexpected character in <(.+)>$/, "лишний символ в <$1>"],
  [/^attribute (\S+) in <(.+)> has no value$/, "у атрибута $1 в <$2> нет значения"],
  [/^value of (\S+) in <(.+)> is not closed$/, "значение атрибута $1 в <$2> не закрыто кавычкой"],
  [/^value of (\S+) in <(.+)> is not quoted$/, "значение атрибута $1 в <$2> не заключено в кавычки"],
  [/^attribute (\S+) appears twice in <(.+)>$/, "атрибут $1 повторяется в <$2>"],
  [/^invalid character reference &(.+);$/, "неверная ссылка на символ &$1;"],
];

/** `detail` in Russian when a pattern knows it, else as it is. */
export function toRussianXmlDetail(detail: string): string {
  for (const [pattern, russian] of DETAILS) if (pattern.test(detail)) return detail.replace(pattern, russian);
  return detail;
}

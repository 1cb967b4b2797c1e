/**
 * Files the export writes in folders (`ru/sitemap.xml` of an archive, `blog-b.ru/sitemap.xml` of a site):
 * the names "Download files" saves them under (a browser's download has no folder) and the dialog's
 * warnings about them (`export-dialog.tsx`). DOM-free.
 */
import type { WorkspaceExportPlan } from "@/store/export-actions";
import { EXPORT_MODE_TEXT, formatMessage } from "./messages";

/**
 * The names "Download files" saves the files `names` under, in order: a browser's download has no folder,
 * so the folders of a name written in one (`ru/sitemap.xml`, kept from a ZIP that was opened) join its
 * name with `_` (`ru_sitemap.xml`), as Chromium does by itself; named here so every browser saves the same
 * names, and made unique (`ru_sitemap (2).xml`) when another file of the export has that name already,
 * in any case of letters.
 */
export function getDownloadNames(names: readonly string[]): string[] {
  // Windows and macOS take `RU_sitemap.xml` and `ru_sitemap.xml` for one name: compared in lower case
  const taken = new Set(names.filter((name) => !name.includes("/")).map((name) => name.toLowerCase()));
  return names.map((name) => {
    if (!name.includes("/")) return name;
    const flat = name.replaceAll("/", "_");
    const dot = flat.indexOf(".", 1);
    const [base, ext] = dot > 0 ? [flat.slice(0, dot), flat.slice(dot)] : [flat, ""];
    let unique = flat;
    for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = `${base} (${n})${ext}`;
    taken.add(unique.toLowerCase());
    return unique;
  });
}

/**
 * Warnings when the plan writes files in folders (`ru/sitemap.xml`): "Download files" saves them without
 * their folders (`getDownloadNames`), while the index and robots.txt lines name them in their folders, so
 * each must be uploaded where its URL says (an archive's folder, a site's host) under its own name; "Download zip" keeps the folders. One more per
 * file whose flat name another file of the export has, naming the name it is saved under instead, and one
 * per file whose location's folder no file system takes (`SourcePlan.unplacedFolder`: at the zip's top).
 */
export function getFolderWarnings(plan: WorkspaceExportPlan | undefined): string[] {
  const names = (plan?.files ?? []).map((file) => file.name);
  const saved = getDownloadNames(names);
  const inFolders = names.flatMap((name, i) => (name.includes("/") ? [{ name, saved: saved[i] }] : []));
  // a location's folder the zip cannot write (`a:b`): the file is at the zip's top, said so
  const unplaced = (plan?.sources ?? []).flatMap(({ source, unplacedFolder }) =>
    unplacedFolder === undefined
      ? []
      : [formatMessage(EXPORT_MODE_TEXT.unplacedFolder, { name: source, folder: unplacedFolder })],
  );
  if (inFolders.length === 0) return unplaced;
  const [first] = inFolders;
  const clashes = inFolders.filter(({ name, saved }) => saved !== name.replaceAll("/", "_"));
  return [
    formatMessage(EXPORT_MODE_TEXT.inFolders, {
      count: inFolders.length,
      name: first.name,
      saved: first.saved,
      own: first.name.slice(first.name.lastIndexOf("/") + 1),
    }),
    ...clashes.map(({ name, saved }) =>
      formatMessage(EXPORT_MODE_TEXT.inFolderClash, { name, saved, flat: name.replaceAll("/", "_") }),
    ),
    ...unplaced,
  ];
}

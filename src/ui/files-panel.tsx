/**
 * The files list: each open file with its format, size, URL count, errors and warnings, its editable
 * location (prefilled with the guess) and a remove button (asks first: removal cannot be undone); an index or robots.txt counts the sitemaps it lists. A click on a file filters the table to it. A
 * sitemap index shows the files it lists nested under it, and the ones it lists that are not loaded.
 */

import { Fragment, memo, type ReactNode, useMemo, useRef, useState } from "react";
import type { SitemapFile } from "@/core/index";
import { countStepsOf } from "@/store/history-steps";
import {
  countDistinctListed,
  selectCounts,
  selectTotalSitemaps,
  selectTotalUrls,
  selectUnchecked,
} from "@/store/selectors";
import { hasUrlRows } from "@/store/workspace-helpers";
import { FoldPanelButton } from "@/ui/side-panels";
import { ConfirmDialog } from "./confirm-dialog";
import { type FileNode, getChildLabel, getChildLabels, getFileTree } from "./file-tree";
import {
  formatBytes,
  formatMessage,
  formatPlural,
  formatUrlTotals,
  messages,
  NOTICE_STACK_TEXT,
  PROBLEMS_PANEL_TEXT,
  TOOLS_TEXT,
} from "./messages";
import { clipShown } from "./shown-text";
import { useAppStore, useAppStoreApi, useDeferredAppStore, useFilesReshaped } from "./store-context";
import "./files-panel.css";
import { LocationField } from "./location-field";

const text = messages.files;

/** A file's format as its card names it; a CSV/TSV table imported as a URL list says so. */
function getFormatLabel(file: SitemapFile): string {
  const table = file.format === "txt" ? /\.(csv|tsv)$/i.exec(file.name) : null;
  return table ? table[1].toUpperCase() : (messages.format[file.format] ?? file.format);
}

/**
 * What a file's card counts: URLs of a URL file, listed sitemaps of an index or robots.txt (those with a
 * loc: the ones without are counted apart, "(no loc) N entries", under the list; "3 sitemaps (2 distinct)"
 * when one is listed twice).
 */
function formatFileCount(file: SitemapFile): string {
  if (hasUrlRows(file)) return formatPlural(file.urls.length, text.url, text.urls);
  const listed = file.sitemaps.filter((ref) => ref.loc.trim() !== "").length;
  // a sitemap listed twice (`index.duplicate-child`): the header's total counts it once, and says so
  const distinct = countDistinctListed(file.sitemaps);
  if (distinct < listed)
    return formatMessage(NOTICE_STACK_TEXT.sitemapsDistinct, { count: listed, distinct });
  return formatPlural(listed, NOTICE_STACK_TEXT.sitemap, NOTICE_STACK_TEXT.sitemaps);
}

/**
 * The panel. Its files and counts are deferred (`useDeferredAppStore`): an edit changes its file's object,
 * and the cards follow in the frame after the edit's own; a file added or removed shows at once
 * (`useFilesReshaped`).
 */
export function FilesPanel() {
  const store = useAppStoreApi();
  const reshaped = useFilesReshaped();
  const files = useDeferredAppStore((state) => state.files, reshaped);
  const active = useAppStore((state) => state.filter.file);
  const total = useDeferredAppStore(selectTotalUrls, reshaped);
  const sitemaps = useDeferredAppStore(selectTotalSitemaps, reshaped);
  const tree = useMemo(() => getFileTree(files), [files]);
  const readingCount = useAppStore((state) => state.loading.length);
  const reading = readingCount > 0;
  return (
    <section
      className="files-panel"
      aria-labelledby="files-panel-title"
      // focus of a removed file card goes to "All files"
      data-focus-fallback=".file-all"
    >
      {/* the fold button beside the heading, not in it: its name is "Files 1", not "Files 1 Hide the files list" */}
      <div className="panel-title">
        <h2 id="files-panel-title" className="panel-title-text">
          {text.title} <span className="count-pill">{files.length}</span>
        </h2>
        <FoldPanelButton panel="files" />
      </div>
      {/* a drop of many files: how many are still being read, under the count of those in */}
      {readingCount > 1 && (
        <p className="files-reading muted" role="status">
          {formatMessage(text.readingMore, { count: readingCount })}
        </p>
      )}
      {files.length === 0 ? (
        // while the first files are read, the progress below says so: not "no files yet" above it
        !reading && <p className="muted files-empty">{text.empty}</p>
      ) : (
        <ul className="file-list">
          <li>
            <button
              type="button"
              // with the sitemaps the lists name beside the URLs, the counts take a line of their own
              className={`file-all${sitemaps > 0 ? " is-stacked" : ""}`}
              aria-pressed={!active}
              onClick={() => store.getState().setFilter({ file: undefined })}
            >
              <span>{text.showAll}</span>
              <span className="num muted">
                {/* each count whole, on a line of its own ("8 URLs", then "2 sitemaps listed"), with no
                    "·" left at the end of the first (the separator shows only on one line) */}
                {formatUrlTotals(total, sitemaps)
                  .split(" · ")
                  .map((part, i, parts) =>
                    i < parts.length - 1 ? (
                      <Fragment key={part}>
                        <span className="file-all-part">
                          {keepCountWithNoun(part)}
                          <span className="file-all-sep"> ·</span>
                        </span>{" "}
                      </Fragment>
                    ) : (
                      <span
                        key={part}
                        className="file-all-part"
                        title={i > 0 ? NOTICE_STACK_TEXT.listedTitle : undefined}
                      >
                        {keepCountWithNoun(part)}
                      </span>
                    ),
                  )}
              </span>
            </button>
          </li>
          {tree.map((node) => (
            <FileTreeItem key={node.file.name} node={node} active={active} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A file and, for an index, the files it lists (nested) and those it lists that are not loaded. */
function FileTreeItemView({ node, active }: { node: FileNode; active: string | undefined }) {
  const { file, children, missing, moreMissing, noLoc } = node;
  const nested = children.length > 0 || missing.length > 0 || noLoc > 0;
  // a listed file still being read (of the same pick) is on its way, not missing
  const reading = useAppStore((state) =>
    missing.length === 0 || state.loading.length === 0 ? "" : state.loading.map((f) => f.name).join("\u0000"),
  );
  // two children of one name on two hosts read apart (`getChildLabels`)
  const labels = useMemo(() => getChildLabels(missing.map((child) => child.loc)), [missing]);
  return (
    <FileItem file={node.file} active={active === file.name}>
      {nested && (
        <ul
          className="file-children"
          aria-label={formatMessage(TOOLS_TEXT.indexSet.listLabel, { name: file.name })}
        >
          {children.map((child) => (
            <FileTreeItem key={child.file.name} node={child} active={active} />
          ))}
          {missing.map((child, index) => (
            <li
              // a listed URL may repeat (index.duplicate-child)
              // biome-ignore lint/suspicious/noArrayIndexKey: order is the index's and never changes
              key={index}
              className="file-missing"
              title={formatMessage(TOOLS_TEXT.indexSet.notLoadedTitle, { loc: clipShown(child.loc) })}
            >
              <span className="file-missing-loc">{withNameBreaks(clipShown(labels[index]), LOC_BREAKS)}</span>
              <span className="badge">
                {reading !== "" && reading.split("\u0000").includes(getChildLabel(child.loc))
                  ? TOOLS_TEXT.indexSet.reading
                  : TOOLS_TEXT.indexSet.notLoaded}
              </span>
            </li>
          ))}
          {moreMissing > 0 && <li className="file-missing muted">{PROBLEMS_PANEL_TEXT.more(moreMissing)}</li>}
          {noLoc > 0 && (
            <li className="file-missing file-no-loc" title={NOTICE_STACK_TEXT.noLocTitle(noLoc)}>
              <span className="file-missing-loc">{NOTICE_STACK_TEXT.noLoc}</span>
              <span className="badge">{NOTICE_STACK_TEXT.noLocCount(noLoc)}</span>
            </li>
          )}
        </ul>
      )}
    </FileItem>
  );
}

// memoized: the panel renders again with an edit's frame, with the files (deferred) it had
const FileTreeItem = memo(FileTreeItemView);

interface FileItemProps {
  file: SitemapFile;
  active: boolean;
  children?: ReactNode;
}

/** A gzip whose unpacking stopped at the cap (`file.gzip-too-large`): its `byteLength` is what was read. */
function isStoppedAtCap(file: SitemapFile): boolean {
  return file.problems.some((problem) => problem.code === "file.gzip-too-large");
}

function FileItem({ file, active, children }: FileItemProps) {
  const store = useAppStoreApi();
  // numbers, deferred like the panel's files: a check that changes nothing here renders nothing here
  const counted = useDeferredAppStore((state) => selectCounts(state).byFile.has(file.name));
  const errors = useDeferredAppStore((state) => selectCounts(state).byFile.get(file.name)?.errors ?? 0);
  const warnings = useDeferredAppStore((state) => selectCounts(state).byFile.get(file.name)?.warnings ?? 0);
  // a file of the drop opened while the rest is still read is not checked yet: not "no problems"
  const checking = useDeferredAppStore((state) => state.checking || selectUnchecked(state));
  const select = () => store.getState().setFilter({ file: active ? undefined : file.name });
  // removing cannot be undone: asked first
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  return (
    <li className={`file-item${active ? " active" : ""}`} data-file={file.name} data-format={file.format}>
      <div className="file-item-head">
        {hasUrlRows(file) ? (
          <button
            type="button"
            className="file-name"
            aria-pressed={active}
            aria-label={formatMessage(text.showOnly, { name: file.name })}
            title={file.name}
            onClick={select}
          >
            {withNameBreaks(file.name)}
          </button>
        ) : file.format === "sitemapindex" ? (
          // an index has no row in the table (its filter showed "0 URLs" and no reason): its list instead
          <button
            type="button"
            className="file-name"
            aria-label={formatMessage(text.showListed, { name: file.name })}
            title={file.name}
            onClick={() => store.getState().openIndexEditor(file.name)}
          >
            {withNameBreaks(file.name)}
          </button>
        ) : (
          // a robots.txt: its Sitemap lines are no rows either, and nothing to open
          <span className="file-name file-name--static" title={file.name}>
            {withNameBreaks(file.name)}
          </span>
        )}
        <button
          ref={removeButton}
          type="button"
          className="icon-button remove-file"
          aria-label={formatMessage(text.remove, { name: file.name })}
          onClick={() => setConfirming(true)}
        >
          <span aria-hidden="true">×</span>
        </button>
        {confirming && (
          <ConfirmDialog
            title={formatMessage(text.removeTitle, { name: file.name })}
            confirmLabel={text.removeConfirm}
            onCancel={() => {
              setConfirming(false);
              removeButton.current?.focus();
            }}
            onConfirm={() => store.getState().removeFile(file.name)}
          >
            <RemoveFileBody file={file} />
          </ConfirmDialog>
        )}
      </div>
      <div className="file-meta">
        <span className="badge">{getFormatLabel(file)}</span>
        {file.gzip && <span className="badge">{text.gzip}</span>}
        {/* no text read, no encoding to tell: an empty file, or one that is no sitemap (a PNG renamed .xml) */}
        {/* UTF-8 as people write it; other labels as registered (windows-1251, not WINDOWS-1251) */}
        {file.byteLength > 0 && file.format !== "unknown" && (
          <span className="muted">
            {/^utf-/i.test(file.encoding) ? file.encoding.toUpperCase() : file.encoding.toLowerCase()}
          </span>
        )}
        {/* a gzipped file's size is its content's, uncompressed (the 50 MB limit counts that); a gzip that
            gave nothing (corrupt: its problem says so) has no size worth "0 B unpacked" */}
        {!(file.gzip && file.byteLength === 0) && (
          <span className="muted num" title={file.gzip ? text.uncompressedTitle : undefined}>
            {file.gzip
              ? formatMessage(isStoppedAtCap(file) ? text.uncompressedOver : text.uncompressed, {
                  size: formatBytes(file.byteLength),
                })
              : formatBytes(file.byteLength)}
          </span>
        )}
        <span className="num">{formatFileCount(file)}</span>
      </div>
      <FileCounts
        errors={errors}
        warnings={warnings}
        checking={checking && !counted}
        unread={file.format === "unknown" && file.urls.length === 0}
      />
      <LocationField file={file} />
      {file.format === "sitemapindex" && <EditSitemapsButton file={file} />}
      {children}
    </li>
  );
}

/** What removing `file` takes away: its entries, and the edits made to it when there are any (undo steps). */
function RemoveFileBody({ file }: { file: SitemapFile }) {
  const edited = useAppStore(
    (state) => countStepsOf(state.past, file.name) + countStepsOf(state.future, file.name) > 0,
  );
  const lists = file.format === "sitemapindex" || file.format === "robots";
  // a file that holds nothing (not a sitemap, empty): no "Its 0 URLs" to take away
  if (!edited && !lists && file.urls.length === 0) return <p>{text.removeBodyEmpty}</p>;
  const body = edited ? text.removeBody : lists ? text.removeBodyList : text.removeBodyUnedited;
  return <p>{formatMessage(body, { count: formatFileCount(file) })}</p>;
}

/** Opens the editor of the sitemaps an index lists (they are not rows of the table). */
function EditSitemapsButton({ file }: { file: SitemapFile }) {
  const store = useAppStoreApi();
  // the editor itself is the app's (`IndexEditorHost`): a problem's example opens it too
  return (
    <button
      type="button"
      className="button file-edit-sitemaps"
      aria-label={formatMessage(text.editSitemapsOf, { name: file.name })}
      onClick={() => store.getState().openIndexEditor(file.name)}
    >
      {text.editSitemaps}
    </button>
  );
}

interface FileCountsProps {
  errors: number;
  warnings: number;
  checking: boolean;
  /** Nothing could be read from the file (empty, binary, a broken gzip): never "no problems". */
  unread: boolean;
}

function FileCounts({ errors, warnings, checking, unread }: FileCountsProps) {
  // while a check runs, none found yet is not "none": say it is being checked
  if (errors === 0 && warnings === 0 && checking)
    return <p className="file-counts muted">{messages.app.checking}</p>;
  // a broken gzip's error is a Yandex rule: with Yandex off, the file must not look fine
  if (errors === 0 && warnings === 0 && unread)
    return <p className="file-counts severity-text warning">{text.unread}</p>;
  if (errors === 0 && warnings === 0) return <p className="file-counts ok">{text.noProblems}</p>;
  return (
    <p className="file-counts">
      {errors > 0 && (
        <span className="severity-text error">
          <span className="severity-dot error" aria-hidden="true" />
          {formatPlural(errors, text.error, text.errors)}
        </span>
      )}
      {warnings > 0 && (
        <span className="severity-text warning">
          <span className="severity-dot warning" aria-hidden="true" />
          {formatPlural(warnings, text.warning, text.warnings)}
        </span>
      )}
    </p>
  );
}

/** `part` ("8 файлов Sitemap в списках") with a no-break space after its number, so a line never starts with a noun alone. */
function keepCountWithNoun(part: string): string {
  return part.replace(/^([\d\s\u00a0\u202f,.]*\d) /, "$1\u00a0");
}

/**
 * Where an index's child that is not loaded may break (`www.example.com/<wbr>sitemap<wbr>.xml`): after
 * `/`, `_` and `-`, and before the endings; its box breaks anywhere only a part longer than a line (it
 * broke `sitemap.x` / `ml`).
 */
const LOC_BREAKS = /(?<=[/_-])|(?=\.[A-Za-z0-9]{1,5}(?:\.gz)?$)/;

/** Where a card's file name may break: after `_` and `-`, and before its endings. */
const CARD_NAME_BREAKS = /(?<=[_-])|(?=\.[A-Za-z0-9]{1,5}(?:\.gz)?$)/;

/**
 * `name` with line-break opportunities where `at` splits it (default: after `_` and `-` and before the
 * endings, `sitemap_<wbr>index<wbr>.xml`): a narrow card wraps `sitemap_index.xml` at a word, not as
 * "sitemap_index.x" and "ml".
 */
export function withNameBreaks(name: string, at: RegExp = CARD_NAME_BREAKS): ReactNode {
  const parts = name.split(at);
  if (parts.length === 1) return name;
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name, in order, never reordered
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

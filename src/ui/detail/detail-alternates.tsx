/**
 * The alternate-language links of the active entry (`xhtml:link rel="alternate" hreflang href`): code and
 * URL side by side, add and remove. Problems about the set (no self link, sets that differ) show above;
 * with the Yandex profile on, a line says Yandex does not read them from a Sitemap.
 */
import type { Alternate, Problem, UrlEntry } from "@/core/index";
import { formatMessage, messages } from "@/ui/messages";
import { useAppStore } from "@/ui/store-context";
import { DetailField } from "./detail-field";
import { DetailItem, DetailSection, PagedItems } from "./detail-item";
import { getFieldProblems } from "./detail-problems";
import { addItem, removeItem, setAlternateField } from "./entry-edits";
import type { CommitEdit } from "./use-entry-commit";

const text = messages.detail;

export interface DetailAlternatesProps {
  entry: UrlEntry;
  problems: readonly Problem[];
  commit: CommitEdit;
}

export function DetailAlternates({ entry, problems, commit }: DetailAlternatesProps) {
  // Yandex takes language versions from the pages' markup only: with its profile on, said where they are
  const yandex = useAppStore((state) => state.engines.includes("yandex"));
  return (
    <DetailSection
      title={text.alternates}
      count={entry.alternates.length}
      note={yandex && entry.alternates.length > 0 ? text.alternatesYandex : undefined}
      addLabel={text.addAlternate}
      onAdd={() => commit((current) => addItem(current, "alternates"), "detail.addAlternate")}
      problems={getFieldProblems(problems, "alternates")}
    >
      <PagedItems
        kind="alternates"
        count={entry.alternates.length}
        renderItem={(i) => (
          <DetailAlternate alternate={entry.alternates[i]} index={i} problems={problems} commit={commit} />
        )}
      />
    </DetailSection>
  );
}

interface DetailAlternateProps {
  alternate: Alternate;
  index: number;
  problems: readonly Problem[];
  commit: CommitEdit;
}

function DetailAlternate({ alternate, index, problems, commit }: DetailAlternateProps) {
  const n = index + 1;
  const field = (key: "hreflang" | "href") => {
    const label = text.fields[`alternate.${key}`];
    return (
      <DetailField
        label={label}
        path={`alternates[${index}].${key}`}
        value={alternate[key]}
        problems={problems}
        wide={key === "href"}
        onCommit={(value) =>
          commit((entry) => setAlternateField(entry, index, key, value), "detail.edit", {
            field: `alternate.${key}`,
          })
        }
      />
    );
  };
  return (
    <DetailItem
      legend={formatMessage(text.alternate, { n })}
      removeLabel={formatMessage(text.removeAlternate, { n })}
      onRemove={() =>
        commit((entry) => removeItem(entry, "alternates", index), "detail.removeAlternate", { n })
      }
      inline
    >
      {field("hreflang")}
      {field("href")}
    </DetailItem>
  );
}

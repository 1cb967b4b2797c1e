/**
 * The protocol fields of the active entry (loc, lastmod, changefreq, priority), edited through the same
 * store action as the table's cells, so both trim and re-check alike.
 */
import { useMemo } from "react";
import type { Problem, UrlEntry, UrlField } from "@/core/index";
import type { RowRef } from "@/store/store-types";
import { messages } from "@/ui/messages";
import { useAppStoreApi } from "@/ui/store-context";
import { CHANGEFREQ_VALUES } from "@/ui/table/table-columns";
import { DetailField } from "./detail-field";
import { DetailSection } from "./detail-item";

const text = messages.detail;
const PROTOCOL_FIELDS: readonly UrlField[] = ["loc", "lastmod", "changefreq", "priority"];

export interface DetailProtocolProps {
  row: RowRef;
  entry: UrlEntry;
  problems: readonly Problem[];
}

export function DetailProtocol({ row, entry, problems }: DetailProtocolProps) {
  const store = useAppStoreApi();
  // one commit function per field for the row: the fields are memoized, and a new function would render
  // all four again on every edit of one
  const commits = useMemo(
    () =>
      Object.fromEntries(
        PROTOCOL_FIELDS.map((field) => [
          field,
          (value: string) => store.getState().editField(row, field, value),
        ]),
      ) as Record<UrlField, (value: string) => void>,
    [store, row],
  );
  return (
    <DetailSection title={text.protocol}>
      <div className="dp-grid dp-grid--protocol">
        {PROTOCOL_FIELDS.map((field) => (
          <DetailField
            key={field}
            label={text.fields[field]}
            path={field}
            value={entry[field]}
            problems={problems}
            required={field === "loc"}
            wide={field === "loc"}
            options={field === "changefreq" ? CHANGEFREQ_VALUES : undefined}
            onCommit={commits[field]}
          />
        ))}
      </div>
    </DetailSection>
  );
}

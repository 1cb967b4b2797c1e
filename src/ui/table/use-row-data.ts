/**
 * What one row of the table reads from the store: its entry and its problems. A row re-renders only when
 * these change: the entry object is replaced only when that entry is edited, and the problem list is kept
 * while a re-check says the same thing about the row (each check makes new problem objects).
 */
import { useRef } from "react";
import type { Problem, UrlEntry } from "@/core/index";
import { selectEntry, selectProblemsByRow } from "@/store/selectors";
import type { RowRef } from "@/store/store-types";
import { useAppStore } from "@/ui/store-context";
import { isSameProblems } from "./table-selectors";

const NO_PROBLEMS: readonly Problem[] = [];

export interface RowData {
  entry: UrlEntry | undefined;
  problems: readonly Problem[];
}

/** The row's entry and problems, each stable while unchanged. */
export function useRowData(row: RowRef): RowData {
  const last = useRef<readonly Problem[]>(NO_PROBLEMS);
  const entry = useAppStore((state) => selectEntry(state, row));
  const problems = useAppStore((state) => {
    const next = selectProblemsByRow(state).of(row) ?? NO_PROBLEMS;
    if (!isSameProblems(last.current, next)) last.current = next;
    return last.current;
  });
  return { entry, problems };
}

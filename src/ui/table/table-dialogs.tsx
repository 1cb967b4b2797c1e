/**
 * The table's dialogs (issue #6): Find and replace, Remove duplicates, the shortcut list. `useTableDialogs`
 * holds which one is open and installs Ctrl+F and "?".
 */
import { useCallback, useState } from "react";
import { DedupeDialog } from "./dedupe-dialog";
import { ReplaceDialog } from "./replace-dialog";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { type TableDialogKind, useTableShortcuts } from "./use-table-shortcuts";

export function useTableDialogs() {
  const [open, setOpen] = useState<TableDialogKind | undefined>(undefined);
  const show = useCallback((kind: TableDialogKind) => setOpen(kind), []);
  const close = useCallback(() => setOpen(undefined), []);
  useTableShortcuts(show);
  return { open, show, close };
}

export interface TableDialogsProps {
  open: TableDialogKind | undefined;
  onClose(): void;
}

export function TableDialogs({ open, onClose }: TableDialogsProps) {
  if (open === "replace") return <ReplaceDialog onClose={onClose} />;
  if (open === "dedupe") return <DedupeDialog onClose={onClose} />;
  if (open === "shortcuts") return <ShortcutsDialog onClose={onClose} />;
  return null;
}

/**
 * Files dropped anywhere on the window: `dragging` is true while files are over the window (for the
 * full-window overlay); `onFiles` gets what was dropped, a folder as the sitemap files in it
 * (`getDroppedFiles`). Drags of text or links inside the page are ignored.
 * While a modal dialog is open, a drop goes to `onBlocked` instead: a file opened or replaced behind a
 * dialog would change what the dialog is editing (an index's sitemaps, say) under the user's hands. Files
 * dropped before the app started (`early-drops.ts`) are taken when the first such hook mounts.
 */
import { useLayoutEffect, useRef, useState } from "react";
import { type DroppedFiles, getDroppedFiles } from "@/ui/dropped-files";
import { takeEarlyDrops } from "@/ui/early-drops";
import { isModalOpen } from "./modal-open";

function hasFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes("Files") ?? false;
}

export function useWindowFileDrop(
  onFiles: (files: File[]) => void,
  onBlocked?: () => void,
  /** A drop that held only folders with no sitemap file in them. */
  onNone?: () => void,
  /** A folder whose limits (files, depth) left some of its files out (`getDroppedFiles`). */
  onLimited?: () => void,
): boolean {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const latest = useRef(onFiles);
  latest.current = onFiles;
  const blocked = useRef(onBlocked);
  blocked.current = onBlocked;
  const none = useRef(onNone);
  none.current = onNone;
  const limited = useRef(onLimited);
  limited.current = onLimited;

  // registered in the commit that renders the drop target (a layout effect): a drop right after the page
  // shows is never missed, which the browser would handle by opening the file in place of the app
  useLayoutEffect(() => {
    const enter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    };
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
    };
    const leave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    };
    const open = (transfer: DataTransfer) => {
      if (isModalOpen()) {
        if (transfer.files.length > 0) blocked.current?.();
        return;
      }
      // folders read as the sitemap files in them (`getDroppedFiles`), after the event
      const dropped = transfer.items?.length ?? transfer.files.length;
      const take = ({ files, cut }: DroppedFiles) => {
        if (files.length > 0) latest.current(files);
        else if (dropped > 0) none.current?.();
        if (cut) limited.current?.();
      };
      const found = getDroppedFiles(transfer);
      if (found instanceof Promise) void found.then(take);
      else take(found);
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      if (event.dataTransfer) open(event.dataTransfer);
    };
    window.addEventListener("dragenter", enter);
    window.addEventListener("dragover", over);
    window.addEventListener("dragleave", leave);
    window.addEventListener("drop", drop);
    // files dropped while the app was still loading (`public/early-drop.js` kept them): opened now
    for (const transfer of takeEarlyDrops()) open(transfer);
    return () => {
      window.removeEventListener("dragenter", enter);
      window.removeEventListener("dragover", over);
      window.removeEventListener("dragleave", leave);
      window.removeEventListener("drop", drop);
    };
  }, []);

  return dragging;
}

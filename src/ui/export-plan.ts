/**
 * The export dialog's form state, its conversion to store settings, and the plan of what it will write
 * (asked of the core a moment after the last change, so typing a number does not re-plan on every key).
 */

import { useEffect, useState } from "react";
import type { ExportPlan } from "@/core/serialize/write-sitemaps";
import type { ExportSettings } from "@/store/store-types";
import { useAppStoreApi } from "./store-context";

export type ExportKind = "xml" | "xml.gz" | "txt";

export interface ExportForm {
  kind: ExportKind;
  maxUrls: string;
  maxMb: string;
  baseUrl: string;
  name: string;
  pretty: boolean;
}

const MB = 1_048_576;

export function makeExportForm(baseUrl: string): ExportForm {
  return { kind: "xml", maxUrls: "50000", maxMb: "50", baseUrl, name: "sitemap", pretty: true };
}

/** Store settings of a form, or undefined while a number field is not a positive number. */
export function toExportSettings(form: ExportForm): ExportSettings | undefined {
  const maxUrls = Number(form.maxUrls.replace(/[\s,_]/g, ""));
  const maxMb = Number(form.maxMb.replace(",", "."));
  if (!Number.isInteger(maxUrls) || maxUrls < 1 || !(maxMb > 0)) return undefined;
  return {
    format: form.kind === "txt" ? "txt" : "xml",
    gzip: form.kind === "xml.gz",
    maxUrls,
    maxBytes: Math.max(1, Math.floor(maxMb * MB)),
    baseUrl: form.baseUrl,
    name: form.name,
    pretty: form.pretty,
    files: [],
  };
}

/** The plan for `settings` (memoize them), refreshed 250 ms after they last changed; undefined meanwhile. */
export function useExportPlan(settings: ExportSettings | undefined): ExportPlan | undefined {
  const store = useAppStoreApi();
  const [plan, setPlan] = useState<ExportPlan | undefined>(undefined);
  useEffect(() => {
    setPlan(undefined);
    if (!settings) return;
    let live = true;
    const timer = setTimeout(() => {
      store
        .getState()
        .planExport(settings)
        .then((next) => live && setPlan(next))
        .catch(() => live && setPlan(undefined));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [settings, store]);
  return plan;
}

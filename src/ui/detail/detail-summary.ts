/**
 * Small derivations of the detail pane: which problems no field of the pane shows (they go to the top),
 * and the one-line summary of an entry's extensions for the pane's bar.
 */
import type { Problem, UrlEntry } from "@/core/index";
import { formatPlural, messages } from "@/ui/messages";

const text = messages.detail.summary;

/** Field paths some control of the pane shows problems for. */
const SHOWN_FIELD =
  /^(?:loc|lastmod|changefreq|priority|images|alternates|extra\[\d+\]|news(?:\..+)?|(?:images|videos|alternates)\[\d+\]\..+|videos\[\d+\])$/;

/** Problems of the entry that no field, item or section of the pane shows. */
export function getOtherProblems(problems: readonly Problem[]): Problem[] {
  return problems.filter((problem) => !problem.field || !SHOWN_FIELD.test(problem.field));
}

/** "2 alternates · 1 image · 1 video · news", empty parts left out. */
export function getEntrySummary(entry: UrlEntry): string {
  const parts = [
    entry.alternates.length > 0 && formatPlural(entry.alternates.length, text.alternate, text.alternates),
    entry.images.length > 0 && formatPlural(entry.images.length, text.image, text.images),
    entry.videos.length > 0 && formatPlural(entry.videos.length, text.video, text.videos),
    entry.news && text.news,
  ];
  return parts.filter(Boolean).join(" · ");
}

/** The extension sections, those the entry has first (in export order), then the empty ones. */
export function getSectionOrder(entry: UrlEntry): ("alternates" | "images" | "videos" | "news")[] {
  const has = {
    alternates: entry.alternates.length > 0,
    images: entry.images.length > 0,
    videos: entry.videos.length > 0,
    news: entry.news !== undefined,
  };
  const order = ["alternates", "images", "videos", "news"] as const;
  return [...order.filter((kind) => has[kind]), ...order.filter((kind) => !has[kind])];
}

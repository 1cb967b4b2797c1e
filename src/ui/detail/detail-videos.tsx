/**
 * The videos of the active entry (`video:video`): every field of the model, attributes included
 * (`player_loc_allow_embed`, `restriction_relationship`, `uploader_info`, ...), tags one per line; retired
 * fields only when the video has them. Add and remove videos.
 */
import type { Problem, UrlEntry, VideoEntry } from "@/core/index";
import { formatMessage, messages } from "@/ui/messages";
import { DetailExtraList } from "./detail-extra";
import { DetailField } from "./detail-field";
import { DetailItem, DetailSection } from "./detail-item";
import { getFieldProblems } from "./detail-problems";
import { addItem, removeItem, setVideoField } from "./entry-edits";
import type { CommitEdit } from "./use-entry-commit";

const text = messages.detail;
const YES_NO = ["yes", "no"];
const ALLOW_DENY = ["allow", "deny"];

interface VideoFieldSpec {
  key: keyof VideoEntry & string;
  tag?: "required" | "deprecated";
  options?: readonly string[];
  multiline?: boolean;
  wide?: boolean;
}

/** Every editable video field, in the order of Google's documentation; deprecated ones show when present. */
const VIDEO_FIELDS: readonly VideoFieldSpec[] = [
  { key: "thumbnail_loc", tag: "required", wide: true },
  { key: "title", tag: "required", wide: true },
  { key: "description", tag: "required", multiline: true },
  { key: "content_loc", wide: true },
  { key: "player_loc", wide: true },
  { key: "player_loc_allow_embed", tag: "deprecated", options: YES_NO },
  { key: "player_loc_autoplay", tag: "deprecated" },
  { key: "duration" },
  { key: "rating" },
  { key: "view_count" },
  { key: "publication_date" },
  { key: "expiration_date" },
  { key: "family_friendly", options: YES_NO },
  { key: "requires_subscription", options: YES_NO },
  { key: "live", options: YES_NO },
  { key: "restriction" },
  { key: "restriction_relationship", options: ALLOW_DENY },
  { key: "platform", options: ["web", "mobile", "tv", "web mobile tv"] },
  { key: "platform_relationship", options: ALLOW_DENY },
  { key: "uploader" },
  { key: "uploader_info" },
  { key: "tag", multiline: true },
  { key: "category", tag: "deprecated" },
  { key: "gallery_loc", tag: "deprecated" },
  { key: "gallery_loc_title", tag: "deprecated" },
  { key: "price", tag: "deprecated" },
  { key: "price_currency", tag: "deprecated" },
  { key: "price_type", tag: "deprecated", options: ["rent", "own"] },
  { key: "price_resolution", tag: "deprecated", options: ["HD", "SD"] },
];

export interface DetailVideosProps {
  entry: UrlEntry;
  problems: readonly Problem[];
  commit: CommitEdit;
}

export function DetailVideos({ entry, problems, commit }: DetailVideosProps) {
  return (
    <DetailSection
      title={text.videos}
      count={entry.videos.length}
      addLabel={text.addVideo}
      onAdd={() => commit((current) => addItem(current, "videos"), text.undo.addVideo)}
    >
      {entry.videos.map((video, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: videos have no id; problems address them by position
        <DetailVideo key={i} video={video} index={i} problems={problems} commit={commit} />
      ))}
    </DetailSection>
  );
}

function getVideoValue(video: VideoEntry, key: VideoFieldSpec["key"]): string | undefined {
  if (key === "tag") return video.tag?.join("\n");
  const value = video[key];
  return typeof value === "string" ? value : undefined;
}

interface DetailVideoProps {
  video: VideoEntry;
  index: number;
  problems: readonly Problem[];
  commit: CommitEdit;
}

function DetailVideo({ video, index, problems, commit }: DetailVideoProps) {
  const n = index + 1;
  const shown = VIDEO_FIELDS.filter((spec) => spec.tag !== "deprecated" || video[spec.key] !== undefined);
  return (
    <DetailItem
      legend={formatMessage(text.video, { n })}
      removeLabel={formatMessage(text.removeVideo, { n })}
      onRemove={() =>
        commit((entry) => removeItem(entry, "videos", index), formatMessage(text.undo.removeVideo, { n }))
      }
      problems={getFieldProblems(problems, `videos[${index}]`)}
    >
      {shown.map(({ key, ...spec }) => {
        const label = text.fields[`video.${key}`];
        return (
          <DetailField
            key={key}
            {...spec}
            label={label}
            path={`videos[${index}].${key}`}
            value={getVideoValue(video, key)}
            hint={key === "tag" ? text.tagsHint : undefined}
            problems={problems}
            onCommit={(value) =>
              commit(
                (entry) => setVideoField(entry, index, key, value),
                formatMessage(text.undo.edit, { field: label }),
              )
            }
          />
        );
      })}
      <DetailExtraList extra={video.extra} problems={problems} path={`videos[${index}].`} />
    </DetailItem>
  );
}

/**
 * The videos of the active entry (`video:video`): every field of the model, attributes included
 * (`player_loc_allow_embed`, `restriction_relationship`, `uploader_info`, ...), tags one per line; retired
 * fields only when the video has them. Add and remove videos.
 */
import type { Problem, UrlEntry, VideoEntry } from "@/core/index";
import { formatMessage, messages } from "@/ui/messages";
import { DetailExtraList } from "./detail-extra";
import { DetailField } from "./detail-field";
import { DetailItem, DetailRetired, DetailSection, PagedItems } from "./detail-item";
import { getFieldProblems } from "./detail-problems";
import { addItem, removeItem, setVideoField } from "./entry-edits";
import type { CommitEdit } from "./use-entry-commit";

const text = messages.detail;
const YES_NO = ["yes", "no"];
const ALLOW_DENY = ["allow", "deny"];

interface VideoFieldSpec {
  key: keyof VideoEntry & string;
  required?: boolean;
  /** Retired by Google in 2022: shown only when the video has it. */
  retired?: boolean;
  options?: readonly string[];
  multiline?: boolean;
  wide?: boolean;
}

/** Every editable video field, in the order of Google's documentation; deprecated ones show when present. */
const VIDEO_FIELDS: readonly VideoFieldSpec[] = [
  { key: "thumbnail_loc", required: true, wide: true },
  { key: "title", required: true, wide: true },
  { key: "description", required: true, multiline: true },
  { key: "content_loc", wide: true },
  { key: "player_loc", wide: true },
  { key: "player_loc_allow_embed", retired: true, options: YES_NO },
  { key: "player_loc_autoplay", retired: true },
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
  { key: "category", retired: true },
  { key: "gallery_loc", retired: true },
  { key: "gallery_loc_title", retired: true },
  { key: "price", retired: true },
  { key: "price_currency", retired: true },
  { key: "price_type", retired: true, options: ["rent", "own"] },
  { key: "price_resolution", retired: true, options: ["HD", "SD"] },
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
      onAdd={() => commit((current) => addItem(current, "videos"), "detail.addVideo")}
    >
      <PagedItems
        kind="videos"
        count={entry.videos.length}
        renderItem={(i) => (
          <DetailVideo video={entry.videos[i]} index={i} problems={problems} commit={commit} />
        )}
      />
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
  const retired = VIDEO_FIELDS.filter((spec) => spec.retired && video[spec.key] !== undefined);
  const field = ({ key, retired: _retired, ...spec }: VideoFieldSpec) => {
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
          commit((entry) => setVideoField(entry, index, key, value), "detail.edit", { field: `video.${key}` })
        }
      />
    );
  };
  return (
    <DetailItem
      legend={formatMessage(text.video, { n })}
      removeLabel={formatMessage(text.removeVideo, { n })}
      onRemove={() => commit((entry) => removeItem(entry, "videos", index), "detail.removeVideo", { n })}
      problems={getFieldProblems(problems, `videos[${index}]`)}
    >
      {VIDEO_FIELDS.filter((spec) => !spec.retired).map(field)}
      {retired.length > 0 && <DetailRetired>{retired.map(field)}</DetailRetired>}
      <DetailExtraList extra={video.extra} problems={problems} path={`videos[${index}].`} />
    </DetailItem>
  );
}

/**
 * The images of the active entry (`image:image`): each image's URL and those of its four retired fields it
 * has (kept and editable, marked by the `image.deprecated` check), add and remove.
 */
import type { ImageEntry, Problem, UrlEntry } from "@/core/index";
import { formatMessage, messages } from "@/ui/messages";
import { DetailExtraList } from "./detail-extra";
import { DetailField } from "./detail-field";
import { DetailItem, DetailRetired, DetailSection, PagedItems } from "./detail-item";
import { getFieldProblems } from "./detail-problems";
import { addItem, removeItem, setImageField } from "./entry-edits";
import type { CommitEdit } from "./use-entry-commit";

const text = messages.detail;
/**
 * Fields Google retired in 2022; shown for an image that has them, so they can be read, fixed or cleared
 * (a page of 1,001 images showed 4,004 empty inputs no image needs: 1.2 s to open the pane).
 */
const RETIRED_IMAGE_KEYS = ["caption", "title", "geo_location", "license"] as const;
type ImageKey = "loc" | (typeof RETIRED_IMAGE_KEYS)[number];

export interface DetailImagesProps {
  entry: UrlEntry;
  problems: readonly Problem[];
  commit: CommitEdit;
}

export function DetailImages({ entry, problems, commit }: DetailImagesProps) {
  return (
    <DetailSection
      title={text.images}
      count={entry.images.length}
      addLabel={text.addImage}
      onAdd={() => commit((current) => addItem(current, "images"), "detail.addImage")}
      problems={getFieldProblems(problems, "images")}
    >
      <PagedItems
        kind="images"
        count={entry.images.length}
        renderItem={(i) => (
          <DetailImage image={entry.images[i]} index={i} problems={problems} commit={commit} />
        )}
      />
    </DetailSection>
  );
}

interface DetailImageProps {
  image: ImageEntry;
  index: number;
  problems: readonly Problem[];
  commit: CommitEdit;
}

function DetailImage({ image, index, problems, commit }: DetailImageProps) {
  const n = index + 1;
  const retired = RETIRED_IMAGE_KEYS.filter((key) => image[key] !== undefined);
  const field = (key: ImageKey) => {
    const label = text.fields[`image.${key}`];
    return (
      <DetailField
        key={key}
        label={label}
        path={`images[${index}].${key}`}
        value={image[key]}
        problems={problems}
        required={key === "loc"}
        wide={key === "loc"}
        onCommit={(value) =>
          commit((entry) => setImageField(entry, index, key, value), "detail.edit", { field: `image.${key}` })
        }
      />
    );
  };
  return (
    <DetailItem
      legend={formatMessage(text.image, { n })}
      removeLabel={formatMessage(text.removeImage, { n })}
      onRemove={() => commit((entry) => removeItem(entry, "images", index), "detail.removeImage", { n })}
    >
      {field("loc")}
      {retired.length > 0 && <DetailRetired>{retired.map(field)}</DetailRetired>}
      <DetailExtraList extra={image.extra} problems={problems} path={`images[${index}].`} />
    </DetailItem>
  );
}

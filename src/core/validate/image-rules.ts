/**
 * Rules on a `url`'s `image:image` items (Google image sitemap extension 1.1): `image.loc-missing`,
 * `image.loc-invalid`, `image.too-many`, `image.deprecated`. `image.namespace-wrong` is reported by the
 * reader, which alone sees namespaces.
 *
 * Sources: https://developers.google.com/search/docs/crawling-indexing/sitemaps/image-sitemaps and the
 * 2022 spring cleaning (https://developers.google.com/search/blog/2022/05/spring-cleaning-sitemap-extensions):
 * `caption`, `title`, `geo_location`, `license` have no effect since 2022-08-06. Thread-portable, no DOM.
 */
import type { ImageEntry, Problem, UrlEntry } from "../model/types";
import { type CheckContext, report } from "./check-context";
import { placeOfItem } from "./extension-helpers";
import { checkImageText } from "./free-text-rules";
import { findUnencodedChar, isHttpUrl } from "./url-key";

/** Images per `url`. Source: Google image sitemaps. */
export const MAX_IMAGES_PER_URL = 1_000;

/** The image fields Google retired in 2022, in the order they are reported. */
export const DEPRECATED_IMAGE_FIELDS = ["caption", "title", "geo_location", "license"] as const;

/**
 * `image.loc-missing` / `image.loc-invalid` of one image: invalid when not an absolute http(s) URL, or one
 * with a character that must be percent-encoded (`params.offset`: where the first is). NOTE: mutates `out`.
 */
function checkImageLoc(image: ImageEntry, i: number, index: number, ctx: CheckContext, out: Problem[]): void {
  if (image.loc === "") {
    const place = placeOfItem(index, `images[${i}].loc`, image, { value: "", item: i });
    report(ctx, out, "image.loc-missing", `image #${i + 1} has no image:loc`, place);
  } else if (!isHttpUrl(image.loc)) {
    const place = placeOfItem(index, `images[${i}].loc`, image, { value: image.loc, item: i });
    const message = `image:loc "${image.loc}" is not an absolute http(s) URL`;
    report(ctx, out, "image.loc-invalid", message, place);
  } else {
    // the parser encodes a space or `|` itself; the URL as written is still no valid URI
    const offset = findUnencodedChar(image.loc);
    if (offset < 0) return;
    const place = placeOfItem(index, `images[${i}].loc`, image, { value: image.loc, item: i, offset });
    const message = `image:loc "${image.loc}" has characters that must be percent-encoded`;
    report(ctx, out, "image.loc-invalid", message, place);
  }
}

/** `image.deprecated` for each retired field of one image (it has one). NOTE: mutates `out`. */
function checkImageDeprecated(
  image: ImageEntry,
  i: number,
  index: number,
  ctx: CheckContext,
  out: Problem[],
): void {
  for (const name of DEPRECATED_IMAGE_FIELDS) {
    const value = image[name];
    if (value === undefined) continue;
    const place = placeOfItem(index, `images[${i}].${name}`, image, { value, element: `image:${name}` });
    const message = `image:${name} of image #${i + 1} is deprecated and ignored by Google since August 2022`;
    report(ctx, out, "image.deprecated", message, place);
  }
}

/**
 * The image rules of one entry: each image's `loc` (missing, not absolute http(s); other hosts are
 * allowed), its retired fields and the characters XML forbids in their text (`free-text-rules.ts`), and
 * more than 1,000 images in the entry. NOTE: mutates `out`.
 */
export function checkImages(entry: UrlEntry, index: number, ctx: CheckContext, out: Problem[]): void {
  const images = entry.images;
  if (images.length === 0) return;
  const deprecated = ctx.active.has("image.deprecated");
  for (let i = 0; i < images.length; i++) {
    const image = images[i];
    checkImageLoc(image, i, index, ctx, out);
    // named reads first: nearly every image has none of its text fields
    const text =
      image.caption !== undefined ||
      image.title !== undefined ||
      image.geo_location !== undefined ||
      image.license !== undefined;
    if (!text) continue;
    if (deprecated) checkImageDeprecated(image, i, index, ctx, out);
    checkImageText(image, i, index, ctx, out);
  }
  if (images.length > MAX_IMAGES_PER_URL) {
    const first = images[MAX_IMAGES_PER_URL];
    const params = { value: images.length, limit: MAX_IMAGES_PER_URL };
    const message = `the url has ${images.length} images; Google reads at most ${MAX_IMAGES_PER_URL}`;
    report(ctx, out, "image.too-many", message, placeOfItem(index, "images", first, params));
  }
}

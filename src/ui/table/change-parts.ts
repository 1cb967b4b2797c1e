/**
 * What a replace changed in one value, for the preview to mark: the common start and end of the value
 * before and after, and the part between them on each side. Characters are UTF-16 code units, except that
 * a surrogate pair is never split. DOM-free.
 */

/** `before` = `prefix + removed + suffix`, `after` = `prefix + added + suffix`. */
export interface ChangeParts {
  prefix: string;
  removed: string;
  added: string;
  suffix: string;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The longest common start, then the longest common end of what remains (never overlapping the start).
 * @example getChangeParts("https://a.com/x", "https://b.com/x") // { prefix: "https://", removed: "a", added: "b", suffix: ".com/x" }
 */
export function getChangeParts(before: string, after: string): ChangeParts {
  const most = Math.min(before.length, after.length);
  let start = 0;
  while (start < most && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  // a pair's high half in common but not its low half: the whole pair belongs to the change
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  let end = 0;
  while (
    end < most - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end++;
  if (end > 0 && isLowSurrogate(before.charCodeAt(before.length - end))) end--;
  return {
    prefix: before.slice(0, start),
    removed: before.slice(start, before.length - end),
    added: after.slice(start, after.length - end),
    suffix: before.slice(before.length - end),
  };
}

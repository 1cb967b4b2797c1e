/**
 * The Latin letter of a shortcut's key press (Ctrl+Z, Ctrl+S, Ctrl+F, Ctrl+A), whatever the keyboard
 * layout: a Russian user types Cyrillic URLs with the Russian layout on, where Ctrl+Z reports the key "я".
 */

/**
 * The lowercase Latin letter a key press stands for as a shortcut: `event.key` when it is one (any Latin
 * layout, QWERTY, AZERTY or Dvorak, as the key is labelled), else the physical key's (`event.code`
 * "KeyZ" gives "z") when the layout types another script, as browsers and office programs take Ctrl+Я for
 * Ctrl+Z on the Russian layout. Undefined for a key that is no letter in either.
 */
export function getShortcutLetter(event: Pick<KeyboardEvent, "key" | "code">): string | undefined {
  const key = event.key.toLowerCase();
  if (/^[a-z]$/.test(key)) return key;
  // a letter of another script (one character, not "Enter" or "F5"): the key under it
  if ([...key].length !== 1 || key === key.toUpperCase()) return undefined;
  return /^Key([A-Z])$/.exec(event.code)?.[1].toLowerCase();
}

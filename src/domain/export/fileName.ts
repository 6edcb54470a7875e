/**
 * File names that say what the file is and survive every system: « DPGF – Résidence Les Tilleuls – 2026-11-23.xlsx ».
 * Windows refuses `<>:"/\|?*`, control characters, a trailing dot or space and names such as CON or LPT1; macOS
 * stores names decomposed (NFD), so the name is composed (NFC) first; most file systems cap a name at 255 bytes.
 */

// Control characters are what Windows refuses alongside the punctuation; matching them is the point.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
const RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\..*)?$/i;
/** In UTF-8 bytes, below the usual 255 to leave room for a browser's « (1) » on a second download. */
const MAX_BYTES = 200;

/** One part of a file name, made safe: forbidden characters become spaces, runs of spaces one space. */
export function safeNamePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '');
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * `parts` joined by « – », then the extension. Empty parts are dropped; the longest part is shortened (on a whole
 * character) until the name fits.
 */
export function exportFileName(parts: readonly string[], extension: 'xlsx' | 'csv' | 'pdf'): string {
  const safe = parts.map(safeNamePart).filter((p) => p !== '');
  const build = () => `${safe.join(' – ')}.${extension}`;
  while (utf8Length(build()) > MAX_BYTES) {
    const longest = safe.reduce((best, p, i) => (p.length > (safe[best]?.length ?? 0) ? i : best), 0);
    const chars = [...(safe[longest] ?? '')];
    if (chars.length <= 1) break;
    safe[longest] = safeNamePart(chars.slice(0, Math.max(1, chars.length - 8)).join(''));
  }
  const name = build();
  return RESERVED.test(name) ? `_${name}` : name;
}

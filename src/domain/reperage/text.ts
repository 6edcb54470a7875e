/**
 * Text a PDF font can print. The plan de repérage embeds Liberation Sans (src/workers/reperage/fonts.ts), which has
 * every character French copy uses; what it lacks (a pictogram in a label) goes through the mapping below. The
 * historical note on the standard fonts follows: Text the PDF's standard fonts can print. Helvetica in a PDF without an embedded font is encoded in WinAnsi
 * (Windows-1252): pdf-lib throws on any other character. French copy uses a few that it lacks — the narrow no-break
 * space of numbers (U+202F), the true minus (U+2212), « ≈ » — so every string drawn goes through `printable` here,
 * the one place that maps them to their nearest WinAnsi look-alike (and anything else to its unaccented letter, or
 * « ? »). The repo ships no font whose licence and size make embedding it worth it for labels (see the README).
 */

/** Windows-1252's characters above Latin-1's printable ASCII that are not Latin-1 itself (0x80–0x9F). */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** The nearest WinAnsi writing of characters French copy and plans use. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u202f': '\u00a0', // narrow no-break space (numbers, before % ; ! ?)
  '\u2009': '\u00a0', // thin space
  '\u2007': '\u00a0', // figure space
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-', // non-breaking hyphen
  '\u2248': '~', // ≈
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2032': "'", // ′ feet
  '\u2033': '"', // ″ inches
  '\u2192': '->',
  // Letters NFD does not take apart.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
};

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return CP1252_EXTRAS.includes(char);
}

/**
 * `text` with every character the font can print, as close to the original as it allows. `canPrint` is the font's
 * own check (the embedded font's glyphs); WinAnsi by default, the standard fonts' encoding.
 */
export function printable(text: string, canPrint: (char: string) => boolean = isWinAnsi): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (canPrint(char)) {
      out += char;
      continue;
    }
    const replaced = REPLACEMENTS[char];
    if (replaced !== undefined && [...replaced].every(canPrint)) {
      out += replaced;
      continue;
    }
    if (char === '\n' || char === '\t' || char === '\r') {
      out += ' ';
      continue;
    }
    // A letter with a diacritic WinAnsi lacks (ł, ő, ș): its base letter rather than a question mark.
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every(canPrint) ? base : '?';
  }
  return out;
}

/**
 * Stored values as a terminal, a spreadsheet or a mail client will show them. The schema refuses unsafe characters
 * (src/domain/validation/beta.ts), but a registration stored before that rule, or edited by hand, could still hold
 * one; what leaves the store for a person's eyes goes through here.
 */
import { UNSAFE_CHARACTERS } from '../src/domain/validation/beta.ts';

const ESCAPED = new RegExp(`${UNSAFE_CHARACTERS.source}|\\\\`, 'gu');

/**
 * Every unsafe character (controls such as ESC or CSI, bidirectional overrides, zero-width characters, lone
 * surrogates…) written as a visible `\u{202E}`, and the backslash doubled so an escape cannot be forged: nothing
 * stored can move the cursor, run a terminal sequence, reorder a line or hide a word.
 */
export function printable(value: string): string {
  return value.replace(ESCAPED, (character) =>
    character === '\\' ? '\\\\' : `\\u{${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`,
  );
}

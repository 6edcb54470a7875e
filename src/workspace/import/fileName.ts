/**
 * A picked file's name as the workspace keeps and shows it. Names are input: a name carrying a right-to-left
 * override (`plan‮fdp.exe`) reads as something else than it is, and control characters break a message. Those are
 * removed; everything else (accents, spaces, any script) is kept as the file manager showed it.
 */
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function cleanFileName(name: string): string {
  const cleaned = name.replace(UNSAFE, '').trim();
  return cleaned === '' ? 'plan.pdf' : cleaned;
}

/**
 * The account's password rule, one for the server that enforces it and the form that says it first (OWASP
 * Authentication Cheat Sheet: at least 8 characters, a long maximum so that passphrases fit, no composition rules).
 */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** Whether the length is acceptable (counted in code points: an accented letter is one character). */
export function isAcceptablePassword(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_LENGTH.min && length <= PASSWORD_LENGTH.max;
}

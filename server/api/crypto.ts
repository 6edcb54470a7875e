/** Tokens, codes and hashes with Web Crypto only, so the handler runs on any platform with `crypto`. */

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 bytes from the CSPRNG, base64url: 43 characters, 256 bits. */
export function newToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** A token as we issue them; anything else is answered as unknown without touching the store. */
export function isTokenShaped(value: string): boolean {
  return value.length === 43 && BASE64URL.test(value);
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A keyed hash (HMAC-SHA-256, hex) with `secret`: what rate limits count by. The key is imported once per secret.
 */
export function keyedHasher(secret: string): (value: string) => Promise<string> {
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return async (value) => {
    const signature = await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(value));
    return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  };
}

/** Crockford-like alphabet: no 0/O, 1/I/L, so a code read aloud or retyped survives. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A beta code such as METR-7KQ4-XW2P-9RTA: 12 characters from the CSPRNG (≈ 59 bits), drawn without modulo bias by
 * rejecting bytes at or above the largest multiple of the alphabet size.
 */
export function newBetaCode(): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  const chars: string[] = [];
  while (chars.length < 12) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && chars.length < 12) chars.push(CODE_ALPHABET[byte % CODE_ALPHABET.length] ?? '');
    }
  }
  const code = chars.join('');
  return `METR-${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}`;
}

export function newId(): string {
  return crypto.randomUUID();
}

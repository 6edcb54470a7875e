import { describe, expect, it } from 'vitest';
import {
  MAX_PDF_BYTES,
  checkPdfBytes,
  checkPdfSize,
  classifyPdfError,
  hasPdfSignature,
  preflightPdfFile,
} from './importCheck.ts';
import { sha256Hex } from './hash.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const withJunk = (junk: number, tail = '%PDF-1.7\n') => {
  const out = new Uint8Array(junk + tail.length).fill(0x20);
  out.set(bytes(tail), junk);
  return out;
};

describe('hasPdfSignature', () => {
  it('finds %PDF- at the start or after up to 1024 bytes of junk', () => {
    expect(hasPdfSignature(bytes('%PDF-1.4\n'))).toBe(true);
    expect(hasPdfSignature(withJunk(500))).toBe(true);
    // The whole signature must lie within the first 1024 bytes.
    expect(hasPdfSignature(withJunk(1019))).toBe(true);
    expect(hasPdfSignature(withJunk(1020))).toBe(false);
  });

  it('refuses other files', () => {
    expect(hasPdfSignature(bytes('0\nSECTION\n2\nHEADER\n'))).toBe(false);
    expect(hasPdfSignature(bytes('%PDF'))).toBe(false);
    expect(hasPdfSignature(new Uint8Array(0))).toBe(false);
  });
});

describe('size checks', () => {
  it('refuses an empty file and one over 200 MB', () => {
    expect(checkPdfSize(0)).toBe('empty');
    expect(checkPdfSize(MAX_PDF_BYTES)).toBeNull();
    expect(checkPdfSize(MAX_PDF_BYTES + 1)).toBe('tooLarge');
  });

  it('checks bytes in memory: size first, then the signature', () => {
    expect(checkPdfBytes(new Uint8Array(0))).toBe('empty');
    expect(checkPdfBytes(bytes('GIF89a'))).toBe('notPdf');
    expect(checkPdfBytes(bytes('%PDF-2.0'))).toBeNull();
  });
});

describe('preflightPdfFile', () => {
  it('judges a file by its size and first KB', async () => {
    expect(await preflightPdfFile(new Blob([]))).toBe('empty');
    expect(await preflightPdfFile(new Blob([bytes('hello')]))).toBe('notPdf');
    expect(await preflightPdfFile(new Blob([withJunk(10)]))).toBeNull();
  });

  it('refuses a file over 200 MB without reading it', async () => {
    // A Blob whose reading would fail: only its size may be looked at.
    const huge = { size: MAX_PDF_BYTES + 1, slice: () => Promise.reject(new Error('read')) } as unknown as Blob;
    expect(await preflightPdfFile(huge)).toBe('tooLarge');
  });
});

describe('classifyPdfError', () => {
  const named = (name: string, message = '') => Object.assign(new Error(message), { name });

  it("reads pdf.js's exception names", () => {
    expect(classifyPdfError(named('PasswordException', 'No password given'))).toBe('password');
    expect(classifyPdfError(named('InvalidPDFException', 'Invalid PDF structure.'))).toBe('corrupt');
    expect(classifyPdfError(named('FormatError', 'Bad encoding'))).toBe('corrupt');
  });

  it('takes a broken structure named in a message for a corrupt file', () => {
    expect(classifyPdfError(named('UnknownErrorException', 'Invalid XRef stream header'))).toBe('corrupt');
    expect(classifyPdfError(new Error('Unexpected end of stream'))).toBe('corrupt');
    expect(classifyPdfError('startxref not found')).toBe('corrupt');
  });

  it('leaves anything else unknown', () => {
    expect(classifyPdfError(new RangeError('Array buffer allocation failed'))).toBe('unknown');
    expect(classifyPdfError(null)).toBe('unknown');
  });
});

describe('sha256Hex', () => {
  it('hashes like every other SHA-256 (FIPS 180-2 test vectors)', async () => {
    expect(await sha256Hex(bytes('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex(new ArrayBuffer(0))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('hashes only the view it is given', async () => {
    const buffer = bytes('xxabcxx');
    expect(await sha256Hex(buffer.subarray(2, 5))).toBe(await sha256Hex(bytes('abc')));
  });
});

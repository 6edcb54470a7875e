/**
 * Text in DXF: the file's bytes to a string (UTF-8 from AutoCAD 2007, AC1021, on; the `$DWGCODEPAGE` code page
 * before), and TEXT/MTEXT/ATTRIB strings to plain text.
 */

/** `$DWGCODEPAGE` values to the WHATWG encoding names TextDecoder knows. */
const CODE_PAGES: Readonly<Record<string, string>> = {
  ANSI_874: 'windows-874',
  ANSI_932: 'shift_jis',
  ANSI_936: 'gbk',
  ANSI_949: 'euc-kr',
  ANSI_950: 'big5',
  ANSI_1250: 'windows-1250',
  ANSI_1251: 'windows-1251',
  ANSI_1252: 'windows-1252',
  ANSI_1253: 'windows-1253',
  ANSI_1254: 'windows-1254',
  ANSI_1255: 'windows-1255',
  ANSI_1256: 'windows-1256',
  ANSI_1257: 'windows-1257',
  ANSI_1258: 'windows-1258',
  ISO8859_1: 'iso-8859-1',
  ISO8859_2: 'iso-8859-2',
  ISO8859_15: 'iso-8859-15',
};

/** The encoding a DXF's text is in, from its header's `$ACADVER` and `$DWGCODEPAGE`. */
export function dxfEncoding(version: string, codePage: string): string {
  const release = /^AC(\d{4})$/.exec(version);
  if (release && Number(release[1]) >= 1021) return 'utf-8';
  const name = CODE_PAGES[codePage.toUpperCase()] ?? 'windows-1252';
  try {
    new TextDecoder(name);
    return name;
  } catch {
    // A runtime without that code page (a small-ICU build): Western European is the most common in France.
    return 'windows-1252';
  }
}

/** Windows-1252's 0x80–0x9F (undefined ones as Latin-1's controls, as the WHATWG table maps them). */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * The file's bytes as text. Windows-1252 gets its 0x80–0x9F characters (€, œ, ’…) even where TextDecoder reads that
 * label as Latin-1 (Node 20 does; browsers follow the WHATWG table). A Windows-1252 file is decoded as runs of ASCII
 * through the UTF-8 decoder (its fastest path) and its few other bytes one by one: the single-byte decoders run at a
 * fraction of UTF-8's speed, and a drawing's non-ASCII bytes are a few accents in its texts.
 */
export function decodeDxfBytes(bytes: Uint8Array, encoding: string): string {
  if (encoding === 'windows-1252') return decode1252(bytes);
  return new TextDecoder(encoding).decode(bytes);
}

const utf8 = new TextDecoder('utf-8');

function decode1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  let start = 0;
  const n = bytes.length;
  // Four bytes at a time while they are ASCII (where the view's alignment allows it).
  const words = bytes.byteOffset % 4 === 0 ? new Uint32Array(bytes.buffer, bytes.byteOffset, n >> 2) : null;
  for (let i = 0; i < n; i++) {
    if (words && (i & 3) === 0 && i + 4 <= n && ((words[i >> 2] as number) & 0x80808080) === 0) {
      i += 3;
      continue;
    }
    const byte = bytes[i] as number;
    if (byte < 0x80) continue;
    if (i > start) parts.push(utf8.decode(bytes.subarray(start, i)));
    parts.push(byte < 0xa0 ? (CP1252_HIGH[byte - 0x80] as string) : String.fromCharCode(byte));
    start = i + 1;
  }
  if (start === 0) return utf8.decode(bytes);
  if (start < n) parts.push(utf8.decode(bytes.subarray(start)));
  return parts.join('');
}

const SPECIAL: Readonly<Record<string, string>> = { c: '⌀', d: '°', p: '±', '%': '%' };

/** `%%c`, `%%d`, `%%p`, `%%%`, `%%nnn`; `%%u`/`%%o` (underline, overline toggles) removed; `\U+XXXX` decoded. */
export function decodeSpecials(text: string): string {
  if (text.indexOf('%%') < 0 && text.indexOf('\\U+') < 0 && text.indexOf('\\u+') < 0) return text;
  return text
    .replace(/%%(\d{3}|[cdpuoCDPUO%])/g, (_, code: string) => {
      if (/^\d{3}$/.test(code)) return String.fromCharCode(Number(code));
      const lower = code.toLowerCase();
      return SPECIAL[lower] ?? '';
    })
    .replace(/\\[Uu]\+([0-9A-Fa-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * MTEXT's formatting codes removed: `\P` (and `\X`, `\N`) → a new line, `\~` → a no-break space, `\S…;` stacked
 * fractions → `a/b`, `\f…;` `\H…;` `\C…;` and the other codes with an argument dropped, `\L \O \K` toggles dropped,
 * `{` `}` grouping dropped, `\\ \{ \}` kept as the character.
 */
export function mtextPlain(raw: string): string {
  let out = '';
  const n = raw.length;
  for (let i = 0; i < n; i++) {
    const ch = raw[i] as string;
    if (ch === '{' || ch === '}') continue;
    if (ch !== '\\' || i + 1 >= n) {
      out += ch;
      continue;
    }
    const code = raw[i + 1] as string;
    i++;
    switch (code) {
      case 'P':
      case 'X':
      case 'N':
        out += '\n';
        break;
      case '~':
        out += '\u00a0';
        break;
      case '\\':
      case '{':
      case '}':
        out += code;
        break;
      case 'L':
      case 'l':
      case 'O':
      case 'o':
      case 'K':
      case 'k':
        break;
      case 'U':
      case 'u': {
        const hex = /^\+([0-9A-Fa-f]{4})/.exec(raw.slice(i + 1, i + 6));
        if (hex) {
          out += String.fromCharCode(parseInt(hex[1] as string, 16));
          i += 5;
        } else out += '\\' + code;
        break;
      }
      case 'M':
      case 'm': {
        // \M+nXXXX: a double-byte character of another code page; it cannot be decoded without that page.
        const mbcs = /^\+\d[0-9A-Fa-f]{4}/.exec(raw.slice(i + 1, i + 7));
        if (mbcs) i += 6;
        else out += '\\' + code;
        break;
      }
      case 'S': {
        const end = raw.indexOf(';', i + 1);
        const body = end < 0 ? raw.slice(i + 1) : raw.slice(i + 1, end);
        out += body.replace(/[\^#]/g, '/').replace(/\\(.)/g, '$1');
        i = end < 0 ? n : end;
        break;
      }
      case 'f':
      case 'F':
      case 'H':
      case 'h':
      case 'W':
      case 'w':
      case 'Q':
      case 'q':
      case 'T':
      case 't':
      case 'A':
      case 'a':
      case 'C':
      case 'c':
      case 'p': {
        const end = raw.indexOf(';', i + 1);
        i = end < 0 ? n : end;
        break;
      }
      default:
        out += '\\' + code;
    }
  }
  return decodeSpecials(out);
}

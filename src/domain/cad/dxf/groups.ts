/**
 * A small group-code reader over a slice of the DXF text, for the sections dxf-parser does not keep what we need of:
 * TABLES (layers' line weights and true colours, block records and their dynamic-block xdata) and OBJECTS (INSERTs'
 * extension dictionaries). Values stay strings; lines end in \n (a \r before it is dropped).
 */
export class GroupReader {
  private pos: number;
  code = -1;
  value = '';
  constructor(
    private readonly text: string,
    start: number,
    private readonly end: number = text.length,
  ) {
    this.pos = start;
  }

  private line(): string | null {
    if (this.pos >= this.end) return null;
    let nl = this.text.indexOf('\n', this.pos);
    if (nl < 0 || nl > this.end) nl = this.end;
    let stop = nl;
    if (stop > this.pos && this.text.charCodeAt(stop - 1) === 13) stop--;
    const out = this.text.slice(this.pos, stop);
    this.pos = nl + 1;
    return out;
  }

  /** The next group; false at the slice's end. */
  next(): boolean {
    const code = this.line();
    if (code === null) return false;
    const value = this.line();
    if (value === null) return false;
    this.code = parseInt(code, 10);
    this.value = value.trim();
    return true;
  }

  get offset(): number {
    return this.pos;
  }
}

/**
 * Where the section `name` starts (just after its `2 name` group) and ends (at its ENDSEC), or null. The search
 * checks the groups around each match, so a text that happens to say « TABLES » is not taken for the section.
 */
export function findSection(text: string, name: string): { start: number; end: number } | null {
  let from = 0;
  for (;;) {
    const at = text.indexOf('SECTION', from);
    if (at < 0) return null;
    from = at + 7;
    const reader = new GroupReader(text, lineEnd(text, at));
    if (!reader.next() || reader.code !== 2 || reader.value !== name) continue;
    if (!isZeroGroupBefore(text, at)) continue;
    const start = reader.offset;
    const end = findEndSec(text, start);
    return { start, end };
  }
}

function lineEnd(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl + 1;
}

function isZeroGroupBefore(text: string, at: number): boolean {
  // The line before `SECTION` must be the code 0.
  let end = at - 1;
  if (end < 0 || text.charCodeAt(end) !== 10) return false;
  end--;
  if (end >= 0 && text.charCodeAt(end) === 13) end--;
  let begin = end;
  while (begin >= 0 && text.charCodeAt(begin) !== 10) begin--;
  return text.slice(begin + 1, end + 1).trim() === '0';
}

function findEndSec(text: string, start: number): number {
  let from = start;
  for (;;) {
    const at = text.indexOf('ENDSEC', from);
    if (at < 0) return text.length;
    from = at + 6;
    if (isZeroGroupBefore(text, at)) return at;
  }
}

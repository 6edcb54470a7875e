/**
 * The DWG conversion's child process and its limits: the real LibreDWG on the example file, and stand-in children
 * (node -e) for a hang, a crash and a bad answer. No wall-clock assertion: the time limits are injected.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDxf } from '../../src/domain/cad/dxf/readDxf.ts';
import { CAD_LIMITS, type CadDrawing, type CadInsert } from '../../src/domain/cad/types.ts';
import { ChildPool, ConversionGate, convertDwgInChild, DwgConversionError, type ConvertOptions } from './process.ts';

const EXAMPLE = new Uint8Array(
  readFileSync(new URL('../../tests/fixtures/cad/libredwg-example_2000.dwg', import.meta.url)),
);

async function drawingOf(bytes: Uint8Array, options?: ConvertOptions): Promise<CadDrawing> {
  const output = await convertDwgInChild(bytes, options);
  const chunks: Buffer[] = [];
  for await (const chunk of output.json) chunks.push(chunk as Buffer);
  await output.exited;
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as CadDrawing;
}

async function failure(bytes: Uint8Array, options?: ConvertOptions): Promise<string> {
  try {
    await convertDwgInChild(bytes, options);
  } catch (error) {
    expect(error).toBeInstanceOf(DwgConversionError);
    return (error as DwgConversionError).code;
  }
  throw new Error('converted');
}

/** Resolves once the child is reaped (its 'exit' seen): a pid signalled after that is gone, not a zombie. */
function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function spawned() {
  const children: ChildProcess[] = [];
  const exits: Promise<void>[] = [];
  return {
    children,
    exits,
    onSpawn(child: ChildProcess) {
      children.push(child);
      exits.push(
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) done();
          else child.once('exit', () => done());
        }),
      );
    },
  };
}

describe('convertDwgInChild: LibreDWG in a fresh process', () => {
  it('converts the example DWG (AC1015, mm): 5 layers, 10 INSERTs, its entities by type, 13 block definitions', async () => {
    const drawing = await drawingOf(EXAMPLE);
    expect(drawing.format).toBe('dwg');
    expect(drawing.version).toBe('AC1015');
    expect(drawing.units).toBe('mm');
    expect(drawing.insUnits).toBe(4);
    expect(drawing.layers.map((l) => [l.name, l.color, l.frozen])).toEqual([
      ['0', '#000000', false],
      ['Tavolo 2', '#ffff00', false],
      ['Tavolo 3', '#00ffff', false],
      ['Defpoints', '#000000', false],
      ['ADSK_SYSTEM_LIGHTS', '#000000', true],
    ]);
    const byType: Record<string, number> = {};
    for (const entity of drawing.modelSpace) byType[entity.type] = (byType[entity.type] ?? 0) + 1;
    expect(byType).toEqual({
      LINE: 8,
      LWPOLYLINE: 11,
      ARC: 2,
      SPLINE: 2,
      ELLIPSE: 1,
      POINT: 1,
      MTEXT: 1,
      TEXT: 2,
      INSERT: 10,
      HATCH: 1,
      '3DFACE': 2,
      DIMENSION: 9,
      POLYLINE3D: 1,
      SOLID: 1,
      // The multiline on « Tavolo 3 », drawn as its two elements (domain/cad/mline.ts).
      MLINE: 2,
    });
    // The multiline's elements are the DXF's, vertex for vertex.
    const dxf = readDxf(readFileSync(new URL('../../tests/fixtures/cad/libredwg-example_2000.dxf', import.meta.url)));
    const mlines = (d: CadDrawing) =>
      d.modelSpace.flatMap((e) =>
        e.type === 'MLINE' && e.kind === 'polyline'
          ? [[e.handle, e.closed, ...e.vertices.map((v) => [v.x.toFixed(6), v.y.toFixed(6)])]]
          : [],
      );
    expect(mlines(drawing)).toEqual(mlines(dxf));
    expect(mlines(drawing)).toHaveLength(2);
    const inserts = drawing.modelSpace.filter((e): e is CadInsert => e.kind === 'insert');
    const perBlock: Record<string, number> = {};
    for (const insert of inserts) perBlock[insert.block] = (perBlock[insert.block] ?? 0) + 1;
    expect(perBlock).toEqual({ CIRKLO_PUNKTOJ: 8, bloko: 2 });
    // The two « bloko » references carry their ATTRIB, as text.
    expect(inserts.filter((i) => i.block === 'bloko').map((i) => i.attributes.map((a) => a.text))).toEqual([
      ['valoro de la teksto en bloko'],
      ['valoro'],
    ]);
    expect(drawing.skipped).toMatchObject({ XLINE: 1, RAY: 1, WIPEOUT: 2, '3DSOLID': 1, ACAD_TABLE: 1 });
    expect(drawing.blocks).toHaveLength(13);
    expect(drawing.blocks.find((b) => b.name === 'CIRKLO_PUNKTOJ')).toMatchObject({
      effectiveName: 'CIRKLO_PUNKTOJ',
      anonymous: false,
      xref: false,
    });
    expect(drawing.blocks.filter((b) => b.anonymous).map((b) => b.name)).toContain('*D3');
    const hatch = drawing.modelSpace.find((e) => e.kind === 'hatch');
    expect(hatch?.kind === 'hatch' && hatch.loops.map((l) => l.vertices.length)).toEqual([6]);
  });

  it('answers notCad for bytes that are not a DWG, truncated for a DWG cut short', async () => {
    expect(await failure(new TextEncoder().encode('  0\nSECTION\n  2\nHEADER\n'))).toBe('notCad');
    expect(await failure(EXAMPLE.subarray(0, 200_000))).toBe('truncated');
  });

  it('answers unsupportedVersion for a DWG older than R13, without reading it', async () => {
    const old = new Uint8Array(EXAMPLE);
    old.set(new TextEncoder().encode('AC1009'));
    expect(await failure(old)).toBe('unsupportedVersion');
  });

  it('refuses a file over the size limit before spawning anything', async () => {
    const seen = spawned();
    expect(await failure(new Uint8Array(CAD_LIMITS.dwgBytes + 1), { onSpawn: seen.onSpawn })).toBe('tooLarge');
    expect(seen.children).toHaveLength(0);
  });

  it('kills a child that hangs past the time limit: timeout, and no process left behind', async () => {
    const seen = spawned();
    const code = await failure(EXAMPLE, {
      args: ['-e', 'setInterval(() => {}, 1000)'],
      timeoutMs: 200,
      onSpawn: seen.onSpawn,
    });
    expect(code).toBe('timeout');
    await Promise.all(seen.exits);
    const [child] = seen.children;
    expect(child?.signalCode).toBe('SIGKILL');
    expect(isGone(child?.pid ?? 0)).toBe(true);
  });

  it('types a crash as conversionFailed: a non-zero exit, a kill, a nonsense answer', async () => {
    const args = [
      ['-e', 'process.exit(1)'],
      ['-e', 'process.kill(process.pid, "SIGKILL")'],
      ['-e', 'require("fs").writeSync(3, "nonsense\\n")'],
      ['-e', 'require("fs").writeSync(3, "{\\"error\\":\\"nonsense\\"}\\n")'],
      ['-e', '0'], // exits 0 with no answer at all
    ];
    for (const a of args) expect(await failure(EXAMPLE, { args: a }), a[1]).toBe('conversionFailed');
  });

  it('passes on a typed refusal of the child (emptyModel)', async () => {
    const args = ['-e', 'require("fs").writeSync(3, "{\\"error\\":\\"emptyModel\\"}\\n")'];
    expect(await failure(EXAMPLE, { args })).toBe('emptyModel');
  });

  it('kills the child when the request is cancelled', async () => {
    const seen = spawned();
    const abort = new AbortController();
    const pending = failure(EXAMPLE, {
      args: ['-e', 'setInterval(() => {}, 1000)'],
      signal: abort.signal,
      onSpawn: seen.onSpawn,
    });
    abort.abort();
    expect(await pending).toBe('cancelled');
    await Promise.all(seen.exits);
    expect(isGone(seen.children[0]?.pid ?? 0)).toBe(true);
  });
});

describe('convertDwgInChild: the transfer', () => {
  it('gives the transfer a limit of its own, from the JSON’s size: past the conversion’s time limit is fine', async () => {
    const script =
      'const fs = require("fs"); fs.writeSync(3, "{\\"ok\\":true,\\"bytes\\":65536}\\n{"); ' +
      'setTimeout(() => { fs.writeSync(3, "}"); process.exit(0); }, 300)';
    const seen = spawned();
    const output = await convertDwgInChild(EXAMPLE, { args: ['-e', script], timeoutMs: 100, onSpawn: seen.onSpawn });
    const chunks: Buffer[] = [];
    for await (const chunk of output.json) chunks.push(chunk as Buffer);
    await output.exited;
    expect(Buffer.concat(chunks).toString()).toBe('{}');
    expect(seen.children[0]?.exitCode).toBe(0);
  });

  it('kills a child whose JSON is not taken within its transfer limit (a client that stops reading)', async () => {
    const seen = spawned();
    const output = await convertDwgInChild(EXAMPLE, {
      args: ['-e', 'require("fs").writeSync(3, "{\\"ok\\":true,\\"bytes\\":10}\\n{"); setInterval(() => {}, 1000)'],
      // Time for a node child to start under load (100 ms was not: the CI saw 'timeout' before the header); the
      // transfer's limit follows it, so the kill comes about 2 s after the header.
      timeoutMs: 2_000,
      onSpawn: seen.onSpawn,
    });
    const chunks: Buffer[] = [];
    await new Promise<void>((done) => {
      output.json.on('data', (chunk: Buffer) => chunks.push(chunk));
      output.json.once('close', () => done());
      output.json.resume(); // left paused after the header, for whoever pipes it
    });
    await output.exited;
    expect(Buffer.concat(chunks).toString()).toBe('{');
    expect(seen.children[0]?.signalCode).toBe('SIGKILL');
  });
});

describe('ConversionGate', () => {
  it('holds at most maxActive + maxQueued places, starts them in order, and frees them', async () => {
    const gate = new ConversionGate(2, 1);
    const a = gate.reserve();
    const b = gate.reserve();
    const c = gate.reserve();
    expect(gate.reserve()).toBeNull();
    const started: string[] = [];
    void a?.ready.then(() => started.push('a'));
    void b?.ready.then(() => started.push('b'));
    void c?.ready.then(() => started.push('c'));
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    a?.release();
    a?.release(); // idempotent
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(gate.size).toBe(2);
    expect(gate.reserve()).not.toBeNull();
  });

  it('gives back a waiting place without starting it', async () => {
    const gate = new ConversionGate(1, 1);
    const a = gate.reserve();
    const b = gate.reserve();
    await a?.ready;
    let bStarted = false;
    void b?.ready.then(() => (bStarted = true));
    b?.release();
    a?.release();
    await Promise.resolve();
    expect(bStarted).toBe(false);
    expect(gate.size).toBe(0);
    const c = gate.reserve();
    await c?.ready; // the active count went back to zero: it starts at once
    c?.release();
  });
});

describe('ChildPool', () => {
  it('keeps one spare child started ahead, hands it to the next file, starts the next once that one is over', async () => {
    const idle = ['-e', 'process.stdin.resume(); process.stdin.on("end", () => process.exit(0))'];
    const pool = new ChildPool(idle);
    const seen = spawned();
    const first = pool.take();
    seen.onSpawn(first);
    const second = pool.take(); // the spare was taken: a new child, spawned now
    seen.onSpawn(second);
    expect(second.pid).not.toBe(first.pid);
    first.stdin?.end();
    await seen.exits[0];
    // Once the first is over, a new spare waits; the next file gets it.
    await new Promise((done) => setTimeout(done, 50));
    const third = pool.take();
    seen.onSpawn(third);
    expect([first.pid, second.pid]).not.toContain(third.pid);
    pool.close();
    second.stdin?.end();
    third.stdin?.end();
    await Promise.all(seen.exits);
    for (const child of seen.children) expect(isGone(child.pid ?? 0)).toBe(true);
  });
});

describe('convertDwgInChild: memory', () => {
  it.skipIf(process.platform !== 'linux')('kills a child past its resident memory limit: tooComplex', async () => {
    const seen = spawned();
    const code = await failure(EXAMPLE, {
      args: ['-e', 'setInterval(() => {}, 1000)'],
      maxRssBytes: 1, // any process is over it
      onSpawn: seen.onSpawn,
    });
    expect(code).toBe('tooComplex');
    await Promise.all(seen.exits);
    expect(isGone(seen.children[0]?.pid ?? 0)).toBe(true);
  });
});

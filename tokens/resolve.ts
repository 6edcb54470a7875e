/**
 * Resolves W3C Design Tokens (DTCG) documents into CSS-ready strings.
 *
 * Supports the 2025.10 object forms for dimension and duration (`{ value, unit }`), colours as hex strings,
 * fontFamily arrays, cubicBezier arrays, numbers, fontWeight and shadow composites. Aliases (`{group.token}`)
 * may point at any token of the documents passed in; a missing alias, a cycle or a type mismatch throws, so the
 * build fails instead of emitting a broken theme.
 */

export type TokenType =
  'color' | 'dimension' | 'duration' | 'fontFamily' | 'fontWeight' | 'number' | 'cubicBezier' | 'shadow';

const TOKEN_TYPES: ReadonlySet<string> = new Set<TokenType>([
  'color',
  'dimension',
  'duration',
  'fontFamily',
  'fontWeight',
  'number',
  'cubicBezier',
  'shadow',
]);

export interface RawToken {
  path: string;
  type: TokenType;
  value: unknown;
}

export class TokenError extends Error {
  override name = 'TokenError';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Flattens a DTCG document into `path → token`, inheriting `$type` from groups. */
export function flatten(doc: unknown, prefix = '', inheritedType?: string, out = new Map<string, RawToken>()) {
  if (!isObject(doc)) throw new TokenError(`Group "${prefix || '<root>'}" is not an object`);
  const groupType = typeof doc.$type === 'string' ? doc.$type : inheritedType;
  for (const [key, child] of Object.entries(doc)) {
    if (key.startsWith('$')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (!isObject(child)) throw new TokenError(`"${path}" must be a group or a token object`);
    if ('$value' in child) {
      const type = typeof child.$type === 'string' ? child.$type : groupType;
      if (!type || !TOKEN_TYPES.has(type))
        throw new TokenError(`Token "${path}" has no known $type (got ${String(type)})`);
      if (out.has(path)) throw new TokenError(`Token "${path}" is declared twice`);
      out.set(path, { path, type: type as TokenType, value: child.$value });
    } else {
      flatten(child, path, groupType, out);
    }
  }
  return out;
}

const ALIAS = /^\{([^{}]+)\}$/;

/** Resolves aliases and formats every token of `selected` (defaults to all) to its CSS string. */
export function resolveTokens(tokens: Map<string, RawToken>, selected?: Iterable<string>): Map<string, string> {
  const cache = new Map<string, unknown>();

  const deref = (path: string, expected: TokenType | undefined, stack: string[]): unknown => {
    if (stack.includes(path)) throw new TokenError(`Alias cycle: ${[...stack, path].join(' → ')}`);
    const token = tokens.get(path);
    if (!token) {
      const from = stack.at(-1);
      throw new TokenError(`Missing alias {${path}}${from ? ` referenced by "${from}"` : ''}`);
    }
    if (expected && token.type !== expected) {
      throw new TokenError(`"${stack.at(-1)}" expects a ${expected} but {${path}} is a ${token.type}`);
    }
    if (cache.has(path)) return cache.get(path);
    const value = resolveValue(token.value, token.type, [...stack, path]);
    cache.set(path, value);
    return value;
  };

  const resolveValue = (value: unknown, type: TokenType, stack: string[]): unknown => {
    if (typeof value === 'string') {
      const m = ALIAS.exec(value);
      if (m?.[1]) return deref(m[1], type, stack);
      return value;
    }
    if (type === 'shadow' && isObject(value)) {
      const sub = (k: string, t: TokenType) => resolveValue(value[k], t, stack);
      return {
        color: sub('color', 'color'),
        offsetX: sub('offsetX', 'dimension'),
        offsetY: sub('offsetY', 'dimension'),
        blur: sub('blur', 'dimension'),
        spread: sub('spread', 'dimension'),
      };
    }
    return value;
  };

  const out = new Map<string, string>();
  for (const path of selected ?? tokens.keys()) {
    const token = tokens.get(path);
    if (!token) throw new TokenError(`Unknown token "${path}"`);
    out.set(path, format(deref(path, undefined, []), token.type, path));
  }
  return out;
}

const HEX = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i;

function formatDimension(v: unknown, path: string, units: readonly string[]): string {
  if (isObject(v) && typeof v.value === 'number' && typeof v.unit === 'string' && units.includes(v.unit)) {
    return `${v.value}${v.value === 0 && v.unit !== 'ms' ? 'px' : v.unit}`;
  }
  throw new TokenError(`"${path}" must be { value: number, unit: ${units.join(' | ')} }`);
}

export function format(v: unknown, type: TokenType, path: string): string {
  switch (type) {
    case 'color':
      if (typeof v === 'string' && HEX.test(v)) return v.toLowerCase();
      throw new TokenError(`"${path}" must be a #rrggbb or #rrggbbaa colour`);
    case 'dimension':
      return formatDimension(v, path, ['px', 'rem']);
    case 'duration':
      return formatDimension(v, path, ['ms', 's']);
    case 'fontFamily':
      if (Array.isArray(v) && v.every((f) => typeof f === 'string')) {
        return v.map((f: string) => (/\s/.test(f) ? `"${f}"` : f)).join(', ');
      }
      if (typeof v === 'string') return v;
      throw new TokenError(`"${path}" must be a font family list`);
    case 'fontWeight':
    case 'number':
      if (typeof v === 'number' && Number.isFinite(v)) return String(v);
      throw new TokenError(`"${path}" must be a number`);
    case 'cubicBezier':
      if (Array.isArray(v) && v.length === 4 && v.every((n) => typeof n === 'number'))
        return `cubic-bezier(${v.join(', ')})`;
      throw new TokenError(`"${path}" must be four numbers`);
    case 'shadow':
      if (isObject(v)) {
        const parts = [v.offsetX, v.offsetY, v.blur, v.spread].map((d, i) =>
          formatDimension(d, `${path}[${i}]`, ['px', 'rem']),
        );
        return `${parts.join(' ')} ${format(v.color, 'color', `${path}.color`)}`;
      }
      throw new TokenError(`"${path}" must be a shadow object`);
  }
}

/** Turns `a.b.c → value` into a nested object. */
export function nest(flat: Map<string, string>, stripPrefix = ''): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of flat) {
    const keys = (stripPrefix && path.startsWith(stripPrefix) ? path.slice(stripPrefix.length) : path).split('.');
    let node = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

export interface ThemeBuild {
  light: Map<string, string>;
  dark: Map<string, string>;
  primitives: Map<string, string>;
}

/**
 * Builds both themes: the semantic roles resolved against the primitives (light), then the same roles with the dark
 * overrides applied. A dark override for a role that the semantic layer does not declare is an error.
 */
export function buildThemes(primitivesDoc: unknown, semanticDoc: unknown, darkDoc: unknown): ThemeBuild {
  const primitives = flatten(primitivesDoc);
  const semantic = flatten(semanticDoc);
  for (const path of semantic.keys()) {
    if (primitives.has(path)) throw new TokenError(`Semantic token "${path}" shadows a primitive of the same path`);
  }
  const lightAll = new Map([...primitives, ...semantic]);
  const light = resolveTokens(lightAll, semantic.keys());

  const overrides = flatten(darkDoc);
  for (const [path, token] of overrides) {
    const base = semantic.get(path);
    if (!base) throw new TokenError(`Dark theme overrides "${path}", which no semantic token declares`);
    if (base.type !== token.type) throw new TokenError(`Dark "${path}" is a ${token.type}, light is a ${base.type}`);
  }
  const darkAll = new Map([...lightAll, ...overrides]);
  const dark = resolveTokens(darkAll, semantic.keys());
  return { light, dark, primitives: resolveTokens(primitives) };
}

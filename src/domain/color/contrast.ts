/** WCAG 2.2 relative luminance and contrast ratio, for #rrggbb and #rrggbbaa (alpha composited on a background). */

type Rgb = [number, number, number];

export function parseHex(hex: string): { rgb: Rgb; alpha: number } {
  const m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex);
  if (!m?.[1]) throw new Error(`Not a #rrggbb(aa) colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return { rgb: [(n >> 16) & 255, (n >> 8) & 255, n & 255], alpha: m[2] ? Number.parseInt(m[2], 16) / 255 : 1 };
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** Composites `fg` over an opaque `bg`. */
function over(fg: string, bg: Rgb): Rgb {
  const { rgb, alpha } = parseHex(fg);
  return rgb.map((c, i) => Math.round(c * alpha + (bg[i] ?? 0) * (1 - alpha))) as Rgb;
}

export function contrastRatio(fg: string, bg: string): number {
  const base = parseHex(bg);
  if (base.alpha !== 1) throw new Error(`Background must be opaque: ${bg}`);
  const a = luminance(over(fg, base.rgb));
  const b = luminance(base.rgb);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export const MIN_CONTRAST = { text: 4.5, ui: 3, focus: 3 } as const;

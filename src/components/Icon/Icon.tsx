import type { SVGProps } from 'react';
import { icon, type IconVariants } from './Icon.css';

/**
 * The public site's glyphs: 24×24 stroke icons drawn for Metr (no third-party icon set), currentColor, 2 px stroke.
 * They ship in every page's first script, so only glyphs the public pages draw belong here; the workspace's are in
 * ./workspace.tsx, which only the workspace's chunks load (the landing's size budget, scripts/size.ts).
 */
export const siteGlyphs = {
  spinner: 'M12 3a9 9 0 1 0 9 9',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  minus: 'M6 12h12',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  play: 'M8 5.5v13l11-6.5z',
  pause: 'M8 5v14M16 5v14',
  alert: 'M12 8v5M12 16.5v.5M10.3 3.9L2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  info: 'M12 11v6M12 7.5v.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  success: 'M8 12.5l3 3 5-6M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  menu: 'M4 7h16M4 12h16M4 17h16',
} as const;

export type IconName = keyof typeof siteGlyphs;

export interface IconProps<N extends string = IconName>
  extends Omit<SVGProps<SVGSVGElement>, 'name'>, NonNullable<IconVariants> {
  name: N;
  /** An icon is decorative unless given a label. @default undefined */
  label?: string;
}

/** The glyph `d` drawn the one way every icon is drawn: decorative unless labelled, never focusable. */
export function IconGlyph({
  d,
  label,
  size,
  spin,
  className,
  ...rest
}: Omit<IconProps<string>, 'name'> & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={[icon({ size, spin }), className].filter(Boolean).join(' ')}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

export function Icon({ name, ...rest }: IconProps) {
  return <IconGlyph d={siteGlyphs[name]} {...rest} />;
}

export const iconNames = Object.keys(siteGlyphs) as IconName[];

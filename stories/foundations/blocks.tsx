/** Documentation blocks for the Foundations pages: they read the generated tokens, so the docs never drift. */
import type { CSSProperties, ReactNode } from 'react';
import { contrastRatio } from '../../src/domain/color/contrast';
import { contrastPairs, flatTokens, palette } from '../../src/theme/tokens.gen';

const cssVar = (path: string) =>
  `var(--metr-${path.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})`;

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 'var(--metr-font-size-sm)' };
const cell: CSSProperties = {
  borderBottom: 'var(--metr-border-width-thin) solid var(--metr-color-border-default)',
  padding: 'var(--metr-space-sm)',
  textAlign: 'left',
  verticalAlign: 'middle',
};

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const swatch = (value: string): CSSProperties => ({
  width: 'var(--metr-size-control-md)',
  height: 'var(--metr-size-control-sm)',
  borderRadius: 'var(--metr-border-radius-sm)',
  border: 'var(--metr-border-width-thin) solid var(--metr-color-border-default)',
  background: value,
});

/** Tokens of the light theme whose path starts with `prefix`, in the generated order. */
const tokens = (prefix: string) => Object.entries(flatTokens.light).filter(([k]) => k.startsWith(prefix));

/** A row per token: its name and a second code column (its value unless `code` says otherwise), then `cells`. */
function TokenTable({
  head,
  rows,
  code = (_name, value) => value,
  cells,
}: {
  head: string[];
  rows: [string, string][];
  code?: (name: string, value: string) => string;
  cells: (name: string, value: string) => ReactNode;
}) {
  return (
    <Table head={head}>
      {rows.map(([name, value]) => (
        <tr key={name}>
          <td style={cell}>
            <code>{name}</code>
          </td>
          <td style={cell}>
            <code>{code(name, value)}</code>
          </td>
          {cells(name, value)}
        </tr>
      ))}
    </Table>
  );
}

export function Palette() {
  return (
    <TokenTable
      head={['Primitive', 'Valeur', 'Aperçu']}
      rows={Object.entries(palette)}
      cells={(_name, value) => (
        <td style={cell}>
          <div style={swatch(value)} />
        </td>
      )}
    />
  );
}

export function Roles({ prefix }: { prefix: string }) {
  const dark: Record<string, string> = flatTokens.dark;
  return (
    <TokenTable
      head={['Rôle', 'Variable CSS', 'Clair', 'Sombre']}
      rows={tokens(prefix)}
      code={cssVar}
      cells={(name, value) => (
        <>
          <td style={cell}>
            <div style={swatch(value)} title={value} />
          </td>
          <td style={cell}>
            <div style={swatch(dark[name] ?? value)} title={dark[name]} />
          </td>
        </>
      )}
    />
  );
}

/** A pair's contrast ratio in one theme, with two decimals and a French decimal comma. */
const ratio = (pair: { fg: string; bg: string }, theme: Record<string, string>) =>
  contrastRatio(theme[pair.fg] ?? '', theme[pair.bg] ?? '')
    .toFixed(2)
    .replace('.', ',');

export function ContrastPairs() {
  const min = { text: 4.5, ui: 3, focus: 3 } as const;
  const light: Record<string, string> = flatTokens.light;
  const dark: Record<string, string> = flatTokens.dark;
  return (
    <Table head={['Premier plan', 'Fond', 'Usage', 'Minimum', 'Clair', 'Sombre']}>
      {contrastPairs.map((p) => (
        <tr key={`${p.fg}-${p.bg}`}>
          <td style={cell}>
            <code>{p.fg}</code>
          </td>
          <td style={cell}>
            <code>{p.bg}</code>
          </td>
          <td style={cell}>{{ text: 'texte', ui: 'composant', focus: 'focus' }[p.kind]}</td>
          <td style={cell}>{min[p.kind].toLocaleString('fr-FR')}:1</td>
          <td style={cell}>{ratio(p, light)}:1</td>
          <td style={cell}>{ratio(p, dark)}:1</td>
        </tr>
      ))}
    </Table>
  );
}

export function TypeScale() {
  return (
    <TokenTable
      head={['Jeton', 'Valeur', 'Exemple']}
      rows={tokens('font.size.')}
      cells={(name) => (
        <td style={{ ...cell, fontSize: cssVar(name), lineHeight: 'var(--metr-font-line-height-tight)' }}>
          Métré précis, 12,50 m²
        </td>
      )}
    />
  );
}

export function SpaceScale() {
  return (
    <TokenTable
      head={['Jeton', 'Valeur', 'Aperçu']}
      rows={tokens('space.')}
      cells={(name) => (
        <td style={cell}>
          <div
            style={{
              width: cssVar(name),
              height: 'var(--metr-space-lg)',
              background: 'var(--metr-color-background-action-primary)',
            }}
          />
        </td>
      )}
    />
  );
}

export function MotionTable() {
  return (
    <TokenTable
      head={['Jeton', 'Valeur', 'Sous « réduire les animations »']}
      rows={tokens('motion.')}
      cells={(name) => (
        <td style={cell}>
          {name.startsWith('motion.duration.') && name !== 'motion.duration.spin' ? <code>0ms</code> : 'inchangé'}
        </td>
      )}
    />
  );
}

import { describe, expect, it } from 'vitest';
import { flatTokens } from '../../../theme/tokens.gen';
import { comparisonColourVars, legendColour, parseRgb, readPictureColours } from './colours';

/** Reads a theme-contract reference as the browser would, from the generated light theme. */
function reader(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = { ...flatTokens.light };
  return (reference: string) => {
    const name = /var\(--metr-([\w-]+)\)/.exec(reference)?.[1] ?? '';
    if (name in overrides) return overrides[name] ?? '';
    const path = Object.keys(values).find(
      (k) => k.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) === name,
    );
    return path === undefined ? '' : (values[path] ?? '');
  };
}

describe('comparison colours', () => {
  it('are theme variables with readable names', () => {
    expect(comparisonColourVars.removed.redGreen).toBe('var(--metr-color-comparison-removed-red-green)');
    expect(comparisonColourVars.added.orangeBlue).toBe('var(--metr-color-comparison-added-orange-blue)');
    expect(legendColour('unchanged', 'orangeBlue')).toBe('var(--metr-color-comparison-unchanged)');
    expect(legendColour('removed', 'orangeBlue')).toBe('var(--metr-color-comparison-removed-orange-blue)');
  });

  it('parse as the browser gives them', () => {
    expect(parseRgb('#c92a2a')).toEqual([201, 42, 42]);
    expect(parseRgb(' rgb(29, 122, 69) ')).toEqual([29, 122, 69]);
    expect(parseRgb('')).toBeNull();
    expect(parseRgb('red')).toBeNull();
  });

  it('become the worker’s picture colours, each palette its own', () => {
    const colours = readPictureColours(reader());
    expect(colours).toEqual({
      unchanged: parseRgb(flatTokens.light['color.comparison.unchanged']),
      removed: {
        redGreen: parseRgb(flatTokens.light['color.comparison.removed.redGreen']),
        orangeBlue: parseRgb(flatTokens.light['color.comparison.removed.orangeBlue']),
      },
      added: {
        redGreen: parseRgb(flatTokens.light['color.comparison.added.redGreen']),
        orangeBlue: parseRgb(flatTokens.light['color.comparison.added.orangeBlue']),
      },
    });
    // The colour-blind palette differs from the red-green one on both roles.
    expect(colours?.removed.orangeBlue).not.toEqual(colours?.removed.redGreen);
    expect(colours?.added.orangeBlue).not.toEqual(colours?.added.redGreen);
  });

  it('are null when one is missing from the theme (no guessed colour)', () => {
    expect(readPictureColours(reader({ 'color-comparison-added-red-green': '' }))).toBeNull();
  });
});

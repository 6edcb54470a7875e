import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens.gen';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The theme contract: readable, stable CSS variables (`--metr-color-text-default`). Its shape is the light theme's,
 * so a theme that lacks a role does not type-check.
 */
export const vars = createGlobalThemeContract(lightTokens, (_value, path) => `metr-${path.map(kebab).join('-')}`);

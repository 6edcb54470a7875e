export { GlyphButton, type GlyphButtonProps } from './GlyphButton';

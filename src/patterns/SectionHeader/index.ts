export { Eyebrow, SectionHeader, type EyebrowProps, type SectionHeaderProps } from './SectionHeader';

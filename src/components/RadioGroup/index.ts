export { Radio, RadioGroup, type RadioGroupProps, type RadioOption, type RadioProps } from './RadioGroup';

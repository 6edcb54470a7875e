export { Button, ButtonLabel, type ButtonLookProps, type ButtonProps } from './Button';
export { button as buttonRecipe } from './Button.css';

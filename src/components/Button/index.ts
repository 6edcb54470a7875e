export { Button, ButtonLabel, type ButtonProps } from './Button';
export { button as buttonRecipe } from './Button.css';

import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { layered, vars } from '../../theme';
import { ANIMATION_ROLES, roleClass, tokenAt, type AnimationRole } from './roles';

const base = style(
  layered({
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    pointerEvents: 'none',
  }),
);

/** The box's height; its width follows from the drawing's ratio (set inline from the animation's size). */
export const box = styleVariants({
  sm: [base, layered({ height: vars.size.animation.sm })],
  lg: [base, layered({ height: vars.size.animation.lg })],
});

// Every painted shape carries its role's class, in the still's SVG and in the Lottie JSON (lottie-web writes it on
// the <path>): the theme's variable wins over the colour attribute lottie-web writes (a presentation attribute yields
// to any CSS rule), so one file serves the light and the dark theme and follows a switch at once.
for (const role of Object.keys(ANIMATION_ROLES) as AnimationRole[]) {
  const colour = tokenAt(vars, ANIMATION_ROLES[role]);
  globalStyle(`${base} .${roleClass('fill', role)}`, layered({ fill: colour }));
  globalStyle(
    `${base} .${roleClass('stroke', role)}`,
    layered({ stroke: colour, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' }),
  );
}

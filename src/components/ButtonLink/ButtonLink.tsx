import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { buttonRecipe, type ButtonLookProps } from '../Button';
import { NewWindowHint, externalRel } from '../Link';
import { buttonLink } from './ButtonLink.css';

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className' | 'children'>, ButtonLookProps {
  children: ReactNode;
  /** Opens in a new window, with rel="noopener noreferrer", an icon and a spoken warning. @default false */
  isExternal?: boolean;
  className?: string;
}

/**
 * A link that looks like a button: it goes somewhere (`href`, client-side through the RouterProvider) rather than
 * doing something, so screen readers announce it as a link.
 */
export function ButtonLink({
  children,
  variant,
  size,
  width,
  isExternal,
  target,
  rel,
  className,
  ...rest
}: ButtonLinkProps) {
  const opensNewWindow = isExternal === true || target === '_blank';
  return (
    <AriaLink
      {...rest}
      target={opensNewWindow ? '_blank' : target}
      rel={opensNewWindow ? externalRel(rel) : rel}
      className={[buttonRecipe({ variant, size, width }), buttonLink, className].filter(Boolean).join(' ')}
    >
      {children}
      {opensNewWindow && <NewWindowHint />}
    </AriaLink>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import { shellComponentsFr } from '../../i18n/components-shell.fr';
import { Icon, type IconName } from '../Icon';
import * as styles from './Alert.css';

type Tone = 'danger' | 'success' | 'info' | 'warning';
type Live = 'assertive' | 'polite' | 'off';

const toneIcon: Record<Tone, IconName> = { danger: 'alert', warning: 'alert', success: 'success', info: 'info' };
const toneName: Record<Tone, string> = {
  danger: shellComponentsFr.alert.error,
  success: shellComponentsFr.alert.success,
  info: shellComponentsFr.alert.info,
  warning: shellComponentsFr.alert.warning,
};
const liveRole: Record<Live, 'alert' | 'status' | undefined> = {
  assertive: 'alert',
  polite: 'status',
  off: undefined,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role' | 'children'> {
  /** @default 'danger' */
  tone?: Tone;
  /** A short heading above the message. @default undefined */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /**
   * How a change is announced: 'assertive' gives role="alert", 'polite' role="status", 'off' no live region.
   * @default 'assertive' for danger, 'polite' otherwise
   */
  live?: Live;
}

/** An inline notice or error. The live region is announced when it is inserted or its content changes. */
export function Alert({ tone = 'danger', title, children, live, className, ...rest }: AlertProps) {
  // Whichever comes first, title or message, is prefixed with the tone's name for screen readers.
  const prefix = <span className={styles.visuallyHidden}>{`${toneName[tone]}\u00a0: `}</span>;
  const role = liveRole[live ?? (tone === 'danger' ? 'assertive' : 'polite')];
  return (
    <div {...rest} role={role} className={[styles.alert({ tone }), className].filter(Boolean).join(' ')}>
      <Icon name={toneIcon[tone]} className={styles.icon({ tone })} />
      <div className={styles.content}>
        {title !== undefined && (
          <p className={styles.title}>
            {prefix}
            {title}
          </p>
        )}
        <div>
          {title === undefined && prefix}
          {children}
        </div>
      </div>
    </div>
  );
}

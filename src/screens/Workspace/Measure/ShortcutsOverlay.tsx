import { Fragment, useId, useMemo } from 'react';
import { Modal } from '../../../components/Modal';
import type { Shortcut } from '../../../domain/takeoff/shortcuts';
import { measureFr } from '../../../i18n/measure.fr';
import { describeShortcuts, type Platform } from './keys';
import * as styles from './ShortcutsOverlay.css';

export interface ShortcutsOverlayProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The table the tools bind (SHORTCUTS from src/domain/takeoff/shortcuts.ts): what is listed is what works. */
  shortcuts: readonly Shortcut[];
  /** Ctrl or ⌘. @default 'other' */
  platform?: Platform;
}

const copy = measureFr.shortcuts;

/**
 * Every shortcut of the workspace, in groups, in a modal dialog (« ? » opens it; Escape closes it and gives the focus
 * back). Each key is a <kbd>; alternatives are joined by « ou », held keys say « maintenir ».
 */
export function ShortcutsOverlay({ isOpen, onOpenChange, shortcuts, platform = 'other' }: ShortcutsOverlayProps) {
  const groups = useMemo(() => describeShortcuts(shortcuts, platform), [shortcuts, platform]);
  const idPrefix = useId();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg" title={copy.title} description={copy.description}>
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.group} aria-labelledby={`${idPrefix}-${group.group}`} className={styles.group}>
            <h3 id={`${idPrefix}-${group.group}`} className={styles.groupTitle}>
              {group.title}
            </h3>
            <dl className={styles.list}>
              {group.shortcuts.map((s) => (
                <div key={s.action} className={styles.item}>
                  <dt className={styles.action}>{s.label}</dt>
                  <dd className={styles.keys}>
                    {/* Spaces between the parts: the flex gap shows them, the text carries them to screen readers. */}
                    {s.held && <span>{copy.held}</span>}
                    {s.held && ' '}
                    {s.chords.map((keys, i) => (
                      <Fragment key={i}>
                        {i > 0 && <span>{` ${copy.or} `}</span>}
                        <kbd className={styles.key}>
                          {keys.map((k, j) => (
                            <Fragment key={j}>
                              {j > 0 && '+'}
                              <kbd>{k}</kbd>
                            </Fragment>
                          ))}
                        </kbd>
                      </Fragment>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Modal>
  );
}

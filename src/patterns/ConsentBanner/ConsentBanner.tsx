import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { pagesFr } from '../../i18n/pages.fr';
import * as styles from './ConsentBanner.css';

const t = pagesFr.consent;

export interface ConsentBannerProps {
  /** 'Tout accepter'. */
  onAcceptAll: () => void;
  /** 'Tout refuser'. */
  onRejectAll: () => void;
  /** The close button (×): closing without choosing counts as a refusal (CNIL). */
  onClose: () => void;
  /** Where 'En savoir plus' points: the privacy policy, cookies section. */
  privacyHref: string;
  /**
   * Move focus into the banner when it appears. Only when the visitor asked for it ('Gérer mes cookies'); on page
   * load the banner never takes the focus. @default false
   */
  isFocusedOnOpen?: boolean;
  /** The explanation; the product's own by default (another vendor, a longer notice). @default pagesFr.consent.body */
  body?: string;
  /**
   * The banner's height in CSS pixels, whenever it changes, and 0 once it is gone: it covers the bottom of the
   * window, and the page keeps its focused controls clear of it. @default undefined
   */
  onHeightChange?: (height: number) => void;
}

/**
 * The cookie banner (CNIL): a non-modal region at the bottom of the viewport. 'Tout accepter' and 'Tout refuser' have
 * the same look and size on this first layer, and closing is refusing. The host places it first in the document so
 * keyboard and screen-reader users meet it before the page.
 */
export function ConsentBanner({
  onAcceptAll,
  onRejectAll,
  onClose,
  privacyHref,
  isFocusedOnOpen = false,
  body = t.body,
  onHeightChange,
}: ConsentBannerProps) {
  const headingId = useId();
  const regionRef = useRef<HTMLElement>(null);

  // A layout effect: the room is kept before the first paint that shows the banner.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region || !onHeightChange) return undefined;
    const measure = () => onHeightChange(region.getBoundingClientRect().height);
    measure();
    // Its height follows the window's width and the text size.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(region);
    return () => {
      observer?.disconnect();
      onHeightChange(0);
    };
  }, [onHeightChange]);

  useEffect(() => {
    if (isFocusedOnOpen) regionRef.current?.focus();
  }, [isFocusedOnOpen]);

  return (
    <section ref={regionRef} aria-labelledby={headingId} tabIndex={-1} className={styles.banner} data-hj-suppress>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.heading}>
            {t.heading}
          </h2>
          <p className={styles.body}>
            {body}{' '}
            <Link href={privacyHref} className={styles.link}>
              {t.learnMore}
            </Link>
          </p>
        </div>
        {/* Same variant and size for both answers: neither is nudged (CNIL, equal prominence). */}
        <div className={styles.actions}>
          <Button variant="primary" onPress={onAcceptAll} className={styles.choice}>
            {t.acceptAll}
          </Button>
          <Button variant="primary" onPress={onRejectAll} className={styles.choice}>
            {t.rejectAll}
          </Button>
        </div>
        <Button variant="ghost" size="sm" aria-label={t.close} onPress={onClose} className={styles.close}>
          <Icon name="close" />
        </Button>
      </div>
    </section>
  );
}

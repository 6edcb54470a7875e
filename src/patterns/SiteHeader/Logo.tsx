import { fr } from '../../i18n/fr';
import { logo, logoMark } from './SiteHeader.css';

/** The Metr wordmark: a plan corner with a dimension line, then the product name. Decorative mark, text name. */
export function Logo() {
  return (
    <span className={logo}>
      <svg viewBox="0 0 24 24" className={logoMark} aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="22" height="22" rx="5" fill="currentColor" />
        <path
          d="M7 17V7h10M7 7l10 10M14 17h3v-3"
          fill="none"
          stroke="var(--metr-color-text-on-action)"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {fr.common.productName}
    </span>
  );
}

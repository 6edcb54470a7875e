/**
 * Product constants and deployment settings. Public values only: anything here ends up in the browser bundle.
 * Deployment-specific values come from Vite env variables (VITE_*), documented in the README.
 */
export const PRODUCT_NAME = 'Metr';

// Vite replaces import.meta.env at build time; the Node server (tsx) imports this module too, where it is undefined.
const env: ImportMetaEnv = import.meta.env ?? {};

export const siteConfig = {
  productName: PRODUCT_NAME,
  /** The separate application site ('Connexion', 'Se connecter'). */
  appUrl: env.VITE_APP_URL || 'https://app.metr.fr',
  /** Base of the beta-registration API; empty = same origin. */
  apiBase: env.VITE_API_BASE || '',
  /** External form-collection service the contact form posts to (native form POST). */
  contactFormUrl: env.VITE_CONTACT_FORM_URL || 'https://formspree.io/f/metr-contact',
  contact: {
    email: 'contact@metr.fr',
    /** E.164 for tel: links; the display form is French. */
    phone: '+33184801234',
    phoneDisplay: '01 84 80 12 34',
    address: ['Metr SAS', '12 rue de la Charpente', '75011 Paris', 'France'],
    /** Fixed recipients of the contact form: never chosen by the visitor. */
    formSubject: 'Nouveau message depuis le site Metr',
    formCarbonCopy: 'equipe@metr.fr',
  },
  /**
   * Legal identity shown on the terms and privacy pages. The registration numbers must be the company's real ones
   * before launch: they come from the Kbis, not from this repository.
   */
  company: {
    legalName: 'Metr SAS',
    legalForm: 'société par actions simplifiée',
    foundedYear: 2024,
    registration: 'RCS Paris (numéro communiqué sur demande pendant la bêta)',
    address: '12 rue de la Charpente, 75011 Paris, France',
    privacyEmail: 'confidentialite@metr.fr',
  },
} as const;

/**
 * Product constants and deployment settings. Public values only: anything here ends up in the browser bundle.
 * Deployment-specific values come from Vite env variables (VITE_*), documented in the README.
 */
export const PRODUCT_NAME = 'Metr';

const env = import.meta.env;

export const siteConfig = {
  productName: PRODUCT_NAME,
  /** The separate application site ('Connexion', 'Se connecter'). */
  appUrl: env.VITE_APP_URL || 'https://app.metr.fr',
  /** Base of the beta-registration API; empty = same origin. */
  apiBase: env.VITE_API_BASE || '',
  contact: {
    email: 'contact@metr.fr',
    phone: '+33 1 84 80 12 34',
    phoneDisplay: '01 84 80 12 34',
    address: ['Metr SAS', '12 rue de la Charpente', '75011 Paris'],
  },
} as const;

/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_URL?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_CONTACT_FORM_URL?: string;
  readonly VITE_ANALYTICS_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year of the build (vite.config.ts): the copyright year the prerendered landing was written with. */
declare const __METR_BUILD_YEAR__: number;

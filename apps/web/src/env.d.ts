/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Sentry DSN; error reporting is off when empty. */
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_ENVIRONMENT?: string;
  /** Optional links of the user menu (rules and mechanism documents) and contact details. */
  readonly VITE_RULES_URL?: string;
  readonly VITE_MECHANISM_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_CONTACT_PHONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

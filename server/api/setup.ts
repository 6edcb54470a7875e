/** Wires the API from the server config: the store (PostgreSQL when DATABASE_URL is set, else the file) and mailer. */
import type { ServerConfig } from '../config.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { FileStore } from '../store/file.ts';
import { PostgresStore } from '../store/postgres.ts';
import type { RegistrationStore } from '../store/types.ts';
import type { ApiConfig } from './handler.ts';

export function openStore(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<RegistrationStore> {
  return config.databaseUrl
    ? PostgresStore.open({ connectionString: config.databaseUrl })
    : FileStore.open(config.dataDir);
}

export function openMailer(config: Pick<ServerConfig, 'smtp' | 'outboxDir'>): Mailer {
  return createMailer({ smtp: config.smtp, outboxDir: config.outboxDir });
}

/** The API's public base for links in mails: VITE_API_BASE when it is absolute, else the site plus that path. */
export function apiPublicUrl(config: Pick<ServerConfig, 'apiBase' | 'publicSiteUrl'>): string {
  const base = /^https?:\/\//i.test(config.apiBase) ? config.apiBase : `${config.publicSiteUrl}${config.apiBase}`;
  return base.replace(/\/+$/, '');
}

export function apiConfigFrom(config: ServerConfig): ApiConfig {
  return {
    publicSiteUrl: config.publicSiteUrl,
    apiPublicUrl: apiPublicUrl(config),
    allowedOrigins: config.allowedOrigins,
    teamAddress: config.teamAddress,
    mailFrom: config.mailFrom,
    trustProxy: config.trustProxy,
  };
}

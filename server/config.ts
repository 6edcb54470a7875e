/**
 * Server settings, all from the environment (documented in README.md, Configuration → Server (API)). The one place
 * that reads process.env for the API: the handler, stores and mailer receive what they need from here.
 */
import { resolve } from 'node:path';
import type { S3Config } from './blobs/s3.ts';
import { siteConfig } from '../src/config/site.ts';
import { isValidAnalyticsId } from '../src/domain/consent.ts';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  siteDir: string;
  /** Public origin of the site, for the links in mails (confirmation link) and the same-origin check. */
  publicSiteUrl: string;
  /** The separate application site, where a beta code is used. */
  appUrl: string;
  /** Origins besides the site's own that may post to the API (a site served from another host). */
  allowedOrigins: string[];
  teamAddress: string;
  mailFrom: string;
  dataDir: string;
  outboxDir: string;
  smtp?: SmtpConfig;
  databaseUrl?: string;
  /** Redis between several instances of the sync server (Hocuspocus's Redis extension); unset = one instance. */
  redisUrl?: string;
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** For the CSP: form-action and connect-src. */
  contactFormUrl: string;
  apiBase: string;
  /** The session-recording vendor's id: CSP hosts and the page's <meta name="metr-analytics-id">; unset = none. */
  analyticsId?: string;
  /** The rate-limit HMAC key from the environment; unset = the one the store keeps with its data. */
  rateLimitSecret?: string;
  /** Plans' bytes by SHA-256 (BLOB_DIR, default DATA_DIR/blobs): served only with DATABASE_URL (accounts). */
  blobDir: string;
  /** BLOB_STORE=s3: the plans go to this S3-compatible bucket instead of BLOB_DIR (S3_* variables). */
  s3?: S3Config;
  /** A blob written less than this long ago is never collected (BLOB_GRACE_HOURS, default 24, at least 1). */
  blobGraceMs: number;
  /** One plan at most (BLOB_MAX_MB, default 200). */
  blobMaxBytes: number;
  /** A firm's plans at most (FIRM_QUOTA_GB, default 10). */
  firmQuotaBytes: number;
  /**
   * Compress the build before listening (STATIC_WARMUP, default on): the first visitor then pays nothing. Off, each file
   * is compressed on its first request instead; a test server that must answer soon on a loaded machine turns it off.
   */
  warmStatic: boolean;
}

type Env = Record<string, string | undefined>;

const TRUE = new Set(['1', 'true', 'yes', 'on']);

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** An origin from a URL, or an error naming the variable: a typo must stop the server, not open it. */
function origin(name: string, value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`${name}: not a URL: ${value}`);
  }
}

/** The analytics id, checked: it is written into every page, so a malformed one stops the server. */
function analyticsId(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!isValidAnalyticsId(value)) throw new Error(`ANALYTICS_ID: not a valid id: ${value}`);
  return value;
}

/** A positive number from the environment, or an error naming the variable. */
function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name}: not a positive number: ${value}`);
  return number;
}

/** At least 32 characters: the key must be as hard to guess as the 32 random bytes the store would make. */
function rateLimitSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('RATE_LIMIT_SECRET: at least 32 characters (e.g. openssl rand -base64 32)');
  return value;
}

/** BLOB_STORE=s3 and its S3_* variables, or undefined for the disk store. The secret is never put in an error. */
function s3Config(env: Env): S3Config | undefined {
  const kind = (env.BLOB_STORE ?? 'disk').toLowerCase();
  if (kind === 'disk' || kind === '') return undefined;
  if (kind !== 's3') throw new Error(`BLOB_STORE: disk or s3, not ${env.BLOB_STORE}`);
  const region = env.S3_REGION || 'us-east-1';
  const endpoint = env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`;
  origin('S3_ENDPOINT', endpoint);
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`BLOB_STORE=s3 needs ${missing.join(', ')}`);
  return {
    endpoint,
    region,
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    pathStyle: TRUE.has((env.S3_FORCE_PATH_STYLE ?? '').toLowerCase()),
    prefix: env.S3_PREFIX || undefined,
  };
}

/** Hours of grace before an unreferenced blob may be collected: under one, an upload could lose its bytes. */
function graceMs(value: string | undefined): number {
  const hours = positive('BLOB_GRACE_HOURS', value, 24);
  if (hours < 1) throw new Error(`BLOB_GRACE_HOURS: at least 1, not ${value}`);
  return Math.round(hours * 60 * 60 * 1000);
}

export function readServerConfig(env: Env = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4173);
  const host = env.HOST ?? '127.0.0.1';
  const publicSiteUrl = (env.PUBLIC_SITE_URL ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(
    /\/+$/,
    '',
  );
  origin('PUBLIC_SITE_URL', publicSiteUrl);
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const smtpPort = Number(env.SMTP_PORT ?? 587);
  return {
    port,
    host,
    siteDir: resolve(env.SITE_DIR ?? 'dist'),
    publicSiteUrl,
    appUrl: env.APP_URL || env.VITE_APP_URL || siteConfig.appUrl,
    allowedOrigins: list(env.ALLOWED_ORIGINS).map((value) => origin('ALLOWED_ORIGINS', value)),
    teamAddress: env.MAIL_TEAM || siteConfig.contact.formCarbonCopy,
    mailFrom: env.MAIL_FROM || `${siteConfig.productName} <no-reply@metr.fr>`,
    dataDir,
    outboxDir: resolve(env.MAIL_OUTBOX_DIR ?? resolve(dataDir, 'outbox')),
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: smtpPort,
          secure: env.SMTP_SECURE ? TRUE.has(env.SMTP_SECURE.toLowerCase()) : smtpPort === 465,
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
        }
      : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: TRUE.has((env.TRUST_PROXY ?? '').toLowerCase()),
    contactFormUrl: env.VITE_CONTACT_FORM_URL || siteConfig.contactFormUrl,
    apiBase: env.VITE_API_BASE || siteConfig.apiBase,
    analyticsId: analyticsId(env.ANALYTICS_ID || env.VITE_ANALYTICS_ID),
    rateLimitSecret: rateLimitSecret(env.RATE_LIMIT_SECRET),
    blobDir: resolve(env.BLOB_DIR ?? resolve(dataDir, 'blobs')),
    s3: s3Config(env),
    blobGraceMs: graceMs(env.BLOB_GRACE_HOURS),
    blobMaxBytes: Math.round(positive('BLOB_MAX_MB', env.BLOB_MAX_MB, 200) * 1024 * 1024),
    firmQuotaBytes: Math.round(positive('FIRM_QUOTA_GB', env.FIRM_QUOTA_GB, 10) * 1024 ** 3),
    warmStatic: !['0', 'false', 'no', 'off'].includes((env.STATIC_WARMUP ?? '').toLowerCase()),
  };
}

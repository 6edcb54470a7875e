/**
 * The pinned Chromium (scripts/chromium.cjs) launched for the benches that drive the built site: bench:import, the
 * workspace's editing bench and its user paths.
 */
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';

const { launchOptions } = createRequire(import.meta.url)('./chromium.cjs') as {
  launchOptions: () => { executablePath: string; args: string[]; env: Record<string, string | undefined> };
};

export function launchSiteBrowser(): Promise<Browser> {
  const options = launchOptions();
  return chromium.launch({ executablePath: options.executablePath, args: options.args, env: options.env });
}

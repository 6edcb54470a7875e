/** The analytics server's settings, shared by the Playwright config (which starts it) and its specs' fixture. */
export const ANALYTICS_ID = 'test123';

/** Its port: beside the shared server's, far enough that two runs on neighbouring E2E_PORTs do not meet. */
export function analyticsPort(e2ePort: number): number {
  return e2ePort + 100;
}

export function e2ePort(): number {
  return Number(process.env.E2E_PORT ?? 4174);
}

/**
 * The prefix of the localStorage keys under which a page keeps the steps it left unwritten (./unwritten.ts), and the
 * one question the workspace's shell asks at every start — alone in its module, so that the shell carries nothing else
 * of them.
 */
export const UNWRITTEN_PREFIX = 'metr:unwritten:';

/** Whether some page left steps unwritten (false when the browser refuses storage to this page). */
export function hasUnwrittenSteps(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(UNWRITTEN_PREFIX));
  } catch {
    return false;
  }
}

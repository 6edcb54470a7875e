/**
 * The sync server's access check (src/domain/sharing/contract.ts, SharingAccess): a token from POST /api/sync-token,
 * bound to one person and one project for 5 minutes, resolved to the person's role as the database holds it now —
 * so a changed role or a revoked membership counts at the next call, and a deleted project answers null.
 */
import type { ProjectRole, SharingAccess } from '../../src/domain/sharing/contract.ts';
import { isTokenShaped, sha256Hex } from '../api/crypto.ts';
import type { AccountStore } from './store.ts';

export function createSharingAccess(store: AccountStore, now: () => Date = () => new Date()): SharingAccess {
  return {
    async resolve(token: string, projectId: string) {
      if (!isTokenShaped(token) || !/^[A-Za-z0-9-]{1,64}$/.test(projectId)) return null;
      const found = await store.resolveSyncToken(await sha256Hex(token), projectId, now());
      return found ? { personId: found.personId, role: found.role satisfies ProjectRole } : null;
    },
    async recheck(projectId: string, personId: string) {
      if (!(await store.projectExists(projectId))) return 'deleted';
      return (await store.roleOf(projectId, personId)) ?? null;
    },
  };
}

/**
 * The boundary of the client's sync code: yjs, y-indexeddb and the bridge (./index.ts) are a chunk of their own,
 * fetched the first time a shared project opens, never with the workspace's first load (scripts/size.ts checks both).
 */
export const loadSharing = () => import('./index');

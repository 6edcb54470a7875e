/**
 * The client's sync code for a shared project, loaded only when a project is shared (lazy.ts): the document, its
 * copy in this browser and its bridge to the local database, the sync session with the server (session.ts) and the
 * plans fetched from its blob store (blobs.ts).
 */
export { SharedProjectBridge, seedDocument } from './bridge';
export { keepDocument, persistenceName } from './persistence';
export { readProjectData } from './rows';

export { openSharedProject, type OpenSharedProject } from './open';

export { SyncSession, closedNotice, parseServerMessage } from './session';
export type { SessionNotice, SessionPerson, SyncConnection, SyncSessionOptions, SyncSessionState } from './session';
export { SharingApiError, httpSharingApi, syncUrl } from './api';
export type { SharingApi, SharingApiFailure, SignedInPerson, SyncToken } from './api';
export { PlanBlobError, fetchPlanBlob, sha256Hex } from './blobs';
export type { PlanBlobFailure } from './blobs';
export { ME_STORAGE_KEY, signedInPerson } from './person';

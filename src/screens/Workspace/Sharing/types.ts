import type { ProjectRole } from '../../../domain/sharing/contract';

/** A person with access to a shared project, as the share dialog lists them. */
export interface SharingMember {
  readonly id: string;
  /** What the person is called on screen: read from their address (domain/sharing/people.ts personLabel). */
  readonly name: string;
  readonly email: string;
  readonly role: ProjectRole;
  /** The person using this browser. */
  readonly isYou?: boolean;
  /** Invited by e-mail, not signed in yet. */
  readonly isInvited?: boolean;
}

/** What the server refused in the share dialog (the dialog's own checks are not errors of this kind). */
export type ShareError =
  | { readonly code: 'offline' | 'quota' | 'lastEconomiste' }
  | { readonly code: 'alreadyMember'; readonly email: string }
  /** Any other refusal, already worded in French by the caller (the API client's errors, an upload's file). */
  | { readonly code: 'message'; readonly message: string };

/** The connection of a shared project, as the status beside its name says it. */
export type SyncState = 'connecting' | 'synced' | 'sending' | 'offline' | 'readOnly';

/** Someone on the project now. */
export interface PresentPerson {
  readonly id: string;
  readonly name: string;
  /** The sheet they have open; null on the project's list of plans. */
  readonly sheet: string | null;
  readonly isYou?: boolean;
  /** No key or pointer for a few minutes. */
  readonly isIdle?: boolean;
  /** Their colour on the plan (their pointer, their selection): a key of the overlay palette. */
  readonly colour: PresenceColour;
}

export const PRESENCE_COLOURS = ['blue', 'green', 'orange', 'purple', 'teal', 'pink', 'brown', 'red'] as const;
export type PresenceColour = (typeof PRESENCE_COLOURS)[number];

/** What the server said about the project, shown at the top of its page. */
export type SharingNoticeKind =
  | { readonly kind: 'readOnly' }
  | { readonly kind: 'revoked' }
  /** A shared project here while nobody is signed in: read-only until they are. */
  | { readonly kind: 'signedOut' }
  /** Another account left work unsent in this browser (`name`): read-only here until they sign in and it is sent. */
  | { readonly kind: 'otherAccount'; readonly name: string }
  /** `by`: who deleted it, when known (the server's close names nobody: an économiste did). */
  | { readonly kind: 'deleted'; readonly by?: string }
  /** An économiste changed this person's role while they had the project open. */
  | { readonly kind: 'roleChanged'; readonly role: ProjectRole }
  | { readonly kind: 'tooLarge' }
  | { readonly kind: 'refusedPrice'; readonly article: string; readonly price: string }
  | { readonly kind: 'refusedUnreadable' }
  /** A change that gave a step of the history to another member (server/sharing/authors.ts): refused whole. */
  | { readonly kind: 'refusedAuthor' }
  /** Plans imported here since the project was shared, being sent: `sent` and `total` already worded (« 3,2 Mo »). */
  | { readonly kind: 'plansSending'; readonly plans: number; readonly sent: string; readonly total: string }
  /** The server refused one of them: `message` names the file and says why. */
  | { readonly kind: 'plansRefused'; readonly message: string };

/** What every repository shares: an injectable clock and id generator, so that tests pin them. */
import type { CommandContext } from '../domain/takeoff/commands';
import type { IsoDateTime } from './types';

export interface RepositoryOptions {
  /** @default () => new Date() */
  now?: () => Date;
  /** @default () => crypto.randomUUID() */
  newId?: () => string;
}

export interface RepositoryContext {
  now: () => IsoDateTime;
  newId: () => string;
}

export function repositoryContext({
  now = () => new Date(),
  newId = () => crypto.randomUUID(),
}: RepositoryOptions = {}): RepositoryContext {
  return { now: () => now().toISOString(), newId };
}

/** The clock and ids a command builder takes, the time read once per command. */
export function commandContext(ctx: RepositoryContext): CommandContext {
  return { now: ctx.now(), newId: ctx.newId };
}

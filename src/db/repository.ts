/** What every repository shares: an injectable clock and id generator, so that tests pin them. */
import type { CommandContext } from '../domain/takeoff/commands';
import type { IsoDateTime } from './types';
import { currentTab, type TabPresence } from './workspace/tabs';

export interface RepositoryOptions {
  /** @default () => new Date() */
  now?: () => Date;
  /** @default () => crypto.randomUUID() */
  newId?: () => string;
  /** The tab the changes come from (journal entries name it; undo walks its steps). @default currentTab() */
  tab?: TabPresence;
}

export interface RepositoryContext {
  now: () => IsoDateTime;
  newId: () => string;
  tab: TabPresence;
}

export function repositoryContext({
  now = () => new Date(),
  newId = () => crypto.randomUUID(),
  tab,
}: RepositoryOptions = {}): RepositoryContext {
  return { now: () => now().toISOString(), newId, tab: tab ?? currentTab() };
}

/** The clock and ids a command builder takes, the time read once per command. */
export function commandContext(ctx: RepositoryContext): CommandContext {
  return { now: ctx.now(), newId: ctx.newId };
}

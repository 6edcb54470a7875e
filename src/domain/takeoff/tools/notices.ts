/** The tools' refusals as notice codes: a command builder's CommandError becomes a code the UI words in French. */
import type { CommandError } from '../errors';
import type { ToolNotice } from './types';

export function refusal(error: CommandError): ToolNotice {
  return { code: error.code };
}

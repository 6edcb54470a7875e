/**
 * The journal commands of CAD plans (issue 28): a block counted (one count measurement, a point at each reference)
 * and a layer measured (one length or area measurement per piece), each one undo step. The drafts come from
 * ./sheetModel.ts; every draft must say where it came from (`cad`), and a count must have one point per reference.
 */
import {
  command,
  createdMeasurements,
  type Command,
  type CommandContext,
  type MeasurementDraft,
} from '../takeoff/commands';
import { CommandError } from '../takeoff/errors';

function checkOrigin(draft: MeasurementDraft): void {
  const origin = draft.cad;
  if (!origin) throw new CommandError('invalidPatch', 'A CAD measurement says where it came from');
  if (origin.kind === 'block' && (draft.kind !== 'count' || draft.points.length !== origin.references.length)) {
    throw new CommandError('invalidPatch', 'A block count has one point per reference');
  }
  if (origin.kind === 'layer' && draft.kind === 'count') {
    throw new CommandError('invalidPatch', 'A layer gives lengths or areas');
  }
}

export function countCadBlock(draft: MeasurementDraft, ctx: CommandContext): Command {
  checkOrigin(draft);
  if (draft.cad?.kind !== 'block') throw new CommandError('invalidPatch', 'A block count comes from a block');
  return command('countCadBlock', createdMeasurements([draft], ctx));
}

export function measureCadLayer(drafts: readonly MeasurementDraft[], ctx: CommandContext): Command {
  drafts.forEach(checkOrigin);
  if (drafts.some((d) => d.cad?.kind !== 'layer')) {
    throw new CommandError('invalidPatch', 'A layer measurement comes from a layer');
  }
  return command('measureCadLayer', createdMeasurements(drafts, ctx));
}

/** The plan de repérage's copy as the layout takes it (src/domain/reperage: ReperageCopy), and its messages. */
import type { PageFailure, ReperageCopy } from '../domain/reperage/model';
import { describeScale } from '../domain/takeoff/scale';
import { interpolate } from './format';
import { formatNumber, formatQuantity, formatScale } from './numbers';
import { reperageFr } from './reperage.fr';
import { MAX_OUTPUT_MEGABYTES } from '../domain/reperage/limits';

export function reperageCopy(): ReperageCopy {
  return {
    words: reperageFr.pdf,
    quantity: (value, unit) => formatQuantity(value, unit),
    scale: (scale) => formatScale(describeScale(scale)),
    whole: (value) => formatNumber(value, 0),
  };
}

/** The worker's error, whichever copy of its class threw it (the client is its own chunk), in French. */
export function reperageErrorMessage(error: unknown): string {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  switch (code) {
    case 'nothing':
      return reperageFr.errors.nothing;
    case 'noMeasurement':
      return reperageFr.errors.noMeasurement;
    case 'tooManyPages':
      return reperageFr.errors.tooManyPages;
    case 'tooLarge':
      return interpolate(reperageFr.errors.tooLarge, { max: MAX_OUTPUT_MEGABYTES });
    case 'workerFailed':
      return reperageFr.errors.workerFailed;
    default:
      return reperageFr.errors.unknown;
  }
}

/** Why one page is missing from the file, naming its plan. */
export function reperageFailureMessage(failure: PageFailure): string {
  const values = { sheet: failure.sheetName, page: failure.page };
  switch (failure.code) {
    case 'missingFile':
      return interpolate(reperageFr.errors.missingFile, values);
    case 'encryptedFile':
      return interpolate(reperageFr.errors.encryptedFile, values);
    case 'missingPage':
      return interpolate(reperageFr.errors.missingPage, values);
    case 'unreadableFile':
      return interpolate(reperageFr.errors.unreadableFile, values);
  }
}

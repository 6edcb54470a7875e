/** Turns a zod result into what a form shows: one message per field, the first rule that failed. */
import type { z } from 'zod';

export type FieldErrors<T> = Partial<Record<Extract<keyof T, string>, string>>;

export function fieldErrors<T>(result: z.ZodSafeParseResult<T>): FieldErrors<T> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    // Nested paths (tags.0) are shown on their top-level field; form-level issues (empty path) have no field.
    const field = issue.path[0];
    if (typeof field !== 'string' || field in errors) continue;
    errors[field] = issue.message;
  }
  return errors as FieldErrors<T>;
}

/** The first message of a failed result (for forms that show a single message, like the beta registration). */
export function firstErrorMessage(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}

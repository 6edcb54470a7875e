/**
 * The house form rule in two helpers: a field shows its French message and the invalid state together (both from one
 * message, `undefined` when the field is fine), and after a refused submit the first field in error takes the focus.
 * A field is found by the `data-field` attribute of the element that wraps it.
 */

/** The props a TextField or Select needs to show its message: spread them onto the field. */
export function invalidProps(message: string | undefined): { isInvalid: boolean; errorMessage: string | undefined } {
  return { isInvalid: message !== undefined, errorMessage: message };
}

/** The first of `order` that has a message in `errors`, if any. */
export function firstInvalid<F extends string>(order: readonly F[], errors: Partial<Record<F, string>>): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/**
 * Focuses the control of the field wrapped in `[data-field="<name>"]` inside `form`, after React has rendered the
 * messages (next frame), so that the field is announced with its message.
 */
export function focusFieldNextFrame(form: HTMLElement | null, name: string): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>(`[data-field="${name}"] :is(input, textarea, button)`)?.focus();
  });
}

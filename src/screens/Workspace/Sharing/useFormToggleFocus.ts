import { useRef } from 'react';

/**
 * Focus for a form that replaces the button that opens it (the password's, the account deletion's): opened, the form's
 * first visible field (or, without one, its first button) takes the focus (the button is gone); closed, the button takes it back (mounted again then).
 * `formRef` goes on the form, `buttonsRef` on the element holding the opening button, which `pickButton` finds in it.
 */
export function useFormToggleFocus(pickButton: (buttons: HTMLElement) => HTMLElement | null) {
  const form = useRef<HTMLFormElement | null>(null);
  const focusOnOpen = useRef(false);
  const refocus = useRef(false);
  return {
    form,
    /** Call before opening the form. */
    opening: () => {
      focusOnOpen.current = true;
    },
    /** Call before closing it. */
    closing: () => {
      refocus.current = true;
    },
    formRef: (node: HTMLFormElement | null) => {
      form.current = node;
      if (node && focusOnOpen.current) {
        focusOnOpen.current = false;
        // A form with nothing to type (a deletion that needs a fresh link first) gives it to its first button.
        (node.querySelector<HTMLElement>('input:not([hidden])') ?? node.querySelector<HTMLElement>('button'))?.focus();
      }
    },
    buttonsRef: (node: HTMLElement | null) => {
      if (node && refocus.current) {
        refocus.current = false;
        pickButton(node)?.focus();
      }
    },
  };
}

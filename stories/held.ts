import { useState } from 'react';

/**
 * A controlled screen's value held by the story, as its route holds it: the story's state follows every change and
 * the args' spy still hears each one, so a play function can check both what is shown and what was reported.
 */
export function useHeld<V>(initial: V, spy?: (value: V) => void): readonly [V, (value: V) => void] {
  const [value, setValue] = useState(initial);
  const change = (next: V) => {
    setValue(next);
    spy?.(next);
  };
  return [value, change] as const;
}

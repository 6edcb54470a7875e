import { fn } from 'storybook/test';

/**
 * Stories never play real media: play() and pause() become spies that only flip `paused` and fire the events, so
 * the controls run for real and the snapshot stays on the poster (same stub as the Video stories).
 */
export function stubMedia() {
  const proto = HTMLMediaElement.prototype;
  const original = { play: proto.play, pause: proto.pause };
  const pausedDescriptor = Object.getOwnPropertyDescriptor(proto, 'paused');
  const state = new WeakMap<HTMLMediaElement, boolean>();
  proto.play = fn(function (this: HTMLMediaElement) {
    if (state.get(this) !== false) {
      state.set(this, false);
      this.dispatchEvent(new Event('play'));
    }
    return Promise.resolve();
  });
  proto.pause = fn(function (this: HTMLMediaElement) {
    if (state.get(this) === false) {
      state.set(this, true);
      this.dispatchEvent(new Event('pause'));
    }
  });
  Object.defineProperty(proto, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return state.get(this) ?? true;
    },
  });
  return () => {
    proto.play = original.play;
    proto.pause = original.pause;
    if (pausedDescriptor) Object.defineProperty(proto, 'paused', pausedDescriptor);
  };
}

/** « Réduire les animations » turned on, through matchMedia: no rotation, no zoom, no entrance, no autoplay. */
export function reduceMotion() {
  const original = window.matchMedia;
  const reduce = '(prefers-reduced-motion: reduce)';
  // A plain stand-in: a real MediaQueryList's getters cannot be overridden or called on another object.
  window.matchMedia = (query: string) =>
    query === reduce
      ? ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        } satisfies MediaQueryList)
      : original.call(window, query);
  return () => {
    window.matchMedia = original;
  };
}

import { useEffect, useState } from 'react';
import { useLottieLight } from 'lottie-react';

export interface AnimationPlayerProps {
  /** The Lottie document. */
  data: object;
  loop: boolean;
  className: string;
  onReady: () => void;
  onComplete: () => void;
}

/**
 * lottie-web's light build (SVG only, no expressions, so no `eval` under our CSP) through lottie-react's hook: the
 * hook draws into our own element, where the library's components would add an inline <style> that the CSP refuses.
 * Loaded on demand by Animation, with the animation's JSON: never in a page's first load. A looping animation waits
 * while off screen; a hidden tab needs nothing (lottie-web draws on animation frames, which a hidden tab does not
 * get).
 */
export function AnimationPlayer({ data, loop, className, onReady, onComplete }: AnimationPlayerProps) {
  const lottie = useLottieLight({
    src: data,
    loop,
    autoplay: true,
    subscriptions: { ready: onReady, complete: onComplete },
  });
  // Destructured: read as `lottie.setDisplayRef` in JSX, the compiler takes it for a ref object read during render;
  // it is the hook's callback ref.
  const { animationItem, play, pause, setDisplayRef } = lottie;
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const [isInView, setIsInView] = useState(true);
  useEffect(() => {
    if (!loop || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setIsInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, loop]);
  useEffect(() => {
    if (animationItem === null || !loop) return;
    if (isInView) play();
    else pause();
  }, [animationItem, isInView, loop, pause, play]);
  return (
    <span
      ref={(node) => {
        setDisplayRef(node);
        setElement(node);
      }}
      className={className}
      data-paused={!isInView || undefined}
    />
  );
}

import { reduceMotion, stubMedia } from '../media';

/** Stubbed media and reduced motion together: the still page the full-page snapshots need. */
export function stillPage() {
  const restoreMedia = stubMedia();
  const restoreMotion = reduceMotion();
  return () => {
    restoreMotion();
    restoreMedia();
  };
}

/** Lazy images below the fold load only when scrolled to: load them all, so a full-page snapshot is complete. */
export async function loadAllImages(root: HTMLElement) {
  const images = Array.from(root.querySelectorAll('img'));
  images.forEach((image) => (image.loading = 'eager'));
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}

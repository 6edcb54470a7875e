/** A desktop window, 1280 px wide and `height` tall: a page edge to edge (fullscreen), or a part of one, padded. */
export const desktopAt = (height: number, layout: 'fullscreen' | 'padded' = 'fullscreen') =>
  ({ layout, viewport: { width: 1280, height } }) as const;

/** A phone, 375 px wide and `height` tall. */
export const phoneAt = (height: number) => ({ viewport: { width: 375, height } }) as const;

/** The story viewports most visual baselines are taken at: a page on a desktop window, and a phone. */
export const desktopPage = desktopAt(800);

export const phone = phoneAt(700);

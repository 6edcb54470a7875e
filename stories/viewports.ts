/** The story viewports the visual baselines are taken at: a page on a desktop window, and a phone. */
export const desktopPage = { layout: 'fullscreen', viewport: { width: 1280, height: 800 } } as const;

export const phone = { viewport: { width: 375, height: 700 } } as const;

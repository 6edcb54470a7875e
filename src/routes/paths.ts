/**
 * The client-side routes, as data. The router builds from it and the Node server reads it to answer unknown paths
 * with a real 404 status (the page itself is still rendered by the app).
 */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  register: '/register',
  dashboard: '/dashboard',
} as const;

export const knownPaths: readonly string[] = Object.values(paths);

export const isKnownPath = (pathname: string) => knownPaths.includes(pathname.replace(/(.)\/+$/, '$1'));

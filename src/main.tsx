// The entry: the global styles (linked from index.html, so the prerendered landing is painted styled) and a loader.
import '@fontsource-variable/inter';
import './theme';
import { afterFirstPaint } from './routes/firstPaint';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const start = () => void import('./app').then(({ startApp }) => startApp(root));

/**
 * The scripts a prerendered page will run (the app, its layout and route chunks), listed by the server: fetched all at
 * once, in parallel, rather than one import after another.
 */
function preloadPageModules() {
  const list = document.querySelector<HTMLMetaElement>('meta[name="metr-modules"]')?.content ?? '';
  for (const href of list.split(' ').filter((path) => path.startsWith('/assets/'))) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// A prerendered page (the landing) is complete without scripts: the browser paints it first, with its lead image;
// then the app is fetched and evaluated, and hydrates it. An empty root starts at once (its scripts are preloaded
// from the HTML).
if (root.firstElementChild) {
  afterFirstPaint(() => {
    preloadPageModules();
    start();
  });
} else {
  start();
}

// The entry: the global styles (linked from index.html, so the prerendered landing is painted styled) and a loader.
import '@fontsource-variable/inter';
import './theme/global';
import { afterFirstPaint, nextTask } from './app/firstPaint';
import { holdPresses } from './screens/Landing/pressReplay';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * Evaluating a module graph is one uninterrupted task: React DOM first, on its own, then the rest of the app, so
 * that neither holds the main thread for long (Total Blocking Time).
 */
async function start(root: HTMLElement) {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/App');
  await nextTask();
  await startApp(root);
}

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
  // Its buttons and tabs do nothing until React listens: a press or a key on one before then is kept, and replayed
  // once hydration has started (React then hydrates the part pressed first, and answers).
  const presses = holdPresses(root);
  afterFirstPaint(() => {
    preloadPageModules();
    void start(root).then(presses.release);
  });
} else {
  void start(root);
}

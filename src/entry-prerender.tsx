/**
 * Build-time rendering of a page to HTML (scripts/prerender.ts): the landing ships its markup in the HTML, so the
 * browser paints it before any script has run, and src/main.tsx hydrates it. Runs in Node, never in the browser.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './routes/router';

/** The markup of `url`'s page, lazy chunks resolved, for the inside of #root. */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // Every boundary inline: a large one would otherwise be sent as a later segment with an inline script to move
    // it into place, which the CSP (no 'unsafe-inline') would block.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

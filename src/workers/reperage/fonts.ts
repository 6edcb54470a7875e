/**
 * The plan de repérage's font: Liberation Sans, regular and bold (SIL Open Font License 1.1), the files pdf.js ships
 * as its standard fonts and the site already serves for the PDF viewer. Metric-compatible with Helvetica/Arial, so
 * labels keep the sizes the layout was tuned with, and it has every character French copy uses (œ, ’, « », €, ≈, −)
 * but the narrow no-break space, which the writer prints as a pulled-back space (writer.ts NARROW_SPACE_EM).
 * pdf-lib embeds a subset of it (only the glyphs used) through @pdf-lib/fontkit.
 *
 * Fetched once per worker, on the first export; if the fetch fails the writer falls back to the standard Helvetica
 * (WinAnsi, with src/domain/reperage/text.ts's mapping) rather than fail the export.
 */
import boldUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf?url';
import regularUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?url';
import type { FontFiles } from './writer';

let loading: Promise<FontFiles | null> | undefined;

export function loadFonts(fetcher: typeof fetch = fetch): Promise<FontFiles | null> {
  loading ??= Promise.all(
    [regularUrl, boldUrl].map(async (url) => {
      const response = await fetcher(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.arrayBuffer();
    }),
  ).then(
    ([regular, bold]) => (regular && bold ? { regular, bold } : null),
    () => {
      loading = undefined;
      return null;
    },
  );
  return loading;
}

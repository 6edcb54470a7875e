/**
 * « Plan de repérage (PDF) », as the project page and the sheet page offer it: `useReperage(project)` gives `open()`
 * and the dialog to render. Nothing of it is in the workspace's first load: the dialog and its copy load when it
 * first opens, the worker and pdf-lib on « Exporter le PDF » (ReperageDialogHost.tsx).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ProjectRow } from '../../../domain/takeoff/types';
import { useWorkspace } from '../context';

const ReperageDialogHost = lazy(() => import('./ReperageDialogHost'));

export interface UseReperage {
  open(): void;
  /** The dialog: render it once, anywhere in the page. */
  dialog: ReactNode;
}

export function useReperage(
  project: ProjectRow | null | undefined,
  options: { readonly sheetId?: string } = {},
): UseReperage {
  const { notify } = useWorkspace();
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so that the closing animation plays and the choice is kept between openings.
  const [wasOpened, setWasOpened] = useState(false);
  return {
    open: () => {
      setWasOpened(true);
      setOpen(true);
    },
    dialog:
      wasOpened && project ? (
        <Suspense fallback={null}>
          <ReperageDialogHost
            project={project}
            isOpen={isOpen}
            {...(options.sheetId !== undefined && { initialSheetIds: [options.sheetId] })}
            onClose={() => setOpen(false)}
            onSaved={(message) => notify({ tone: 'success', message })}
          />
        </Suspense>
      ) : null,
  };
}

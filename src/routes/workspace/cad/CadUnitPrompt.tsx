/**
 * A CAD file without a unit (issue 28), on the project page: the unit question for the files waiting at `unit`
 * (workspace/import/queue.ts), answered once per file or for every file waiting; « Ne pas importer ce fichier »
 * leaves it out with nothing saved. Loaded with the first file that asks.
 */
import type { ImportQueue } from '../../../workspace/import/queue';
import type { ImportItem } from '../../../workspace/import/types';
import { CadUnitQuestion, type CadUnitAsked } from '../../../screens/Workspace/Cad';

type Waiting = Extract<ImportItem, { step: 'unit' }>;

export default function CadUnitPrompt({ queue, items }: { queue: ImportQueue; items: readonly ImportItem[] }) {
  const questions: CadUnitAsked[] = items
    .filter((item): item is Waiting => item.step === 'unit')
    .map((item) => ({ id: item.id, name: item.name, insUnits: item.unit.insUnits }));
  return (
    <CadUnitQuestion
      questions={questions}
      onImport={(id, unit, applyToOthers) => {
        for (const asked of applyToOthers ? questions : questions.filter((q) => q.id === id)) {
          queue.answerUnit(asked.id, unit);
        }
      }}
      onSkip={(id) => queue.answerUnit(id, null)}
    />
  );
}

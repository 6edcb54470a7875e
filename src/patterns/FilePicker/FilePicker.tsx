import { useRef, type ReactElement } from 'react';
import { FileTrigger } from 'react-aria-components';

export interface FilePickerProps {
  /** The types the system's picker offers (MIME types and extensions). */
  readonly acceptedFileTypes: readonly string[];
  readonly onFile: (file: File) => void;
  /** The button that opens the picker. */
  readonly children: ReactElement;
}

/** One file chosen through the system's picker; the same file chosen again (after « Annuler ») is reported again. */
export function FilePicker({ acceptedFileTypes, onFile, children }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <FileTrigger
      ref={input}
      acceptedFileTypes={[...acceptedFileTypes]}
      onSelect={(files) => {
        const file = files?.[0];
        // Emptied at once: choosing the same file again must fire a change again.
        if (input.current) input.current.value = '';
        if (file) onFile(file);
      }}
    >
      {children}
    </FileTrigger>
  );
}

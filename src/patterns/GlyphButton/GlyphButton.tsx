import { Button } from '../../components/Button';
import { Icon, type WorkspaceIconName } from '../../components/Icon/workspace';

export interface GlyphButtonProps {
  /** The glyph, the only thing shown. */
  icon: WorkspaceIconName;
  /** The accessible name, which says what and which row (« Supprimer la feuille RDC »). */
  label: string;
  onPress: () => void;
  isDisabled?: boolean;
}

/** A row's small ghost button that shows only a glyph (rename, delete, cancel, dismiss), named by `label`. */
export function GlyphButton({ icon, label, onPress, isDisabled }: GlyphButtonProps) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onPress={onPress} isDisabled={isDisabled}>
      <Icon name={icon} size="sm" />
    </Button>
  );
}

import { Button } from '../../../components/Button';
import { Box } from '../../../components/Layout';
import { Icon } from '../../../components/Icon/workspace';
import { reperageActionFr } from '../../../i18n/reperageAction.fr';

/** The sheet page's « Plan de repérage » at the end of the viewer's toolbar: short on screen, named in full. */
export function ReperageButton({ onPress }: { onPress(): void }) {
  return (
    <Button variant="ghost" size="sm" onPress={onPress} aria-label={reperageActionFr.name}>
      <Icon name="download" size="sm" />
      <Box as="span" display={{ mobile: 'none', tablet: 'inline-block' }}>
        {reperageActionFr.short}
      </Box>
    </Button>
  );
}

import { ButtonLink } from '../../components/ButtonLink';
import { Stack } from '../../components/Layout';
import { Heading, Text } from '../../components/Typography';
import { fr } from '../../i18n/fr';
import { page } from './NotFound.css';

export interface NotFoundProps {
  /** Where the 'back home' link goes. */
  homeHref: string;
}

export function NotFound({ homeHref }: NotFoundProps) {
  return (
    <div className={page}>
      <Stack gap="lg" align="center">
        <Text as="p" tone="muted" size="sm">
          404
        </Text>
        {/* This heading is in English by design (fr.ts): lang="en" so screen readers pronounce it right (RGAA 8.7). */}
        <Heading level={1} size="display2">
          <span lang="en">{fr.notFound.heading}</span>
        </Heading>
        <Text as="p" size="lg" tone="muted">
          {fr.notFound.body}
        </Text>
        <ButtonLink href={homeHref} size="lg">
          {fr.notFound.cta}
        </ButtonLink>
      </Stack>
    </div>
  );
}

import { ButtonLink } from '../../components/ButtonLink';
import { Stack } from '../../components/Layout';
import { Heading, Text } from '../../components/Typography';
import { fr } from '../../i18n/fr';
import { page } from './Welcome.css';

export interface WelcomeProps {
  registerHref: string;
}

/** The shell's home until the landing page (issue 3) replaces it. */
export function Welcome({ registerHref }: WelcomeProps) {
  return (
    <div className={page}>
      <Stack gap="lg" align="center">
        <Heading level={1} size="display1">
          {fr.common.productName}
        </Heading>
        <Text as="p" size="lg" tone="muted">
          {fr.welcome.lead}
        </Text>
        <ButtonLink href={registerHref} size="lg">
          {fr.welcome.cta}
        </ButtonLink>
      </Stack>
    </div>
  );
}

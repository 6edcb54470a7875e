import { Card } from '../../components/Card';
import { Link } from '../../components/Link';
import { Heading, Text } from '../../components/Typography';
import { accountFr } from '../../i18n/account.fr';
import { SignInForm, type SignInFormProps } from '../Signup/SignInForm';
import * as styles from './Dashboard.css';

const t = accountFr.dashboard;

export interface DashboardProps {
  homeHref: string;
  /** Open the sign-up modal. */
  onSignUp: () => void;
  /** Signing in to an account of this device: the form's value, the submit, the owner's answer. */
  signIn: Omit<SignInFormProps, 'onSignUp' | 'focusOnMount'>;
}

/**
 * /dashboard with no session in this browser: signing in to an account of this device (signed out, the session lost,
 * a restored backup's account), the invitation to create one, and what the take-off workspace behind it does. Signed
 * in, /dashboard is the workspace itself (routes/workspace).
 */
export function Dashboard({ homeHref, onSignUp, signIn }: DashboardProps) {
  return (
    <div className={styles.page}>
      <Card className={styles.invite}>
        <div className={styles.cardBody}>
          <Heading level={1} size="display3">
            {t.signedOut.title}
          </Heading>
          <Text tone="muted">{t.signedOut.body}</Text>
          <div className={styles.signIn}>
            <SignInForm {...signIn} onSignUp={onSignUp} />
          </div>
          <div>
            <Link href={homeHref} variant="standalone">
              {t.signedOut.home}
            </Link>
          </div>
        </div>
      </Card>
      <Card as="section" tone="subtle" aria-labelledby="dashboard-workspace">
        <div className={styles.cardBody}>
          <div className={styles.cardHeader}>
            <Heading level={2} size="xl" id="dashboard-workspace">
              {t.workspace.title}
            </Heading>
            <span className={styles.badge}>{t.workspace.badge}</span>
          </div>
          <Text tone="muted">{t.workspace.lead}</Text>
          <ul className={styles.features}>
            {t.workspace.items.map((item) => (
              <li key={item.title} className={styles.feature}>
                <h3 className={styles.featureTitle}>{item.title}</h3>
                <Text size="sm" tone="muted">
                  {item.body}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      </Card>
    </div>
  );
}

import { useRef } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Alert } from '../../components/Alert';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import type { Person } from '../../domain/person';
import { Card } from '../../components/Card';
import { Link } from '../../components/Link';
import { Heading, Text } from '../../components/Typography';
import { fr } from '../../i18n/fr';
import { accountFr } from '../../i18n/account.fr';
import { formatLongDate, interpolate } from '../../i18n/format';
import { LiveNotice, type Notice } from '../../patterns/Notice';
import * as styles from './Dashboard.css';

const t = accountFr.dashboard;

export interface DashboardProfile extends Person {
  isBetaUser: boolean;
  /** ISO 8601 date-time of the registration. */
  createdAt: string;
}

export type DashboardState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  /** `profile` is null when the session's email has no record in this browser (data cleared, other device). */
  | { status: 'ready'; email: string; profile: DashboardProfile | null }
  /** The local database could not be read: `message` is the French explanation. */
  | { status: 'error'; email: string; message: string };

export type BackupNotice = Notice;

export interface DashboardProps {
  state: DashboardState;
  homeHref: string;
  /** Signed out: open the sign-up modal. */
  onSignUp: () => void;
  onSignOut: () => void;
  onExport: () => void;
  onImport: (file: File) => void;
  /** @default false */
  isExporting?: boolean;
  /** @default false */
  isImporting?: boolean;
  /** The outcome of the last export or import. @default null */
  backupNotice?: BackupNotice | null;
  /** The database is not empty: ask before replacing it with the file's content. @default null */
  replaceRequest?: { fileName: string } | null;
  onConfirmReplace?: () => void;
  onCancelReplace?: () => void;
}

/** The signed-in home (/dashboard): greeting, profile, data backup, and what the take-off workspace will hold. */
export function Dashboard(props: DashboardProps) {
  const { state, homeHref } = props;
  if (state.status === 'signedOut') return <SignedOut homeHref={homeHref} onSignUp={props.onSignUp} />;
  if (state.status === 'loading') {
    return (
      <div className={styles.page}>
        <Text as="p" tone="muted" role="status">
          {t.loading}
        </Text>
      </div>
    );
  }
  const profile = state.status === 'ready' ? state.profile : null;
  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <Link href={homeHref} variant="subtle" aria-label={t.homeLink} className={styles.brand}>
          {fr.common.productName}
        </Link>
        <Button variant="secondary" size="sm" onPress={props.onSignOut}>
          {t.signOut}
        </Button>
      </div>

      <div className={styles.intro}>
        <Heading level={1} size="display3">
          {profile ? interpolate(t.greeting, { firstName: profile.firstName }) : t.greetingFallback}
        </Heading>
        <Text size="lg" tone="muted">
          {t.lead}
        </Text>
      </div>

      {state.status === 'error' && <Alert tone="danger">{state.message}</Alert>}

      <div className={styles.columns}>
        <ProfileCard state={state} />
        <DataCard {...props} />
      </div>

      <WorkspaceCard />

      <AlertDialog
        isOpen={Boolean(props.replaceRequest)}
        onOpenChange={(open) => {
          if (!open) props.onCancelReplace?.();
        }}
        tone="danger"
        title={t.data.replaceTitle}
        message={interpolate(t.data.replaceMessage, { fileName: props.replaceRequest?.fileName ?? '' })}
        actionLabel={t.data.replaceConfirm}
        onAction={props.onConfirmReplace}
        cancelLabel={t.data.replaceCancel}
      />
    </div>
  );
}

function ProfileCard({ state }: { state: Extract<DashboardState, { status: 'ready' | 'error' }> }) {
  const profile = state.status === 'ready' ? state.profile : null;
  return (
    <Card as="section" aria-labelledby="dashboard-profile">
      <div className={styles.cardBody}>
        <div className={styles.cardHeader}>
          <Heading level={2} size="xl" id="dashboard-profile">
            {t.profile.title}
          </Heading>
          {profile?.isBetaUser && <span className={styles.badge}>{t.profile.betaBadge}</span>}
        </div>
        {profile ? (
          <dl className={styles.profileList}>
            <Row term={t.profile.name} value={`${profile.firstName} ${profile.lastName}`} />
            <Row term={t.profile.email} value={profile.email} />
            <Row term={t.profile.company} value={profile.company} />
            <Row term={t.profile.profession} value={profile.profession} />
            <Row term={t.profile.experience} value={profile.experience} />
            <Row term={t.profile.memberSince} value={formatLongDate(new Date(profile.createdAt))} />
          </dl>
        ) : (
          <>
            <dl className={styles.profileList}>
              <Row term={t.profile.email} value={state.email} />
            </dl>
            {state.status === 'ready' && (
              <Alert tone="info" live="off">
                {t.profile.missing}
              </Alert>
            )}
          </>
        )}
      </div>
    </Card>
  );
}

function Row({ term, value }: { term: string; value: string | undefined }) {
  return (
    <div className={styles.profileRow}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>
        {value ? value : <span className={styles.notProvided}>{t.profile.notProvided}</span>}
      </dd>
    </div>
  );
}

function DataCard({
  onExport,
  onImport,
  isExporting = false,
  isImporting = false,
  backupNotice = null,
}: DashboardProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Card as="section" aria-labelledby="dashboard-data">
      <div className={styles.cardBody}>
        <Heading level={2} size="xl" id="dashboard-data">
          {t.data.title}
        </Heading>
        <Text tone="muted">{t.data.lead}</Text>
        <div className={styles.actions}>
          <Button onPress={onExport} isPending={isExporting} pendingLabel={t.data.exporting}>
            {t.data.export}
          </Button>
          <FileTrigger
            ref={fileInput}
            acceptedFileTypes={['application/json', '.json']}
            onSelect={(files) => {
              const file = files?.[0];
              // Emptied at once: choosing the same file again (after « Annuler ») must fire a change again.
              if (fileInput.current) fileInput.current.value = '';
              if (file) onImport(file);
            }}
          >
            <Button variant="secondary" isPending={isImporting} pendingLabel={t.data.importing}>
              {t.data.import}
            </Button>
          </FileTrigger>
        </div>
        <Text size="sm" tone="muted">
          {t.data.importHint}
        </Text>
        {/* Always in the document, so that a message appearing in it is announced. */}
        <LiveNotice notice={backupNotice} />
      </div>
    </Card>
  );
}

function WorkspaceCard() {
  return (
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
  );
}

function SignedOut({ homeHref, onSignUp }: { homeHref: string; onSignUp: () => void }) {
  return (
    <div className={styles.page}>
      <Card className={styles.invite}>
        <div className={styles.cardBody}>
          <Heading level={1} size="display3">
            {t.signedOut.title}
          </Heading>
          <Text tone="muted">{t.signedOut.body}</Text>
          <div>
            <Button size="lg" onPress={onSignUp}>
              {t.signedOut.cta}
            </Button>
          </div>
          <div>
            <Link href={homeHref} variant="standalone">
              {t.signedOut.home}
            </Link>
          </div>
        </div>
      </Card>
      <WorkspaceCard />
    </div>
  );
}

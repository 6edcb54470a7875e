import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import * as styles from './Sharing.css';
import type { SharingNoticeKind } from './types';

const t = sharingFr.notices;

/** The title and the message of a notice. */
export function noticeText(notice: SharingNoticeKind): { title: string; body: string } {
  switch (notice.kind) {
    case 'deleted':
      return {
        title: notice.by === undefined ? t.deleted.titleUnnamed : interpolate(t.deleted.title, { name: notice.by }),
        body: t.deleted.body,
      };
    case 'roleChanged':
      return {
        title: interpolate(t.roleChanged.title, { role: t.roleChanged.role[notice.role] }),
        body: t.roleChanged.body[notice.role],
      };
    case 'refusedPrice':
      return {
        title: t.refusedPrice.title,
        body: interpolate(t.refusedPrice.body, { article: notice.article, price: notice.price }),
      };
    case 'plansSending':
      return {
        title: t.plansSending.title,
        body: interpolate(notice.plans === 1 ? t.plansSending.bodyOne : t.plansSending.bodyMany, {
          plans: String(notice.plans),
          sent: notice.sent,
          total: notice.total,
        }),
      };
    case 'plansRefused':
      return { title: t.plansRefused.title, body: interpolate(t.plansRefused.body, { message: notice.message }) };
    case 'otherAccount':
      return {
        title: interpolate(t.otherAccount.title, { name: notice.name }),
        body: interpolate(t.otherAccount.body, { name: notice.name }),
      };
    default:
      return t[notice.kind];
  }
}

export interface SharingNoticeProps {
  readonly notice: SharingNoticeKind;
  /** Offered when the project became read-only (revoked, deleted, a change refused): the person keeps their work. */
  readonly onExport?: () => void;
  readonly onBackup?: () => void;
  /**
   * After a change refused as too large or unreadable (the sync stopped): go on with the project here as a local,
   * unshared project, every row kept; the team keeps its version on the server.
   */
  readonly onKeepUnshared?: () => void;
  /**
   * After a change refused as too large or unreadable: the team's version opened again from the server, this browser's
   * unsent changes kept in a local copy of the project.
   */
  readonly onRestoreTeam?: () => void;
  /** After a plan the server refused: look at the project's plans and send again. */
  readonly onRetryPlans?: () => void;
}

/**
 * What the server said about a shared project, at the top of its page: read-only for a lecteur, a role changed, an
 * access revoked, the project deleted by its owner, a project too large, a change refused. Each says that nothing is lost and, when the
 * project turned read-only, offers the ways to keep the work.
 */
export function SharingNotice({
  notice,
  onExport,
  onBackup,
  onKeepUnshared,
  onRestoreTeam,
  onRetryPlans,
}: SharingNoticeProps) {
  const { title, body } = noticeText(notice);
  const tone =
    notice.kind === 'readOnly' || notice.kind === 'roleChanged' || notice.kind === 'plansSending'
      ? 'info'
      : notice.kind === 'tooLarge'
        ? 'danger'
        : 'warning';
  const stopped = notice.kind === 'tooLarge' || notice.kind === 'refusedUnreadable' || notice.kind === 'refusedAuthor';
  const keep =
    notice.kind === 'revoked' ||
    notice.kind === 'deleted' ||
    notice.kind === 'signedOut' ||
    notice.kind === 'otherAccount' ||
    stopped;
  // A revoked access keeps the project here read-only: its copy, unshared, is this person's to go on with.
  const unshare = stopped || notice.kind === 'revoked' ? onKeepUnshared : undefined;
  const restore = stopped ? onRestoreTeam : undefined;
  const retry = notice.kind === 'plansRefused' ? onRetryPlans : undefined;
  return (
    <Alert
      tone={tone}
      title={title}
      // Not a live region while plans go (its figures change with every part sent); a refusal is announced.
      live={notice.kind === 'readOnly' || notice.kind === 'plansSending' ? 'off' : undefined}
    >
      <p className={styles.text}>{body}</p>
      {retry !== undefined && (
        <div className={styles.noticeActions}>
          <Button variant="secondary" size="sm" onPress={retry}>
            {t.plansRefused.retry}
          </Button>
        </div>
      )}
      {keep && (onExport !== undefined || onBackup !== undefined || unshare !== undefined || restore !== undefined) && (
        <div className={styles.noticeActions}>
          {restore !== undefined && (
            <Button variant="primary" size="sm" onPress={restore}>
              {t.restoreTeam.action}
            </Button>
          )}
          {unshare !== undefined && (
            <Button variant={restore === undefined ? 'primary' : 'secondary'} size="sm" onPress={unshare}>
              {t.keepUnshared}
            </Button>
          )}
          {onExport !== undefined && (
            <Button variant="secondary" size="sm" onPress={onExport}>
              {t.export}
            </Button>
          )}
          {onBackup !== undefined && (
            <Button variant="ghost" size="sm" onPress={onBackup}>
              {t.backup}
            </Button>
          )}
        </div>
      )}
    </Alert>
  );
}

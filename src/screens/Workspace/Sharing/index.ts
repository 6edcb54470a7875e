export { ConflictNote, type ConflictNoteProps } from './ConflictNote';
export { PresenceList, initialsOf, whereText, type PresenceListProps } from './PresenceList';
export {
  ShareDialog,
  leavesNoEconomiste,
  roleInSentence,
  shareErrorMessage,
  type ShareDialogProps,
} from './ShareDialog';
export { SharingNotice, noticeText, type SharingNoticeProps } from './SharingNotice';
export { SyncStatus, syncStatusText, type SyncStatusProps } from './SyncStatus';
export * from './types';
export { SharedProjectState, type SharedProjectStateKind, type SharedProjectStateProps } from './SharedProjectState';
export { SharedProjectHeader, SharingNotices, type SharedProjectHeaderProps } from './SharedProjectHeader';

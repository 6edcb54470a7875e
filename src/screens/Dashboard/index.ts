export {
  Dashboard,
  type BackupNotice,
  type DashboardProfile,
  type DashboardProps,
  type DashboardState,
} from './Dashboard';

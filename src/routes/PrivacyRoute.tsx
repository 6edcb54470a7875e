import { Outlet } from 'react-router-dom';

// Replaced by the page's own route module (work in progress in this session).
export function PrivacyRoute() {
  return <Outlet />;
}

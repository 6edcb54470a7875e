import { Outlet } from 'react-router-dom';

// The header and footer land here with the public site work (in progress in this session).
export function PublicLayout() {
  return <Outlet />;
}

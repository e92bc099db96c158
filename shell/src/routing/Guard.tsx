/** Applies guardRedirect to the current address: redirects (replacing history) or renders the page. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from 'shared-api';
import { guardRedirect } from './guards';

export function Guard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useSession((state) => state.user);
  const redirect = guardRedirect(location, user);
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}

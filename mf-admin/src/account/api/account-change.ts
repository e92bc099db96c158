/**
 * What every account change answers — `{ message, user, settings }` — and how the page takes it in: the
 * session store gets the user (the top bar and every remote follow), the account cache the settings.
 */
import { useSWRConfig } from 'swr';
import { apiKey, useSession, type ApiResponse } from 'shared-api';
import { ACCOUNT_PATH } from './get-account';

export type AccountChange = ApiResponse<'/api/accounts/name', 'post'>;

export function useApplyAccountChange() {
  const { mutate } = useSWRConfig();
  return (change: AccountChange) => {
    useSession.getState().setUser(change.user);
    void mutate(apiKey(ACCOUNT_PATH, {}), { user: change.user, settings: change.settings }, { revalidate: false });
  };
}

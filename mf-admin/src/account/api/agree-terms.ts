/** POST /api/accounts/agree — the freelancer agrees to the Freelance Services Terms and Conditions. */
import { api, useRequest } from 'shared-api';
import type { AccountChange } from './account-change';

export const agreeToTerms = () => api.post<AccountChange>('/api/accounts/agree');
export const useAgreeToTerms = () => useRequest(agreeToTerms);

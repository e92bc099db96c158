/** POST /api/accounts/agree — the freelancer agrees to the Freelance Services Terms and Conditions. */
import { api } from 'shared-api';
import type { AccountChange } from './account-change';
import { useRequest } from '../../shared/useRequest';

export const agreeToTerms = () => api.post<AccountChange>('/api/accounts/agree');
export const useAgreeToTerms = () => useRequest(agreeToTerms);

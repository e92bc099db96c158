/** POST /api/accounts/agree — the freelancer agrees to the Freelance Services Terms and Conditions. */
import { api, useRequest } from 'shared-api';

export const agreeToTerms = () => api.post('/api/accounts/agree');
export const useAgreeToTerms = () => useRequest(agreeToTerms);

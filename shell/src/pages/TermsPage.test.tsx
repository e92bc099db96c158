import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { useSession } from 'shared-api';
import { mockFetch } from '../test/fetch';
import { renderShell } from '../test/render';
import { users } from '../test/users';
import { TermsPage } from './TermsPage';

describe('TermsPage', () => {
  it('records the agreement and lets the freelancer into the app', async () => {
    const calls = mockFetch(() => ({ body: { message: 'You agreed to Freelance Services Terms and Conditions' } }));
    const { events } = renderShell(
      <Routes>
        <Route path="/app/account" element={<TermsPage />} />
        <Route path="/app/" element={<p>Dashboard</p>} />
      </Routes>,
      { route: '/app/account?section=terms', user: users.newbie },
    );
    expect(screen.getByRole('heading', { name: 'Freelance Services Terms and Conditions' })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', url: '/api/accounts/agree', body: undefined }]);
    await waitFor(() => expect(useSession.getState().user?.freelancerTnc).toEqual(expect.any(String)));
  });
});

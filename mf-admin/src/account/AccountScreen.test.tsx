import { screen, within } from '@testing-library/react';
import { useSession } from 'shared-api';
import { AppRoutes } from '../AppRoutes';
import { mockFetch } from '../test-support/mock-fetch';
import { renderAt } from '../test-support/render';
import { users } from '../test-support/users';

describe('account page', () => {
  it("shows the signed-in user's profile and roles with stars, read-only", async () => {
    useSession.setState({
      user: { ...users.staff, name: 'Sam Staff', nameAlias: 'Sammy', email: 'sam@example.com', role: ['script', 'voice'], roleLevel: { script: 1, voice: 3 } },
    });
    const calls = mockFetch(() => ({ body: {} }));
    renderAt('/app/account', <AppRoutes />);

    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Sam Staff')).toBeInTheDocument();
    expect(within(profile).getByText('Sammy')).toBeInTheDocument();
    expect(within(profile).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('Staff')).toBeInTheDocument();
    const roles = screen.getByRole('region', { name: 'Roles' });
    expect(within(roles).getByText('Script Writing')).toBeInTheDocument();
    expect(within(roles).getByRole('img', { name: '1 of 3 stars' })).toBeInTheDocument();
    expect(within(roles).getByRole('img', { name: '3 of 3 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

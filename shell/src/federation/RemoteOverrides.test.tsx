import { act, screen } from '@testing-library/react';
import { renderShell } from '../test/render';
import { useRemoteOverrides } from './overrides';
import { RemoteOverrides } from './RemoteOverrides';

describe('RemoteOverrides', () => {
  beforeEach(() => useRemoteOverrides.setState({ active: {}, panel: false }));

  it('shows nothing, and loads no badge, in a browser without an override', async () => {
    renderShell(<RemoteOverrides />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows the badge naming the remotes this browser runs at another version', async () => {
    useRemoteOverrides.setState({ active: { 'mf-jobs': '1.0.0-next' }, panel: false });
    renderShell(<RemoteOverrides />);
    const badge = await screen.findByRole('complementary', { name: 'Versions in this browser' });
    expect(badge).toHaveTextContent('mf-jobs 1.0.0-next');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { RemoteRoot } from './index';

function Probe() {
  const location = useLocation();
  const theme = useTheme();
  return (
    <p>
      {location.pathname} {theme ? 'themed' : 'plain'}
    </p>
  );
}

describe('RemoteRoot', () => {
  it("gives a remote's root the studio theme and its own router on the page's address", () => {
    window.history.pushState(null, '', '/app/jobs/42');
    render(
      <RemoteRoot>
        <Probe />
      </RemoteRoot>,
    );
    expect(screen.getByText('/app/jobs/42 themed')).toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';
import { toast, TOAST_MS } from 'shared-api';
import { renderUi } from '../test-support/render';
import { ToastHost } from './index';

describe('ToastHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a bus toast and removes it after 1500 ms', () => {
    renderUi(<ToastHost />);
    act(() => toast.success('Job created'));
    expect(screen.getByRole('status')).toHaveTextContent('Job created');

    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByText('Job created')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Job created')).not.toBeInTheDocument();
  });

  it('shows errors as alerts, each for its own 1500 ms', () => {
    renderUi(<ToastHost />);
    act(() => toast.error('Job already claimed'));
    act(() => jest.advanceTimersByTime(1000));
    act(() => toast.info('Download started for a.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Job already claimed');

    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Job already claimed')).not.toBeInTheDocument();
    expect(screen.getByText('Download started for a.pdf')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Download started for a.pdf')).not.toBeInTheDocument();
  });
});

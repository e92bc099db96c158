import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../test-support/renderAt';
import { lastDays, monthToDate, PeriodFields, useDayPeriod, type DayPeriod } from './period';

function Report({ byDefault }: { byDefault: (today: Date) => DayPeriod }) {
  const [period, setPeriod] = useDayPeriod(byDefault);
  return <PeriodFields period={period} onChange={setPeriod} fromLabel="From" toLabel="To" />;
}

const address = () => screen.getByTestId('address').textContent;

describe('the period of a report', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z'), doNotFake: ['queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('defaults to the last days asked for, today included', () => {
    renderAt('/report', <Report byDefault={lastDays(30)} />);
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-31');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-29');
  });

  it('defaults to this month so far', () => {
    renderAt('/report', <Report byDefault={monthToDate} />);
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-29');
  });

  it('reads the period from the address, ignores a malformed end, and keeps each end within the other', () => {
    renderAt('/report?from=2026-01-05&to=yesterday&user=u1', <Report byDefault={monthToDate} />);
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-05');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-29');
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-11-29');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-01-05');
  });

  it('writes a change into the address, keeping the other parameters', () => {
    renderAt('/report?user=u1', <Report byDefault={monthToDate} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    expect(address()).toBe('/report?user=u1&from=2026-11-10');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-10');
  });
});

import { act, render, screen } from '@testing-library/react';
import { addTranslations, currentLocale, setLocale, t, translateMessage, useLocale, useT } from './i18n';

afterEach(() => act(() => setLocale('en')));

describe('i18n', () => {
  it('useT re-renders its component when the language changes', async () => {
    addTranslations('jobs', { en: { empty: 'No jobs', created: 'Job created' }, th: { empty: 'ไม่มีงาน', created: 'สร้างงานแล้ว' } });
    function JobsEmpty() {
      const tj = useT('jobs');
      const locale = useLocale();
      return (
        <p lang={locale}>
          {tj('empty')} · {useT()('loading')}
        </p>
      );
    }
    render(<JobsEmpty />);
    expect(screen.getByText('No jobs · Loading...')).toHaveAttribute('lang', 'en');

    await act(() => setLocale('th'));
    expect(screen.getByText('ไม่มีงาน · กำลังโหลด...')).toHaveAttribute('lang', 'th');
    expect(document.documentElement.lang).toBe('th');
    expect(currentLocale()).toBe('th');
  });

  it('picks up translations added after the first render', async () => {
    function Late() {
      return <p>{useT('late')('hello')}</p>;
    }
    render(<Late />);
    expect(screen.getByText('hello')).toBeInTheDocument();
    act(() => addTranslations('late', { en: { hello: 'Hello there' }, th: { hello: 'สวัสดี' } }));
    expect(screen.getByText('Hello there')).toBeInTheDocument();
  });

  it('t works outside React, with interpolation and other namespaces', async () => {
    addTranslations('payments', { en: { total: 'Total {{amount}}' }, th: { total: 'รวม {{amount}}' } });
    expect(t('moreCount', { n: 4 })).toBe('+4 more');
    expect(t('payments:total', { amount: '$1,200' })).toBe('Total $1,200');
    await setLocale('th');
    expect(t('payments:total', { amount: '$1,200' })).toBe('รวม $1,200');
  });

  it('translateMessage translates known English messages and passes others through', async () => {
    await setLocale('th');
    expect(translateMessage('Unexpected error occurred')).toBe('เกิดข้อผิดพลาดที่ไม่คาดคิด');
    expect(translateMessage('Job already claimed: try another.')).toBe('Job already claimed: try another.');
  });
});

/**
 * Language: English or ไทย. The choice switches the whole UI at once — the session store's locale, which the
 * shell mirrors into shared-ui's i18n, shared by every mounted remote — and is kept on the account.
 */
import { useId } from 'react';
import { useSession, type Locale } from 'shared-api';
import { LOCALES, setLocale as switchUiLanguage, useLocale } from 'shared-ui';
import { useAdminT } from '../i18n';
import { Choices } from './Choices';
import { setLocale as saveLocale } from './api/set-locale';

/** Each language is named in itself, so it can be found whatever the current language. */
const NAMES: Record<Locale, { name: string; lang: string }> = {
  en: { name: 'English', lang: 'en' },
  th: { name: 'ไทย', lang: 'th' },
};

export function LanguageSection() {
  const t = useAdminT();
  const name = useId();
  const current = useLocale();

  const choose = async (locale: Locale) => {
    useSession.getState().setLocale(locale);
    void switchUiLanguage(locale); // the shell does it too; alone (standalone QA host, tests) this remote still switches
    try {
      const change = await saveLocale(locale);
      useSession.getState().setUser(change.user);
    } catch {
      // The API client showed the message; the page keeps the language for this visit.
    }
  };

  return (
    <Choices>
      <legend>{t('language.title')}</legend>
      {LOCALES.map((locale) => (
        <label key={locale} lang={NAMES[locale].lang}>
          <input type="radio" name={name} value={locale} checked={current === locale} onChange={() => void choose(locale)} />
          {NAMES[locale].name}
        </label>
      ))}
      <p>{t('language.hint')}</p>
    </Choices>
  );
}

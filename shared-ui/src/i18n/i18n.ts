/**
 * The one i18next instance (English and Thai). No react-i18next: `useT` subscribes with
 * useSyncExternalStore, which is all the React binding we need.
 */
import i18next from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { MESSAGES_NAMESPACE, SHARED_UI_NAMESPACE, sharedMessages, sharedUiStrings } from './strings';

export type Locale = 'en' | 'th';
export const LOCALES: readonly Locale[] = ['en', 'th'];

/** Translation function: `t('key', { n: 3 })`, `t('ns:key')`. */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** Nested string tables; a namespace's `en` and `th` share the same keys. */
export type TranslationTable = { [key: string]: string | TranslationTable };

export const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  ns: [SHARED_UI_NAMESPACE, MESSAGES_NAMESPACE],
  defaultNS: SHARED_UI_NAMESPACE,
  resources: {
    en: { [SHARED_UI_NAMESPACE]: sharedUiStrings.en, [MESSAGES_NAMESPACE]: sharedMessages.en },
    th: { [SHARED_UI_NAMESPACE]: sharedUiStrings.th, [MESSAGES_NAMESPACE]: sharedMessages.th },
  },
  // React escapes text already.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

// Bumped on every language change or new translations, so subscribers re-render.
let version = 0;
const listeners = new Set<() => void>();
const bump = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};
i18n.on('languageChanged', bump);
i18n.store.on('added', bump);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const getVersion = () => version;

export function currentLocale(): Locale {
  return i18n.language === 'th' ? 'th' : 'en';
}

/** Register a namespace's strings (idempotent; later calls add or overwrite keys). */
export function addTranslations(namespace: string, tables: { en: TranslationTable; th: TranslationTable }): void {
  i18n.addResourceBundle('en', namespace, tables.en, true, true);
  i18n.addResourceBundle('th', namespace, tables.th, true, true);
}

/** Switch the language of every component using `useT`; also sets `<html lang>`. */
export function setLocale(locale: Locale): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return i18n.changeLanguage(locale).then(() => undefined);
}

/** Translate outside React (default namespace 'shared-ui'; use 'ns:key' for another). */
export const t: Translate = (key, options) => i18n.t(key, options) as string;

/** A translation function for `namespace` (default 'shared-ui') that re-renders on language change. */
export function useT(namespace: string = SHARED_UI_NAMESPACE): Translate {
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  return useMemo<Translate>(() => {
    const fixed = i18n.getFixedT(null, namespace);
    return (key, options) => fixed(key, options) as string;
  }, [namespace, current]); // `current` changes with the language and the tables: a new t re-renders users
}

/** The current locale, re-rendering on change. */
export function useLocale(): Locale {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return currentLocale();
}

/**
 * Translate a message that arrives as English text (a toast from shared-api's error catalogue):
 * its Thai version when the 'messages' namespace has one, else the text unchanged.
 */
export function translateMessage(message: string): string {
  return i18n.t(message, { ns: MESSAGES_NAMESPACE, keySeparator: false, nsSeparator: false, defaultValue: message }) as string;
}

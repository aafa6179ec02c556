import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import pt from './pt.json';
import en from './en.json';
import es from './es.json';

export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Translations = Record<Language, Record<string, unknown>>;
const LANGUAGE_KEY = 'i18nextLng';

/**
 * The one i18next instance, owned by the kit (a federation singleton). Created here rather than
 * taken from i18next's default export: the federation runtime hands each consumer a flattened copy
 * of a shared module, which would split the default instance. Use this (or useTranslation) everywhere.
 */
export const i18n: I18n = createInstance();

function storedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : 'pt';
}

/** The one i18next instance (shared singleton); pt is the default and the fallback (spec §1). */
export async function initI18n(extra: Record<string, Translations> = {}): Promise<I18n> {
  const resources: Resource = {};
  for (const lang of LANGUAGES) {
    resources[lang] = { kit: { pt, en, es }[lang] };
    for (const [ns, bundle] of Object.entries(extra)) resources[lang][ns] = bundle[lang];
  }
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources,
      lng: storedLanguage(),
      fallbackLng: 'pt',
      defaultNS: 'kit',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  document.documentElement.lang = i18n.language === 'pt' ? 'pt-BR' : i18n.language;
  return i18n;
}

/** the namespaces modules added, in the order they loaded (an error code is looked up in each's `errors`) */
const moduleNamespaces: string[] = [];

/** Each module adds its namespace when it loads. */
export function registerTranslations(ns: string, bundle: Translations): void {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, ns, bundle[lang], true, true);
  if (!moduleNamespaces.includes(ns)) moduleNamespaces.push(ns);
}

/** where an ERR_ code's message is looked for: the kit's `errors`, then each module's own `errors` */
export const errorNamespaces = (): string[] => ['kit', ...moduleNamespaces];

export async function setLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang === 'pt' ? 'pt-BR' : lang;
}

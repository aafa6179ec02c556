import { useTranslation } from 'react-i18next';
import type { Labels } from './api';

/**
 * A declaration's label in the current i18n language, Portuguese when the language is another or the label empty;
 * re-renders the caller when the language changes.
 */
export function useLabel(): (labels: Labels) => string {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language ?? 'pt').slice(0, 2);
  return (labels) => (lang === 'en' || lang === 'es' ? labels[lang] : '') || labels.pt;
}

/** Declarations ordered by plugin (in the order the plugins first appear), each in declaration order. */
export function byPlugin<T extends { plugin: string }>(list: readonly T[]): T[] {
  const plugins = [...new Set(list.map((d) => d.plugin))];
  return plugins.flatMap((plugin) => list.filter((d) => d.plugin === plugin));
}

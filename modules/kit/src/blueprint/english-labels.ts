import { useLayoutEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** What Blueprint writes in English with no prop to change it, and the kit's key for each. */
const LABELS: Record<string, string> = {
  increment: 'controls.increment',
  decrement: 'controls.decrement',
  'Remove tag': 'controls.remove',
};

/**
 * Names Blueprint's hard-wired English labels under `ref` in the user's language, after every render. React
 * leaves the attribute alone afterwards: Blueprint keeps passing the same English value, so nothing changes.
 */
export function useLabelsInLanguage(ref: RefObject<HTMLElement | null>): void {
  const { t } = useTranslation('kit');
  useLayoutEffect(() => {
    for (const [english, key] of Object.entries(LABELS))
      for (const element of ref.current?.querySelectorAll(`[aria-label="${english}"]`) ?? [])
        element.setAttribute('aria-label', t(key));
  });
}

import { i18n, required, type Rule } from '@balcao/kit';

const t = (key: string) => i18n.t(`messages-api:validation.${key}`);

/** Spec §5: token, number and text or file required. */
export const filled = <V>() => required<V>(t('required'));

/** Spec §5: the number unmasked, digits only (country code, area code, number), 8 to 15 of them. */
export const unmaskedNumber =
  <V>(): Rule<V> =>
  (v) =>
    /^\d{8,15}$/.test(String(v ?? '').trim()) ? undefined : t('digits');

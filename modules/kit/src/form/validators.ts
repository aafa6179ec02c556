import { i18n } from '../i18n/setup';

/** A rule returns an error message or undefined. Messages follow spec §5. */
export type Rule<V> = (value: unknown, values: V) => string | undefined;
export type Schema<V> = Partial<Record<keyof V & string, Rule<V>[]>>;
export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

const t = (key: string) => i18n.t(`kit:validation.${key}`);
const isEmpty = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

export const required =
  <V>(message?: string): Rule<V> =>
  (v) =>
    isEmpty(v) ? (message ?? t('required')) : undefined;
export const minLength =
  <V>(min: number, message?: string): Rule<V> =>
  (v) =>
    !isEmpty(v) && String(v).length < min ? (message ?? t('tooShort')) : undefined;
export const maxLength =
  <V>(max: number, message?: string): Rule<V> =>
  (v) =>
    !isEmpty(v) && String(v).length > max ? (message ?? t('tooLong')) : undefined;
/** A list (actions, events) with one item at least. */
export const nonEmpty =
  <V>(message: string): Rule<V> =>
  (v) =>
    Array.isArray(v) && v.length ? undefined : message;
export const email =
  <V>(message?: string): Rule<V> =>
  (v) =>
    !isEmpty(v) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(v)) ? (message ?? t('invalidEmail')) : undefined;

export function validate<V extends object>(values: V, schema: Schema<V>): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const [field, rules] of Object.entries(schema) as [keyof V & string, Rule<V>[]][]) {
    for (const rule of rules) {
      const message = rule(values[field], values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

import { formValues } from '@balcao/kit';
import type { Integration, IntegrationInput, IntegrationType } from '../api';

/** The dialog's values, every field as text as the inputs hold them; spec §9: typebot's defaults are delay 1000
 * and expires 1. */
export const EMPTY = {
  type: 'typebot' as IntegrationType,
  name: '',
  projectName: '',
  jsonContent: '',
  language: 'pt-BR',
  urlN8N: '',
  typebotSlug: '',
  typebotExpires: '1',
  typebotDelayMessage: '1000',
  typebotKeywordFinish: '',
  typebotKeywordRestart: '',
  typebotRestartMessage: '',
  typebotUnknownMessage: '',
};
export type Values = typeof EMPTY;

/** an integration's values; a field it lacks takes the default above */
export const fromIntegration = (i: Integration): Values => formValues(EMPTY, i);

const orNull = (s: string) => (s.trim() ? s.trim() : null);
const whole = (s: string, fallback: number) => {
  const n = Number.parseInt(s, 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** What the dialog sends for its type: only that type's fields (the server sets projectName for the others). */
export function toInput(v: Values): IntegrationInput {
  const base = { type: v.type, name: v.name.trim() };
  if (v.type === 'dialogflow')
    return {
      ...base,
      projectName: orNull(v.projectName),
      jsonContent: orNull(v.jsonContent),
      language: v.language,
    };
  if (v.type !== 'typebot') return { ...base, urlN8N: orNull(v.urlN8N) };
  return {
    ...base,
    urlN8N: orNull(v.urlN8N),
    typebotSlug: orNull(v.typebotSlug),
    typebotExpires: whole(v.typebotExpires, 1),
    typebotDelayMessage: whole(v.typebotDelayMessage, 1000),
    typebotKeywordFinish: orNull(v.typebotKeywordFinish),
    typebotKeywordRestart: orNull(v.typebotKeywordRestart),
    typebotRestartMessage: orNull(v.typebotRestartMessage),
    typebotUnknownMessage: orNull(v.typebotUnknownMessage),
  };
}

/** A whole signing secret (64 hex characters), as only the answer that made it carries. */
export const isWholeSecret = (s: string | null | undefined) => Boolean(s && /^[0-9a-f]{64}$/.test(s));

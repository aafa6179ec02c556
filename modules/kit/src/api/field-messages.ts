import { i18n } from '../i18n/setup';

/**
 * The kernel answers a refused field with Whaticket's message (spec §5: 'Required', 'Too Short!', in English on the
 * wire, a few in Portuguese); the user reads it in their language. A message not listed here says only that the
 * value is not accepted, rather than show English (or Portuguese) to everyone.
 */
const keys: Record<string, string> = {
  Required: 'required',
  Obrigatório: 'required',
  'Informe o setor': 'required',
  'Too Short!': 'tooShort',
  'Mensagem muito curta': 'tooShort',
  'nome muito curto': 'tooShort',
  'Too Long!': 'tooLong',
  'Invalid email': 'invalidEmail',
  'Invalid number': 'invalidNumber',
  'Invalid URL': 'invalidUrl',
  'Invalid date': 'invalidDate',
  'Data inválida': 'invalidDate',
  'HH:MM': 'invalidTime',
  'Must be HH:MM': 'invalidTime',
};

/** A field message of the kernel in the user's language. */
export const fieldMessage = (message: string): string =>
  i18n.t(`kit:validation.${keys[message] ?? 'invalid'}`);

/** Every field message of an error answer in the user's language. */
export function translateFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, fieldMessage(message)]));
}

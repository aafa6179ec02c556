import { beforeAll, describe, expect, it } from 'vitest';
import { fieldMessage, translateFields } from '../../modules/kit/src/api/field-messages.js';
import { i18n } from '../../modules/kit/src/i18n/setup.js';
import pt from '../../modules/kit/src/i18n/pt.json';
import en from '../../modules/kit/src/i18n/en.json';
import es from '../../modules/kit/src/i18n/es.json';

/** Issue 30 item 4: the kernel's field messages are Whaticket's English; the form shows them in the user's language. */
describe("the kernel's field messages", () => {
  beforeAll(async () => {
    await i18n.init({
      resources: { pt: { kit: pt }, en: { kit: en }, es: { kit: es } },
      lng: 'pt',
      fallbackLng: 'pt',
      interpolation: { escapeValue: false },
    });
  });

  it('read in Portuguese by default', () => {
    expect(
      translateFields({ name: 'Too Short!', number: 'Required', email: 'Invalid email', body: 'Too Long!' }),
    ).toEqual({
      name: 'Muito curto!',
      number: 'Obrigatório',
      email: 'E-mail inválido',
      body: 'Muito longo!',
    });
    expect(fieldMessage('Data inválida')).toBe('Data inválida');
  });

  it('say only that the value is refused when the message is not known, never show it raw', () => {
    expect(fieldMessage('Must be 1, 2 or 3')).toBe('Valor inválido');
  });

  it('follow the chosen language', async () => {
    await i18n.changeLanguage('es');
    expect(fieldMessage('Too Short!')).toBe('¡Demasiado corto!');
    await i18n.changeLanguage('en');
    expect(fieldMessage('Obrigatório')).toBe('Required');
    await i18n.changeLanguage('pt');
  });
});

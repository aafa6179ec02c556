import { describe, expect, it } from 'vitest';
import { pluginSecrets, secretsCipher } from './plugin-secrets.js';

const cipher = secretsCipher('k'.repeat(32));

describe('plugin secrets', () => {
  it('opens what it sealed, and the stored form never holds the secret', () => {
    const prompts = pluginSecrets(cipher, 'prompts');
    const sealed = prompts.seal('sk-live-1234567890', '7:prompt:3:apiKey');
    expect(sealed).not.toContain('sk-live');
    expect(prompts.open(sealed, '7:prompt:3:apiKey')).toBe('sk-live-1234567890');
  });

  it('refuses a value moved to another record, company or plugin', () => {
    const prompts = pluginSecrets(cipher, 'prompts');
    const sealed = prompts.seal('sk-live-1234567890', '7:prompt:3:apiKey');
    expect(() => prompts.open(sealed, '7:prompt:4:apiKey')).toThrow();
    expect(() => prompts.open(sealed, '8:prompt:3:apiKey')).toThrow();
    expect(() => pluginSecrets(cipher, 'integrations').open(sealed, '7:prompt:3:apiKey')).toThrow();
  });

  it('masks to the last four characters only', () => {
    const s = pluginSecrets(cipher, 'x');
    expect(s.mask('sk-live-1234567890')).toBe('••••7890');
    expect(s.mask('short')).toBe('••••');
  });
});

import { describe, expect, it } from 'vitest';
import { greeting, renderBody } from '../src/sending/render-variables.js';

/** Brasília is UTC-3 (no daylight saving since 2019): 11:00Z is 08:00 there. */
describe('schedule variables', () => {
  it("greets by Brasília's hour, whatever the server's zone", () => {
    expect(greeting(new Date('2026-01-10T07:59:00Z'))).toBe('Boa noite'); // 04:59
    expect(greeting(new Date('2026-01-10T08:00:00Z'))).toBe('Bom dia'); // 05:00
    expect(greeting(new Date('2026-01-10T14:59:00Z'))).toBe('Bom dia'); // 11:59
    expect(greeting(new Date('2026-01-10T15:00:00Z'))).toBe('Boa tarde'); // 12:00
    expect(greeting(new Date('2026-01-10T20:59:00Z'))).toBe('Boa tarde'); // 17:59
    expect(greeting(new Date('2026-01-10T21:00:00Z'))).toBe('Boa noite'); // 18:00
  });

  it('fills every variable, with spaces inside the braces too, and leaves the rest as typed', () => {
    const at = new Date('2026-03-02T02:30:05Z'); // 01/03/2026 23:30:05 in Brasília
    expect(
      renderBody(
        '{{ms}} {{ firstName }} | {{name}} | {{protocol}} | {{date}} {{hour}} | {{nome}} {x}',
        { name: '  Zé  da Silva & Filhos ' },
        42,
        at,
      ),
    ).toBe('Boa noite Zé |   Zé  da Silva & Filhos  | 2026030123300542 | 01/03/2026 23:30:05 | {{nome}} {x}');
  });
});

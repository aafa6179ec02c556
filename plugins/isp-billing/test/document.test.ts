import { describe, expect, it } from 'vitest';
import { parseTaxDocument } from '../src/document.js';

describe('parseTaxDocument', () => {
  it('reads a CPF or CNPJ with or without its mask', () => {
    expect(parseTaxDocument('529.982.247-25')).toEqual({
      kind: 'cpf',
      digits: '52998224725',
      formatted: '529.982.247-25',
    });
    expect(parseTaxDocument(' 52998224725\n')?.formatted).toBe('529.982.247-25');
    expect(parseTaxDocument('11222333000181')).toEqual({
      kind: 'cnpj',
      digits: '11222333000181',
      formatted: '11.222.333/0001-81',
    });
    expect(parseTaxDocument('11.222.333/0001-81')?.kind).toBe('cnpj');
  });

  it('refuses wrong check digits, repeated digits, other lengths and words around the number', () => {
    expect(parseTaxDocument('529.982.247-26')).toBeUndefined();
    expect(parseTaxDocument('111.111.111-11')).toBeUndefined();
    expect(parseTaxDocument('11.222.333/0001-82')).toBeUndefined();
    expect(parseTaxDocument('5511999990000')).toBeUndefined();
    expect(parseTaxDocument('1')).toBeUndefined();
    expect(parseTaxDocument('meu cpf é 529.982.247-25')).toBeUndefined();
    expect(parseTaxDocument('R1.7LS.400/UOHG-93')).toBeUndefined();
  });
});

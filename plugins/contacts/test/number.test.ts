import { describe, expect, it } from 'vitest';
import { digitsOf, lidNumber, normaliseNumber, numberKey, numberVariants } from '../src/number.js';

describe('numberVariants', () => {
  const cases: Array<[string, string[]]> = [
    // a BR mobile without the 9th digit also matches its 13-digit form, and back
    ['551188887777', ['551188887777', '5511988887777']],
    ['5511988887777', ['5511988887777', '551188887777']],
    ['558196543210', ['558196543210', '5581996543210']],
    ['+55 (21) 9 7777-6666', ['5521977776666', '552177776666']],
    // landlines (8 digits starting 2-5) have no 9th-digit form
    ['551133334444', ['551133334444']],
    ['5511933334444', ['5511933334444']],
    // other countries and ids are their only form
    ['14155552671', ['14155552671']],
    ['351912345678', ['351912345678']],
    ['120363040000000000@g.us', ['120363040000000000@g.us']],
    ['123456789012345@lid', ['123456789012345@lid']],
  ];
  it.each(cases)('%s -> %j', (input, variants) => {
    expect(numberVariants(input)).toEqual(variants);
  });

  it('gives the same set, and the same key, for both forms of one person', () => {
    expect(new Set(numberVariants('551188887777'))).toEqual(new Set(numberVariants('5511988887777')));
    expect(numberKey('551188887777')).toBe('5511988887777');
    expect(numberKey('5511988887777')).toBe('5511988887777');
    expect(numberKey('551133334444')).toBe('551133334444');
    expect(numberKey('123@lid')).toBe('123@lid');
  });
});

describe('normaliseNumber (typed numbers)', () => {
  const cases: Array<[string, string]> = [
    ['(11) 98888-7777', '5511988887777'],
    ['11 8888-7777', '551188887777'],
    ['+55 11 98888-7777', '5511988887777'],
    ['5511988887777', '5511988887777'],
    ['+1 415 555 2671 0', '141555526710'],
    ['120363040000000000@g.us', '120363040000000000@g.us'],
  ];
  it.each(cases)('%s -> %s', (input, out) => {
    expect(normaliseNumber(input)).toBe(out);
  });
});

describe('ids', () => {
  it('keeps chat ids whole and writes a LID as <lid>@lid', () => {
    expect(digitsOf(' 123@lid')).toBe('123@lid');
    expect(digitsOf('+55 11 9')).toBe('55119');
    expect(lidNumber('987')).toBe('987@lid');
    expect(lidNumber('987@lid')).toBe('987@lid');
  });
});

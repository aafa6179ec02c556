import { foldText as fold, wordChar } from '@balcao/core';

import type { Highlighted } from './contracts.js';

export type { Highlighted } from './contracts.js';

/**
 * Where the words start a word of `text` (accent- and case-blind, as the index matched them), cut to about
 * `around` characters either side of the first match; the whole text when it is short or nothing matched.
 */
export function highlight(text: string, words: string[], around = 60): Highlighted {
  const folded = fold(text);
  const keys = words.map((w) => fold(w));
  const marks: Array<[number, number]> = [];
  for (let i = 0; i < folded.length; i++) {
    if (i > 0 && wordChar.test(folded[i - 1]!)) continue;
    const key = keys.find((k) => folded.startsWith(k, i));
    if (!key) continue;
    let end = i + key.length;
    while (end < folded.length && wordChar.test(folded[end]!)) end++;
    marks.push([i, end]);
    i = end - 1;
  }
  const first = marks[0];
  if (!first || text.length <= around * 2) return { text, marks };
  let start = Math.max(0, first[0] - around);
  let stop = Math.min(text.length, first[1] + around);
  // never split a surrogate pair
  if (start > 0 && /[\uDC00-\uDFFF]/.test(text[start]!)) start--;
  if (stop < text.length && /[\uDC00-\uDFFF]/.test(text[stop]!)) stop++;
  const head = start > 0 ? '…' : '';
  const tail = stop < text.length ? '…' : '';
  const shift = head.length - start;
  return {
    text: head + text.slice(start, stop) + tail,
    marks: marks.filter(([s, e]) => s >= start && e <= stop).map(([s, e]) => [s + shift, e + shift]),
  };
}

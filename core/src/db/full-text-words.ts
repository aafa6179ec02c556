/**
 * How the full-text indexes compare words (db/full-text.ts), in code: accent- and case-blind, a word matched as
 * the start of a word. What a search checks a row against without the index, and marks the words with.
 */

/** lower case without accents, one folded character per original UTF-16 unit so offsets map back */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text) {
    const f = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    // keep the length of the original so index i of the folded string is index i of the text
    out += f.length === ch.length ? f : f.slice(0, ch.length).padEnd(ch.length, ' ');
  }
  return out;
}

/** a character words are made of */
export const wordChar = /[\p{L}\p{N}]/u;

/** Every word starts a word of `text`, accent- and case-blind: the full-text index's own rule, checked in code. */
export function holdsEveryWord(text: string, words: string[]): boolean {
  const folded = foldText(text);
  return words.every((w) => {
    const key = foldText(w);
    for (let i = folded.indexOf(key); i >= 0; i = folded.indexOf(key, i + 1))
      if (i === 0 || !wordChar.test(folded[i - 1]!)) return true;
    return false;
  });
}

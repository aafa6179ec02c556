import { AppError } from '@balcao/core';

/** Shorter words are skipped: MariaDB's InnoDB full-text index does not hold them (innodb_ft_min_token_size 3). */
export const minWordLength = 3;
const maxWords = 8;

/**
 * The words of a query, letters and digits only (so nothing of the query is ever read as full-text syntax), each
 * matched as a word prefix and all of them required. None long enough is ERR_SEARCH_TOO_SHORT.
 */
export function searchWords(q: string): string[] {
  const words = (q.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => [...w].length >= minWordLength,
  );
  const unique = [...new Set(words.map((w) => w.toLowerCase()))].slice(0, maxWords);
  if (!unique.length) throw new AppError('ERR_SEARCH_TOO_SHORT', 400);
  return unique;
}

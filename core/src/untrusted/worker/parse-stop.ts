import type { ParseFailure } from '../untrusted-errors.js';

/** Thrown inside a worker's readers when a file goes past a cap or cannot be read; the worker reports it. */
export class ParseStop extends Error {
  constructor(
    public readonly failure: Exclude<ParseFailure, 'timeout' | 'memory'>,
    public readonly max?: number,
  ) {
    super(`parse stopped: ${failure}`);
  }
}

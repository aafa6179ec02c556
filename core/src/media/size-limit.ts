import { Transform } from 'node:stream';
import { AppError } from '../errors/app-error.js';

export const tooLarge = (maxBytes: number) => new AppError('ERR_MEDIA_TOO_LARGE', 413, { maxBytes });

/** Passes bytes through and fails the stream with ERR_MEDIA_TOO_LARGE once more than maxBytes went by. */
export function sizeLimit(maxBytes: number): Transform & { bytes: number } {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      counter.bytes = bytes;
      if (bytes > maxBytes) done(tooLarge(maxBytes));
      else done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

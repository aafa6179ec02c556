import { Fragment } from 'react';
import type { Highlighted } from './api';

/** The text with its marked ranges in <mark>: React text nodes only, so user text is never read as HTML. */
export function Marked({ value }: { value: Highlighted }) {
  const parts: Array<{ text: string; mark: boolean }> = [];
  let at = 0;
  for (const [start, end] of value.marks) {
    if (start < at || end <= start) continue;
    if (start > at) parts.push({ text: value.text.slice(at, start), mark: false });
    parts.push({ text: value.text.slice(start, end), mark: true });
    at = end;
  }
  if (at < value.text.length) parts.push({ text: value.text.slice(at), mark: false });
  return (
    <>
      {parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <Fragment key={i}>{p.text}</Fragment>))}
    </>
  );
}

import type { Intent, TagProps } from '@blueprintjs/core';
import { Tag } from '../blueprint/controls';

/**
 * A record's status in words, coloured by what it means (a campaign's, a subscription's, a schedule's): the
 * module gives its own statuses' intents (unknown ones are plain) and the translated text.
 */
export function StatusTag<S extends string>({
  status,
  intents,
  text,
  ...rest
}: { status: S; intents: Partial<Record<S, Intent>>; text: string } & Omit<TagProps, 'intent'>) {
  return (
    <Tag minimal intent={intents[status] ?? 'none'} {...rest}>
      {text}
    </Tag>
  );
}

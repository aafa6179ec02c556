import type { InboxKind, InboxPayloads } from './inbox-event.js';

const dateFields = new Set(['sentAt', 'receivedAt', 'editedAt']);

/**
 * Payloads as JSON: media keeps its description and bytes given in memory (base64); a stream or a lazy
 * loader cannot be stored, so only the live event (same process) still carries them.
 */
export function encodePayload(payload: InboxPayloads[InboxKind]): string {
  return JSON.stringify(payload, function (key, value: unknown) {
    if (key === 'media' && value && typeof value === 'object') {
      const { stream: _s, download: _d, data, ...rest } = value as Record<string, unknown>;
      return Buffer.isBuffer(data) ? { ...rest, data: { base64: data.toString('base64') } } : rest;
    }
    return value;
  });
}

export function decodePayload<K extends InboxKind>(_kind: K, json: string): InboxPayloads[K] {
  return JSON.parse(json, (key, value: unknown) => {
    if (dateFields.has(key) && typeof value === 'string') return new Date(value);
    if (key === 'data' && value && typeof value === 'object' && 'base64' in value)
      return Buffer.from(String((value as { base64: string }).base64), 'base64');
    return value;
  }) as InboxPayloads[K];
}

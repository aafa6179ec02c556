import { z } from 'zod';
import { atLeastOne, lenientBody, pageNumber, searchParam, text } from '@balcao/core';

const fields = z.object({ title: text(2, 200) }).strict();
// an edit form may post the record back as it loaded it: its id and timestamps are dropped, not refused
const echoes = ['id', 'createdAt', 'updatedAt'];

/** POST /event-webhooks */
export const eventWebhooksBody = lenientBody(fields, { echoes });
/** PUT /event-webhooks/:id: any of the fields, at least one */
export const eventWebhooksPatch = lenientBody(atLeastOne(fields.partial()), { echoes });
/** GET /event-webhooks */
export const eventWebhooksQuery = z.object({ searchParam: searchParam(), pageNumber: pageNumber() });

/** What the services take: validated values, never a request. */
export type EventWebhooksFields = z.output<typeof eventWebhooksBody>;
export type EventWebhooksChanges = z.output<typeof eventWebhooksPatch>;
export type EventWebhooksListQuery = z.output<typeof eventWebhooksQuery>;

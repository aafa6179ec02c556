import { z } from 'zod';

/** GET /tickets/:ticketId/export: JSON (the default) or a plain-text transcript */
export const exportQuery = z.object({ format: z.enum(['json', 'txt']).default('json') });

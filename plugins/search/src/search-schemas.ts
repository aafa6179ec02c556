import { z } from 'zod';
import { pageNumber } from '@balcao/core';

export const searchQuery = z.object({
  q: z.string({ error: 'Required' }).trim().min(1, { error: 'Required' }).max(200, { error: 'Too Long!' }),
  pageNumber: pageNumber(),
});

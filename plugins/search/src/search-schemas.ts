import { z } from 'zod';
import { pageNumber, text } from '@balcao/core';

export const searchQuery = z.object({
  q: text(1, 200),
  pageNumber: pageNumber(),
});

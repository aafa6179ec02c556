/** A message as a ticket previews it (`lastMessage`, `lastContactMessage`): its text, or else its file's name. */
export const messagePreview = (
  body: string | null | undefined,
  fileName: string | null | undefined,
): string => body || fileName || '';

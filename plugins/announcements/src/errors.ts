import { defineErrors, type CodesOf } from '@balcao/core';

/** The announcements plugin's own error codes: listed in /openapi.json and accepted by AppError and notFound. */
export const announcementErrors = defineErrors({
  ERR_NO_ANNOUNCEMENT_FOUND: { status: 404, meaning: 'No announcement with this id (or not an active one)' },
  ERR_ANNOUNCEMENT_MEDIA_TYPE: {
    status: 400,
    meaning: 'An announcement attaches only .png, .jpg or .jpeg images',
  },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof announcementErrors> {}
}

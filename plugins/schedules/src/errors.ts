import { defineErrors, type CodesOf } from '@balcao/core';

/** The schedules plugin's own error codes, spelled as Whaticket's ScheduleController answers them. */
export const scheduleErrors = defineErrors({
  ERR_NO_SCHEDULE_FOUND: { status: 404, meaning: 'No schedule with this id in your company' },
  ERR_PLAN_SCHEDULE_LIMIT: {
    status: 403,
    meaning: "The company already has as many pending schedules as its plan's schedules limit",
  },
  ERR_SCHEDULE_ALREADY_SENT: { status: 400, meaning: 'A schedule that was sent cannot change' },
  ERR_SCHEDULE_MEDIA_TYPE: { status: 400, meaning: 'A schedule attaches only .png, .jpg or .jpeg images' },
});

declare module '@balcao/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the codes into the catalogue
  interface ErrorCatalogue extends CodesOf<typeof scheduleErrors> {}
}

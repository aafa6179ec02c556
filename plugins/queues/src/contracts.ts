/**
 * Opening hours as queues and companies store them (Whaticket's weekly `schedules`) and the queue dialog edits
 * them: typed once for the plugin and modules/queues. Imports nothing.
 */

export interface Schedule {
  weekday?: string;
  weekdayEn: string;
  startTime: string;
  endTime: string;
}

/** Whaticket's default week (spec §2, queue dialog): Mon-Fri 08:00-18:00, Sat 08:00-12:00, Sunday closed. */
export const defaultSchedules: Schedule[] = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Terça-feira', weekdayEn: 'tuesday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Quarta-feira', weekdayEn: 'wednesday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Quinta-feira', weekdayEn: 'thursday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Sexta-feira', weekdayEn: 'friday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Sábado', weekdayEn: 'saturday', startTime: '08:00', endTime: '12:00' },
  { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '00:00', endTime: '00:00' },
];

/** Spec §2: the tickets' mobile layout is under 600 px. */
export const NARROW = '(max-width: 599px)';

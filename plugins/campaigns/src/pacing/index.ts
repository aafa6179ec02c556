export type {
  CampaignSettings,
  CampaignVariable,
  PacingDecision,
  PacingInput,
  PauseReason,
} from './types.js';
export { decideNext } from './decide-next.js';
export { dailyCapFor } from './caps.js';
export { baseGapSeconds, jitteredGapMs } from './gaps.js';
export { rateLimitBackoff, isRateLimitError } from './rate-limit.js';
export { safetyReport, type SafetyReport } from './safety-report.js';
export { nextLocalMidnight, localDayStart, inWindow, nextOpening, isTimeZone } from './local-time.js';

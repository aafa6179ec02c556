export const planFlags = [
  'useCampaigns',
  'useKanban',
  'useOpenAi',
  'useIntegrations',
  'useSchedules',
  'useInternalChat',
  'useExternalApi',
] as const;

export type PlanFlag = (typeof planFlags)[number];

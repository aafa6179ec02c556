import { z } from 'zod';

const enabled = z.enum(['enabled', 'disabled']);
const free = z.string().max(500);

/** Every company setting of spec §2 with its default and what a value may be. */
export const settingDefinitions = {
  userRating: { default: 'disabled', schema: enabled },
  scheduleType: { default: 'disabled', schema: z.enum(['disabled', 'queue', 'company']) },
  call: { default: 'enabled', schema: enabled },
  CheckMsgIsGroup: { default: 'enabled', schema: enabled },
  sendGreetingAccepted: { default: 'disabled', schema: enabled },
  sendMsgTransfTicket: { default: 'disabled', schema: enabled },
  /** Whaticket's options page has it: greet even when the connection offers a single queue */
  sendGreetingMessageOneQueues: { default: 'disabled', schema: enabled },
  chatBotType: { default: 'text', schema: z.enum(['text', 'button', 'list']) },
  ipixc: { default: '', schema: free },
  tokenixc: { default: '', schema: free },
  ipmkauth: { default: '', schema: free },
  clientidmkauth: { default: '', schema: free },
  clientsecretmkauth: { default: '', schema: free },
  asaas: { default: '', schema: free },
  /** read from the platform company (the super admin's): it switches public signup on or off */
  userCreation: { default: 'enabled', schema: enabled, superOnly: true },
  campaignsEnabled: { default: 'false', schema: z.enum(['true', 'false']) },
} satisfies Record<string, { default: string; schema: z.ZodType<string>; superOnly?: boolean }>;

export type SettingKey = keyof typeof settingDefinitions;
export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingDefinitions, key);

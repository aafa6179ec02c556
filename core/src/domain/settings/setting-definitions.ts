import { z } from 'zod';

const enabled = z.enum(['enabled', 'disabled']);
const free = z.string().max(500);

interface SettingDefinition {
  default: string;
  schema: z.ZodType<string>;
  /** only a super user may change it */
  superOnly?: boolean;
  /** an integration credential: only admins and super users read it or hear it change */
  secret?: boolean;
}

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
  ipixc: { default: '', schema: free, secret: true },
  tokenixc: { default: '', schema: free, secret: true },
  ipmkauth: { default: '', schema: free, secret: true },
  clientidmkauth: { default: '', schema: free, secret: true },
  clientsecretmkauth: { default: '', schema: free, secret: true },
  asaas: { default: '', schema: free, secret: true },
  /** read from the platform company (the super admin's): it switches public signup on or off */
  userCreation: { default: 'enabled', schema: enabled, superOnly: true },
  campaignsEnabled: { default: 'false', schema: z.enum(['true', 'false']) },
} satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof settingDefinitions;
export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingDefinitions, key);

const definition = (key: SettingKey): SettingDefinition => settingDefinitions[key];
export const isSecretSetting = (key: SettingKey) => definition(key).secret === true;
export const isSuperOnlySetting = (key: SettingKey) => definition(key).superOnly === true;

/** Who may read secret settings: the company's admins and super users, never attendants or supervisors. */
export const seesSecretSettings = (viewer: { profile: string; super: boolean }) =>
  viewer.super || viewer.profile === 'admin';

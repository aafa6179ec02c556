import { announcementsTests } from './announcements';
import { authTests } from './auth';
import { billingTests } from './billing';
import { campaignsTests } from './campaigns';
import { campaignTemplatesTests } from './campaign-templates';
import { chatsTests } from './chats';
import { connectionsTests } from './connections';
import { contactListsTests } from './contact-lists';
import { contactsTests } from './contacts';
import { contactMergeTests } from './contact-merge';
import { dashboardTests } from './dashboard';
import { reportsTests } from './reports';
import { filesTests } from './files';
import { helpsTests } from './helps';
import { integrationsTests } from './integrations';
import { jobsTests } from './jobs';
import { menuTests } from './menu';
import { messagesApiTests } from './messages-api';
import { notificationsTests } from './notifications';
import { prefsTests } from './prefs';
import { promptsTests } from './prompts';
import { ratingsTests } from './ratings';
import { queuesUsersTests } from './queues-users';
import { realtimeTests } from './realtime';
import { remoteTests } from './remotes';
import { schedulesTests } from './schedules';
import { settingsTests } from './settings';
import { settingsRegistriesTests } from './settings-registries';
import { ticketsActionsTests } from './tickets-actions';
import { ticketsComposerTests } from './tickets-composer';
import { tagsKanbanTests } from './tags-kanban';
import { ticketsListTests } from './tickets-list';
import { triageTests } from './triage';
import { whatsappCloudTests } from './whatsapp-cloud';
import { cloudTemplatesTests } from './whatsapp-cloud-templates';
import { transferPickerTests } from './transfer-picker';
import { ticketsConversationTests } from './tickets-conversation';
import { timelocksTests } from './timelocks';
import { workspaceFlowTests } from './workspace-flow';
import { timelineTests } from './timeline';
import { searchTests } from './search';
import { sessionTests } from './session';
import { portugueseTests } from './portuguese';
import type { E2ETest } from './types';
import { autoAssignTests } from './auto-assign';
import { eventWebhooksTests } from './event-webhooks';
import { macrosTests } from './macros';
import { automationsTests } from './automations';
import { auditTests } from './audit';
import { slaTests } from './sla';

export type { E2ETest };
/**
 * One entry per file, in run order. A file's tests run in order on one kernel (a later test may use what an
 * earlier one made); files are dealt out to the shards whole (`run.ts --shard i/n`).
 */
export const groups: E2ETest[][] = [
  authTests,
  sessionTests,
  portugueseTests,
  menuTests,
  helpsTests,
  prefsTests,
  settingsTests,
  settingsRegistriesTests,
  connectionsTests,
  whatsappCloudTests,
  cloudTemplatesTests,
  contactsTests,
  jobsTests,
  remoteTests,
  realtimeTests,
  ticketsActionsTests,
  ticketsComposerTests,
  triageTests,
  transferPickerTests,
  tagsKanbanTests,
  ticketsListTests,
  ticketsConversationTests,
  timelocksTests,
  queuesUsersTests,
  notificationsTests,
  workspaceFlowTests,
  filesTests,
  schedulesTests,
  contactListsTests,
  campaignsTests,
  campaignTemplatesTests,
  messagesApiTests,
  announcementsTests,
  promptsTests,
  dashboardTests,
  reportsTests,
  chatsTests,
  billingTests,
  integrationsTests,
  ratingsTests,
  contactMergeTests,
  autoAssignTests,
  timelineTests,
  searchTests,
  eventWebhooksTests,
  macrosTests,
  automationsTests,
  auditTests,
  slaTests,
];

export const tests: E2ETest[] = groups.flat();

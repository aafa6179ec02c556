import { authTests } from './auth';
import { campaignsTests } from './campaigns';
import { connectionsTests } from './connections';
import { contactListsTests } from './contact-lists';
import { contactsTests } from './contacts';
import { filesTests } from './files';
import { helpsTests } from './helps';
import { integrationsTests } from './integrations';
import { jobsTests } from './jobs';
import { menuTests } from './menu';
import { notificationsTests } from './notifications';
import { prefsTests } from './prefs';
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
import { ticketsConversationTests } from './tickets-conversation';
import { workspaceFlowTests } from './workspace-flow';
import type { E2ETest } from './types';

export type { E2ETest };
export const tests: E2ETest[] = [
  ...authTests,
  ...menuTests,
  ...helpsTests,
  ...prefsTests,
  ...settingsTests,
  ...settingsRegistriesTests,
  ...connectionsTests,
  ...contactsTests,
  ...jobsTests,
  ...remoteTests,
  ...realtimeTests,
  ...ticketsActionsTests,
  ...ticketsComposerTests,
  ...tagsKanbanTests,
  ...ticketsListTests,
  ...ticketsConversationTests,
  ...queuesUsersTests,
  ...notificationsTests,
  ...workspaceFlowTests,
  ...filesTests,
  ...schedulesTests,
  ...contactListsTests,
  ...campaignsTests,
  ...integrationsTests,
];

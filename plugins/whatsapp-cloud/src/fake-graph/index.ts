export {
  FakeGraph,
  type FakeNumber,
  type FakeSent,
  type FakeTemplate,
  type FakeErrorCode,
} from './fake-graph.js';
export { messageWebhook, statusWebhook, newWamid, type FakeSender } from './fake-webhooks.js';
export { approvedTemplate, boletoBody, boletoSent } from './meta-templates.js';
export { cloudFields } from './cloud-fields.js';

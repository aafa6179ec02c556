// the fake Graph's sample templates, shared with the other plugins' tests and the e2e runner
export { approvedTemplate, boletoBody } from '../src/fake-graph/index.js';

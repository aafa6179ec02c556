import { randomUUID } from 'node:crypto';
import type { EgressFetch } from '@balcao/core';
import { detectIntent } from '../dialogflow/detect-intent.js';
import { intentActions } from '../dialogflow/intent-actions.js';
import { languageCode } from '../dialogflow/language.js';
import { parseServiceAccount } from '../dialogflow/service-account.js';
import type { Runner, RunnerInput, RunnerResult } from './runner.js';

/**
 * Dialogflow (ES, REST API v2): the contact's text goes to detectIntent in a Dialogflow session of its own per
 * integration session (its id kept in the state, so contexts carry across messages until the session expires),
 * and the matched intent's answer becomes the actions (dialogflow/intent-actions.ts). A message without text (a
 * photo, a voice note) is not sent: the bot stays quiet for it. Errors throw, and the ticket falls back to the queue.
 * Google is called through the egress guard (`fetch`): the service account's token_uri is the tenant's text.
 */
export const dialogflowRunner = (fetch: EgressFetch): Runner => ({
  async run(input: RunnerInput): Promise<RunnerResult> {
    const { integration } = input;
    const previous = input.session.state.sessionId;
    const sessionId = !input.session.isNew && typeof previous === 'string' ? previous : randomUUID();
    const text = input.message.body.trim();
    if (!text) return { actions: [], state: { sessionId } };
    if (!integration.projectName) throw new Error(`integration ${integration.id} has no Dialogflow project`);
    const result = await detectIntent({
      fetch,
      account: parseServiceAccount(integration.jsonContent),
      projectName: integration.projectName,
      sessionId,
      text,
      languageCode: languageCode(integration.language),
    });
    return { actions: intentActions(result), state: { sessionId } };
  },
});

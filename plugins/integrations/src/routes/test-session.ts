import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppError, lenientBody, parseBody, route, text, type PluginContext } from '@balcao/core';
import { detectIntent } from '../dialogflow/detect-intent.js';
import { DialogflowError } from '../dialogflow/dialogflow-error.js';
import '../dialogflow/errors.js';
import { replyTexts } from '../dialogflow/intent-actions.js';
import { requireIntegrationsFlag } from '../routes.js';
import { languageCode } from '../dialogflow/language.js';
import { parseServiceAccount } from '../dialogflow/service-account.js';

/** The dialogflow form's values (spec §7); the rest of the integration the form may post along is ignored. */
const testSessionBody = lenientBody(
  z
    .object({
      projectName: text(1, 200),
      jsonContent: z.string({ error: 'Required' }).min(1, { error: 'Required' }).max(20_000),
      language: z.string().max(10).optional(),
    })
    .strict(),
  {
    echoes: [
      'id',
      'type',
      'name',
      'urlN8N',
      'typebotDelayMessage',
      'typebotExpires',
      'typebotKeywordFinish',
      'typebotKeywordRestart',
      'typebotRestartMessage',
      'typebotSlug',
      'typebotUnknownMessage',
      'createdAt',
      'updatedAt',
    ],
  },
);

/** What the test sends, in the session's language. */
const greetings: Record<string, string> = { 'pt-BR': 'Olá', en: 'Hello', es: 'Hola' };

/**
 * POST /queueIntegration/testSession: one detectIntent with the form's project, service account and language, as
 * Whaticket's "test session" button did, before the integration is saved. Answers the matched intent's
 * `queryResult` and `replies` (the texts a contact would get). An unusable JSON is 400 ERR_DIALOGFLOW_INVALID_JSON
 * with what is wrong with it; a token_uri the egress guard refuses on its face 400 ERR_EGRESS_URL_REFUSED; any
 * other failure (Google's refusal, an unreachable or silent server, an address refused once resolved) is one bare
 * 400 ERR_INTEGRATION_TEST_FAILED, its reason logged: the answer never carries a remote server's words, and cannot
 * tell an open port from a closed one.
 */
export function testSessionRoutes(ctx: PluginContext): void {
  route(
    ctx.router,
    {
      method: 'post',
      path: '/queueIntegration/testSession',
      summary: 'Test a dialogflow integration: one detect intent with a greeting',
      tags: ['queueIntegration'],
      body: testSessionBody,
    },
    requireIntegrationsFlag(ctx.knex),
    async (koa) => {
      const { projectName, jsonContent, language } = parseBody(koa, testSessionBody);
      const code = languageCode(language);
      try {
        const account = parseServiceAccount(jsonContent);
        ctx.egress.ensureAllowed(account.tokenUri, 'jsonContent');
        const queryResult = await detectIntent({
          fetch: ctx.egress.fetch,
          account,
          projectName,
          sessionId: randomUUID(),
          text: greetings[code] ?? 'Olá',
          languageCode: code,
        });
        koa.body = { queryResult, replies: replyTexts(queryResult) };
      } catch (err) {
        if (!(err instanceof DialogflowError)) throw err;
        ctx.log.info(
          { companyId: koa.state.user?.companyId, reason: err.message },
          'dialogflow test session failed',
        );
        if (err.kind === 'credentials')
          throw new AppError('ERR_DIALOGFLOW_INVALID_JSON', 400, { message: err.message });
        throw new AppError('ERR_INTEGRATION_TEST_FAILED', 400);
      }
    },
  );
}

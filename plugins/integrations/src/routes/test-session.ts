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
 * `queryResult` and `replies` (the texts a contact would get); an unusable JSON or Google's refusal is a 400 with
 * its own code and Google's reason in `message`.
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
        const queryResult = await detectIntent({
          account: parseServiceAccount(jsonContent),
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
        const code =
          err.kind === 'credentials' ? 'ERR_DIALOGFLOW_INVALID_JSON' : 'ERR_INTEGRATION_TEST_FAILED';
        throw new AppError(code, 400, { message: err.message });
      }
    },
  );
}

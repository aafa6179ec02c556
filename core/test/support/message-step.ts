import { definePlugin } from '../../src/plugins/define-plugin.js';
import type { PipelineStep } from '../../src/backbone/pipeline/pipeline.js';

/**
 * A plugin of one stage of its own with one step on message events: what a test records, slows, blocks or
 * breaks the inbound pipeline with. The step is named after the stage unless `step` names it; the stage runs
 * after the stages `after` names.
 */
export function messageStepPlugin(
  name: string,
  stage: string,
  handle: PipelineStep<'message'>['handle'],
  step = stage,
  after: string[] = [],
) {
  return definePlugin({
    name,
    setup(ctx) {
      ctx.pipeline.stage({ name: stage, after });
      ctx.pipeline.step({ name: step, stage, kinds: ['message'], handle });
    },
  });
}

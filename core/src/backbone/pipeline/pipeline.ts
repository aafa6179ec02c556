import type { Logger } from 'pino';
import type { InboxEvent, InboxKind } from '../inbox/inbox-event.js';
import { stepPositions, type StepPosition } from './step-positions.js';

/**
 * What earlier steps tell later ones about the event being processed (the contact step sets `contact`, the
 * ticket step `ticket`). Plugins add their own fields by declaration merging:
 * `declare module '@balcao/core' { interface PipelineState { rating?: Rating } }`.
 */
export interface PipelineState {
  contact?: unknown;
  ticket?: unknown;
}

export interface StepContext {
  state: PipelineState;
  log: Logger;
}

export type StepAnswer = 'continue' | 'handled';

export interface PipelineStep {
  /** shown in logs and in a failed row's error */
  name: string;
  at: StepPosition;
  /** order within the position, lower first; equal orders keep registration order */
  order?: number;
  /** the event kinds this step wants; every kind when absent */
  kinds?: InboxKind[];
  handle(event: InboxEvent, ctx: StepContext): StepAnswer | void | Promise<StepAnswer | void>;
}

/** Which step stopped the run, or none when every step continued. */
export interface PipelineResult {
  handledBy?: string;
}

/**
 * The ordered inbound pipeline: steps registered by plugins at declared positions run one after another for
 * each inbox event; a step answering 'handled' stops the rest. A throw propagates to the inbox processor,
 * which retries the event later.
 */
export class Pipeline {
  private steps: Array<PipelineStep & { seq: number }> = [];
  private seq = 0;

  constructor(private readonly log: Logger) {}

  step(step: PipelineStep): () => void {
    if (!stepPositions.includes(step.at))
      throw new Error(`pipeline step "${step.name}": unknown position "${String(step.at)}"`);
    const entry = { ...step, seq: this.seq++ };
    this.steps = [...this.steps, entry].sort(
      (a, b) =>
        stepPositions.indexOf(a.at) - stepPositions.indexOf(b.at) ||
        (a.order ?? 0) - (b.order ?? 0) ||
        a.seq - b.seq,
    );
    return () => (this.steps = this.steps.filter((s) => s !== entry));
  }

  /** step names in the order they run (docs, tests, diagnostics) */
  names(): string[] {
    return this.steps.map((s) => s.name);
  }

  async run(event: InboxEvent): Promise<PipelineResult> {
    const state: PipelineState = {};
    for (const s of this.steps) {
      if (s.kinds && !s.kinds.includes(event.kind)) continue;
      const log = this.log.child({ step: s.name, inboxId: event.id });
      let answer: StepAnswer | void;
      try {
        answer = await s.handle(event, { state, log });
      } catch (err) {
        throw new StepError(s.name, err);
      }
      if (answer === 'handled') return { handledBy: s.name };
    }
    return {};
  }
}

/** A step's failure, naming the step so the failed row says where it broke. */
export class StepError extends Error {
  constructor(
    readonly step: string,
    override readonly cause: unknown,
  ) {
    super(`${step}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StepError';
  }
}

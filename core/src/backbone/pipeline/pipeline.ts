import type { Logger } from 'pino';
import type { InboxEvent, InboxKind } from '../inbox/inbox-event.js';
import { orderByConstraints, OrderError, type Placed } from './constraint-order.js';

/**
 * What earlier steps tell later ones about the event being processed. Core knows no field: the plugin whose stage
 * sets one declares it by declaration merging, as hooks are typed
 * (`declare module '@balcao/core' { interface PipelineState { contact?: Contact } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by plugins' declaration merging
export interface PipelineState {}

export interface StepContext {
  state: PipelineState;
  log: Logger;
}

export type StepAnswer = 'continue' | 'handled';

/** A stage of the pipeline, declared by the plugin that owns it; its place is relative to other stages by name. */
export type PipelineStage = Placed;

/** An inbox event of the given kinds, narrowed: a step for `['message']` receives message events only. */
export type EventOf<K extends InboxKind> = Extract<InboxEvent, { kind: K }>;

export interface PipelineStep<K extends InboxKind = InboxKind> {
  /** shown in logs and in a failed row's error; another step of the stage may name it in after/before */
  name: string;
  /** the declared stage it runs in */
  stage: string;
  /** within the stage: after or before these steps (registration order otherwise) */
  after?: readonly string[];
  before?: readonly string[];
  /** the event kinds this step wants; every kind when absent */
  kinds?: readonly K[];
  handle(event: EventOf<K>, ctx: StepContext): StepAnswer | void | Promise<StepAnswer | void>;
}

/** Which step stopped the run, or none when every step continued. */
export interface PipelineResult {
  handledBy?: string;
}

type AnyStep = PipelineStep<InboxKind>;

/**
 * The ordered inbound pipeline. Plugins declare stages (`stage({ name, after, before })`) and put steps in them;
 * the order is resolved once at boot (a cycle or a step in an undeclared stage stops the boot naming them), and
 * the steps run one after another for each inbox event; a step answering 'handled' stops the rest. A throw
 * propagates to the inbox processor, which retries the event later.
 */
export class Pipeline {
  private stageList: PipelineStage[] = [];
  private stepList: AnyStep[] = [];
  private order: AnyStep[] | undefined;

  constructor(private readonly log: Logger) {}

  stage(stage: PipelineStage): () => void {
    const entry = { ...stage };
    this.stageList = [...this.stageList, entry];
    this.order = undefined;
    return () => {
      this.stageList = this.stageList.filter((s) => s !== entry);
      this.order = undefined;
    };
  }

  step<K extends InboxKind>(step: PipelineStep<K>): () => void {
    const entry = { ...step } as unknown as AnyStep;
    this.stepList = [...this.stepList, entry];
    this.order = undefined;
    return () => {
      this.stepList = this.stepList.filter((s) => s !== entry);
      this.order = undefined;
    };
  }

  /** Orders stages and steps now (the kernel calls it after every plugin's setup): a bad graph stops the boot. */
  resolve(): AnyStep[] {
    if (this.order) return this.order;
    const stages = orderByConstraints(this.stageList, 'pipeline stage');
    const known = new Set(stages.map((s) => s.name));
    const stray = this.stepList.find((s) => !known.has(s.stage));
    if (stray)
      throw new OrderError(`pipeline step "${stray.name}": no plugin declares the stage "${stray.stage}"`);
    this.order = stages.flatMap((stage) =>
      orderByConstraints(
        this.stepList.filter((s) => s.stage === stage.name),
        `pipeline step in stage "${stage.name}"`,
      ),
    );
    return this.order;
  }

  /** stage names in the order they run (docs, tests, diagnostics) */
  stages(): string[] {
    return orderByConstraints(this.stageList, 'pipeline stage').map((s) => s.name);
  }

  /** step names in the order they run (docs, tests, diagnostics) */
  names(): string[] {
    return this.resolve().map((s) => s.name);
  }

  async run(event: InboxEvent): Promise<PipelineResult> {
    const state: PipelineState = {};
    for (const s of this.resolve()) {
      if (s.kinds && !s.kinds.includes(event.kind)) continue;
      let answer: StepAnswer | void;
      try {
        answer = await s.handle(event, this.context(state, s.name, event.id));
      } catch (err) {
        throw new StepError(s.name, err);
      }
      if (answer === 'handled') return { handledBy: s.name };
    }
    return {};
  }

  /** a step's context: its logger is made when the step first logs (most never do, and a child costs a little) */
  private context(state: PipelineState, step: string, inboxId: number): StepContext {
    const parent = this.log;
    let log: Logger | undefined;
    return {
      state,
      get log() {
        return (log ??= parent.child({ step, inboxId }));
      },
    };
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

/**
 * An extension point of named steps that run one after the other, in the order the plugins added them (their
 * dependency order), each awaited before the next: the first to throw stops the rest, so a step run inside a
 * transaction rolls the whole of it back.
 */
export class OrderedSteps<C> {
  private readonly steps: Array<{ name: string; run: (ctx: C) => Promise<void> }> = [];

  add(name: string, run: (ctx: C) => Promise<void>): void {
    this.steps.push({ name, run });
  }

  async runAll(ctx: C): Promise<void> {
    for (const step of this.steps) await step.run(ctx);
  }
}

import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

/**
 * What a plugin gets as ctx.metrics: prom-client metrics registered on the kernel's registry, so they show on
 * GET /metrics next to the kernel's. Names must start with `balcao_` (docs/plugins.md, Metrics).
 */
export interface PluginMetrics {
  counter<L extends string>(cfg: Omit<CounterConfiguration<L>, 'registers'>): Counter<L>;
  gauge<L extends string>(cfg: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L>;
  histogram<L extends string>(cfg: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L>;
}

/** seconds; from the inbox row being stored to the pipeline being done with it */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

const named = (name: string): string => {
  if (!/^balcao_[a-z0-9_]+$/.test(name))
    throw new Error(`metric "${name}" must start with balcao_ and use a-z, 0-9 and _ only`);
  return name;
};

/** The kernel's Prometheus registry (one per kernel, so test kernels in one process do not collide). */
export class KernelMetrics implements PluginMetrics {
  readonly registry = new Registry();
  readonly inbound: Counter<'kind' | 'outcome'>;
  readonly outbound: Counter<'status'>;
  readonly pipelineLatency: Histogram<'kind'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'balcao_' });
    this.inbound = this.counter({
      name: 'balcao_inbound_events_total',
      help: 'Inbound provider events worked through the pipeline, by kind and outcome (done, retry, failed)',
      labelNames: ['kind', 'outcome'],
    });
    this.outbound = this.counter({
      name: 'balcao_outbound_messages_total',
      help: 'Outbox status changes made by this process (sending, sent, delivered, read, failed)',
      labelNames: ['status'],
    });
    this.pipelineLatency = this.histogram({
      name: 'balcao_pipeline_latency_seconds',
      help: 'From the inbox row being stored to the pipeline finishing it (done only)',
      labelNames: ['kind'],
      buckets: latencyBuckets,
    });
  }

  counter<L extends string>(cfg: Omit<CounterConfiguration<L>, 'registers'>): Counter<L> {
    return new Counter({ ...cfg, name: named(cfg.name), registers: [this.registry] });
  }

  gauge<L extends string>(cfg: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
    return new Gauge({ ...cfg, name: named(cfg.name), registers: [this.registry] });
  }

  histogram<L extends string>(cfg: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L> {
    return new Histogram({ ...cfg, name: named(cfg.name), registers: [this.registry] });
  }

  /** a plain gauge read when Prometheus scrapes */
  sample(name: string, help: string, read: () => number): void {
    this.gauge({
      name,
      help,
      collect() {
        this.set(read());
      },
    });
  }
}

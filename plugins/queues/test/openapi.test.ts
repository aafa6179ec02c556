import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startQueuesKernel, type QueuesKernel } from './queues-kernel.js';

const k = kernelPerFile<QueuesKernel>(startQueuesKernel);

describe('the API document', () => {
  it("lists the queue routes, their bodies and the plugin's error codes", async () => {
    const res = await k.t.client().get('/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/queue']!)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/queue/{id}']!)).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(Object.keys(paths['/queue-options']!)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/queue-options/{id}']!)).toEqual(expect.arrayContaining(['put', 'delete']));
    expect(JSON.stringify(res.body)).toContain('ERR_QUEUE_NAME_ALREADY_EXISTS');
  });
});

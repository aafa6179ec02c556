import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startReportsKernel, type ReportsKernel } from './reports-kernel.js';

const k = kernelPerFile<ReportsKernel>(startReportsKernel);

const period = '/reports?initialDate=2025-06-02&finalDate=2025-06-04';

describe('GET /reports: who may, and what it refuses', () => {
  it("is for the company's admins and supervisors; an attendant gets 403", async () => {
    expect((await k.admin.get(`${period}&by=queue`)).status).toBe(200);
    expect((await k.supervisor.get(`${period}&by=queue`)).status).toBe(200);
    const refused = await k.attendant.get(`${period}&by=queue`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('ERR_NO_PERMISSION');
  });

  it('answers an empty period with zeros and nulls, never an error', async () => {
    const res = await k.admin.get(`${period}&by=attendant`);
    expect(res.body.totals).toEqual({
      tickets: 0,
      resolved: 0,
      waitSeconds: null,
      firstResponseSeconds: null,
      resolutionSeconds: null,
      ratings: 0,
      ratingAverage: null,
      satisfied: 0,
    });
    expect(res.body.rows).toEqual([]);
  });

  it.each([
    ['an unknown dimension', `${period}&by=planeta`, 'by', 'Agrupamento inválido'],
    [
      'a day that is no calendar day',
      '/reports?initialDate=2025-02-30&finalDate=2025-03-02&by=queue',
      'initialDate',
      'Data inválida',
    ],
    [
      'a start after the end',
      '/reports?initialDate=2025-06-05&finalDate=2025-06-04&by=queue',
      'finalDate',
      'Data inicial não pode ser maior que data final',
    ],
    [
      'more than two years',
      '/reports?initialDate=2020-01-01&finalDate=2025-01-01&by=queue',
      'finalDate',
      'Período máximo de 2 anos',
    ],
  ])('refuses %s with 400 ERR_VALIDATION and the field', async (_, path, field, message) => {
    const res = await k.admin.get(path);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(res.body.fields[field]).toBe(message);
  });
});

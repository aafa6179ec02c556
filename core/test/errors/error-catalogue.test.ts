import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError, notFound, orNotFound } from '../../src/errors/app-error.js';
import { kernelErrors } from '../../src/errors/error-catalogue.js';
import { defineErrors, errorCatalogue } from '../../src/errors/error-registry.js';
import { productPlugins } from '../support/product-declarations.js';

const root = resolve(import.meta.dirname, '../../..');

/** every .ts file under dir, tests excluded */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

describe('the error catalogue', () => {
  it('names every ERR_ code written in the kernel and plugin sources', async () => {
    // importing the plugins registers their codes (each plugin's errors.ts, e.g. helps' ERR_NO_HELP_FOUND)
    await productPlugins();
    const plugins = readdirSync(join(root, 'plugins')).map((p) => join(root, 'plugins', p, 'src'));
    const files = [join(root, 'core/src'), ...plugins].flatMap(sources);
    expect(files.length).toBeGreaterThan(50);
    const written = new Set(
      files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(ERR_[A-Z0-9_]+)'/g)].map((m) => m[1]!)),
    );
    // Node's errors the kernel tells apart (a stream closed early, a parse worker out of heap), not answers of ours
    written.delete('ERR_STREAM_PREMATURE_CLOSE');
    written.delete('ERR_WORKER_OUT_OF_MEMORY');
    const known = errorCatalogue();
    expect([...written].filter((code) => !known.has(code))).toEqual([]);
    expect(written.has('ERR_NO_HELP_FOUND')).toBe(true);
  });

  it("keeps spec §8's codes, spelled as Whaticket's client knows them", () => {
    const spec = [
      'ERR_NO_OTHER_WHATSAPP',
      'ERR_NO_DEF_WAPP_FOUND',
      'ERR_WAPP_NOT_INITIALIZED',
      'ERR_WAPP_CHECK_CONTACT',
      'ERR_WAPP_INVALID_CONTACT',
      'ERR_WAPP_DOWNLOAD_MEDIA',
      'ERR_INVALID_CREDENTIALS',
      'ERR_SENDING_WAPP_MSG',
      'ERR_DELETE_WAPP_MSG',
      'ERR_OTHER_OPEN_TICKET',
      'ERR_SESSION_EXPIRED',
      'ERR_USER_CREATION_DISABLED',
      'ERR_NO_PERMISSION',
      'ERR_DUPLICATED_CONTACT',
      'ERR_NO_SETTING_FOUND',
      'ERR_NO_CONTACT_FOUND',
      'ERR_NO_TICKET_FOUND',
      'ERR_NO_USER_FOUND',
      'ERR_NO_WAPP_FOUND',
      'ERR_CREATING_MESSAGE',
      'ERR_CREATING_TICKET',
      'ERR_FETCH_WAPP_MSG',
      'ERR_QUEUE_COLOR_ALREADY_EXISTS',
      'ERR_WAPP_GREETING_REQUIRED',
    ];
    const marked = Object.entries(kernelErrors)
      .filter(([, info]) => 'whaticket' in info && info.whaticket)
      .map(([code]) => code);
    expect(marked.sort()).toEqual([...spec].sort());
  });

  it('gives an AppError its code’s status unless one is passed', () => {
    expect(new AppError('ERR_NO_USER_FOUND').status).toBe(404);
    expect(new AppError('ERR_PLAN_IN_USE').status).toBe(409);
    expect(new AppError('ERR_NO_HELP_FOUND').status).toBe(404);
    expect(new AppError('ERR_SESSION_EXPIRED', 403).status).toBe(403);
  });

  it('refuses a code the compiler does not know', () => {
    // @ts-expect-error a typo is a compile error (core typecheck fails if this line compiles)
    const typo = new AppError('ERR_TYPO');
    // at run time an unknown code is a 400, but no source gets this far
    expect(typo.status).toBe(400);
  });

  it('lets a plugin define codes, but not redefine one differently', () => {
    const mine = defineErrors({ ERR_TEST_THING_GONE: { status: 410, meaning: 'Gone' } });
    expect(errorCatalogue().get('ERR_TEST_THING_GONE')).toEqual(mine.ERR_TEST_THING_GONE);
    // the same definition twice (a module loaded twice) is harmless
    expect(() => defineErrors({ ERR_TEST_THING_GONE: { status: 410, meaning: 'Gone' } })).not.toThrow();
    expect(() => defineErrors({ ERR_NO_USER_FOUND: { status: 400, meaning: 'mine' } })).toThrow(
      /already defined as 404/,
    );
    expect(() => defineErrors({ ERR_lower: { status: 400, meaning: 'x' } })).toThrow(/ERR_UPPER_CASE/);
  });
});

describe('orNotFound', () => {
  it('passes a found value through, falsy ones included, and 404s on null or undefined', () => {
    expect(orNotFound({ id: 1 }, 'ERR_NO_USER_FOUND')).toEqual({ id: 1 });
    expect(orNotFound(0, 'ERR_NO_USER_FOUND')).toBe(0);
    expect(() => orNotFound(undefined, 'ERR_NO_COMPANY_FOUND')).toThrow(notFound('ERR_NO_COMPANY_FOUND'));
    try {
      orNotFound(null, 'ERR_NO_JOB_FOUND');
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({ code: 'ERR_NO_JOB_FOUND', status: 404 });
    }
  });
});

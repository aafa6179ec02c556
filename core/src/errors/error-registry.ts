import { kernelErrors, type ErrorInfo } from './error-catalogue.js';

// codes are constants declared at import time, so one list per process serves every kernel in it
const registered = new Map<string, ErrorInfo>(Object.entries(kernelErrors));

/**
 * A plugin's own error codes, registered so that /openapi.json lists them and `new AppError(code)` knows their
 * status. Give the result to `CodesOf` in a `declare module '@balcao/core'` block so they also type-check
 * (error-catalogue.ts). A code the kernel or another plugin already defined differently is refused.
 */
export function defineErrors<const T extends Record<`ERR_${string}`, ErrorInfo>>(errors: T): T {
  for (const [code, info] of Object.entries(errors) as Array<[string, ErrorInfo]>) {
    if (!/^ERR_[A-Z0-9_]+$/.test(code)) throw new Error(`error code ${code} must look like ERR_UPPER_CASE`);
    const known = registered.get(code);
    if (known && (known.status !== info.status || known.meaning !== info.meaning))
      throw new Error(`error code ${code} is already defined as ${known.status} "${known.meaning}"`);
    registered.set(code, info);
  }
  return errors;
}

/** Every code known to this process, the kernel's first, then the plugins' in the order they were defined. */
export function errorCatalogue(): ReadonlyMap<string, ErrorInfo> {
  return registered;
}

import { createRequire } from 'node:module';

// Several data packages are CommonJS or plain JSON without an "exports" map or types; requiring the exact
// data file keeps the api free of resolveJsonModule and of index files that load megabytes we never use.
const requireData = createRequire(import.meta.url);

/** Loads a data file shipped by a package. The caller states the shape it relies on and checks it. */
export function loadPackageData(specifier: string): unknown {
  return requireData(specifier) as unknown;
}

export function asArray(value: unknown, what: string): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Error(`${what}: expected an array`);
  return value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null);
}

export function str(row: Record<string, unknown>, key: string): string | undefined {
  const v = row[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

export function num(row: Record<string, unknown>, key: string): number | undefined {
  const v = row[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

import type { Transform } from '../types';

const isTransform = (value: unknown, id: string): value is Transform =>
  typeof value === 'object' && value !== null && (value as Transform).id === id && typeof (value as Transform).run === 'function';

/**
 * The transform `id` among a module's exports: a Transform, or defineTransform's result (which carries
 * one). How a worker thread, and the command line's registry (src/cli/lazy-registry.ts), load a transform
 * from its `module`.
 */
export function transformIn(exports: unknown, id: string): Transform | undefined {
  const values = exports && (typeof exports === 'object' || typeof exports === 'function') ? [exports, ...Object.values(exports)] : [];
  for (const value of values) {
    if (isTransform(value, id)) return value;
    const carried = (value as { transform?: unknown } | null)?.transform;
    if (isTransform(carried, id)) return carried;
  }
  return undefined;
}

import type { SpareBook } from './books';

export function chooseOpener(): (key: string) => SpareBook {
  return (globalThis as { openerOverride?: (key: string) => SpareBook }).openerOverride!;
}

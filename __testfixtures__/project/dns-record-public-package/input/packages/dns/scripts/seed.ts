import type { DraftRecord } from '../src/internal/draft';

/** Seeds a test zone: what it drafts carries no zone fields it reads. */
export function seed(drafts: DraftRecord[]): string[] {
  return drafts.map((d) => `${d.type} ${d.name} ${d.content}`);
}

// Also called by this module with rows of its own: not only records.
function skipLocked(rows: any[]): any[] {
  return rows.filter((r) => r.locked !== true);
}

export const unlockedDrafts = (drafts: any[]) => skipLocked(drafts);

export { skipLocked };

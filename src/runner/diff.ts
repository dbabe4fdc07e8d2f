import { structuredPatch } from 'diff';

export interface DiffColors {
  header(s: string): string;
  hunk(s: string): string;
  added(s: string): string;
  removed(s: string): string;
}

const plain: DiffColors = { header: (s) => s, hunk: (s) => s, added: (s) => s, removed: (s) => s };

/** A unified diff with `a/` and `b/` paths, as git prints it; line terminators are shown as they are. */
export function unifiedDiff(relPath: string, before: string, after: string, colors: DiffColors = plain): string {
  const patch = structuredPatch(`a/${relPath}`, `b/${relPath}`, before, after, '', '', { context: 3 });
  const out: string[] = [colors.header(`--- a/${relPath}`), colors.header(`+++ b/${relPath}`)];
  for (const h of patch.hunks) {
    out.push(colors.hunk(`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`));
    for (const line of h.lines) {
      if (line.startsWith('+')) out.push(colors.added(line));
      else if (line.startsWith('-')) out.push(colors.removed(line));
      else out.push(line);
    }
  }
  return out.join('\n') + '\n';
}

import { overlaps, rangeVersions, type VersionSet } from '../../version-range';
import { versionsOf, type SdkMethod } from './sdk-methods';

/*
 * Whether an SDK method calls its table row's endpoint in a project, by the versions of `cloudflare`
 * the project can be running with (src/project/cloudflare-version.ts) and those the row holds for
 * (sdk-methods.ts `versions`, else its generation's).
 */

const parsed = new Map<string, VersionSet | undefined>();

/** The versions a row's range stands for (read once per range). */
function rowVersions(range: string): VersionSet | undefined {
  if (!parsed.has(range)) parsed.set(range, rangeVersions(range));
  return parsed.get(range);
}

/**
 * Whether the method may call its endpoint for a project running one of `project`'s versions: true
 * when they are unknown, or share a version with the row's; false only when every version the
 * project can run is one where the chain calls another endpoint or does not exist.
 */
export function callsIn(m: SdkMethod, project: VersionSet | undefined): boolean {
  if (!project) return true;
  const row = rowVersions(versionsOf(m));
  return !row || overlaps(row, project);
}

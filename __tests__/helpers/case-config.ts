/**
 * What a single-file fixture's `<case>.config.json` says (see the header of fixtures.test.ts): the
 * user configuration, and two keys that are no configuration key but stand for what a project run
 * works out from the files around a file: `anchoring` (ctx.anchoring, the second tier) and
 * `sdkVersions`, the range of `cloudflare` versions the file runs with (ctx.sdkVersions), written as
 * package.json writes it (`"^4.1.0"`) and read by src/version-range.ts. A range that reader cannot
 * read exactly is a mistake in the case, not an unknown version: it fails the case.
 */
import { rangeVersions, type VersionSet } from '../../src/version-range';
import type { Anchoring } from '../../src/types';

export interface CaseConfig {
  /** The rest: the user configuration, to be validated as a configuration file is. */
  given: Record<string, unknown>;
  anchoring?: Anchoring;
  sdkVersions?: VersionSet;
}

export function caseConfig(raw: Record<string, unknown>, file: string): CaseConfig {
  const { anchoring, sdkVersions, ...given } = raw as { anchoring?: Anchoring; sdkVersions?: unknown };
  if (sdkVersions === undefined) return { given, anchoring };
  const set = typeof sdkVersions === 'string' ? rangeVersions(sdkVersions) : undefined;
  if (!set) throw new Error(`${file}: sdkVersions must be a version range version-range.ts reads exactly (e.g. "^4.1.0"), not ${JSON.stringify(sdkVersions)}`);
  return { given, anchoring, sdkVersions: set };
}

import { parseManifest } from './package-json';
import { exactVersion, type VersionSet } from '../version-range';

/*
 * The versions of `cloudflare` a lock file locks, for cloudflare-version.ts: undefined when the lock
 * names it in a way not read here (an alias, a linked workspace, a version that is not x.y.z), null
 * when it does not name it.
 */

type Found = VersionSet | undefined | null;

/** The union of versions; undefined when one is unknown, null when there are none. */
function union(versions: Array<string | undefined>): Found {
  if (versions.length === 0) return null;
  const out: VersionSet[] = [];
  for (const v of versions) {
    const set = v === undefined ? undefined : exactVersion(v);
    if (!set) return undefined;
    out.push(set);
  }
  return out.flat();
}

/**
 * package-lock.json and npm-shrinkwrap.json: the entry Node finds from the file's folder (`from`,
 * relative to the lock's folder, `/`-separated): `<folder>/node_modules/cloudflare` from the file's
 * folder up to the lock's (lockfileVersion 2 and 3), else the top-level `dependencies.cloudflare` of
 * lockfileVersion 1.
 */
function npmLocked(text: string): (from: string) => Found {
  const lock = parseManifest(text);
  if (!lock) return () => undefined;
  const packages = lock.packages;
  if (packages && typeof packages === 'object') {
    return (from) => {
      const parts = from === '' || from === '.' ? [] : from.split('/');
      for (let n = parts.length; n >= 0; n--) {
        const key = [...parts.slice(0, n), 'node_modules/cloudflare'].join('/');
        if (!Object.hasOwn(packages, key)) continue;
        const entry = (packages as Record<string, unknown>)[key] as Record<string, unknown> | null;
        if (!entry || typeof entry !== 'object' || (entry.name !== undefined && entry.name !== 'cloudflare')) return undefined;
        return union([typeof entry.version === 'string' ? entry.version : undefined]);
      }
      return null;
    };
  }
  const deps = lock.dependencies as Record<string, { version?: unknown }> | undefined;
  if (!deps || typeof deps !== 'object' || !Object.hasOwn(deps, 'cloudflare')) return () => null;
  const version = deps.cloudflare?.version;
  const found = union([typeof version === 'string' && !version.startsWith('npm:') ? version : undefined]);
  return () => found;
}

/**
 * yarn.lock (classic and berry): every entry whose key names `cloudflare@…`, its `version` line.
 * The lock of a whole workspace: every version it holds is one the file may get.
 */
function yarnLocked(text: string): Found {
  const versions: Array<string | undefined> = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s/.test(line) || !line.endsWith(':')) continue;
    const keys = line.slice(0, -1).split(',').map((k) => k.trim().replace(/^"|"$/g, ''));
    const ours = keys.filter((k) => k.startsWith('cloudflare@'));
    if (ours.length === 0) continue;
    // An alias (`cloudflare@npm:other@1`) is another package.
    if (ours.some((k) => k.slice('cloudflare@'.length).replace(/^npm:/, '').includes('@'))) return undefined;
    let version: string | undefined;
    for (let k = i + 1; k < lines.length && /^\s/.test(lines[k]); k++) {
      const m = /^\s+version:?\s+"?([^"\s]+)"?\s*$/.exec(lines[k]);
      if (m) version = m[1];
    }
    versions.push(version);
  }
  return union(versions);
}

/** pnpm-lock.yaml: every package key of `cloudflare` (`/cloudflare@4.1.0:`, `/cloudflare/4.1.0:`, `cloudflare@4.1.0(peer@1):`). */
function pnpmLocked(text: string): Found {
  const versions: Array<string | undefined> = [];
  for (const m of text.matchAll(/^ {2}['"]?\/?cloudflare[@/]([^:'"(_\s]+)[^:]*:\s*$/gm)) versions.push(m[1]);
  return union(versions);
}

/**
 * What the lock `name` (its text, read once) locks for a file in `from`, its folder relative to the
 * lock's, `/`-separated (see above).
 */
export function lockReader(name: string, text: string): (from: string) => Found {
  if (name === 'yarn.lock' || name === 'pnpm-lock.yaml') {
    const found = name === 'yarn.lock' ? yarnLocked(text) : pnpmLocked(text);
    return () => found;
  }
  return npmLocked(text);
}

import * as fs from 'fs';

/**
 * Reading a package.json, once for every part of the tool that asks: the project's package scopes
 * (package-scopes.ts), the public entries of a package (public-entry.ts), the build folders it points
 * at (runner/build-output.ts) and the resolver's workspace entries (resolve.ts).
 */

export type Manifest = Record<string, unknown>;

/** The fields that name the files a package hands out. */
export const ENTRY_FIELDS = ['main', 'module', 'browser', 'types', 'typings', 'bin', 'exports'] as const;

export const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

/** A package.json text's object; undefined when it is not JSON or not an object. */
export function parseManifest(text: string): Manifest | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as Manifest) : undefined;
}

/** The package.json at `file`; undefined when there is none (told without an exception: most folders have none) or it holds no object. */
export function readManifest(file: string): Manifest | undefined {
  try {
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
    return parseManifest(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Whether a package.json declares a package: a name, workspaces, dependencies or an entry. One that
 * holds only `{ "type": "module" }` (a source folder's, or a dual build's `dist/esm/`) tells Node how to
 * load the files under it, which stay in the package above.
 */
export function declaresPackage(m: Manifest): boolean {
  return typeof m.name === 'string' || m.workspaces !== undefined || [...DEPENDENCY_FIELDS, ...ENTRY_FIELDS].some((f) => m[f] !== undefined);
}

/** Every path a package.json field's value names: a string, the strings of an array, of nested `exports` conditions. */
export function pathsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(pathsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(pathsIn);
  return [];
}

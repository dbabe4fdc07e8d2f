import { getProperty, unwrap } from '../cloudflare/syntax';

/**
 * Removes the property named `name` from an object literal (looking through casts). Recast reprints
 * only the object; its other properties keep their text. Returns whether something was removed.
 */
export function removeProperty(object: any, name: string): boolean {
  const o = unwrap(object);
  const prop = getProperty(o, name);
  if (!prop) return false;
  o.properties = o.properties.filter((p: any) => p !== prop);
  return true;
}

/** Renames a property's key, keeping its value (`{ value: x }` → `{ multi_provider: x }`); shorthand becomes longhand. */
export function renameProperty(prop: any, to: string, j: any): void {
  if (prop.shorthand) {
    prop.shorthand = false;
    prop.value = j.identifier(prop.value.name);
  }
  prop.key = j.identifier(to);
  prop.computed = false;
}

import type { JSCodeshift } from 'jscodeshift';

/** Renames a property's key, keeping its value (`{ value: x }` → `{ multi_provider: x }`); shorthand becomes longhand. */
export function renameProperty(prop: any, to: string, j: JSCodeshift): void {
  if (prop.shorthand) {
    prop.shorthand = false;
    prop.value = j.identifier(prop.value.name);
  }
  prop.key = j.identifier(to);
  prop.computed = false;
}

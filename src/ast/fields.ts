import type { Comment } from 'jscodeshift';

/**
 * A node read field by field: by a walk over every field, or through a field named at run time (the
 * list a list owner keeps its items in). Babel's offsets are there for a node it parsed, recast's
 * `original` for a node of a tree recast parsed.
 */
export interface NodeFields {
  [field: string]: unknown;
  type: string;
  start?: number;
  end?: number;
  original?: NodeFields;
  comments?: Array<Comment & { type: string }> | null;
}

/** Whether a value of a field is a node (has a type), as a walk over fields tells them from plain data. */
export const isNodeValue = (value: unknown): value is NodeFields => !!value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';

/** A node (or a plain object of the tree, a template element's value) with its fields by name. */
export const fieldsOf = (node: object): NodeFields => node as NodeFields;

/*
 * Method names of the calls that change, in place, what the value they are called on holds: one list
 * read by every asker, each taking the subset it means.
 */

/** Array methods that add or take out elements. */
const ARRAY_CHANGES = ['push', 'unshift', 'splice', 'pop', 'shift'];

/** Set methods that change which members it holds (a Map's too). */
export const SET_MUTATORS: ReadonlySet<string> = new Set(['add', 'delete', 'clear']);

/** Calls that change which elements an array holds, or their order (src/flow/in-place.ts). */
export const ARRAY_MUTATORS: ReadonlySet<string> = new Set([...ARRAY_CHANGES, 'reverse', 'sort', 'fill', 'copyWithin']);

/** Calls that change what a list, Map, Set or storage holds, order aside (treats-param.ts). */
export const HOLDING_MUTATORS: ReadonlySet<string> = new Set([...ARRAY_CHANGES, ...SET_MUTATORS, 'set', 'setItem', 'removeItem']);

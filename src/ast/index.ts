/**
 * The syntax helpers transforms use beside recognition (src/cloudflare) and edits (src/edit): a
 * node's shape and names (syntax.ts), bindings and their uses (bindings.ts), and the file's node index
 * (node-index.ts), which every recogniser reads instead of walking the tree again.
 */
export { bindingsOf, enclosingFunction, isValueUse, patternNames } from './bindings';
export { CALLS, currentIndex, heldBy, identifiersIn, identifiersNamedIn, isInside, nodeIndex, nodesIn, pathOfNode } from './node-index';
export type { NodeIndex } from './node-index';
export * from './syntax';

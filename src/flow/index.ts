/*
 * The value-flow layer (docs/value-flow.md): which values an expression may hold. Recognisers ask it
 * instead of tracing shapes of code themselves.
 */
export { classMemberValues, values } from './values';
export { inOnePass, passMemo, passRunnerMemo } from './one-pass';
export { propertyWrites } from './objects';
export { elementReads, elementValue, knownList, listSites, pairedUses, type ElementRead } from './elements';
export { editableNode, knownText, type ElementSite, type Origin, type Part, type ObjectValue, type PropertyWrite, type SearchParamsValue, type SearchEntry, type Value } from './value';
export { commonTemplate, replaceFirst } from './strings';
export { MAX_STEPS } from './budget';
export { unseenChanges } from './urls';
export { parameterWithQuery, wholeParameter, type HeldParameter } from './parameters';
export { boundArgument, boundMember, readsParameter } from './bound-arguments';
export { searchParamsOf } from './search-query';
export { objectAt, sureWrite } from './sure-write';
export { heldOnlyAt } from './held-only';
export { mayChangeArgument } from './callee-changes';
export { oneTemplate } from './one-template';
export { joinTemplate, type TemplatePart } from './template-parts';
export { outermostStrings } from './string-expressions';
export { assignedChoices } from './assigned-choices';

/*
 * The value-flow layer (docs/value-flow.md): which values an expression may hold. Recognisers ask it
 * instead of tracing shapes of code themselves.
 */
export { classMemberValues, values } from './values';
export { inOnePass, passMemo, passOnlyMemo } from './one-pass';
export { propertyWrites } from './objects';
export { elementReads, elementValue, knownList, listSites, pairedUses, type ElementRead } from './elements';
export type { IndexUse, LoopIndex } from './indexes';
export { editableNode, knownText, markReadOnly, templateText, type Element, type ElementSite, type GuardElement, type ReadOnly, type Origin, type Part, type StringValue, type ListValue, type ItemsValue, type FunctionValue, type ObjectValue, type PropertyWrite, type MapValue, type MapEntry, type SearchParamsValue, type SearchEntry, type ClassValue, type InstanceValue, type ImportValue, type UrlValue, type UrlBinding, type UrlChange, type UnknownValue, type Value } from './value';
export { commonTemplate, replaceFirst } from './strings';
export { MAX_DEPTH, MAX_STEPS, MAX_VALUES } from './budget';
export { unseenChanges } from './urls';
export { parameterWithQuery, wholeParameter, type HeldParameter } from './parameters';
export { boundArgument, boundMember, readsParameter } from './bound-arguments';
export { searchParamsOf } from './search-query';
export { objectAt, sureWrite } from './sure-write';
export { heldOnlyAt, type HeldOnly } from './held-only';
export { mayChangeArgument } from './callee-changes';
export { oneTemplate, type TemplateInput } from './one-template';
export { joinTemplate, readOnlyParts, type Template, type TemplatePart, type TextPart, type DynamicPart } from './template-parts';
export { outermostStrings } from './string-expressions';
export { assignedChoices } from './assigned-choices';

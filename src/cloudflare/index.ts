/**
 * Recognising Cloudflare API use in one file: URL expressions and their anchors, raw HTTP requests
 * through any client, SDK receivers and their methods, request bodies and response reads. Every
 * transform goes through here; none repeats this matching. The syntax helpers of src/ast (bindings,
 * node index, syntax) are src/ast's own, and src/edit's edits its own; the re-exports of src/ast below
 * are what about thirty transforms still import from here, to go once they import src/ast directly.
 */
export { API_BASE, resolveUrl, isApiUrl, urlExpressions, joinParts, readOnly } from './url-expression';
export type { UrlPart, ResolvedUrl } from './shapes';
export { renamePathSegment, removeQueryParam, removeTrailingSegment, segmentInWrapper, segmentSite, segmentWrittenIn } from './url-edit';
export type { SegmentRemoval } from './url-edit';
export { endpointOf, matchEndpoint, whichEndpoint, splitEndpoint } from './endpoint';
export { ENDPOINTS, phaseEntrypoint, type EndpointName } from './endpoints';
export { addresses, findApiCalls, callsTo, bodyObject } from './calls';
export { DNS_RECORDS, DNS_RECORD, dnsRecordCalls } from './dns-records';
export type { DnsRecordCall } from './dns-records';
export { apiAnchorWords } from './anchor-words';
export type { ApiCall, RecognitionContext } from './calls';
export { followMembers, responseBindings, resultChain, resultReads } from './response';
export type { ResponseBinding } from './response';
export { fieldReads, bindingReads, readBackFrom } from './reads';
export type { FieldRead } from './reads';
export { httpRequests, tlsClientOptions } from './transport';
export type { HttpRequestSite } from './transport';
export { itemsOf, outerExpression, resultItems, typedItems, typedParameterItems } from './items';
export type { ItemRef } from './items';
export { sdkReceivers } from './sdk';
export { SDK_METHODS, sdkMethod } from './sdk-methods';
export type { SdkGeneration, SdkMethod } from './sdk-methods';
export { objectOf } from './http';
export { literalUses, safeLiteralEdits } from './uses';
export { zoneSettingUses } from './zone-settings';
export type { ZoneSettingUse } from './zone-settings';
export { bindingsOf, enclosingFunction, isValueUse, patternNames } from '../ast/bindings';
export { CALLS, currentIndex, heldBy, identifiersIn, isInside, nodeIndex, nodesIn, pathOfNode } from '../ast/node-index';
export type { NodeIndex } from '../ast/node-index';
export * from '../ast/syntax';
export { editRecordMember, editRecordMembers, requiredMember, fieldUsedElsewhere, mentionsField, relaxPublishedMember, publishingPackage, namesField, optionalSchemaEntry, looksLikeRecord, readsFieldAnywhere, recordFieldRead, importedRecordTypes, recordSchemas, recordTypes, returnedRecords, schemaName } from './dns-record-types';
export { importedRecordReturns } from './imported-returns';
export type { RecordDeclaration, RecordTypes } from './dns-record-types';

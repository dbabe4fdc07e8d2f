/**
 * Recognising Cloudflare API use in one file: URL expressions and their anchors, raw HTTP requests
 * through any client, SDK receivers and their methods, request bodies and response reads. Every
 * transform goes through here; none repeats this matching. It exports recognition only: the syntax
 * helpers are src/ast's face (src/ast/index.ts), and the edits src/edit's.
 */
export { resolveApiUrl, resolveUrl } from './urls/url-expression';
export { isApiUrl } from './urls/url-parts';
export { renamePathSegment, removeQueryParam, removeTrailingSegment, segmentFound, segmentInWrapper, segmentSite, segmentWrittenIn } from './urls/url-edit';
export { endpointOf, matchEndpoint, whichEndpoint } from './urls/endpoint';
export { ENDPOINTS, phaseEntrypoint } from './urls/endpoints';
export { addresses, findApiCalls, bodyObject } from './calls/calls';
export { anyKeyWrites, filledBody, sentExpression, sentObject } from './calls/filled-body';
export { DNS_RECORDS, DNS_RECORD, dnsRecordCalls } from './records/dns-records';
export type { DnsRecordCall } from './records/dns-records';
export { apiAnchorWords } from './anchors/anchor-words';
export type { ApiCall, RecognitionContext } from './calls/calls';
export { followMembers, responseBindings, resultChain, resultReads } from './responses/response';
export type { ResponseBinding } from './responses/response';
export { fieldReads, bindingReads, readBackFrom } from './responses/reads';
export { httpRequests, tlsClientOptions } from './calls/transport';
export { resultItems, typedItems } from './responses/items';
export { outerExpression } from '../ast/paths';
export type { ItemRef } from './responses/items';
export { sdkReceivers } from './calls/sdk';
export { objectOf } from './calls/http';
export { literalUses, safeLiteralEdits } from './calls/uses';
export { zoneSettingUses } from './settings/zone-settings';
export type { ZoneSettingUse } from './settings/zone-settings';
export { editRecordMember, editRecordMembers, requiredMember, fieldUsedElsewhere, relaxPublishedMember, publishingPackage, namesField, optionalSchemaEntry, readsFieldAnywhere, recordFieldRead, importedRecordTypes, recordSchemas, recordTypes, returnedRecords, schemaName } from './records/dns-record-types';
export { importedRecordReturns } from './responses/imported-returns';
export { destructuredField } from './records/pattern-reads';

import type { TransformContext } from '../../src/types';
import { SAMPLE_TYPE } from '../../src/cloudflare/records/sample-types';

const SKELETON = "name: '_service._proto.example.com', data: { priority, weight, port, target }";

const MUST_STOP = 'must stop requiring data.service/proto/name';
const DERIVE = "is no longer returned: derive it from the record's name (name.split('.')";

export const messages = {
  v1NoName: `cloudflare 1.x cannot send an SRV record's top-level name: move this call to the v4+ SDK (client.dns.records.create({ zone_id, type: 'SRV', ${SKELETON} })) or a raw request`,
  typeNotLiteral: "record type is not a literal: if this can be an SRV record, move data.{{fields}} into the top-level name '_service._proto.name'",
  dataElsewhere: "SRV data is built elsewhere: make sure it has no service/proto/name and set the top-level name '_service._proto.name'",
  dataHelper: "SRV data is built by {{helper}}(), whose 'SRV' case sets {{fields}}: set the top-level name '_service._proto.name' for SRV records and drop them there",
  dataAssigned: "SRV data is set after the body is built, from values the body cannot see yet: set the top-level name '_service._proto.name' and drop data.{{fields}}",
  converterPublished: "SRV data is built by {{fn}}(), which the package {{package}} publishes: set the top-level name '_service._proto.name' and drop data.{{fields}} here (callers outside this repository get the new shape too)",
  wrapperConverts: "SRV record handed to {{wrapper}}(), which converts it or reads its fields before sending it: set the top-level name '_service._proto.name' and drop data.{{fields}}, here and where {{wrapper}}() reads them (not rewritten: the wrapper relies on this shape)",
  dataSpread: 'SRV data spreads another object: make sure it carries no service/proto/name (the full name goes in the top-level name)',
  dataMissing: "SRV data has no {{missing}}: set the top-level name '_service._proto.name' by hand and drop data.{{fields}}",
  zoneApex: "SRV data.name '{{base}}' is the zone apex: set the top-level name to '{{prefix}}.<zone name>' and drop data.service/proto/name",
  baseNameOnly: "top-level name '{{name}}' looks like the base name only: set it to the full '_service._proto.{{name}}' and drop data.{{fields}}",
  importedType: `{{type}} (from '{{module}}') ${MUST_STOP}: make them optional there`,
  importedTypeName: `{{type}} (from '{{module}}') ${MUST_STOP} and allow a top-level name: make them optional there`,
  localType: `{{type}} ${MUST_STOP}: make them optional`,
  localTypeName: `{{type}} ${MUST_STOP} and allow a top-level name: make them optional`,
  importedDataType: "{{type}} (from '{{module}}') must stop requiring service/proto/name: make them optional there",
  typeRead: `{{type}} ${MUST_STOP}, which this file reads through it: derive those reads from the record's name and make the three optional, then run again`,
  typeReadRequired: `{{type}} ${MUST_STOP}, but data.{{part}} is read through it where a string is required ({{at}}): derive that read from the record's name (name.split('.')) or let it take undefined, then run again`,
  readName: `SRV data.name ${DERIVE}.slice(2).join('.'))`,
  readService: `SRV data.service ${DERIVE}[0])`,
  readProto: `SRV data.proto ${DERIVE}[1])`,
  sampleType: SAMPLE_TYPE,
} as const;
export type Ctx = TransformContext<typeof messages>;

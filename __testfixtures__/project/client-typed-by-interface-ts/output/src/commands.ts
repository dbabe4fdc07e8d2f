import type { ZoneEditor, ZonePatch } from './edge';

export function recordCommands(editor: ZoneEditor) {
  return {
    async amend(opts: { zone: string; record: string; kind?: string; label?: string }) {
      const patch: ZonePatch = {};
      if (opts.kind) patch.type = opts.kind;
      if (opts.label) patch.name = opts.label;
      // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if opts.kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
      return editor.amendRecord(opts.zone, opts.record, patch);
    },
  };
}

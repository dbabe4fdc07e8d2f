import type { ZoneEditor, ZonePatch } from './edge';

export function recordCommands(editor: ZoneEditor) {
  return {
    async amend(opts: { zone: string; record: string; kind?: string; label?: string }) {
      const patch: ZonePatch = {};
      if (opts.kind) patch.type = opts.kind;
      if (opts.label) patch.name = opts.label;
      return editor.amendRecord(opts.zone, opts.record, patch);
    },
  };
}

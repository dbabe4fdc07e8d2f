import type { RecordStore, RemoteRecords } from './decoy-stores';
import type { ZoneEditor } from 'zone-editor-kit';

// Either class may be behind the interface, and one of them writes a ledger, not a DNS record.
export function amendInStore(store: RecordStore, zone: string, record: string, kind?: string) {
  const patch: { type?: string } = {};
  if (kind) patch.type = kind;
  return store.amendRecord(zone, record, patch);
}

// No class of the run implements this one.
export function amendRemote(remote: RemoteRecords, zone: string, record: string, kind?: string) {
  const patch: { type?: string } = {};
  if (kind) patch.type = kind;
  return remote.amendRecord(zone, record, patch);
}

// A package's interface of the same name as the run's.
export function amendThroughKit(editor: ZoneEditor, zone: string, record: string, kind?: string) {
  const patch: { type?: string } = {};
  if (kind) patch.type = kind;
  return editor.amendRecord(zone, record, patch);
}

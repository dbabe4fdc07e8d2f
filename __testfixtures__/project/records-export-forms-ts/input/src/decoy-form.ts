import { showDraft } from './decoy-drafts';
import { countRows } from './barrel';

export function preview(name: string, zone: string): string {
  return showDraft({ name, zone_id: zone }) + countRows([{ zone_id: zone }]);
}

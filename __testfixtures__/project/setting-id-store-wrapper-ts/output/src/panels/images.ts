import { updateOption } from '../store/options';
import { savePref } from '../api/prefs';

const MIRAGE = 'mirage';
const POLISH = 'polish';

export function onToggle(dispatch: (action: unknown) => unknown, zoneId: string, enabled: boolean): void {
  // cf-codemod(mirage-setting): this call passes the removed setting 'mirage' (2026-01-01) to updateOption(), which builds a settings request from it but also handles the id itself or records the change: check it and change it by hand
  dispatch(updateOption(MIRAGE, zoneId, enabled ? 'on' : 'off'));
  dispatch(updateOption(POLISH, zoneId, enabled ? 'lossless' : 'off'));
  savePref('mirage', enabled);
}

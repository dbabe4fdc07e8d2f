import { updateOption } from '../store/options';
import { savePref } from '../api/prefs';

const MIRAGE = 'mirage';
const POLISH = 'polish';

export function onToggle(dispatch: (action: unknown) => unknown, zoneId: string, enabled: boolean): void {
  dispatch(updateOption(MIRAGE, zoneId, enabled ? 'on' : 'off'));
  dispatch(updateOption(POLISH, zoneId, enabled ? 'lossless' : 'off'));
  savePref('mirage', enabled);
}

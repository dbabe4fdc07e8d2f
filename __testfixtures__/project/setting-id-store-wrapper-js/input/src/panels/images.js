import { updateOption } from '../store/options';
import { savePref } from '../api/prefs';

const MIRAGE = 'mirage';
const POLISH = 'polish';

export function onToggle(dispatch, zoneId, enabled) {
  dispatch(updateOption(MIRAGE, zoneId, enabled ? 'on' : 'off'));
  dispatch(updateOption(POLISH, zoneId, enabled ? 'lossless' : 'off'));
  savePref('mirage', enabled);
}

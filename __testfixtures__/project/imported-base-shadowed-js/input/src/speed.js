import { CF_ROOT } from './settings';

export async function stopMinify(zone) {
  await fetch(`${CF_ROOT}/zones/${zone}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}

import { CF_ROOT } from './settings';

export const root = CF_ROOT;

export async function stopMinifyAt(CF_ROOT, zone) {
  await fetch(`${CF_ROOT}/zones/${zone}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}

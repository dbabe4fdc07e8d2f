import { menuEntries, suggested } from './entries.js';

export function sidebar(router, zoneId) {
  return menuEntries.map((entry) => ({
    label: entry.label,
    hint: suggested[entry.id],
    open: () => router.push(`/zones/${zoneId}/settings/${entry.id}`),
  }));
}

import { settingTabs } from './tabs';

export function tabLinks(zone: string): Array<{ title: string; href: string }> {
  return settingTabs.map((t) => ({ title: t.title, href: `/dashboard/zones/${zone}/settings/${t.id}` }));
}

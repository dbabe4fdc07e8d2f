import { managedPackages } from './client.js';

// The importer names the WAF itself: the run reads it and reports the call it traces.
export async function wafRuleGroups(pkg) {
  const res = await managedPackages(`/${pkg}/groups`);
  return res.json();
}

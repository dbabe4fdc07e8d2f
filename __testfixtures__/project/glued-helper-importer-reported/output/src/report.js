import { managedPackages } from './client.js';

// The importer names the WAF itself: the run reads it and reports the call it traces.
export async function wafRuleGroups(pkg) {
  // cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: rule groups became tags: read the managed ruleset's rules and their categories
  const res = await managedPackages(`/${pkg}/groups`);
  return res.json();
}

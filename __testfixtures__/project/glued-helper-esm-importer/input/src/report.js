import { managedPackages } from './client.js';

export async function ruleGroups(pkg) {
  const res = await managedPackages(`/${pkg}/groups`);
  return res.json();
}

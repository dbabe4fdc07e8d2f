import { callApi } from './native';
import { rehearseApi } from './journal';

export function listRules(zone) {
  return callApi('GET', `/zones/${zone}/firewall/rules`);
}

export function rehearseRules(zone) {
  return rehearseApi('GET', `/zones/${zone}/firewall/rules`);
}

import { profiles, tunables, tunablesById } from './catalog.js';

export class TuningService {
  constructor(http) {
    this.http = http;
  }

  async read(zoneId) {
    const out = {};
    for (const tunable of tunables) {
      const { result } = await this.http.get(`zones/${zoneId}/settings/${tunable.id}`);
      out[tunable.key] = result.value;
    }
    return out;
  }

  async applyProfile(zoneId, name) {
    const profile = profiles[name];
    if (!profile) throw new Error(`no profile ${name}`);
    const updates = Object.entries(profile.settings).map(([settingId, value]) => ({ tunable: tunablesById.get(settingId), value }));
    for (const { tunable, value } of updates) {
      const sent = tunable?.toApi ? tunable.toApi(value) : value;
      await this.http.patch(`zones/${zoneId}/settings/${tunable ? tunable.id : 'unknown'}`, { value: sent });
    }
    return { profile: profile.key, count: updates.length };
  }
}

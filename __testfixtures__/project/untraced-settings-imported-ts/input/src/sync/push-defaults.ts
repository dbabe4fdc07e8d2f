import { cfApi } from './api';
import { zoneDefaults } from './defaults';

export async function pushDefaults(zoneId: string): Promise<void> {
  for (const d of zoneDefaults) {
    await cfApi.patch(`/zones/${zoneId}/settings/${d.id}`, { value: d.value });
  }
}

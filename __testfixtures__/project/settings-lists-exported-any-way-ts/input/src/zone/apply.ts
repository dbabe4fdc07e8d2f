import presets from './presets';

interface Http {
  patch(path: string, body: unknown): Promise<unknown>;
}

export async function applyPresets(http: Http, zoneId: string): Promise<number> {
  for (const p of presets) {
    await http.patch(`zones/${zoneId}/settings/${p.id}`, { value: p.value });
  }
  return presets.length;
}

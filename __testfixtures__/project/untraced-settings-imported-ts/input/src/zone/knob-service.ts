import { bundles, knobs, knobsById, type Knob } from '.';

export interface RestClient {
  get<T>(path: string): Promise<{ result: T }>;
  patch<T>(path: string, body: unknown): Promise<{ result: T }>;
}

export class KnobService {
  constructor(private readonly api: RestClient) {}

  async current(zoneId: string): Promise<Record<string, unknown>> {
    const values: Record<string, unknown> = {};
    for (const knob of knobs) {
      const { result } = await this.api.get<{ value: unknown }>(`zones/${zoneId}/settings/${knob.id}`);
      values[knob.key] = result.value;
    }
    return values;
  }

  async applyBundle(zoneId: string, name: keyof typeof bundles): Promise<number> {
    const chosen = Object.entries(bundles[name].settings)
      .map(([settingId, value]) => [knobsById.get(settingId), value] as const)
      .filter((pair): pair is readonly [Knob, unknown] => pair[0] !== undefined);
    for (const [knob, value] of chosen) {
      await this.api.patch(`zones/${zoneId}/settings/${knob.id}`, { value: knob.toApi ? knob.toApi(value) : value });
    }
    return chosen.length;
  }
}

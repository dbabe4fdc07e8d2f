const API = 'https://api.cloudflare.com/client/v4';

export interface ZonePatch { type?: string; name?: string; content?: string }

/** The client's public type: callers hold this, never the class. */
export interface ZoneEditor {
  amendRecord(zone: string, record: string, patch: ZonePatch): Promise<unknown>;
}

class ZoneEditorHttp implements ZoneEditor {
  constructor(private key: string) {}

  private async send<T>(route: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${API}${route}`, { ...init, headers: { Authorization: `Bearer ${this.key}` } });
    return (await res.json()) as T;
  }

  async amendRecord(zone: string, record: string, patch: ZonePatch): Promise<unknown> {
    return this.send(`/zones/${zone}/dns_records/${record}`, { method: 'PATCH', body: JSON.stringify(patch) });
  }
}

export function openZoneEditor(key: string): ZoneEditor {
  return new ZoneEditorHttp(key);
}

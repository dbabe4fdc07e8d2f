interface Http {
  get(path: string): Promise<unknown>;
  patch(path: string, body: unknown): Promise<unknown>;
}

// A base the file extends into per-setting paths: those are the replacement, not the batch endpoint.
export async function readOne(http: Http, zoneId: string, id: string) {
  const base = `/zones/${zoneId}/settings`;
  return http.get(`${base}/${id}`);
}

export class SettingsResource {
  private root = '';
  constructor(private readonly http: Http, zoneId: string) {
    this.root = `/zones/${zoneId}/settings`;
  }
  turnOn(id: string) {
    return this.http.patch(this.root + '/' + id, { value: 'on' });
  }
}

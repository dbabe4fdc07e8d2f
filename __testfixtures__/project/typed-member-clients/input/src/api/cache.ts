// The server's own cache of API answers, keyed by the path they came from.
export class ResponseCache {
  private readonly entries = new Map<string, unknown>();

  async get(path: string) {
    return this.entries.get(path);
  }
}

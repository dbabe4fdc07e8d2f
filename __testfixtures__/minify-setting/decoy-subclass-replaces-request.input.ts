// A mirror of the API that swaps the helper it inherits for its own: whatever the helper sends,
// each mirror's requests go to its own host (the helper itself never reads `this`).
const CF_API = 'https://api.cloudflare.com/client/v4';
const MIRROR = 'https://cf-mirror.internal/v4';

type Send = (path: string, init?: RequestInit) => Promise<Response>;

class Client {
  request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(CF_API + path, init);
  }
}

// Set in the constructor.
class ConstructedMirror extends Client {
  constructor() {
    super();
    this.request = (path: string, init?: RequestInit) => fetch(MIRROR + path, init);
  }
  async cssOff(zoneId: string): Promise<void> {
    await this.request(`/zones/${zoneId}/settings/minify`, { method: 'PATCH' });
  }
}

// Set by a field.
class FieldMirror extends Client {
  override request: Send = (path, init) => fetch(MIRROR + path, init);
  async cssOff(zoneId: string): Promise<void> {
    await this.request(`/zones/${zoneId}/settings/minify`, { method: 'PATCH' });
  }
}

// Copied in from an object.
class AssignedMirror extends Client {
  constructor(overrides: { request?: Send }) {
    super();
    Object.assign(this, overrides);
  }
  async cssOff(zoneId: string): Promise<void> {
    await this.request(`/zones/${zoneId}/settings/minify`, { method: 'PATCH' });
  }
}

// Defined later, on first use.
class DefinedMirror extends Client {
  attach(): void {
    Object.defineProperty(this, 'request', { value: (path: string, init?: RequestInit) => fetch(MIRROR + path, init) });
  }
  async cssOff(zoneId: string): Promise<void> {
    await this.request(`/zones/${zoneId}/settings/minify`, { method: 'PATCH' });
  }
}

// Written on the prototype.
class PrototypeMirror extends Client {
  async cssOff(zoneId: string): Promise<void> {
    await this.request(`/zones/${zoneId}/settings/minify`, { method: 'PATCH' });
  }
}
PrototypeMirror.prototype.request = (path: string, init?: RequestInit) => fetch(MIRROR + path, init);

// Two levels down: the middle class swaps it.
class MiddleMirror extends Client {
  constructor() {
    super();
    this.request = (path: string, init?: RequestInit) => fetch(MIRROR + path, init);
  }
}
class LowerMirror extends MiddleMirror {
  async cssOff(zoneId: string): Promise<void> {
    await this.request(`/zones/${zoneId}/settings/minify`, { method: 'PATCH' });
  }
}

export { ConstructedMirror, FieldMirror, AssignedMirror, DefinedMirror, PrototypeMirror, LowerMirror };

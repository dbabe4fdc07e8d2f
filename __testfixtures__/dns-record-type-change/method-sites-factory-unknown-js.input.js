import Cloudflare from 'cloudflare';
import { schedule } from './jobs';

// The update of each service takes the record id and the type as two parameters.
class Pointer {
  constructor(token) {
    this.api = new Cloudflare({ apiToken: token });
  }

  async listed(zone) {
    const page = await this.api.dns.records.list({ zone_id: zone });
    return page.result;
  }

  async point(zone, recordId, address, kind = 'A') {
    await this.api.dns.records.update(recordId, { zone_id: zone, type: kind, content: address });
  }
}

class Mover {
  constructor(token) {
    this.api = new Cloudflare({ apiToken: token });
  }

  async listed(zone) {
    const page = await this.api.dns.records.list({ zone_id: zone });
    return page.result;
  }

  async shift(zone, recordId, address, kind = 'A') {
    await this.api.dns.records.update(recordId, { zone_id: zone, type: kind, content: address });
  }
}

function makePointer(token) {
  return new Pointer(token);
}

const movers = { make: (token) => new Mover(token) };

// The instance is handed to code that may call point with any id and type.
export async function pointAll(token, zone, address) {
  const pointer = makePointer(token);
  schedule(pointer);
  for (const rec of await pointer.listed(zone)) await pointer.point(zone, rec.id, address, rec.type);
}

// The id of one record sent with the type of another.
export async function shiftFirst(token, zone, address, deps = movers) {
  const mover = deps.make(token);
  const [a, b] = await mover.listed(zone);
  if (a && b) await mover.shift(zone, a.id, address, b.type);
}

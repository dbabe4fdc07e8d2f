// A subclass whose only member is keyed by a well-known symbol: it can replace no method by name.
import { Client } from '../lib/client';

export class ZoneList extends Client {
  *[Symbol.iterator](): Iterator<string> {
    yield 'example.com';
  }
}

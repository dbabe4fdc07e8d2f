// A mirror takes its helpers from the caller: `request` may be one sending to the mirror's own host.
import { Client } from '../lib/client';

export class Mirror extends Client {
  use(helpers: Partial<Pick<Client, 'request'>>): this {
    Object.assign(this, helpers);
    return this;
  }
}

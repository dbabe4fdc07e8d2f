import { Cf } from './cf.js';

// The production caller: the type comes from the configuration, the id from the saved state.
export async function sync(config, state, ip) {
  return Cf.put(config.key, config.zone, state.recordId, { type: config.type, name: config.name, content: ip });
}

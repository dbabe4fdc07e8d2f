import { Zones } from './lib/index.js';

// A local class of the same name shadows the import inside this function: it only records.
export function plan(zone) {
	class Zones {
		static setSettings(z, id, value) {
			return { z, id, value };
		}
	}
	return Zones.setSettings(zone, 'minify', { css: 'on' });
}

export const again = (zone) => Zones.setSettings(zone, 'ssl', 'full');

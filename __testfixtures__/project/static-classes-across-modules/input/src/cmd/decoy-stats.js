import { StatsZones } from '../lib/stats.js';

export async function mirror(zone) {
	await StatsZones.setting(zone, 'minify', { css: 'off' });
}

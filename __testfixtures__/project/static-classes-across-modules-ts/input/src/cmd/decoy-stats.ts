import { StatsZones } from '../lib/stats';

export async function mirror(zone: string): Promise<void> {
	await StatsZones.setting(zone, 'minify', { css: 'off' });
}

import ZoneSettings from '@lib/zones';
import { setTimeout as sleep } from 'node:timers/promises';

// No wrapper of its own; its one import naming a module of the run goes through the jsconfig alias.
export async function tidyZone(zone) {
	await ZoneSettings.change(zone, 'minify', { css: 'off', html: 'off', js: 'off' });
	await sleep(100);
	await ZoneSettings.change(zone, 'always_use_https', 'on');
}

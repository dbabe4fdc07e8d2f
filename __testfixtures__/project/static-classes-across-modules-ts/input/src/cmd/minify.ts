import ZoneApi from '../lib/zones';

// Settings changed through static methods a class inherits from a base in another module.
export async function minifyOff(zone: string): Promise<unknown> {
	await ZoneApi.setting(zone, 'minify', { css: 'off', html: 'off', js: 'off' });
	await ZoneApi.setting(zone, 'ssl', 'strict');
	return ZoneApi.readSetting(zone, 'ssl');
}

export const inheritedRead = (zone: string): Promise<unknown> => ZoneApi.send(`/zones/${zone}/settings/minify`);

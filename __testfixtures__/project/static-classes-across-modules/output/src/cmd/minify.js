import ZoneApi from '../lib/zones.js';

// Settings changed through static methods a class inherits from a base in another module.
export async function minifyOff(zone) {
	await ZoneApi.setting(zone, 'ssl', 'strict');
	return ZoneApi.readSetting(zone, 'ssl');
}

// cf-codemod(minify-setting): Auto Minify can no longer be read (removed 2024-08-05): drop the code that depends on it (kept: its result is returned)
export const inheritedRead = (zone) => ZoneApi.send(`/zones/${zone}/settings/minify`);

import ZoneApi from '../lib/zones';

// Settings changed through static methods a class inherits from a base in another module.
export async function minifyOff(zone: string): Promise<unknown> {
	await ZoneApi.setting(zone, 'ssl', 'strict');
	return ZoneApi.readSetting(zone, 'ssl');
}

// cf-codemod(minify-setting): Auto Minify can no longer be read (removed 2024-08-05): drop the code that depends on it (kept: its result is returned)
export const inheritedRead = (zone: string): Promise<unknown> => ZoneApi.send(`/zones/${zone}/settings/minify`);

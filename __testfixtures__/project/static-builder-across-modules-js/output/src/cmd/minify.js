import Settings from '../lib/settings.js';

export async function toggleMinify(zone, value) {
	if (value) {
		// cf-codemod(minify-setting): Auto Minify was removed (2024-08-05): delete this call (kept: its result is returned)
		return Settings.set(zone, 'minify', value);
	}
	// cf-codemod(minify-setting): Auto Minify can no longer be read (removed 2024-08-05): drop the code that depends on it (kept: its result is returned)
	return Settings.get(zone, 'minify');
}

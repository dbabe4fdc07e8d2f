import { EdgeZones } from './edge/zones';

// The edge CDN has a setting called minify too: its API is its own.
export async function tuneEdge(zone: string): Promise<void> {
  await EdgeZones.setSettings(zone, 'minify', { css: 'on' });
}

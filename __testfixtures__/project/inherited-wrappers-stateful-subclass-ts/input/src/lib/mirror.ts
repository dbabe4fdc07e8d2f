import { SettingsApi, ZoneApi, StaticApi } from './api';

// The mirror names its own host; the production clients keep the Cloudflare one.
export class MirrorSettings extends SettingsApi {
	base = 'https://mirror.example.net/v4';
}

export class ProductionZones extends ZoneApi {}

export class StaticMirror extends StaticApi {
	static base = 'https://mirror.example.net/v4';
}

export class StaticProduction extends StaticApi {}

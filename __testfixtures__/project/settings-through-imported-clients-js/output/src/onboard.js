import { Client, Zones } from "./lib/index.js";

// Settings applied to every new zone, through the clients the library re-exports.
export async function onboard(zone, token) {
	const client = new Client(token);
	await Zones.setSettings(zone, "always_use_https", "on");
	await client.setSetting(zone, "ssl", "strict");
}

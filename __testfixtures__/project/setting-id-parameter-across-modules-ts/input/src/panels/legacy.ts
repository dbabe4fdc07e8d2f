import { putZoneOption } from "../api/v4";

export async function legacy(zoneId: string): Promise<void> {
	await putZoneOption("minify", zoneId, "off");
	await putZoneOption("brotli", zoneId, "on");
}

import { listRows, saveRow } from './rows.js'
import { Row } from './row.js'

// The zone is written on the job's own options, not on the rows it saves.
export async function job(options: { zone_id?: string }, zone: string) {
  const rows: Row[] = await listRows(zone)
  for (const row of rows) {
    options.zone_id = zone
    await saveRow(row)
  }
}

export interface StoredServer {
  host: string;
  port: number;
  service?: string;
}

const rows: StoredServer[] = [];

export function saveServer(row: StoredServer): void {
  rows.push(row);
}

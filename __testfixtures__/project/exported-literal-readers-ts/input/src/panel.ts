import type { Express } from 'express';

export async function mountPanel(app: Express): Promise<void> {
  const { PANEL } = await import('./paths');
  app.get(PANEL.namespaces, (req, res) => res.send('panel'));
}

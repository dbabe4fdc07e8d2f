/**
 * Which declared message ids the fixtures report: every `<case>.findings.json` under
 * __testfixtures__/<id>/ (named by its folder's transform) and every
 * __testfixtures__/project/<case>/findings.json (named by each finding's `transform`).
 */
import * as fs from 'fs';
import * as path from 'path';
import type { Transform } from '../../src/types';

const FIXTURES = path.join(__dirname, '..', '..', '__testfixtures__');

type Named = { messageId: string; transform?: string };
const read = (file: string): Named[] => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Transform id → the message ids some fixture's findings name. */
export function fixtureMessageIds(): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  const add = (transform: string, id: string) => named.set(transform, (named.get(transform) ?? new Set<string>()).add(id));
  for (const folder of fs.readdirSync(FIXTURES)) {
    const dir = path.join(FIXTURES, folder);
    if (folder === 'project') {
      for (const c of fs.readdirSync(dir)) {
        const file = path.join(dir, c, 'findings.json');
        if (fs.existsSync(file)) for (const f of read(file)) add(f.transform ?? '', f.messageId);
      }
      continue;
    }
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.findings.json'))) {
      for (const f of read(path.join(dir, file))) add(folder, f.messageId);
    }
  }
  return named;
}

/** `<transform>/<id>` for each message a transform declares and no fixture reports, in registry order. */
export function unreportedMessages(transforms: readonly Transform[]): string[] {
  const named = fixtureMessageIds();
  return transforms.flatMap((t) => Object.keys(t.messages).filter((id) => !named.get(t.id)?.has(id)).map((id) => `${t.id}/${id}`));
}

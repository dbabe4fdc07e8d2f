/**
 * Every message a transform declares is reported by some fixture, so that each finding's whole
 * text is tested (fixtures.test.ts and project.test.ts compare it rendered with its data). A message
 * no code path can reach stays declared only with its reason here.
 */
import { registry } from '../transforms';
import { fixtureMessageIds, unreportedMessages } from './helpers/fixture-messages';

/** `<transform>/<id>` → why no fixture can report it. Keep this short. */
const UNREACHABLE: Record<string, string> = {};

test('every declared message id is reported by a fixture (or listed as unreachable, with its reason)', () => {
  expect(unreportedMessages(registry).filter((id) => !(id in UNREACHABLE))).toEqual([]);
});

test('the unreachable list names only declared ids that no fixture reports', () => {
  const declared = new Set(registry.flatMap((t) => Object.keys(t.messages).map((id) => `${t.id}/${id}`)));
  const named = fixtureMessageIds();
  const stale = Object.keys(UNREACHABLE).filter((key) => {
    const [transform, id] = key.split('/');
    return !declared.has(key) || named.get(transform)?.has(id);
  });
  expect(stale).toEqual([]);
});

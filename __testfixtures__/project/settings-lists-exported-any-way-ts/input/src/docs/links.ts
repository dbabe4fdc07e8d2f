import topics from './topics';

export function helpLinks(): Array<{ href: string; title: string }> {
  return topics.map((t) => ({ href: `/help/${t.id}`, title: t.title }));
}

/**
 * One round of random changes to a tenant's search documents, for the tests that hold a patched
 * record to one made from every home (builds/search-combinations-patch.test.ts,
 * builds/showcase-record.test.ts): 1–4 changes, each an edit (`edit`), a home gone ('gone') or a
 * new home (`fresh` gives one for its kinds). Deterministic for a given `random`.
 */
import type { SearchDocument } from '../../domain/schemas/index.ts';

export interface ChangeKinds<K extends string> {
  random: () => number;
  kinds: readonly K[];
  /** A new home for a kind that adds one; undefined for an edit. */
  fresh(kind: K): SearchDocument | undefined;
  /** The home after an edit of this kind. */
  edit(before: SearchDocument, kind: K): SearchDocument;
}

export interface ChangeRound {
  /** The homes after the round, in the source's order: kept homes where they were, new ones at the end. */
  docs: SearchDocument[];
  /** The changed homes as they were (edited or gone) and as they are (edited or new), and their ids. */
  gone: SearchDocument[];
  added: SearchDocument[];
  ids: Set<number>;
}

export function changeSome<K extends string>(docs: readonly SearchDocument[], { random, kinds, fresh, edit }: ChangeKinds<K | 'gone'>): ChangeRound {
  const pick = <T,>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const byId = new Map(docs.map((d) => [Number(d.id), d]));
  const gone: SearchDocument[] = [];
  const added: SearchDocument[] = [];
  const ids = new Set<number>();
  const count = 1 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const kind = pick(kinds);
    const doc = fresh(kind);
    if (doc) {
      byId.set(Number(doc.id), doc);
      added.push(doc);
      ids.add(Number(doc.id));
      continue;
    }
    const before = pick([...byId.values()]);
    if (ids.has(Number(before.id))) continue;
    ids.add(Number(before.id));
    gone.push(before);
    if (kind === 'gone') {
      byId.delete(Number(before.id));
      continue;
    }
    const after = edit(before, kind);
    byId.set(Number(after.id), after);
    added.push(after);
  }
  const order = [...docs.map((d) => Number(d.id)), ...added.map((d) => Number(d.id))];
  return { docs: [...new Set(order)].flatMap((id) => byId.get(id) ?? []), gone, added, ids };
}

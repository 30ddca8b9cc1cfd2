/**
 * Section props come from the site config as an untrusted free map
 * (`Record<string, unknown>`). These getters read one field with a type
 * guard, so a wrong type in the builder yields a missing value, never a crash
 * or a blind cast.
 */
type Props = Record<string, unknown>;

/** A non-empty trimmed string, else undefined. Numbers are accepted as text (builders send '12' or 12). */
export function propString(props: Props, key: string): string | undefined {
  const value = props[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function propBoolean(props: Props, key: string): boolean | undefined {
  const value = props[key];
  return typeof value === 'boolean' ? value : undefined;
}

/** A plain object (not an array, not null), else undefined. */
export function propObject(props: Props, key: string): Props | undefined {
  return asObject(props[key]);
}

export function asObject(value: unknown): Props | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Props) : undefined;
}

/**
 * The entries of a list prop that have every required string field; other
 * entries are skipped. `propItems(props, 'items', ['name', 'text'])` gives
 * `{ name: string; text: string }[]`.
 */
export function propItems<const K extends string>(props: Props, key: string, fields: readonly K[]): Record<K, string>[] {
  const list = props[key];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const object = asObject(entry);
    if (object === undefined) return [];
    const item = {} as Record<K, string>;
    for (const field of fields) {
      const value = propString(object, field);
      if (value === undefined) return [];
      item[field] = value;
    }
    return [item];
  });
}

/** A link prop `{ label, url }`, else undefined. */
export function propLink(props: Props, key: string): { label: string; url: string } | undefined {
  const object = propObject(props, key);
  if (object === undefined) return undefined;
  const label = propString(object, 'label');
  const url = propString(object, 'url');
  return label !== undefined && url !== undefined ? { label, url } : undefined;
}

/** Splits plain text on blank lines into paragraphs (no HTML: React escapes each one). */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

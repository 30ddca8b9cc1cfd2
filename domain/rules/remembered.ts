/**
 * A pure function with its answers kept by argument, up to `limit` of them (then forgotten all at
 * once): for the few values a build asks about again and again — the same city names to slugify,
 * feature codes to key. Values from data pass through it too, so it is bounded.
 */
export function remembered<K, V>(compute: (key: K) => V, limit = 4_096): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= limit) known.clear();
      value = compute(key);
      known.set(key, value);
    }
    return value;
  };
}

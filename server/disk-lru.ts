/**
 * A cache folder bounded by bytes, least recently used removed first. The
 * index is read from the folder once (sizes, access times: it survives a
 * restart) and kept in memory; a hit moves a file to the back of the line and
 * stamps its access time on disk, an add removes from the front until the
 * total fits. Files another process writes to the folder count once seen.
 */
import { readdir, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';

export class DiskLru {
  /** file → bytes, least recently used first. */
  private entries: Map<string, number> | undefined;
  private loading: Promise<Map<string, number>> | undefined;
  private bytes = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  private index(): Promise<Map<string, number>> {
    this.loading ??= (async () => {
      const found: Array<{ file: string; size: number; used: number }> = [];
      for (const name of await readdir(this.dir).catch(() => [] as string[])) {
        if (name.endsWith('.part')) continue;
        const file = path.join(this.dir, name);
        const info = await stat(file).catch(() => undefined);
        if (info?.isFile()) found.push({ file, size: info.size, used: Math.max(info.atimeMs, info.mtimeMs) });
      }
      found.sort((a, b) => a.used - b.used);
      this.entries = new Map(found.map((f) => [f.file, f.size]));
      this.bytes = found.reduce((sum, f) => sum + f.size, 0);
      await this.evict();
      return this.entries;
    })();
    return this.loading;
  }

  /** Whether `file` is cached; if so it becomes the most recently used. */
  async touch(file: string): Promise<boolean> {
    const entries = await this.index();
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) {
      const size = entries.get(file);
      if (size !== undefined) (entries.delete(file), (this.bytes -= size));
      return false;
    }
    const known = entries.get(file);
    entries.delete(file);
    entries.set(file, info.size);
    this.bytes += info.size - (known ?? 0);
    const now = new Date();
    utimes(file, now, info.mtime).catch(() => undefined);
    if (known === undefined) await this.evict();
    return true;
  }

  async add(file: string, size: number): Promise<void> {
    const entries = await this.index();
    this.bytes -= entries.get(file) ?? 0;
    entries.delete(file);
    entries.set(file, size);
    this.bytes += size;
    await this.evict();
  }

  private async evict(): Promise<void> {
    const entries = this.entries!;
    for (const [file, size] of entries) {
      // The newest entry stays even when it alone is over the bound: it is being served.
      if (this.bytes <= this.maxBytes || entries.size <= 1) break;
      entries.delete(file);
      this.bytes -= size;
      await unlink(file).catch(() => undefined);
    }
  }
}

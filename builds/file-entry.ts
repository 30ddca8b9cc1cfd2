/** A release file's digest and size, as the files manifest lists it (./file-manifest.ts). */
export interface FileEntry {
  /** sha256 of the bytes, lowercase hex. */
  sha256: string;
  size: number;
}

/** A file a stage wrote, release-relative, with the digest of the bytes it wrote (the finish stage does not read it back). */
export interface WrittenFile extends FileEntry {
  rel: string;
}

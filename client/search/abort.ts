/** Whether an error is an abort (DOM or fetch), so it is no failure to report. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string } | null)?.name === 'AbortError';
}

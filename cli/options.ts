/** Option parsers shared by the commands; bad usage exits with code 2 (DESIGN §2). */
import { InvalidArgumentError } from 'commander';

export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of at least 1');
  return n;
}

export function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('must be a port number (0–65535)');
  return n;
}

export function usageError(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}

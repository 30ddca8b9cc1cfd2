/** Minimal valid records shared by the schema tests. */
export function validHome(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 123,
    status: 'sale',
    category: 'apartment',
    area: 80,
    zipcode: '01310-100',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    ...overrides,
  };
}

export function validConfig(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { site_url: 'imobiliaria.com.br', ...overrides };
}

interface SafeParser {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The issues of a failed parse as 'path: message' lines ([] when the value is valid). */
export function problems(schema: SafeParser, value: unknown): string[] {
  const result = schema.safeParse(value);
  return (result.error?.issues ?? []).map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
}

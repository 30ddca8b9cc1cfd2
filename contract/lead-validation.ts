/**
 * A lead checked in the browser with the same schema the endpoint uses
 * (spec §5), so a lead the server would refuse is never sent, and the
 * schema's messages shown to the visitor in pt-BR.
 */
import { LeadContactRequired } from '../domain/errors.ts';
import { leadSchema } from '../domain/schemas/lead.ts';
import { CONTACT_REQUIRED_TEXT, INVALID_EMAIL_TEXT } from './lead-consent.ts';

/** A lead as posted: only given values, as JSON scalars. */
export type LeadPayload = Record<string, string | number>;

/** A field error as the endpoint answers it (`{ errors: [{ path, message }] }`). */
export interface FieldError {
  path: string;
  message: string;
}

export { CONTACT_REQUIRED_TEXT, INVALID_EMAIL_TEXT };

const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'nome',
  email: 'e-mail',
  phone: 'telefone',
  message: 'mensagem',
};

/** The schema's errors as `{ path, message }` (the endpoint's 400 shape); none when the lead is valid. */
export function leadErrors(payload: LeadPayload): FieldError[] {
  const result = leadSchema.safeParse(payload);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** What the visitor reads for an error, from the browser's check or the endpoint's 400. */
export function visitorMessage(error: FieldError): string {
  if (error.message === LeadContactRequired.message) return CONTACT_REQUIRED_TEXT;
  if (error.path === 'email') return INVALID_EMAIL_TEXT;
  const label = FIELD_LABELS[error.path];
  return label ? `Verifique o campo ${label}` : 'Verifique os dados informados';
}

/** One message per field, in pt-BR, keyed by the field it belongs to ('contact' for email-or-phone, 'form' for the rest). */
export function visitorMessages(errors: readonly FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    // Email or phone: the message belongs to the pair, not to the email field the schema names.
    const field = error.message === LeadContactRequired.message ? 'contact' : error.path in FIELD_LABELS ? error.path : 'form';
    byField[field] ??= visitorMessage(error);
  }
  return byField;
}

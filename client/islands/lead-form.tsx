/**
 * The lead form (spec §3.5, §5; DESIGN §8): fields named after the Lead, the
 * phone masked as it is typed, the LGPD notice (what is collected and why,
 * recorded with the lead as the consent given), and the same schema
 * check the endpoint makes before anything is sent. Delivery goes through the
 * lead queue: a lead that cannot reach the endpoint is kept in the browser
 * and sent again later, and the visitor is told so.
 *
 * Fields are uncontrolled: text typed before the island hydrated stays in the
 * DOM, and the submission reads the form itself.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { track } from '../analytics/track.ts';
import { readUtm } from '../analytics/utm.ts';
import { browserOrigin, leadPayload, type LeadSource } from '../leads/lead-payload.ts';
import { leadQueue } from '../leads/lead-queue.ts';
import { leadErrors, visitorMessages } from '../../contract/lead-validation.ts';
import { CONTACT_AGREEMENT_BEFORE_LINK, CONTACT_CONSENT_VERSION, CONTACT_DATA_NOTICE, KEPT_TEXT, PRIVACY_LINK_TEXT, SENT_TEXT, contactConsent } from '../../contract/lead-consent.ts';
import { PRIVACY_PATH } from '../../contract/routes.ts';
import { pageHref } from '../../domain/rules/page-href.ts';
import { caretAfterDigits, formatPhone } from '../leads/phone-mask.ts';

export { KEPT_TEXT, SENT_TEXT };

export interface LeadFormProps {
  /** Baked in by the build (SiteContext.leadsEndpoint). */
  endpoint: string;
  siteId: number | null;
  /** The listing a form on its page is about. */
  homeId?: number;
  source: Exclude<LeadSource, 'whatsapp'>;
  /** form_submit's form_type (spec §7.4): 'contact', 'property'. */
  formType: string;
  /** Prefix of the field ids: unique on the page (the island hydrates outside the page tree, so no useId). */
  idPrefix: string;
  defaultMessage?: string;
  submitLabel?: string;
  /** The template's button classes. */
  buttonClass: string;
}

type Phase = 'idle' | 'sending' | 'sent' | 'kept' | 'invalid';

const FIELD_CLASS = 'w-full rounded-lg border border-black/15 bg-white px-4 py-3 text-gray-900 aria-[invalid=true]:border-red-600';

function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** Keeps the phone masked while typing, with the caret after the same digit it was after. */
function maskPhoneInput(input: HTMLInputElement): void {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
  const formatted = formatPhone(input.value);
  if (formatted === input.value) return;
  input.value = formatted;
  if (document.activeElement === input) {
    const at = caretAfterDigits(formatted, digitsBefore);
    input.setSelectionRange(at, at);
  }
}

function Field(props: { id: string; label: string; error?: string | undefined; children: (describedBy: string | undefined) => ReactNode }): ReactElement {
  const errorId = `${props.id}-erro`;
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="block text-sm font-medium">
        {props.label}
      </label>
      {props.children(props.error ? errorId : undefined)}
      {props.error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export default function LeadForm(props: LeadFormProps): ReactElement {
  const { idPrefix: id } = props;
  const [phase, setPhase] = useState<Phase>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const phoneRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A phone typed before hydration gets its mask now.
  useEffect(() => {
    if (phoneRef.current) maskPhoneInput(phoneRef.current);
  }, []);

  const showErrors = (byField: Record<string, string>) => {
    setErrors(byField);
    setPhase('invalid');
    const first = ['name', 'email', 'phone', 'message'].find((field) => field in byField) ?? ('contact' in byField ? 'email' : undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'sending') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = { name: formText(data, 'name'), email: formText(data, 'email'), phone: formText(data, 'phone'), message: formText(data, 'message') };
    const payload = {
      ...leadPayload(fields, { siteId: props.siteId, homeId: props.homeId ?? null, source: props.source, ...browserOrigin(), utm: readUtm() }),
      ...contactConsent(new Date()),
    };
    const invalid = leadErrors(payload);
    if (invalid.length > 0) return showErrors(visitorMessages(invalid));
    setErrors({});
    setPhase('sending');
    const result = await leadQueue().submit(props.endpoint, payload);
    if (result.outcome === 'refused') return showErrors(visitorMessages(result.errors.length > 0 ? result.errors : [{ path: '', message: '' }]));
    track('form_submit', { form_type: props.formType });
    form.reset();
    setPhase(result.outcome);
  };

  const contactError = errors.contact;
  const describedByIds = (fieldError: string | undefined, extra?: string) => [fieldError, extra].filter(Boolean).join(' ') || undefined;
  const contactErrorId = `${id}-contato-erro`;
  const status = phase === 'sent' ? SENT_TEXT : phase === 'kept' ? KEPT_TEXT : '';

  return (
    <form ref={formRef} method="post" action={props.endpoint} noValidate onSubmit={(event) => void submit(event)} className="@container space-y-4" data-lead-form={props.formType}>
      {/* Read only by a post without JavaScript; the island sends these from its props. */}
      {props.siteId != null ? <input type="hidden" name="site_id" value={String(props.siteId)} /> : null}
      {props.homeId != null ? <input type="hidden" name="home_id" value={String(props.homeId)} /> : null}
      <input type="hidden" name="source" value={props.source} />
      {/* Which notice a post without JavaScript agreed to: the one shown below (the endpoint stamps the time). */}
      <input type="hidden" name="consent_version" value={CONTACT_CONSENT_VERSION} />
      <Field id={`${id}-nome`} label="Nome" error={errors.name}>
        {(describedBy) => <input id={`${id}-nome`} name="name" type="text" autoComplete="name" className={FIELD_CLASS} aria-describedby={describedBy} aria-invalid={Boolean(errors.name)} />}
      </Field>
      {/* Side by side only when the form itself is wide: in a listing's sidebar the phone placeholder was cut. */}
      <div className="grid gap-4 @sm:grid-cols-2">
        <Field id={`${id}-email`} label="E-mail" error={errors.email}>
          {(describedBy) => (
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              className={FIELD_CLASS}
              aria-describedby={describedByIds(describedBy, contactError ? contactErrorId : undefined)}
              aria-invalid={Boolean(errors.email || contactError)}
            />
          )}
        </Field>
        <Field id={`${id}-telefone`} label="Telefone" error={errors.phone}>
          {(describedBy) => (
            <input
              ref={phoneRef}
              id={`${id}-telefone`}
              name="phone"
              type="tel"
              inputMode="tel"
              // "tel" (the whole number, +55 first: phoneDigits drops it); "tel-national" is not valid on type=tel
              autoComplete="tel"
              placeholder="(11) 98765-4321"
              className={FIELD_CLASS}
              onChange={(event: ChangeEvent<HTMLInputElement>) => maskPhoneInput(event.currentTarget)}
              aria-describedby={describedByIds(describedBy, contactError ? contactErrorId : undefined)}
              aria-invalid={Boolean(errors.phone || contactError)}
            />
          )}
        </Field>
      </div>
      {contactError ? (
        <p id={contactErrorId} role="alert" className="text-sm font-medium text-red-700">
          {contactError}
        </p>
      ) : null}
      <Field id={`${id}-mensagem`} label="Mensagem" error={errors.message}>
        {(describedBy) => (
          <textarea id={`${id}-mensagem`} name="message" rows={4} defaultValue={props.defaultMessage} className={FIELD_CLASS} aria-describedby={describedBy} aria-invalid={Boolean(errors.message)} />
        )}
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
      <p id={`${id}-consentimento`} className="text-sm text-gray-600" data-consent-notice="">
        {CONTACT_DATA_NOTICE} {CONTACT_AGREEMENT_BEFORE_LINK}{' '}
        <a href={pageHref(PRIVACY_PATH)} className="text-link-text underline underline-offset-2 hover:text-link-hover">
          {PRIVACY_LINK_TEXT}
        </a>
        .
      </p>
      <button type="submit" className={`w-full ${props.buttonClass} disabled:opacity-60`} disabled={phase === 'sending'} aria-describedby={`${id}-consentimento`}>
        {phase === 'sending' ? 'Enviando...' : (props.submitLabel ?? 'Enviar mensagem')}
      </button>
      <p role="status" className={status ? 'rounded-lg bg-black/5 px-4 py-3 font-medium' : 'sr-only'} data-lead-status={phase}>
        {status}
      </p>
    </form>
  );
}

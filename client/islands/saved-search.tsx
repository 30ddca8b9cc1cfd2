/**
 * 'Criar alerta' on /buscar (#17 item 2): saves the current search — its /buscar URL, as
 * the filters wrote it — with the visitor's e-mail or WhatsApp and an explicit consent to
 * be contacted about new homes (LGPD: what is collected, why, the text version agreed
 * to and when). Sent as a lead of source `saved-search` through the lead queue (kept and
 * sent later when offline); `vitrine alerts` reads it.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import { track } from '../analytics/track.ts';
import { readUtm } from '../analytics/utm.ts';
import { browserOrigin, leadPayload } from '../leads/lead-payload.ts';
import { leadQueue } from '../leads/lead-queue.ts';
import { leadErrors, visitorMessages } from '../../contract/lead-validation.ts';
import { PRIVACY_PATH } from '../../contract/routes.ts';
import { pageHref } from '../../domain/rules/page-href.ts';

/** The consent text the visitor agrees to; its version goes with the lead. Change both together. */
export const ALERT_CONSENT_VERSION = 'alerta-2026-11';
export const ALERT_CONSENT_TEXT = 'Quero receber por e-mail ou WhatsApp os novos imóveis desta busca. Posso cancelar quando quiser.';

export interface SavedSearchProps {
  endpoint: string;
  siteId: number | null;
  buttonClass: string;
}

const FIELD = 'w-full rounded-lg border border-black/15 bg-white px-3 py-2 text-gray-900';

export default function SavedSearch(props: SavedSearchProps): ReactElement {
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent' | 'kept'>('idle');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    if (data.get('consent') !== 'sim') return setError('Marque a autorização para receber os alertas.');
    const payload = {
      ...leadPayload({ name: text('name'), email: text('email'), phone: text('phone') }, { siteId: props.siteId, homeId: null, source: 'saved-search', ...browserOrigin(), utm: readUtm() }),
      search_url: `${location.pathname}${location.search}`,
      consent_version: ALERT_CONSENT_VERSION,
      consent_text: ALERT_CONSENT_TEXT,
      consent_at: new Date().toISOString(),
      consent_marketing: 'true',
    };
    const invalid = leadErrors(payload);
    if (invalid.length > 0) return setError(Object.values(visitorMessages(invalid))[0] ?? 'Verifique os dados informados');
    setError('');
    setPhase('sending');
    const result = await leadQueue().submit(props.endpoint, payload);
    if (result.outcome === 'refused') {
      setPhase('idle');
      return setError(Object.values(visitorMessages(result.errors))[0] ?? 'Verifique os dados informados');
    }
    track('form_submit', { form_type: 'saved-search' });
    setPhase(result.outcome);
  };

  if (phase === 'sent' || phase === 'kept') {
    return (
      <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900" data-saved-search="done">
        {phase === 'sent' ? 'Alerta criado! Você receberá os novos imóveis desta busca.' : 'Sem conexão: seu alerta será enviado automaticamente.'}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className={props.buttonClass} onClick={() => setOpen(true)} data-saved-search="open">
        Criar alerta
      </button>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3 rounded-xl border border-black/10 p-4" aria-labelledby="alerta-titulo" data-saved-search="form">
      <h2 id="alerta-titulo" className="text-lg font-bold">Receba novos imóveis desta busca</h2>
      <p className="text-sm text-gray-700">
        Guardamos seu nome, e-mail ou WhatsApp e os filtros desta busca só para enviar os alertas. Veja a{' '}
        <a href={pageHref(PRIVACY_PATH)} className="underline">
          Política de privacidade
        </a>
        .
      </p>
      <label className="block text-sm">
        Nome (opcional)
        <input name="name" autoComplete="name" className={FIELD} />
      </label>
      <label className="block text-sm">
        E-mail
        <input name="email" type="email" autoComplete="email" className={FIELD} />
      </label>
      <label className="block text-sm">
        WhatsApp (se preferir)
        <input name="phone" type="tel" autoComplete="tel" className={FIELD} />
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input name="consent" type="checkbox" value="sim" className="mt-1" />
        <span>{ALERT_CONSENT_TEXT}</span>
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className={props.buttonClass} disabled={phase === 'sending'}>
        {phase === 'sending' ? 'Enviando…' : 'Criar alerta'}
      </button>
    </form>
  );
}

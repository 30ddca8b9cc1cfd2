/**
 * What an ordinary lead form tells the visitor it collects and why (#17 item 5, LGPD), and the
 * texts both the island and the page runtime's early submit show. No zod here: the runtime,
 * loaded on every page, imports it.
 */

/** The notice's version, sent with each lead; change it whenever the text below changes. */
export const CONTACT_CONSENT_VERSION = 'contato-2026-11';
/** What is collected and why, as the form shows it (before the link to the privacy page). */
export const CONTACT_DATA_NOTICE =
  'Coletamos seu nome, e-mail, telefone e mensagem, e de onde você chegou (página, campanha e navegador), somente para responder a este contato.';
/** The sentence that links to the privacy page; its link text is the page's name. */
export const CONTACT_AGREEMENT_BEFORE_LINK = 'Ao enviar, você concorda com a';
export const PRIVACY_LINK_TEXT = 'Política de privacidade';
/** The whole notice as the visitor reads it: recorded with the lead as what was agreed to. */
export const CONTACT_CONSENT_TEXT = `${CONTACT_DATA_NOTICE} ${CONTACT_AGREEMENT_BEFORE_LINK} ${PRIVACY_LINK_TEXT}.`;

export const SENT_TEXT = 'Mensagem enviada! Entraremos em contato em breve.';
export const KEPT_TEXT = 'Sem conexão: sua mensagem será enviada automaticamente.';
export const CONTACT_REQUIRED_TEXT = 'Informe um e-mail ou telefone';
export const INVALID_EMAIL_TEXT = 'Informe um e-mail válido';

/**
 * The consent a contact lead records: which notice (version and text), when, and that it
 * covers answering this contact only — not marketing (that needs its own choice, as alerts ask).
 */
export function contactConsent(at: Date): Record<string, string> {
  return { consent_version: CONTACT_CONSENT_VERSION, consent_text: CONTACT_CONSENT_TEXT, consent_at: at.toISOString(), consent_marketing: 'false' };
}

/**
 * Contact: the site's phone, WhatsApp and e-mail links and address, and the
 * lead form (an island posting to the baked-in leads endpoint, DESIGN §8).
 * `form: false` in the section props leaves the form out.
 */
import type { ReactElement } from 'react';
import LeadForm, { type LeadFormProps } from '../client/islands/lead-form.tsx';
import { slugify } from '../domain/rules/index.ts';
import { Island } from '../ui/island.tsx';
import { templateFor } from '../templates/index.ts';
import { CompanyAddress, ContactLinks, contactChannels, hasContactChannel } from '../shell/contact-links.tsx';
import { showsCompanyAddress } from '../shell/site-links.ts';
import { SectionShell } from './section-shell.tsx';
import { propBoolean, propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

export function ContactSection({ section, ctx }: SectionProps): ReactElement | null {
  const { site } = ctx;
  const channels = contactChannels(site);
  const showAddress = showsCompanyAddress(site.company);
  const showForm = propBoolean(section.props, 'form') !== false;
  if (!hasContactChannel(channels) && !showAddress && !showForm) return null;
  const text = propString(section.props, 'text');
  // Small props only: the island gets the endpoint and ids, never the site config.
  const form: LeadFormProps = {
    endpoint: ctx.leadsEndpoint,
    siteId: site.id ?? null,
    source: 'site',
    formType: 'contact',
    idPrefix: `contato-${slugify(String(section.id)) || 'form'}`,
    buttonClass: templateFor(site).theme.button,
  };
  return (
    <SectionShell section={section} ctx={ctx} title={propString(section.props, 'title') ?? 'Fale conosco'}>
      <div className="grid gap-10 md:grid-cols-2">
        <div className="space-y-6 text-lg">
          {text ? <p>{text}</p> : null}
          <ContactLinks
            channels={channels}
            trackContext="contact"
            linkClass="text-link-text underline-offset-4 hover:text-link-hover hover:underline"
            iconClass="text-primary"
          />
          {showAddress ? (
            <CompanyAddress company={site.company} iconClass="mt-1 text-primary" />
          ) : null}
        </div>
        {showForm ? (
          <div className="rounded-2xl bg-white p-6 text-gray-900 shadow-sm ring-1 ring-black/5">
            <h3 className="mb-4 text-xl font-semibold">Envie uma mensagem</h3>
            <Island name="lead-form" load="interaction" component={LeadForm} props={form} />
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}

export const section: SectionDescriptor = { component: ContactSection };

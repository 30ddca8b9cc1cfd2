/**
 * Contact: the site's phone, WhatsApp and e-mail links and address. The
 * lead form (an island posting to /api/leads, DESIGN §8) comes later.
 */
import type { ReactElement } from 'react';
import { ContactLinks, contactChannels, hasContactChannel } from '../shared/ContactLinks.tsx';
import { Icon } from '../shared/icons.tsx';
import { addressLines, showsCompanyAddress } from '../shared/site-links.ts';
import { SectionShell } from './SectionShell.tsx';
import { propString } from './section-props.ts';
import type { SectionProps } from './types.ts';

export function ContactSection({ section, ctx }: SectionProps): ReactElement | null {
  const { site } = ctx;
  const channels = contactChannels(site);
  const showAddress = showsCompanyAddress(site.company);
  if (!hasContactChannel(channels) && !showAddress) return null;
  const text = propString(section.props, 'text');
  return (
    <SectionShell section={section} ctx={ctx} title={propString(section.props, 'title') ?? 'Fale conosco'}>
      <div className="grid gap-8 md:grid-cols-2">
        <div className="space-y-4 text-lg">
          {text ? <p>{text}</p> : null}
          <ContactLinks
            channels={channels}
            trackContext="contact"
            linkClass="text-link-text underline-offset-4 hover:text-link-hover hover:underline"
            iconClass="text-primary"
          />
        </div>
        {showAddress ? (
          <address className="flex gap-2 text-lg not-italic">
            <Icon name="pin" className="mt-1 h-5 w-5 shrink-0 text-primary" />
            <span>
              {addressLines(site.company).map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
            </span>
          </address>
        ) : null}
      </div>
    </SectionShell>
  );
}

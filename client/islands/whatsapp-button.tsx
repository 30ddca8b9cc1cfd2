/**
 * The listing's WhatsApp button (spec §7.4, DESIGN §8): a plain wa.me link
 * with the listing's code and URL prefilled, so it works without JavaScript.
 * Hydrated, a click first records a lead (source 'whatsapp', through the lead
 * queue so it is never lost) and whatsapp_click, then the link opens as usual.
 * A click before hydration is recorded by the runtime (../leads/page-leads.ts).
 *
 * No data-track attribute: this island tracks the click itself, and the
 * analytics runtime's delegated listener must not count it twice.
 */
import type { MouseEvent, ReactElement } from 'react';
import { Icon } from '../../ui/icons.tsx';
import { clickWasRecorded } from '../leads/early-click.ts';
import { recordWhatsappClick, type WhatsappLead } from '../leads/whatsapp-lead.ts';

export interface WhatsappButtonProps {
  /** https://wa.me/<digits>?text=… */
  href: string;
  label: string;
  className: string;
  lead: WhatsappLead;
}

export default function WhatsappButton({ href, label, className, lead }: WhatsappButtonProps): ReactElement {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The runtime already recorded this click if it came while the island was still hydrating.
    if (clickWasRecorded(event.nativeEvent)) return;
    recordWhatsappClick(lead);
  };
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      <Icon name="whatsapp" />
      {label}
    </a>
  );
}

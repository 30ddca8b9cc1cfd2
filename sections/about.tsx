/** About the broker or company: text (prop, else broker/site description), portrait, CRECI. */
import { siteName } from '../domain/rules/site-name.ts';
import { creciText } from '../domain/rules/creci.ts';
import type { ReactElement } from 'react';
import { imageUrl } from '../domain/rules/index.ts';
import { SectionShell } from './section-shell.tsx';
import { paragraphs, propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

const AVATAR_SIZE = 320;

export function AboutSection({ section, ctx }: SectionProps): ReactElement | null {
  const { site } = ctx;
  const props = section.props;
  const name = propString(props, 'name') ?? site.broker.name ?? site.company.name ?? siteName(site);
  const text = propString(props, 'text') ?? site.broker.description ?? site.site_description ?? undefined;
  const avatarSource = propString(props, 'image') ?? site.broker.avatar_url;
  const avatar = imageUrl(avatarSource, { storageBaseUrl: ctx.storageBaseUrl, width: AVATAR_SIZE, height: AVATAR_SIZE });
  const creci = site.broker.creci ?? site.company.creci;
  if (!text && !avatar) return null;

  return (
    <SectionShell section={section} ctx={ctx} title={propString(props, 'title') ?? 'Sobre'}>
      <div className="grid items-start gap-10 md:grid-cols-[auto_1fr]">
        {avatar ? (
          <img
            src={avatar}
            alt={name}
            width={AVATAR_SIZE}
            height={AVATAR_SIZE}
            loading="lazy"
            decoding="async"
            className="h-40 w-40 rounded-full object-cover md:h-56 md:w-56"
          />
        ) : null}
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          <p className="font-heading text-xl font-semibold">{name}</p>
          {creci ? <p className="text-sm font-medium">{creciText(creci)}</p> : null}
          {paragraphs(text).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>
    </SectionShell>
  );
}

export const section: SectionDescriptor = { component: AboutSection };

/** Image and text side by side; `imagePosition: 'right'` swaps the sides on wide screens. */
import { siteName } from '../domain/rules/site-name.ts';
import type { ReactElement } from 'react';
import { templateFor } from '../templates/index.ts';
import { imageSource, ResponsiveImage } from '../ui/responsive-image.tsx';
import { SectionShell } from './section-shell.tsx';
import { paragraphs, propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 720;

export function ImageTextSection({ section, ctx }: SectionProps): ReactElement | null {
  const props = section.props;
  const title = propString(props, 'title');
  const text = propString(props, 'text');
  const image = imageSource(propString(props, 'image'), {
    storageBaseUrl: ctx.storageBaseUrl,
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
  });
  if (!title && !text && !image) return null;
  const theme = templateFor(ctx.site).theme;
  const imageRight = propString(props, 'imagePosition') === 'right';
  const alt = propString(props, 'imageAlt') ?? title ?? siteName(ctx.site);

  return (
    <SectionShell section={section} ctx={ctx}>
      <div className="grid items-center gap-10 md:grid-cols-2">
        {image ? (
          <ResponsiveImage
            source={image}
            alt={alt}
            sizes="(min-width: 768px) 50vw, 100vw"
            className={`h-auto w-full object-cover ${theme.card} ${imageRight ? 'md:order-2' : ''}`}
          />
        ) : null}
        <div className="space-y-4">
          {title ? <h2 className={theme.heading}>{title}</h2> : null}
          {paragraphs(text).map((paragraph, index) => (
            <p key={index} className="text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </SectionShell>
  );
}

export const section: SectionDescriptor = { component: ImageTextSection };

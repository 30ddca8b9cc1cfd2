/**
 * `video`: a YouTube video, `{ title?, url }`. Nothing loads from YouTube
 * until the visitor clicks play (sections/video-player.tsx). Only
 * youtube.com / youtu.be links with a valid video id are accepted; anything
 * else hides the section.
 */
import type { ReactElement } from 'react';
import { youtubeVideoId } from '../domain/rules/youtube.ts';
import { VideoPlayer } from './video-player.tsx';
import { propString } from './section-props.ts';
import { SectionShell } from './section-shell.tsx';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

export function VideoSection({ section, ctx }: SectionProps): ReactElement | null {
  const videoId = youtubeVideoId(propString(section.props, 'url'));
  if (!videoId) return null;
  const title = propString(section.props, 'title');
  return (
    <SectionShell section={section} ctx={ctx} title={title}>
      <div className="mx-auto max-w-4xl">
        <VideoPlayer videoId={videoId} title={title ?? 'Vídeo'} />
      </div>
    </SectionShell>
  );
}

export const section: SectionDescriptor = { component: VideoSection };

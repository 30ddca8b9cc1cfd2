/** The click-to-load YouTube player as an island, for the listing page and the video section alike. */
import type { ReactElement } from 'react';
import VideoPlayerIsland from '../client/islands/video-player.tsx';
import { Island } from '../ui/island.tsx';

export function VideoPlayer({ videoId, title }: { videoId: string; title: string }): ReactElement {
  return <Island name="video-player" load="interaction" component={VideoPlayerIsland} props={{ videoId, title }} />;
}

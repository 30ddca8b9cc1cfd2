/**
 * A YouTube video that loads nothing from YouTube until the visitor asks for
 * it: a styled play button stands in its place (no thumbnail either — that
 * would be a third-party request on page load). A click swaps in the
 * privacy-enhanced youtube-nocookie player, already playing. Rendered on the
 * server inside the `video-player` island, which hydrates on that first click
 * and replays it.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { youtubeEmbedUrl } from '../domain/rules/youtube.ts';

export interface VideoFacadeProps {
  /** A validated YouTube video id (domain/rules/youtube.ts). */
  videoId: string;
  /** The player's accessible title and the text under the play button. */
  title: string;
}

export function VideoFacade({ videoId, title }: VideoFacadeProps): ReactElement {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-gray-900" data-video-id={videoId}>
      {playing ? (
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(videoId)}
          title={title}
          className="absolute inset-0 h-full w-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-4 bg-gradient-to-br from-gray-800 to-gray-950 text-white focus-visible:outline focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg transition-transform group-hover:scale-110 sm:h-20 sm:w-20">
            <svg viewBox="0 0 24 24" className="ml-1 h-8 w-8 sm:h-10 sm:w-10" fill="currentColor" aria-hidden="true">
              <path d="M8 5.5v13l11-6.5z" />
            </svg>
          </span>
          <span className="px-4 text-center text-base font-semibold sm:text-lg">
            <span className="sr-only">Reproduzir vídeo: </span>
            {title}
          </span>
          <span className="text-xs text-gray-300">O vídeo é carregado do YouTube ao clicar</span>
        </button>
      )}
    </div>
  );
}

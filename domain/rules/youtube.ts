/**
 * YouTube links from tenant data (spec §3.1 `meta.youtube_video_url`, the
 * video section): only youtube.com and youtu.be URLs, and only an 11-character
 * video id, are accepted; the embed is the privacy-enhanced youtube-nocookie
 * player. Anything else yields undefined and the video is not shown.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value.trim());
  } catch {
    return undefined;
  }
}

/** The video id of a YouTube watch, short, embed, shorts or live URL. */
export function youtubeVideoId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = url.pathname.split('/').slice(1);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second;
  }
  return id && VIDEO_ID.test(id) ? id : undefined;
}

/** The privacy-enhanced player for a validated id; it starts playing, since the visitor just clicked play. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}

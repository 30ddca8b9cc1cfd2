/** The click-to-load YouTube player (ui/video-facade.tsx) as an island: hydrated on the first click. */
import { VideoFacade } from '../../ui/video-facade.tsx';

export type { VideoFacadeProps as VideoPlayerProps } from '../../ui/video-facade.tsx';
export default VideoFacade;

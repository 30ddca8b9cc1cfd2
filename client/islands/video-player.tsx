/** The click-to-load YouTube player (templates/shared/VideoFacade.tsx) as an island: hydrated on the first click. */
import { VideoFacade } from '../../templates/shared/VideoFacade.tsx';

export type { VideoFacadeProps as VideoPlayerProps } from '../../templates/shared/VideoFacade.tsx';
export default VideoFacade;

import type { AudioHTMLAttributes, ImgHTMLAttributes, Ref } from 'react';
import { useFreshMediaUrl } from './mediaLinks';

/**
 * An `<img>` of a medium's link from the API, renewed once when it has expired (issue 26 point 3,
 * `useFreshMediaUrl`).
 */
export function MediaImg({
  src,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string | null | undefined }) {
  const fresh = useFreshMediaUrl(src);
  return <img {...props} src={fresh.src} onError={fresh.onError} />;
}

/** An `<audio>` of a medium's link from the API, renewed once when it has expired, going on where it was. */
export function MediaAudio({
  src,
  ref,
  ...props
}: Omit<AudioHTMLAttributes<HTMLAudioElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  ref?: Ref<HTMLAudioElement>;
}) {
  const fresh = useFreshMediaUrl(src);
  return <audio ref={ref} {...props} src={fresh.src} onError={fresh.onError} />;
}

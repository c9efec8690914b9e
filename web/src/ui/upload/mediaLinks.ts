import type { SyntheticEvent } from 'react';
import { createContext, useCallback, useContext, useRef, useState } from 'react';

/**
 * A file's link from the API works for minutes only (issue 26 point 3): `renew` asks the API for the medium
 * again and answers its fresh link (null when there is none, e.g. the viewer may no longer read it). Set up by
 * app/ with the GraphQL client, so ui/ needs no GraphQL; without it, links are not renewed.
 */
export type RenewMediaUrl = (url: string) => Promise<string | null>;

export const MediaLinkContext = createContext<RenewMediaUrl | null>(null);

type MediaElement = HTMLImageElement | HTMLAudioElement;

/**
 * The `src` of an `<img>` or `<audio>` showing a medium, and an `onError` that renews an expired link once
 * (a page left open longer than the link's lifetime): an `<audio>` goes on from where it was, playing if it
 * played. A link that fails again is left as it is (the file is gone, or is no longer the viewer's).
 */
export function useFreshMediaUrl(url: string | null | undefined): {
  src: string | undefined;
  onError: (event: SyntheticEvent<MediaElement>) => void;
} {
  const renew = useContext(MediaLinkContext);
  const [fresh, setFresh] = useState<{ from: string; url: string } | null>(null);
  const tried = useRef(new Set<string>());
  const src = (fresh && fresh.from === url ? fresh.url : url) ?? undefined;
  const onError = useCallback(
    (event: SyntheticEvent<MediaElement>) => {
      if (!renew || !url || !src || tried.current.has(src)) return;
      tried.current.add(src);
      const element = event.currentTarget;
      const audio = element instanceof HTMLMediaElement ? element : null;
      const at = audio?.currentTime ?? 0;
      const playing = audio ? !audio.paused : false;
      void renew(src)
        .then((next) => {
          if (!next || next === src) return;
          if (audio) {
            audio.addEventListener(
              'loadedmetadata',
              () => {
                if (at > 0) audio.currentTime = at;
                if (playing) void audio.play().catch(() => undefined);
              },
              { once: true },
            );
          }
          setFresh({ from: url, url: next });
        })
        .catch(() => undefined);
    },
    [renew, url, src],
  );
  return { src, onError };
}

// Whether a picture from another host failed to load. The host may fail
// before React hydrates, and then the `error` event has come and gone
// unheard; so after mounting, a picture that is complete but has no pixels
// counts as failed too. Spread `imageProps` on the <img>.
import { useEffect, useRef, useState } from 'react';

export function useImageFailed() {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return { failed, imageProps: { ref, onError: () => setFailed(true) } };
}

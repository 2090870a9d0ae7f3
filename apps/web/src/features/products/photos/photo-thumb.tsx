import { useState } from 'react';
import { imageVariant } from '@restrung/shared/media';
import type { PhotoItem } from './photo-items.ts';

/** Said in place of a chosen photo this browser cannot draw. */
export const NO_PREVIEW = 'Shown once saved';

/**
 * A photo's thumbnail in the picker. A chosen file that this browser cannot draw (an iPhone's HEIC outside Safari)
 * shows its name instead of a broken picture: the server converts it when the form is sent.
 */
export function PhotoThumb({ item, label }: { item: PhotoItem; label: string }) {
  const src = item.url ? imageVariant(item.url, 160) : item.preview;
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return <div className="aspect-[4/3] w-full rounded bg-base-200" />;
  if (failed === src && item.file)
    return (
      <div
        role="img"
        aria-label={label}
        className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 rounded bg-base-200 p-2 text-center text-xs"
      >
        <span className="font-medium break-all">{item.file.name}</span>
        <span className="text-base-content/70">{NO_PREVIEW}</span>
      </div>
    );
  return (
    <img
      src={src}
      alt={label}
      width={160}
      height={120}
      onError={() => setFailed(src)}
      className="aspect-[4/3] w-full rounded object-cover"
    />
  );
}

import { type Ref, useEffect, useRef, useState } from 'react';
import { MAX_PRODUCT_PHOTOS } from '@restrung/shared/product';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@restrung/shared/upload';
import { FormField } from '../../../components/form-field.tsx';
import { addFiles, movePhoto, removePhoto, type PhotoItem } from './photo-items.ts';
import { PhotoThumb } from './photo-thumb.tsx';

type Control = 'up' | 'down' | 'remove';

interface Props {
  items: PhotoItem[];
  onChange: (items: PhotoItem[]) => void;
  error?: string;
  disabled?: boolean;
  /** The file input: the form focuses it (and so scrolls to it) when the photos are what is missing. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Up to 8 photos: several chosen at once, each with its own progress bar while it uploads. The order is the
 * listing's, the first is the cover; drag a photo to move it, or use its Move up / Move down buttons (the
 * keyboard way), Make cover and Remove.
 */
export function PhotoPicker({ items, onChange, error, disabled, inputRef }: Props) {
  const [refused, setRefused] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<number | null>(null);
  const full = items.length >= MAX_PRODUCT_PHOTOS;
  const listRef = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  // Where the keyboard goes after a button takes itself away (Cover on the new cover, Remove, a move to an end):
  // a control of the photo it moved, or of the next photo, or the file input; not the top of the page.
  const [focusNext, setFocusNext] = useState<{ key?: string; controls: Control[] } | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    setFocusNext(null);
    const photo = focusNext.key && listRef.current?.querySelector(`[data-photo="${focusNext.key}"]`);
    const control = focusNext.controls
      .map((name) => (photo ? photo.querySelector<HTMLButtonElement>(`[data-control="${name}"]`) : null))
      .find((button) => button && !button.disabled);
    (control ?? fileInput.current)?.focus();
  }, [focusNext]);

  const move = (from: number, to: number, what: string, controls: Control[]) => {
    const next = movePhoto(items, from, to);
    if (next === items) return;
    onChange(next);
    setAnnouncement(`${what} Photo ${from + 1} is now photo ${to + 1}${to === 0 ? ', the cover' : ''}.`);
    if (controls.length > 0) setFocusNext({ key: items[from]!.key, controls });
  };

  return (
    <div className="flex flex-col gap-3">
      <FormField
        label="Product Image"
        error={refused.length > 0 ? refused.join(' ') : error}
        hint={`Up to ${MAX_PRODUCT_PHOTOS} photos, ${MAX_UPLOAD_BYTES / 1024 / 1024} MB each: JPEG, PNG, WebP, GIF, AVIF or HEIF. Choose several at once; the first is the cover.`}
      >
        <input
          ref={(element) => {
            fileInput.current = element;
            if (typeof inputRef === 'function') inputRef(element);
            else if (inputRef) inputRef.current = element;
          }}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="file-input w-full"
          disabled={disabled || full}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            const result = addFiles(items, files);
            setRefused(result.refused);
            if (result.items.length !== items.length) onChange(result.items);
          }}
        />
      </FormField>
      {items.length > 0 && (
        <ol ref={listRef} aria-label="Photos, the first is the cover" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map((item, index) => (
            <li
              key={item.key}
              data-photo={item.key}
              draggable={!disabled}
              onDragStart={() => {
                dragged.current = index;
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged.current !== null) move(dragged.current, index, 'Moved.', []);
                dragged.current = null;
              }}
              className="flex cursor-grab flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-2"
              aria-label={`Photo ${index + 1} of ${items.length}${index === 0 ? ', cover' : ''}`}
            >
              <div className="relative">
                <PhotoThumb item={item} label={`Photo ${index + 1}${item.file ? `: ${item.file.name}` : ''}`} />
                {index === 0 && <span className="badge badge-primary badge-sm absolute top-1 left-1">Cover</span>}
              </div>
              {item.progress !== undefined && (
                <progress
                  className="progress progress-primary w-full"
                  value={item.progress}
                  max={1}
                  aria-label={`Uploading photo ${index + 1}`}
                />
              )}
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  disabled={disabled || index === 0}
                  aria-label={`Move photo ${index + 1} up`}
                  data-control="up"
                  onClick={() => move(index, index - 1, 'Moved up.', ['up', 'down'])}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  disabled={disabled || index === items.length - 1}
                  aria-label={`Move photo ${index + 1} down`}
                  data-control="down"
                  onClick={() => move(index, index + 1, 'Moved down.', ['down', 'up'])}
                >
                  ↓
                </button>
                {index > 0 && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    disabled={disabled}
                    aria-label={`Make photo ${index + 1} the cover`}
                    onClick={() => move(index, 0, 'Cover chosen.', ['down', 'remove'])}
                  >
                    Cover
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-ghost btn-xs text-error"
                  disabled={disabled}
                  aria-label={`Remove photo ${index + 1}`}
                  data-control="remove"
                  onClick={() => {
                    onChange(removePhoto(items, index));
                    setAnnouncement(`Photo ${index + 1} removed.`);
                    setFocusNext({ key: (items[index + 1] ?? items[index - 1])?.key, controls: ['remove'] });
                  }}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

import { fireEvent, render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { NO_PREVIEW, PhotoThumb } from './photo-thumb.tsx';

const heic = new File([new Uint8Array(8)], 'IMG_0042.HEIC', { type: 'image/heic' });

it('names a chosen photo the browser cannot draw, and shows the stored photo once it is uploaded', () => {
  const label = 'Photo 1: IMG_0042.HEIC';
  const { rerender } = render(<PhotoThumb item={{ key: 'a', file: heic, preview: 'blob:heic' }} label={label} />);
  fireEvent.error(screen.getByRole('img', { name: label }));

  const placeholder = screen.getByRole('img', { name: label });
  expect(placeholder.tagName).toBe('DIV');
  expect(placeholder).toHaveTextContent(`IMG_0042.HEIC${NO_PREVIEW}`);

  rerender(
    <PhotoThumb item={{ key: 'a', file: heic, preview: 'blob:heic', url: '/media/uploads/a.webp' }} label={label} />,
  );
  const stored = screen.getByRole('img', { name: label });
  expect(stored.tagName).toBe('IMG');
  expect(stored).toHaveAttribute('src', '/media/uploads/a-w160.webp');
});

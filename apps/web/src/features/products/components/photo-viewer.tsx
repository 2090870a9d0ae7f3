import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Every photo, in the listing's order. */
  photos: string[];
  index: number;
  onIndexChange: (index: number) => void;
  alt: string;
}

/**
 * The zoomable image-viewer overlay of the product page: zoom by buttons, wheel, pinch or double tap; with several
 * photos, previous and next by arrows, arrow keys or a swipe.
 */
export default function PhotoViewer({ open, onClose, photos, index, onIndexChange, alt }: Props) {
  const single = photos.length < 2;
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      on={{ view: ({ index: shown }) => onIndexChange(shown) }}
      slides={photos.map((src, i) => ({ src, alt: single ? alt : `${alt}, photo ${i + 1} of ${photos.length}` }))}
      plugins={[Zoom]}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      // A single photo: no previous and next arrows.
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{ Lightbox: `Photo of ${alt}`, Carousel: 'Photo', Slide: 'Photo' }}
    />
  );
}

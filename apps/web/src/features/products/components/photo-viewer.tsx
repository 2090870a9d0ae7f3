import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';

interface Props {
  open: boolean;
  onClose: () => void;
  src: string;
  alt: string;
}

/** The zoomable image-viewer overlay of the product page: one photo, zoom by buttons, wheel, pinch or double tap. */
export default function PhotoViewer({ open, onClose, src, alt }: Props) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      slides={[{ src, alt }]}
      plugins={[Zoom]}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      // A single photo: no previous and next arrows.
      render={{ buttonPrev: () => null, buttonNext: () => null }}
      labels={{ Lightbox: `Photo of ${alt}`, Carousel: 'Photo', Slide: 'Photo' }}
    />
  );
}

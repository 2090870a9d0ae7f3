import sharp from 'sharp';

/** A small real photo-like JPEG carrying EXIF with a GPS position, as phones write them. */
export function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Cam 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

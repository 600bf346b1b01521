/** Width and height scaled down (never up) so that the longer side is at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * An image or video frame as a JPEG data URL, shrunk in the browser first: a 480 px photo at
 * quality 0.8 weighs tens of kB instead of the megabytes a phone camera produces, which
 * matters on a school's mobile data and stays far below the 2 MB upload limit.
 */
export function shrinkToJpeg(
  source: CanvasImageSource,
  width: number,
  height: number,
  { maxSide = 480, quality = 0.8 }: { maxSide?: number; quality?: number } = {},
): string {
  const size = fitWithin(width, height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  // JPEG has no transparency: a transparent PNG's background would turn black, so paint it white.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', quality);
}

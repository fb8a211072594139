// Pictures staff upload in the back office: what each is for decides the size it is converted to, the size the
// storefront shows it at. Every upload becomes a WebP without its metadata (EXIF, GPS).

export type ImageRendition = { width: number; height: number; fit: 'cover' | 'inside' }

export const IMAGE_PURPOSES = {
  /** Home slider: the picture and its wide-screen version (SPEC 3 Slide image, image_full). */
  slide: { width: 1600, height: 560, fit: 'cover' },
  'slide-full': { width: 2400, height: 840, fit: 'cover' },
  /** Publication and sales cards, and the picture at the top of the article. */
  'publication-preview': { width: 800, height: 500, fit: 'cover' },
  'publication-main': { width: 1600, height: 800, fit: 'cover' },
  /** The about section's picture and the icons of its facts and of features. */
  about: { width: 1200, height: 800, fit: 'cover' },
  icon: { width: 80, height: 80, fit: 'inside' },
  /** Team members and managers, partners' logos, the picture of a product without one. */
  portrait: { width: 480, height: 480, fit: 'cover' },
  logo: { width: 320, height: 160, fit: 'inside' },
  noimage: { width: 600, height: 600, fit: 'inside' },
} as const satisfies Record<string, ImageRendition>

export type ImagePurpose = keyof typeof IMAGE_PURPOSES

export const isImagePurpose = (value: string): value is ImagePurpose => Object.hasOwn(IMAGE_PURPOSES, value)

/** staff/media/ answers the stored picture's address and size. */
export type UploadedImage = { url: string; width: number; height: number }

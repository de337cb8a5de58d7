/** What image uploads accept, for the browser's pre-check and the server's limits alike. */
export const IMAGE_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const IMAGE_UPLOAD_TYPES_TEXT = "JPEG, PNG, WebP or GIF";

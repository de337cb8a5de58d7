import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES } from "#shared/account/schemas.ts";
import { checkImageFile, formatBytes } from "./upload.ts";

const checkAvatarFile = (file: { type: string; size: number }) => checkImageFile(file, AVATAR_MAX_BYTES, "photo");

describe("image file check", () => {
  it("accepts the four image types up to 2 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif"]) {
      expect(checkAvatarFile({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it("explains a wrong type, a file too large and an empty file", () => {
    expect(checkAvatarFile({ type: "image/svg+xml", size: 100 })).toBe("Choose a JPEG, PNG, WebP or GIF image.");
    expect(checkAvatarFile({ type: "application/pdf", size: 100 })).toBe("Choose a JPEG, PNG, WebP or GIF image.");
    expect(checkAvatarFile({ type: "image/png", size: AVATAR_MAX_BYTES + 1 })).toBe(
      "The photo must be at most 2.0 MB. This one is 2.0 MB.",
    );
    expect(checkAvatarFile({ type: "image/png", size: 0 })).toBe("This file is empty. Choose another image.");
  });

  it("formats sizes for people", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(3 * 1024)).toBe("3 KB");
    expect(formatBytes(3.4 * 1024 * 1024)).toBe("3.4 MB");
  });
});

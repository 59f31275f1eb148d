import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";

export async function uniqueJpeg(name: string, width = 900, height = 600) {
  const hue = () => Math.floor(Math.random() * 256);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${hue()},${hue()},${hue()})"/><circle cx="50%" cy="50%" r="30%" fill="rgb(${hue()},${hue()},${hue()})"/><text x="20" y="60" font-size="40" fill="#fff">${Date.now()}</text></svg>`;
  return { name, mimeType: "image/jpeg", buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer() };
}

export function demoVideo(format: "mp4" | "webm", name = `clip.${format}`) {
  return {
    name,
    mimeType: `video/${format}`,
    buffer: readFileSync(path.join(process.cwd(), "lib", "db", "demo-media", `hero-1.${format}`)),
  };
}

export async function expectServed(request: APIRequestContext, url: string, contentType: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()["content-type"]).toBe(contentType);
}

export async function expectGone(request: APIRequestContext, url: string) {
  expect((await request.get(url)).status(), url).toBe(404);
}

export async function uploadsList(page: Page) {
  return page.getByRole("list", { name: "Uploads" });
}

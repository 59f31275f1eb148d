import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { uniqueJpeg } from "./support/media";
import { signInAsNewAdmin } from "./support/staff";
import { scaled } from "./support/time";

test.beforeEach(async ({ page, request }) => {
  await signInAsNewAdmin(page, request, "media");
});

test("a renamed text file, an SVG and an oversized image are each refused with their reason", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await page.goto("/admin/gallery");
  await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();
  const input = page.getByLabel("Drop photos or videos here, or choose files");
  const uploads = page.getByRole("list", { name: "Uploads" });

  await input.setInputFiles({
    name: "table-plan.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("Table 4: Mrs Ahmed, 8 pm, window seat.\n".repeat(20)),
  });
  await expect(uploads.getByRole("alert")).toHaveText(
    "“table-plan.jpg” is not a JPEG, PNG, WebP or AVIF image (judged by its contents, not its name), so it was not uploaded.",
  );

  await input.setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'),
  });
  await expect(uploads.getByRole("alert").nth(1)).toHaveText(
    "“logo.svg” is an SVG drawing. SVG files are not accepted: please upload a JPEG, PNG, WebP or AVIF image.",
  );

  await input.setInputFiles({
    name: "sneaky.png",
    mimeType: "image/png",
    buffer: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  });
  await expect(uploads.getByRole("alert").nth(2)).toContainText("“sneaky.png” is an SVG drawing.");

  const big = await uniqueJpeg("banquet-hall.jpg", 40, 40);
  await input.setInputFiles({ ...big, buffer: Buffer.concat([big.buffer, Buffer.alloc(16 * 1024 * 1024)]) });
  await expect(uploads.getByRole("alert").nth(3)).toHaveText(
    "“banquet-hall.jpg” is 16.0 MB. Images can be at most 15 MB: please export a smaller copy.",
  );

  await expect(page.getByRole("article", { name: "Table plan" })).toHaveCount(0);
  await expect(page.getByRole("article", { name: "Banquet hall" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the media route refuses traversal, encoded traversal and absolute paths", async ({ request }) => {
  for (const raw of [
    "/media/..%2f..%2fpackage.json",
    "/media/%2e%2e/%2e%2e/package.json",
    "/media/gallery%2f..%2f..%2fpglite",
    "/media/%2fetc%2fpasswd",
    "/media/..%5c..%5cpackage.json",
    "/media/%252e%252e%252fpackage.json",
  ]) {
    const res = await request.get(raw, { maxRedirects: 0 });
    expect(res.status(), raw).toBe(404);
  }
  const doubled = await request.get("/media//etc/passwd");
  expect(doubled.status()).toBe(404);
  expect(await doubled.text()).not.toContain("root:");
  const upload = await request.post("/api/admin/uploads?key=uploads/0123456789abcdef0123456789abcdef.img", {
    data: "x",
  });
  expect(upload.status()).toBe(401);
});

test("hero management shows the videos in order, the add form and the carousel preview", async ({ page }) => {
  await page.goto("/admin/hero-management");
  await expect(page.getByRole("heading", { level: 1, name: "Hero management" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hero videos" })).toContainText("(2)");
  await expect(page.getByRole("heading", { name: "Preview" })).toBeVisible();
  await expect(page.getByTestId("hero")).toBeVisible();

  const form = page.getByRole("region", { name: "Add a hero slide" });
  await form.getByLabel("Slide duration (seconds)").fill("3");
  await form.getByRole("button", { name: "Add hero slide" }).click();
  await expect(form.getByText("Each slide shows for at least 3.5 seconds.")).toBeVisible();
  await form.getByLabel("Slide duration (seconds)").fill("5");
  await form.getByRole("button", { name: "Add hero slide" }).click();
  await expect(
    form.getByText("Upload a photograph for a still slide, or an MP4 video with its poster image."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

import { test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/expect";
import { deletePopups, popupHostReady, untilPageRenders } from "./support/popups";
import { postServerAction, serverActionId } from "./support/server-actions";
import { activityCount, addAdmin, removeAdmin, signInAsNewAdmin, signInAsStaff, uniqueEmail } from "./support/staff";
import { expectGone, expectServed, uniqueJpeg } from "./support/media";
import { scaled } from "./support/time";
import { draftPopupInput } from "../tests/support/popup-input";

async function signInAsAdmin(page: Page, request: APIRequestContext, label: string) {
  const email = await signInAsNewAdmin(page, request, label);
  return email;
}

test("create with the editor and preview, see it on its page, edit, duplicate and delete", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // the whole life of a popup, checked in the admin list, the activity log and on the public page
  const email = await signInAsAdmin(page, request, "popups");
  const tag = `Lantern supper ${Date.now().toString(36)}`;
  await page.goto("/admin/popups");
  await expect(page.getByRole("heading", { level: 1, name: "Popups" })).toBeVisible();
  await page.getByRole("link", { name: "New popup" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New popup" })).toBeVisible();

  await page.getByLabel("Headline").fill(tag);
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("Try ");
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await page.keyboard.type("grills");
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await page.keyboard.type(" at the menu");
  for (let i = 0; i < "the menu".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.getByRole("button", { name: "Link", exact: true }).click();
  await page.getByLabel("Link address").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Apply link" }).click();
  await expect(page.getByText("Use a web address starting https:// or http://, or a path on this site")).toBeVisible();
  await page.getByLabel("Link address").fill("/menu");
  await page.getByRole("button", { name: "Apply link" }).click();
  await expect(body.getByRole("link", { name: "the menu" })).toBeVisible();
  await expect(page.getByLabel("Link address")).toBeHidden();
  await expect(body).toBeFocused();
  await body.press("End");
  await body.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Seven");

  const preview = page.getByRole("complementary", { name: "Live preview" });
  await expect(preview.getByRole("heading", { name: tag })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("grills");
  await expect(preview.getByRole("link", { name: "the menu" })).toHaveAttribute("href", "/menu");
  await expect(preview.getByRole("listitem")).toHaveText("Seven");
  await expectNoAxeViolations(page);

  await expect(page.getByRole("group", { name: "Pages" }).getByRole("checkbox", { checked: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Create popup" }).click();
  await expect(page.getByText("Choose at least one page.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Online ordering" }).click();
  await expect(page.getByText("Choose at least one page.")).toHaveCount(0);
  await page.getByLabel("Status").selectOption("published");
  await page.getByLabel("Button label (optional)").fill("Book a table");
  await page.getByLabel("Button link").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Create popup" }).click();
  await expect(
    page.getByText("Use a web address starting https:// or http://, or a path on this site starting with a single /."),
  ).toBeVisible();
  await page.getByLabel("Button link").fill("/reservations");
  await expect(preview.getByRole("link", { name: "Book a table" })).toHaveAttribute("href", "/reservations");
  await page.getByRole("button", { name: "Create popup" }).click();

  await expect(page).toHaveURL(/\/admin\/popups$/);
  await expect(page.getByText("Popup created")).toBeVisible();
  const item = page.getByRole("listitem", { name: tag, exact: true });
  await expect(item.getByText("Live", { exact: true })).toBeVisible();
  await expect(item).toContainText("On Online ordering");
  await expect.poll(() => activityCount(request, { action: "popup.created", actor: email })).toBe(1);

  const guest = await browser.newPage();
  await untilPageRenders(request, "/online-ordering", { with: tag });
  await guest.goto("/online-ordering");
  const shown = guest.getByRole("dialog", { name: tag });
  await expect(shown).toBeVisible();
  await expect(shown.locator("strong")).toHaveText("grills");
  await expect(shown.getByRole("link", { name: "the menu" })).toHaveAttribute("href", "/menu");
  await expect(shown.getByRole("link", { name: "Book a table" })).toHaveAttribute("href", "/reservations");

  await item.getByRole("link", { name: `Edit ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit popup" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Body" })).toContainText("grills");
  await page.getByLabel("Headline").fill(`${tag} returns`);
  await page.getByRole("button", { name: "Save popup" }).click();
  await expect(page).toHaveURL(/\/admin\/popups$/);
  await expect(page.getByText("Popup saved")).toBeVisible();
  await expect.poll(() => activityCount(request, { action: "popup.updated", actor: email })).toBe(1);
  await untilPageRenders(request, "/online-ordering", { with: `${tag} returns` });
  await guest.goto("/online-ordering");
  await expect(guest.getByRole("dialog", { name: `${tag} returns` })).toBeVisible();

  const edited = page.getByRole("listitem", { name: `${tag} returns`, exact: true });
  await edited.getByRole("button", { name: `Duplicate ${tag} returns` }).click();
  await expect(page.getByText("Popup duplicated")).toBeVisible();
  const copy = page.getByRole("listitem", { name: `${tag} returns (copy)` });
  await expect(copy.getByText("Draft", { exact: true })).toBeVisible();
  await expect(copy).toContainText("Nowhere: it is a draft");
  await expect.poll(() => activityCount(request, { action: "popup.duplicated", actor: email })).toBe(1);

  for (const name of [`${tag} returns (copy)`, `${tag} returns`]) {
    const remove = page.getByRole("button", { name: `Delete ${name}`, exact: true });
    await remove.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(remove).toHaveCount(0);
    await expect(page.getByRole("listitem", { name, exact: true })).toHaveCount(0);
  }
  await expect.poll(() => activityCount(request, { action: "popup.deleted", actor: email })).toBe(2);
  await untilPageRenders(request, "/online-ordering", { without: tag });
  await guest.goto("/online-ordering");
  await popupHostReady(guest);
  await expect(guest.getByRole("dialog")).toHaveCount(0);
  await guest.close();
});

test("markup attacks sent straight to the save action are stored and shown inert", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow(); // sign-in, the admin editor and a guest's page view
  await signInAsAdmin(page, request, "popups-xss");
  await page.goto("/admin/popups/new");
  const tag = `Markup check ${Date.now().toString(36)}`;
  const { status, body } = await postServerAction(
    page.context().request,
    "/admin/popups/new",
    serverActionId("createPopup", "popups/actions"),
    [
      {
        status: "published",
        startAt: "",
        endAt: "",
        priority: 0,
        pages: ["/experience"],
        audience: "everyone",
        frequency: "always",
        headline: tag,
        bodyHtml: `<p>Hello <strong>guests</strong></p><img src=x onerror="alert(1)"><svg><script>alert(2)</script></svg><a href="javascript:alert(3)">Click me</a><p onmouseover="alert(4)">Hover</p><iframe src="javascript:alert(5)"></iframe>`,
        imageUrl: "",
        imageAlt: "",
        ctaLabel: "",
        ctaUrl: "",
        dismissible: true,
      },
    ],
    baseURL!,
  );
  expect(status).toBe(200);
  const id = /"id":"([0-9a-f-]{36})"/.exec(body)?.[1];
  expect(id, body).toBeTruthy();

  try {
    await page.goto(`/admin/popups/${id}`);
    await expect(page.getByRole("textbox", { name: "Body" })).toContainText("Hello guests");
    const preview = page.getByRole("complementary", { name: "Live preview" });
    await expect(preview.locator("img, script, iframe, [onerror], [onmouseover], a[href^='javascript']")).toHaveCount(
      0,
    );

    const guest = await browser.newPage();
    let dialogs = 0;
    guest.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    await guest.goto("/experience");
    const shown = guest.getByRole("dialog", { name: tag });
    await expect(shown.locator("strong")).toHaveText("guests");
    await expect(shown.getByText("Click me")).toBeVisible();
    await shown.getByText("Hover").hover();
    await shown.getByText("Click me").click();
    await expect(shown.locator("img, script, iframe, svg:not([aria-hidden])")).toHaveCount(0);
    await expect(shown.locator("[onerror], [onmouseover], a[href^='javascript']")).toHaveCount(0);
    const html = await shown.innerHTML();
    expect(html).not.toMatch(/onerror|onmouseover|<script|javascript:/i);
    expect(dialogs).toBe(0);
    await guest.close();
  } finally {
    await deletePopups(request, [id!]);
  }
});

const ACTIONS = [
  ["saveWeeklyHours", "opening-times/actions", "/admin/opening-times"],
  ["createSpecialHours", "opening-times/actions", "/admin/opening-times"],
  ["updateSpecialHours", "opening-times/actions", "/admin/opening-times"],
  ["deleteSpecialHours", "opening-times/actions", "/admin/opening-times"],
  ["createPopup", "popups/actions", "/admin/popups/new"],
  ["updatePopup", "popups/actions", "/admin/popups/:demo"],
  ["duplicatePopup", "popups/actions", "/admin/popups"],
  ["deletePopup", "popups/actions", "/admin/popups"],
] as const;

test("every opening-times and popup action refuses a caller without an admin session, and changes nothing", async ({
  browser,
  request,
  baseURL,
}) => {
  const live = (await (await request.get("/api/popups")).json()) as { popups: Array<{ id: string; headline: string }> };
  const demo = live.popups.find((p) => p.headline === "Winter Tasting Menu");
  expect(demo).toBeTruthy();
  const week = Array.from({ length: 7 }, (_, i) => ({
    day: i + 1,
    isClosed: true,
    openTime1: "",
    closeTime1: "",
    openTime2: "",
    closeTime2: "",
    notes: "Hijacked",
  }));
  const popup = draftPopupInput({
    status: "published",
    priority: 999,
    frequency: "always",
    headline: "Hijacked",
    bodyHtml: "",
  });
  const inputs: Record<(typeof ACTIONS)[number][0], unknown> = {
    saveWeeklyHours: { days: week },
    createSpecialHours: { date: "2030-01-01", isClosed: true, openTime1: "", closeTime1: "", notes: "Hijacked" },
    updateSpecialHours: {
      id: "00000000-0000-4000-8000-000000000000",
      date: "2030-01-02",
      isClosed: true,
      openTime1: "",
      closeTime1: "",
      notes: "Hijacked",
    },
    deleteSpecialHours: { id: "00000000-0000-4000-8000-000000000000" },
    createPopup: popup,
    updatePopup: { ...popup, id: demo!.id },
    duplicatePopup: { id: demo!.id },
    deletePopup: { id: demo!.id },
  };

  const removed = await browser.newContext();
  const removedEmail = uniqueEmail("popups-removed");
  await addAdmin(request, removedEmail);
  await signInAsStaff(await removed.newPage(), removedEmail);
  await removeAdmin(request, removedEmail);
  const anonymous = await browser.newContext();

  for (const [name, file, pagePath] of ACTIONS) {
    let path: string = pagePath;
    const id = serverActionId(name, file);
    path = path.replace(":demo", demo!.id);
    const refused = await postServerAction(removed.request, path, id, [inputs[name]], baseURL!);
    expect(refused.status, name).toBe(200);
    expect(refused.body, name).toContain("You are not authorised to do this.");
    expect(refused.body, name).not.toContain('"ok":true');

    const signedOut = await postServerAction(anonymous.request, path, id, [inputs[name]], baseURL!);
    expect(signedOut.status, name).toBeLessThan(500);
    expect(signedOut.body, name).not.toContain('"ok":true');
  }

  for (const action of [
    "opening_times.updated",
    "special_hours.created",
    "special_hours.updated",
    "special_hours.deleted",
    "popup.created",
    "popup.updated",
    "popup.duplicated",
    "popup.deleted",
  ]) {
    expect(await activityCount(request, { action, actor: removedEmail }), action).toBe(0);
  }
  const after = (await (await request.get("/api/popups")).json()) as {
    popups: Array<{ id: string; headline: string }>;
  };
  expect(after.popups.find((p) => p.id === demo!.id)?.headline).toBe("Winter Tasting Menu");
  expect(after.popups.some((p) => p.headline === "Hijacked")).toBe(false);
  const contact = await request.get("/contact");
  expect(await contact.text()).not.toContain("Hijacked");
  await removed.close();
  await anonymous.close();
});

test("the popup image is chosen from the media library or uploaded there, and its file goes with the popup", async ({
  page,
  request,
}) => {
  test.slow(); // an upload, two saves and a deletion
  await signInAsAdmin(page, request, "popups-image");
  const tag = `Mango lassi week ${Date.now().toString(36)}`;
  await page.goto("/admin/popups/new");
  await page.getByLabel("Headline").fill(tag);
  await expect(page.getByLabel("Image address (optional)")).toHaveCount(0);

  await page.getByRole("button", { name: "Choose an image" }).click();
  const picker = page.getByRole("dialog", { name: "Choose the popup image" });
  await picker.getByLabel("Upload a new image").setInputFiles(await uniqueJpeg("mango-lassi.jpg", 1200, 800));
  await expect(picker).toBeHidden({ timeout: scaled(30_000) });
  const chosen = page.getByTestId("popup-image-chosen").filter({ visible: true });
  await expect(chosen).toHaveAttribute("src", /^\/media\/gallery\/[0-9a-f]{16}\.webp$/);
  const uploaded = (await chosen.getAttribute("src"))!;
  const preview = page.getByRole("complementary", { name: "Live preview" });
  await expect(preview.locator(`img[src="${uploaded}"]`)).toBeAttached();
  await page.getByRole("button", { name: "Create popup" }).click();
  await expect(page.getByText("Describe the image for guests who cannot see it.")).toBeVisible();
  await page.getByLabel("Image description").fill("A glass of mango lassi with a saffron swirl");
  await page.getByRole("checkbox", { name: "Experience" }).click();
  await page.getByRole("button", { name: "Create popup" }).click();
  await expect(page).toHaveURL(/\/admin\/popups$/);
  await expectServed(request, uploaded, "image/webp");

  await page
    .getByRole("listitem", { name: tag, exact: true })
    .getByRole("link", { name: `Edit ${tag}` })
    .click();
  await expect(chosen).toHaveAttribute("src", uploaded);
  await page.getByRole("button", { name: "Change image" }).click();
  const library = page.getByRole("dialog", { name: "Choose the popup image" });
  await library.getByRole("list").getByRole("button").first().click();
  await expect(library).toBeHidden();
  await expect(chosen).not.toHaveAttribute("src", uploaded);
  const photo = (await chosen.getAttribute("src"))!;
  expect(photo).not.toBe(uploaded);
  await page.getByRole("button", { name: "Save popup" }).click();
  await expect(page).toHaveURL(/\/admin\/popups$/);
  await expectGone(request, uploaded);

  await page.getByRole("button", { name: `Delete ${tag}`, exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("listitem", { name: tag, exact: true })).toHaveCount(0);
  await expectServed(request, photo, "image/webp");
});

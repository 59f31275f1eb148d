import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/expect";
import { storedEnquiries, uniqueEmail } from "./support/forms";
import { mailTo, subscribeToNewsletter, waitForMail, type ReceivedMail } from "./support/mail";
import { signInAsNewAdmin } from "./support/staff";
import { scaled } from "./support/time";

// A campaign goes to everyone subscribed in the test database, so this checks its own three guests:
// each still subscribed gets exactly one copy, the one who left gets none.
test("a newsletter reaches each subscribed guest once, with their own working unsubscribe link and headers, and never a guest who unsubscribed", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // three sign-ups, an unsubscribe, the admin flow and the campaign's delivery
  const tag = Date.now().toString(36);
  const guests = ["Amina", "Bilal", "Carys"].map((name, i) => ({
    name: `${name} ${tag}`,
    email: uniqueEmail(`campaign-${i}`),
  }));
  const welcomes: ReceivedMail[] = [];
  for (const guest of guests) welcomes.push(await subscribeToNewsletter(page, request, guest));

  // The third guest leaves with the link in her welcome e-mail.
  await page.goto(/Unsubscribe with one click: (\S+)/.exec(welcomes[2]!.text)![1]!);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You have unsubscribed" })).toBeVisible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const staffEmail = await signInAsNewAdmin(staff, request, "newsletter", "/admin/newsletter", "manager");
  await expect(staff.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();

  // The pace is one site setting. Everyone in one batch, so this test's three guests go together
  // however many other guests the test database holds.
  await staff.goto("/admin/settings/newsletter");
  await staff.getByLabel("E-mails a minute").fill("1000");
  await staff.getByRole("button", { name: "Save newsletter settings" }).click();
  await expect(staff.getByText("Saved the newsletter settings")).toBeVisible();
  await staff.goto("/admin/newsletter");
  await staff.getByRole("link", { name: "New newsletter" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "New newsletter" })).toBeVisible();

  // One schema in the browser and on the server: an empty form names what is missing.
  await staff.getByRole("button", { name: "Save draft" }).click();
  await expect(staff.getByText("Enter a subject.")).toBeVisible();
  await expect(staff.getByText("Write the message.")).toBeVisible();

  const subject = `Lantern supper ${tag}`;
  await staff.getByLabel("Subject").fill(subject);
  await staff.getByLabel("Preview line (optional)").fill("One evening, by lantern light");
  await staff.getByRole("textbox", { name: "Message" }).click();
  await staff.keyboard.type("Join us for a lantern supper. See the menu");
  for (let i = 0; i < "the menu".length; i++) await staff.keyboard.press("Shift+ArrowLeft");
  await staff.getByRole("button", { name: "Link", exact: true }).click();
  await staff.getByLabel("Link address").fill("/menu");
  await staff.getByRole("button", { name: "Apply link" }).click();
  await staff.getByRole("button", { name: "Save draft" }).click();

  await expect(staff.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  // The list page the staff member came from may stay in the page, hidden, for a quick way back.
  await expect(staff.getByText("Draft", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(staff.getByText("At most 1000 e-mails a minute, over all newsletters together.")).toBeVisible();
  await expectNoAxeViolations(staff);

  // The preview at a phone's width and a desktop's.
  const preview = staff.getByRole("region", { name: "The e-mail at 390 pixels wide" });
  await expect(preview).toContainText("Join us for a lantern supper.");
  await expect(preview.getByRole("link", { name: "the menu" })).toHaveAttribute("href", /\/menu$/);
  await staff.getByRole("button", { name: /^Desktop/ }).click();
  await expect(staff.getByRole("region", { name: "The e-mail at 700 pixels wide" })).toBeVisible();

  // A test to the staff member's own address only.
  await expect(staff.getByText(`The test goes only to you, at ${staffEmail}`)).toBeVisible();
  await staff.getByRole("button", { name: "Send me a test" }).click();
  const [testCopy] = await waitForMail(request, staffEmail);
  baseExpect(testCopy!.subject).toBe(`[Test] ${subject}`);
  for (const guest of guests) baseExpect(await mailTo(request, guest.email)).toHaveLength(1);

  // Sending asks first, naming how many guests it goes to.
  await staff.getByRole("button", { name: "Send now…" }).click();
  const confirm = staff.getByRole("alertdialog", { name: "Send this newsletter now?" });
  await expect(confirm).toContainText(subject);
  await confirm.getByRole("button", { name: /^Send to \d+ guests?$/ }).click();
  await expect(confirm).toBeHidden();

  const copies: ReceivedMail[] = [];
  for (const guest of guests.slice(0, 2)) {
    const mail = await waitForMail(request, guest.email, 2, scaled(90_000));
    const ofCampaign = mail.filter((m) => m.subject === subject);
    baseExpect(ofCampaign).toHaveLength(1);
    const copy = ofCampaign[0]!;
    const [stored] = await storedEnquiries(request, guest.email);
    baseExpect(copy.headers["list-unsubscribe"]).toMatch(
      new RegExp(`^<http://127\\.0\\.0\\.1:\\d+/api/newsletter/unsubscribe\\?id=${stored!.id}&token=[\\w-]+>$`),
    );
    baseExpect(copy.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    baseExpect(copy.text).toContain(`Unsubscribe with one click: `);
    baseExpect(copy.text).toMatch(/the menu \(http:\/\/127\.0\.0\.1:\d+\/menu\)/);
    // No tracking: no pixel, and the link is the page itself.
    baseExpect(copy.html).not.toMatch(/<img[^>]+(width="1"|height="1")/);
    copies.push(copy);
  }
  baseExpect(copies[0]!.headers["list-unsubscribe"]).not.toBe(copies[1]!.headers["list-unsubscribe"]);
  // The guest who unsubscribed has only her welcome.
  baseExpect((await mailTo(request, guests[2]!.email)).map((m) => m.subject)).toEqual([welcomes[2]!.subject]);

  // Each copy's own link works: the first guest by the mail client's one-click POST, the second from the footer.
  const oneClick = await request.post(copies[0]!.headers["list-unsubscribe"]!.slice(1, -1), {
    form: { "List-Unsubscribe": "One-Click" },
    maxRedirects: 0,
  });
  baseExpect(oneClick.status()).toBe(200);
  baseExpect((await storedEnquiries(request, guests[0]!.email))[0]!.status).toBe("unsubscribed");
  await page.goto(/Unsubscribe with one click: (\S+)/.exec(copies[1]!.text)![1]!);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You have unsubscribed" })).toBeVisible();
  baseExpect((await storedEnquiries(request, guests[1]!.email))[0]!.status).toBe("unsubscribed");

  // The campaign page reports it sent, with the guests who have left since.
  await expect(async () => {
    await staff.reload();
    await expect(staff.getByText("Sent", { exact: true }).first()).toBeVisible({ timeout: 1000 });
    const since = staff.locator("dt", { hasText: "Unsubscribed since" }).locator("xpath=following-sibling::dd[1]");
    baseExpect(Number(await since.textContent())).toBeGreaterThanOrEqual(2);
  }).toPass({ timeout: scaled(60_000) });
  await staffContext.close();
});

test("a newsletter for the subscribers with one guest-book tag counts them as the tag is chosen, and asks to send to that many", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // a sign-up, the guest book and the newsletter form
  const run = Date.now().toString(36);
  const words = `lantern club ${run}`;
  const member = { name: `Dina ${run}`, email: uniqueEmail("tagged") };
  await subscribeToNewsletter(page, request, member);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsNewAdmin(staff, request, "newsletter-tags", "/admin/newsletter", "manager");
  await staff.goto(`/admin/guests?q=${encodeURIComponent(member.email)}`);
  await staff.getByRole("table").getByRole("link", { name: member.name }).click();
  await expect(staff.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
  await staff.getByLabel("Your own tags").fill(words);
  await staff.getByRole("button", { name: "Save tags" }).click();
  await expect(staff.getByText("Tags saved")).toBeVisible();

  await staff.goto("/admin/newsletter/new");
  await expect(staff.getByRole("heading", { level: 1, name: "New newsletter" })).toBeVisible();
  await staff.getByLabel("Subject").fill(`Lantern club ${run}`);
  await staff.getByRole("textbox", { name: "Message" }).click();
  await staff.keyboard.type("A table by the lanterns, for our club.");
  const count = staff.getByText(/^(Goes to \d+ guests? subscribed now\.|Choose a tag to see)/);
  await expect(count).toHaveText(/^Goes to \d+ guests? subscribed now\.$/);
  await staff.getByLabel("Send to").selectOption({ label: "Subscribers tagged …" });
  await expect(count).toHaveText("Choose a tag to see how many guests it reaches.");
  const tag = staff.getByLabel("Tag", { exact: true });
  await expect(tag.locator("optgroup", { hasText: words })).toHaveAttribute("label", "Your own tags");
  await tag.selectOption({ label: words });
  await expect(count).toHaveText("Goes to 1 guest subscribed now.");
  await expectNoAxeViolations(staff);
  await staff.getByRole("button", { name: "Save draft" }).click();

  await expect(staff.getByRole("heading", { level: 1, name: `Lantern club ${run}` })).toBeVisible();
  await expect(staff.locator("dt", { hasText: "Send to" }).locator("xpath=following-sibling::dd[1]")).toHaveText(
    `Subscribers tagged “${words}”`,
  );
  await expect(staff.getByText(`Goes to 1 guest subscribed tagged “${words}” now`)).toBeVisible();
  await staff.getByRole("button", { name: "Send now…" }).click();
  const confirm = staff.getByRole("alertdialog", { name: "Send this newsletter now?" });
  await expect(confirm).toContainText(`will go to 1 guest tagged “${words}” now.`);
  await expect(confirm.getByRole("button", { name: "Send to 1 guest" })).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await staffContext.close();
});

/** Nothing wider than the screen: a phone scrolls down, never sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBe(0);
}

test("the newsletter pages at phone and desktop widths, with no axe violations and nothing wider than the screen", async ({
  page,
  request,
}) => {
  test.slow(); // six page loads and six axe scans
  await signInAsNewAdmin(page, request, "newsletter-axe", "/admin/newsletter", "manager");
  const shots = process.env.NEWSLETTER_SCREENSHOTS;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/newsletter");
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
    const sent = page.getByRole("link", { name: "The winter menu is here" }).filter({ visible: true }).first();
    await expect(sent).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/newsletter-list-${width}.png`, fullPage: true });

    await sent.click();
    await expect(page.getByRole("heading", { level: 1, name: "The winter menu is here" })).toBeVisible();
    await expect(page.getByRole("region", { name: "The e-mail at 390 pixels wide" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/newsletter-sent-${width}.png`, fullPage: true });

    await page.goto("/admin/newsletter/new");
    await expect(page.getByRole("heading", { level: 1, name: "New newsletter" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save draft" })).toBeEnabled();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/newsletter-new-${width}.png`, fullPage: true });
  }
});

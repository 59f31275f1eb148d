import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { requestTable, storedEnquiries } from "./support/forms";
import { tableGuest } from "./support/mail";
import { removeAdmin, signInAsNewAdmin } from "./support/staff";
import { scaled, writtenDate } from "./support/time";

const toast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });

const guestReserves = requestTable;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

test.describe("admin enquiries inbox", () => {
  test("a guest's reservation: every field in the inbox, confirmed, cancelled, exported, deleted, and each step in the activity log", async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    const guest = {
      ...tableGuest(
        "Amina Khan",
        "inbox",
        9,
        "19:30",
        "4",
        "=cmd|' /C calc'!A0 window table, one guest uses a wheelchair",
      ),
      phone: "07700 900123",
    };
    await guestReserves(page, guest);

    const admin = await signInAsNewAdmin(page, request, "inbox");
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Enquiries \d+\+? new$/ }),
    ).toBeVisible();

    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: /^Enquiries/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
    await page.getByLabel("Search").fill(guest.email.split("@")[0]!);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]q=inbox-/);
    const row = page.getByRole("row").filter({ hasText: guest.name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Requested", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: guest.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: guest.name })).toBeVisible();
    const id = /\/admin\/enquiries\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    const ref = id.replace(/-/g, "").slice(0, 8).toUpperCase();
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByRole("link", { name: guest.email })).toHaveAttribute("href", `mailto:${guest.email}`);
    await expect(details.getByRole("link", { name: guest.phone })).toHaveAttribute("href", "tel:07700900123");
    const shownDate = writtenDate(new Date(`${guest.date}T00:00:00Z`), "short");
    for (const [label, value] of [
      ["Reservation date", shownDate],
      ["Time", "19:30"],
      ["Guests", "4 guests"],
      ["Notes", guest.notes],
      ["Sent from", "reservations"],
    ]) {
      await expect(
        details
          .getByRole("definition")
          .filter({ has: page.locator(`xpath=preceding-sibling::dt[1][normalize-space()="${label}"]`) }),
      ).toHaveText(value!);
    }
    await expect(page.getByText(`ref ${ref}`)).toBeVisible();
    await expectNoAxeViolations(page);

    const status = page.getByRole("region", { name: "Status" });
    await expect(status.getByRole("button")).toHaveText(["Mark confirmed", "Mark declined", "Mark cancelled"]);
    await status.getByRole("button", { name: "Mark confirmed" }).click();
    await expect(toast(page, "Marked confirmed")).toBeVisible();
    await expect(status.getByText("Confirmed", { exact: true })).toBeVisible();
    await status.getByRole("button", { name: "Mark cancelled" }).click();
    await expect(toast(page, "Marked cancelled")).toBeVisible();
    await expect(status.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(page.getByText(`${admin},`)).toBeVisible(); // handled by

    await page.getByRole("textbox", { name: "Internal note" }).fill("Confirmed by phone; table 12.");
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(toast(page, "Note saved")).toBeVisible();

    // The activity log names the booking in words and links to it, without the guest's name or details.
    const enquiryUrl = page.url();
    const inWords = `Reservation for 4 guests on ${shownDate} at 19:30 (ref ${ref})`;
    await page.goto(`/admin/activity?actor=${encodeURIComponent(admin)}`);
    await expect(page.getByRole("row").getByRole("link", { name: inWords, exact: true })).toHaveCount(3);
    await expect(page.getByRole("table")).not.toContainText(guest.name);
    await page
      .getByRole("row")
      .getByRole("link", { name: `Marked the ${inWords.charAt(0).toLowerCase()}${inWords.slice(1)} as confirmed` })
      .click();
    const record = page.getByRole("region", { name: "Who and when" }).getByRole("link", { name: inWords });
    await expect(record).toHaveAttribute("href", `/admin/enquiries/${id}`);
    await expect(page.getByRole("main")).not.toContainText(id);
    await expect(page.getByRole("main")).not.toContainText(guest.email);
    await record.click();
    await expect(page.getByRole("heading", { level: 1, name: guest.name })).toBeVisible();
    await page.goto(enquiryUrl);

    await page.getByRole("link", { name: "Back to enquiries" }).click();
    await expect(page).toHaveURL(/[?&]q=inbox-/);
    await expect(
      page.getByRole("row").filter({ hasText: guest.name }).getByText("Cancelled", { exact: true }),
    ).toBeVisible();
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = parseCsv(bytes.subarray(3).toString("utf8"));
    expect(header!.join(",")).toBe(
      "Received,Type,Status,Name,Email,Phone,Preferred date,Preferred time,Guests,Event type,Service style,Message,Source page,Internal note,Handled by,Handled at,Reference",
    );
    expect(lines).toHaveLength(1);
    const cells = Object.fromEntries(header!.map((h, i) => [h, lines[0]![i]]));
    expect(cells).toMatchObject({
      Type: "Reservation",
      Status: "Cancelled",
      Name: guest.name,
      Email: guest.email,
      Phone: guest.phone,
      "Preferred date": guest.date,
      "Preferred time": "19:30",
      Guests: "4",
      "Source page": "reservations",
      "Internal note": "Confirmed by phone; table 12.",
      "Handled by": admin,
      Reference: id,
    });
    expect(cells.Message).toBe(`'${guest.notes}`);

    await page.getByRole("row").filter({ hasText: guest.name }).getByRole("link", { name: guest.name }).click();
    await page.getByRole("button", { name: "Delete enquiry" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this enquiry?" });
    await expect(dialog).toContainText(guest.name);
    await dialog.getByRole("button", { name: "Delete enquiry" }).click();
    await expect(toast(page, "Enquiry deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/enquiries\?q=inbox-/);
    await expect(page.getByText("No enquiries match these filters")).toBeVisible();
    expect(await storedEnquiries(request, guest.email)).toEqual([]);

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity" }).click();
    await page.getByLabel("Person").selectOption(admin);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]actor=inbox-/);
    const summaries = page.getByRole("row").getByRole("link");
    const booking = `the reservation for 4 guests on ${shownDate} at 19:30 (ref ${ref})`;
    await expect(summaries).toHaveText([
      new RegExp(`^Deleted ${escapeRegExp(booking)} \\(received .+\\)$`),
      "Exported 1 enquiry to CSV (with a search)",
      `Added a note to ${booking}`,
      `Marked ${booking} as cancelled`,
      `Marked ${booking} as confirmed`,
    ]);
    await expect(page.getByRole("row").filter({ hasText: `Enquiry ref ${ref}, since deleted` })).toHaveCount(4);
    await expect(page.getByRole("table")).not.toContainText(guest.name);
    await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await summaries.filter({ hasText: "as cancelled" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Marked ${booking} as cancelled` })).toBeVisible();
    const diff = page.getByRole("table");
    await expect(diff.getByRole("row")).toHaveCount(2);
    await expect(diff.getByRole("row").nth(1)).toHaveText(/Status\s*confirmed\s*cancelled/);
    await expect(page.getByRole("region", { name: "Who and when" }).getByText(admin, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to activity" }).click();
    await expect(page).toHaveURL(/[?&]actor=inbox-/);
  });

  test("filters live in the URL: tabs, status, sorting, and the back button", async ({ page, request }) => {
    await signInAsNewAdmin(page, request, "inbox-url", "/admin/enquiries");
    const tabs = page.getByRole("navigation", { name: "Enquiry types" });
    await tabs.getByRole("link", { name: /^Reservations/ }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries\?type=reservation$/);
    await expect(tabs.getByRole("link", { name: /^Reservations/ })).toHaveAttribute("aria-current", "page");

    await expect(page.getByLabel("Status").getByRole("option")).toHaveText([
      "Any status",
      "Requested",
      "Confirmed",
      "Declined",
      "Cancelled",
      "Seated",
      "No-show",
    ]);
    await page.getByLabel("Status").selectOption("declined");
    await page.getByLabel("Received from").fill("2026-01-01");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/type=reservation/);
    await expect(page).toHaveURL(/status=declined/);
    await expect(page).toHaveURL(/from=2026-01-01/);

    await page.goto("/admin/enquiries?sort=name&dir=asc");
    await page.getByLabel("Status").selectOption("new");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/status=new/);
    await expect(page).toHaveURL(/sort=name&dir=asc/);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/from=2026-01-01/);
    await expect(page.getByLabel("Status")).toHaveValue("declined");
    await expect(page.getByLabel("Received from")).toHaveValue("2026-01-01");
  });

  test("the export refuses anyone without an admin session", async ({ page, request, playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const signedOut = await anonymous.get("/admin/enquiries/export", { maxRedirects: 0 });
    expect([302, 303, 307, 401]).toContain(signedOut.status());
    expect(signedOut.headers()["content-type"] ?? "").not.toContain("text/csv");
    await anonymous.dispose();

    const admin = await signInAsNewAdmin(page, request, "inbox-removed");
    expect((await page.request.get("/admin/enquiries/export")).status()).toBe(200);
    await removeAdmin(request, admin);
    const refused = await page.request.get("/admin/enquiries/export", { maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toBe("You are not authorised to export enquiries.");
  });
});

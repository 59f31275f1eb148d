import { expect, type Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { londonDate, storedEnquiries, uniqueEmail as uniqueGuestEmail } from "./support/forms";
import {
  RESTAURANT_EMAIL,
  contactDuringOutage,
  contactGuest,
  tableGuest,
  enquiryId,
  expectGuestMail,
  failedOutboxCount,
  icsProperties,
  longDate,
  mailTo,
  reserve,
  sendContact,
  sendEventEnquiry,
  staffNoticeFor,
  subscribeToNewsletter,
  waitForMail,
} from "./support/mail";
import { activityCount, signInAsStaff, testWithAdmin as test } from "./support/staff";
import { scaled } from "./support/time";

test.describe.configure({ mode: "serial", timeout: scaled(150_000) });

test.describe("guest e-mails", () => {
  test("each form's acknowledgement arrives, with the booking and never the guest's own words; staff get the whole enquiry", async ({
    page,
    request,
  }) => {
    const tag = Date.now().toString(36);

    const booking = tableGuest(
      "Amina Khan",
      "ack-reservation",
      9,
      "19:30",
      "4",
      `Window table please, secret-note-${tag}`,
    );
    await reserve(page, booking);
    const [ackReservation, ...extra] = await waitForMail(request, booking.email);
    expect(extra).toHaveLength(0);
    expectGuestMail(ackReservation!, { name: booking.name, secret: `secret-note-${tag}` });
    expect(ackReservation!.subject).toBe(`We have your table request for ${longDate(booking.date)}`);
    expect(ackReservation!.text).toMatch(new RegExp(`Date:\\s+${longDate(booking.date)}`));
    expect(ackReservation!.text).toMatch(/Time:\s+7:30pm/);
    expect(ackReservation!.text).toMatch(/Guests:\s+4/);
    expect(ackReservation!.text).toContain("within 24 hours");
    const staff = await staffNoticeFor(request, booking.name);
    expect(staff.text).toContain(`secret-note-${tag}`);
    expect(staff.replyTo).toBe(booking.email);

    const event = { name: `Imran Shah ${tag}`, email: uniqueGuestEmail("ack-event"), preferredDate: londonDate(40) };
    await sendEventEnquiry(page, {
      ...event,
      eventType: "celebration",
      guests: "45",
      notes: `Dad's seventieth, secret-event-${tag}`,
    });
    const [ackEvent] = await waitForMail(request, event.email);
    expectGuestMail(ackEvent!, { name: event.name, secret: `secret-event-${tag}` });
    expect(ackEvent!.subject).toBe("We have your event enquiry");
    expect(ackEvent!.text).toMatch(new RegExp(`Date:\\s+${longDate(event.preferredDate)}`));
    expect(ackEvent!.text).toMatch(/Guests:\s+45/);
    expect(ackEvent!.text).toContain("within one business day");

    const contact = contactGuest("Sara Malik", "ack-contact", `Visit https://spam.example secret-message-${tag}`);
    await sendContact(page, contact);
    const [ackContact] = await waitForMail(request, contact.email);
    expectGuestMail(ackContact!, { name: contact.name, secret: `secret-message-${tag}` });
    expect(ackContact!.raw).not.toContain("spam.example");
    expect(ackContact!.subject).toBe("We have your message");

    const subscriber = { name: `Nadia ${tag}`, email: uniqueGuestEmail("ack-newsletter") };
    const welcome = await subscribeToNewsletter(page, request, subscriber);
    expectGuestMail(welcome, { name: subscriber.name });
    expect(welcome.subject).toBe("Welcome to the 47 Restaurant newsletter");
    expect(welcome.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?id=[0-9a-f-]{36}&token=[\w-]+>$/,
    );
    expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(welcome.text).toMatch(/Unsubscribe with one click: http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?id=/);
  });

  test("a party of 9 or more: staff read '9 or more — confirm the size' in their e-mail, inbox and book; the guest is asked for the exact number", async ({
    page,
    request,
    admin,
  }) => {
    const tag = Date.now().toString(36);
    const party = tableGuest(`Large Party ${tag}`, "nine-plus", 15, "19:00", "9+", "");
    await reserve(page, party);
    const [ack] = await waitForMail(request, party.email);
    expect(ack!.text).toMatch(/Guests:\s+9 or more: please reply with the exact number of guests/);
    const staff = await staffNoticeFor(request, party.name);
    expect(staff.subject).toContain("9 or more — confirm the size");
    expect(staff.text).toContain("Guests: 9 or more — confirm the size");

    await signInAsStaff(page, admin);
    await page.goto(`/admin/enquiries/${await enquiryId(request, party.email)}`);
    await expect(page.getByRole("main")).toContainText("9 or more — confirm the size");
    await page.goto(`/admin/reservations?date=${party.date}`);
    // The booking's own row, not the time slot that lists it.
    const entry = page
      .getByRole("listitem")
      .filter({ hasText: party.name })
      .filter({ hasNot: page.getByRole("listitem") });
    await expect(entry).toContainText("9 or more — confirm the size");
  });

  test("staff see every e-mail in the Outbox, rendered; a template edit changes the next message; an unknown field is refused", async ({
    page,
    request,
    admin,
  }) => {
    const tag = Date.now().toString(36);
    const guest = contactGuest("Omar Farooq", "outbox", "Do you have parking?");
    await sendContact(page, guest);
    await waitForMail(request, guest.email);

    await signInAsStaff(page, admin);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Outbox" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: guest.email }).filter({ hasText: "We have your message" });
    await expect(row.getByText("Sent", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Sent (" }).click();
    await expect(page).toHaveURL(/state=sent/);
    await expect(row).toBeVisible();
    await row.getByRole("link", { name: "We have your message" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "We have your message" })).toBeVisible();
    const frame = page.frameLocator("iframe[title^='The e-mail']");
    await expect(frame.getByText(`Dear ${guest.name},`)).toBeVisible();
    await expect(page.getByText(RESTAURANT_EMAIL).first()).toBeVisible();
    await expectNoAxeViolations(page, { exclude: ["iframe"] });

    await page.goto("/admin/outbox/templates");
    const template = page.getByRole("form", { name: "Message received template" });
    await template.getByLabel("Subject").fill(`Thanks {{guest_name}}: {{guest_message}}`);
    await template.getByRole("button", { name: "Save template" }).click();
    await expect(
      template.getByText(/\{\{guest_message\}\} is not a field this template can use\. Use only \{\{guest_name\}\}/),
    ).toBeVisible();
    await template.getByLabel("Subject").fill(`Thanks {{guest_name}}, we read every message ${tag}`);
    await template.getByRole("button", { name: "Save template" }).click();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText("Saved “Message received”"),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const next = contactGuest("Bilal", "template", "Hello");
    await sendContact(page, next);
    const [mail] = await waitForMail(request, next.email);
    expect(mail!.subject).toBe(`Thanks ${next.name}, we read every message ${tag}`);

    await page.goto("/admin/outbox/templates");
    await page
      .getByRole("form", { name: "Message received template" })
      .getByRole("button", { name: "Restore the built-in wording" })
      .click();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText("Restored the built-in “Message received”"),
    ).toBeVisible();
  });

  test("with the mail server down a guest's request still succeeds; the e-mail is retried, delivered once the server is back, and never twice", async ({
    page,
    request,
    admin,
  }) => {
    const guest = contactGuest("Outage Guest", "outage", "Are you open on Monday?");
    await contactDuringOutage(page, request, guest, async () => {
      expect(await storedEnquiries(request, guest.email)).toHaveLength(1);

      await signInAsStaff(page, admin);
      await page.goto("/admin/outbox");
      const row = page.getByRole("row").filter({ hasText: guest.email }).filter({ hasText: "We have your message" });
      await expect(async () => {
        await page.reload();
        await expect(row.getByText("Retrying")).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: scaled(30_000) });
      await expect(row.getByText(/ECONNREFUSED/)).toBeVisible();
      expect(await mailTo(request, guest.email)).toHaveLength(0);
    });
    await waitForMail(request, guest.email, 1, scaled(60_000));
    await page.goto(`/admin/enquiries/${await enquiryId(request, guest.email)}`);
    const emails = page.getByRole("list", { name: "E-mails about this enquiry" });
    await expect(
      emails.getByRole("listitem").filter({ hasText: "We have your message" }).getByText("Sent", { exact: true }),
    ).toBeVisible();
    await expect(emails.getByText("Retrying")).toHaveCount(0);
    expect(await mailTo(request, guest.email)).toHaveLength(1);
  });

  test("an e-mail that ran out of attempts shows as failed on the dashboard, with its reason, and Retry delivers it", async ({
    page,
    request,
    admin,
  }) => {
    const guest = contactGuest("Failed Guest", "failed", "Hello");
    await contactDuringOutage(page, request, guest, async () => {
      await expect.poll(() => failedOutboxCount(request, guest.email), { timeout: scaled(30_000) }).toBeGreaterThan(0);
    });
    await signInAsStaff(page, admin);
    await page.goto("/admin");
    const card = page
      .getByRole("list", { name: "Failed e-mails" })
      .getByRole("listitem")
      .filter({ hasText: guest.email });
    await expect(card.getByText(/ECONNREFUSED/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await mailTo(request, guest.email)).toHaveLength(0);
    await card.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Sending again")).toBeVisible();
    await waitForMail(request, guest.email);
    await page.goto("/admin/outbox?state=failed");
    await expect(page.getByRole("row").filter({ hasText: guest.email })).toHaveCount(0);
    expect(await activityCount(request, { action: "email.retried", actor: admin })).toBe(1);
    expect(await mailTo(request, guest.email)).toHaveLength(1);
  });

  test("Confirm (with a calendar invitation in London time), Decline and Reply from an enquiry's page, each edited before sending", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(scaled(180_000));
    const toConfirm = tableGuest("Confirm Guest", "confirm", 12, "19:30", "4", "Anniversary");
    const toDecline = tableGuest("Decline Guest", "decline", 13, "20:00", "6", "");
    const toReply = contactGuest("Reply Guest", "reply", "Do you have parking?");
    await reserve(page, toConfirm);
    await reserve(page, toDecline);
    await sendContact(page, toReply);
    const idOf = (email: string) => enquiryId(request, email);

    await signInAsStaff(page, admin);
    const answer = (title: string) => page.getByRole("dialog", { name: title });
    // Sends the open answer; once the enquiry shows its new status, returns the guest's copy.
    const send = async (dialog: Locator, status: string, guest: { name: string; email: string }, subject: RegExp) => {
      await dialog.getByRole("button", { name: "Send e-mail" }).click();
      await expect(page.getByRole("region", { name: /Notifications/ }).getByText("E-mail on its way")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("Currently").getByText(status)).toBeVisible();
      const mail = (await waitForMail(request, guest.email, 2)).find((m) => subject.test(m.subject))!;
      expectGuestMail(mail, { name: guest.name });
      return mail;
    };

    const confirmId = await idOf(toConfirm.email);
    await page.goto(`/admin/enquiries/${confirmId}`);
    await page.getByRole("group", { name: "Answer the guest" }).getByRole("button", { name: "Confirm" }).click();
    const confirm = answer("Confirm the reservation");
    await expect(confirm.getByText(`${toConfirm.name} <${toConfirm.email}>`)).toBeVisible();
    await expect(confirm.getByLabel("Subject")).toHaveValue(
      `Your table is confirmed: ${longDate(toConfirm.date)} at 7:30pm`,
    );
    await expect(confirm.getByRole("textbox", { name: "Message" })).toHaveValue(
      new RegExp(`your table for 4 on ${longDate(toConfirm.date)} at 7:30pm`),
    );
    await expectNoAxeViolations(page);
    await confirm
      .getByRole("textbox", { name: "Message" })
      .fill(`Dear ${toConfirm.name},\n\nYour table for 4 is ready. Happy anniversary from all of us!`);
    const confirmed = await send(confirm, "Confirmed", toConfirm, /^Your table is confirmed/);
    expect(confirmed.text).toContain("Happy anniversary from all of us!");
    expect(confirmed.text).not.toContain("you wrote");
    const invitation = confirmed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
    expect(invitation, "a text/calendar part").toBeTruthy();
    const ics = icsProperties(invitation!.content);
    const day = toConfirm.date.replace(/-/g, "");
    expect(ics.get("DTSTART;TZID=Europe/London")).toEqual([`${day}T193000`]);
    expect(ics.get("DTEND;TZID=Europe/London")).toEqual([`${day}T213000`]);
    expect(ics.get("TZID")).toEqual(["Europe/London"]);
    expect(ics.get("UID")).toEqual([`reservation-${confirmId}@127.0.0.1`]);
    expect(ics.get("SUMMARY")).toEqual(["Table for 4 at 47 Restaurant"]);
    expect(ics.get("ATTENDEE;ROLE=REQ-PARTICIPANT")).toEqual([`mailto:${toConfirm.email}`]);
    await expect(async () => {
      await page.reload();
      await expect(
        page
          .getByRole("list", { name: "E-mails about this enquiry" })
          .getByRole("listitem")
          .filter({ hasText: "Your table is confirmed" })
          .getByText("Sent", { exact: true }),
      ).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: scaled(20_000) });

    await page.goto(`/admin/enquiries/${await idOf(toDecline.email)}`);
    await page.getByRole("group", { name: "Answer the guest" }).getByRole("button", { name: "Decline" }).click();
    const decline = answer("Decline the reservation");
    await expect(decline.getByLabel("Subject")).toHaveValue(`Your table request for ${longDate(toDecline.date)}`);
    const declined = await send(decline, "Declined", toDecline, /^Your table request for/);
    expect(declined.text).toContain("fully booked");
    expect(declined.attachments).toHaveLength(0);

    await page.goto(`/admin/enquiries/${await idOf(toReply.email)}`);
    await expect(page.getByRole("group", { name: "Answer the guest" }).getByRole("button")).toHaveText(["Reply"]);
    await page.getByRole("group", { name: "Answer the guest" }).getByRole("button", { name: "Reply" }).click();
    const reply = answer(`Reply to ${toReply.name}`);
    // The guest's message stays in view beside the reply, and below it on a phone.
    const asked = reply.getByRole("region", { name: `${toReply.name}’s message` });
    await expect(asked.getByText("Do you have parking?")).toBeVisible();
    const replyForm = reply.getByRole("form", { name: `Reply to ${toReply.name}` });
    const [formBox, askedBox] = [(await replyForm.boundingBox())!, (await asked.boundingBox())!];
    expect(askedBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width - 1);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(async () => {
      const [formOnPhone, askedOnPhone] = [(await replyForm.boundingBox())!, (await asked.boundingBox())!];
      expect(askedOnPhone.y).toBeGreaterThanOrEqual(formOnPhone.y + formOnPhone.height - 1);
    }).toPass({ timeout: scaled(5_000) });
    await page.setViewportSize({ width: 1280, height: 800 });
    await reply.getByLabel("Subject").fill("");
    await reply.getByRole("button", { name: "Send e-mail" }).click();
    await expect(reply.getByText("Please enter a subject")).toBeVisible();
    await reply.getByLabel("Subject").fill("Parking at 47");
    await reply
      .getByRole("textbox", { name: "Message" })
      .fill(`Dear ${toReply.name},\n\nYes: there is free parking on the roads around Leicester Road.`);
    const replied = await send(reply, "Replied", toReply, /^Parking at 47$/);
    expect(replied.text).toContain("free parking on the roads around Leicester Road");
    expect(replied.text).toMatch(/On \d{1,2} \w+ \d{4}, \d{2}:\d{2} you wrote:\n> Do you have parking\?/);
    expect(replied.html).toMatch(/<blockquote[^>]*>Do you have parking\?<\/blockquote>/);
    expect(await activityCount(request, { action: "enquiry.replied", actor: admin })).toBe(1);
    expect(await activityCount(request, { action: "enquiry.confirmed", actor: admin })).toBe(1);
    expect(await activityCount(request, { action: "enquiry.declined", actor: admin })).toBe(1);
  });

  test("the newsletter's unsubscribe link works without signing in, once, and is logged; a mail client's one-click POST too; a forged link is refused", async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    const before = await activityCount(request, { action: "enquiry.unsubscribed" });

    const first = { name: "Leaving Guest", email: uniqueGuestEmail("unsubscribe") };
    const welcome = await subscribeToNewsletter(page, request, first);
    const link = /Unsubscribe with one click: (\S+)/.exec(welcome.text)![1]!;
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from our newsletter" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await storedEnquiries(request, first.email))[0]!.status).toBe("subscribed");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You have unsubscribed" })).toBeVisible();
    expect((await storedEnquiries(request, first.email))[0]!.status).toBe("unsubscribed");
    await expectNoAxeViolations(page);
    await page.goto(link);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You have unsubscribed" })).toBeVisible();
    expect(await activityCount(request, { action: "enquiry.unsubscribed" })).toBe(before + 1);

    const second = { name: "One Click", email: uniqueGuestEmail("one-click") };
    const target = (await subscribeToNewsletter(page, request, second)).headers["list-unsubscribe"]!.slice(1, -1);
    const oneClick = { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 };
    const res = await request.post(target, oneClick);
    expect(res.status()).toBe(200);
    expect((await storedEnquiries(request, second.email))[0]!.status).toBe("unsubscribed");
    expect(await activityCount(request, { action: "enquiry.unsubscribed" })).toBe(before + 2);

    const forged = link.replace(/token=[\w-]+/, "token=forged");
    await page.goto(forged);
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    const refused = await request.post(target.replace(/token=[\w-]+/, "token=forged"), oneClick);
    expect(refused.status()).toBe(400);
  });
});

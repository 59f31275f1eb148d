import { expect, test } from "@playwright/test";
import { signInAsNewAdmin } from "./support/staff";

const NUTS = ["Tree nuts", "Peanuts"];

test("a contradicted claim is refused, listed for staff, and never shown to guests", async ({ page, request }) => {
  const name = `Legacy Pista Kulfi ${Math.random().toString(36).slice(2, 7)}`;
  const created = await request.post("/api/test-hooks/public-menu", {
    data: { sectionSlug: "desserts", name, dietaryTags: ["nut-free", "vegetarian"], allergens: ["milk", "tree-nuts"] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  try {
    const dishes = (await (await request.get("/api/test-hooks/public-menu")).json()) as {
      name: string;
      dietaryTags: string[];
      allergens: string[];
    }[];
    expect(dishes.find((d) => d.name === name)).toMatchObject({
      dietaryTags: ["vegetarian"],
      allergens: ["milk", "tree-nuts"],
    });
    for (const dish of dishes.filter((d) => d.dietaryTags.includes("nut-free"))) {
      expect(dish.allergens, dish.name).not.toContain("tree-nuts");
      expect(dish.allergens, dish.name).not.toContain("peanuts");
    }

    await page.goto("/menu");
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
    await page.getByRole("group", { name: "Dietary filter" }).getByRole("button", { name: "Nut-free" }).click();
    await expect(page).toHaveURL(/diet=nut-free/);
    await expect(page.getByRole("button", { name, exact: true })).toBeHidden();
    for (const dish of await page.getByRole("main").getByRole("listitem").getByRole("button").allTextContents()) {
      const declared = dishes.find((d) => d.name === dish.trim());
      if (declared) expect(declared.allergens, dish).not.toEqual(expect.arrayContaining(["tree-nuts"]));
    }
    await page.goto("/menu");
    await page.getByRole("button", { name, exact: true }).click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog.getByRole("list", { name: "Allergens" }).getByRole("listitem")).toHaveText([
      "Milk",
      "Tree nuts",
    ]);
    await expect(dialog.getByRole("list", { name: "Dietary information" })).toHaveText(/Vegetarian/);
    await expect(dialog).not.toContainText(/nut-free/i);

    await signInAsNewAdmin(page, request, "claims", "/admin/menu");
    const warnings = page.getByRole("region", { name: /dietary claim .* allergens contradict/ });
    await expect(warnings).toContainText(name);
    await expect(warnings).toContainText("“Nut-free” cannot be claimed: the dish contains Tree nuts.");

    await page.getByRole("button", { name: "Add a dish to Desserts", exact: true }).click();
    const add = page.getByRole("dialog", { name: "New dish in Desserts" });
    await add.getByLabel("Name").fill(`Peanut brittle ${Date.now()}`);
    await add.getByLabel("Price (£)").fill("5");
    await add.getByLabel("Nut-free").check();
    for (const allergen of NUTS) await add.getByLabel(allergen, { exact: true }).check();
    await add.getByRole("button", { name: "Add dish" }).click();
    const message = add.getByText(
      "“Nut-free” cannot be claimed: the dish contains Tree nuts and Peanuts. Untick the claim or correct the allergens.",
    );
    await expect(message).toBeVisible();
    await expect(add.getByRole("group", { name: "Dietary tags" })).toHaveAccessibleDescription(/cannot be claimed/);
    for (const allergen of NUTS) await add.getByLabel(allergen, { exact: true }).uncheck();
    await expect(message).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(add).toBeHidden();
  } finally {
    await request.delete("/api/test-hooks/public-menu", { data: { id } });
  }
});

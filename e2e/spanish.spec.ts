/**
 * Berean in Spanish (docs/architecture.md §9), as a Spanish-speaking person has it: a browser that
 * asks for Spanish, the public site at /es with the Spanish bank, registering, and a Spanish quiz.
 * On each page, nothing is left in English (e2e/support/untranslated.ts).
 */
import { expect, mailedLink, PASSWORD, test, uniqueEmail } from "./fixtures";
import { untranslated } from "./support/untranslated";

test.use({ locale: "es-ES" });

test("a visitor whose browser reads Spanish gets the public site in Spanish, the Spanish bank's questions, and can switch to English", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await untranslated(page)).toEqual([]);

  await page.goto("/es/bible-questions-and-answers-hub");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await untranslated(page)).toEqual([]);

  await page.goto("/es/bible-questions-and-answers-hub/genesis");
  await expect(page).toHaveTitle("Preguntas y respuestas bíblicas de Génesis · Berean");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Génesis");
  // A question of the Spanish bank, with its answer cited in Spanish.
  await expect(page.getByText(/Génesis \d+:\d+/).first()).toBeVisible();
  expect(await untranslated(page)).toEqual([]);

  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/bible-questions-and-answers-hub\/genesis$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Genesis Bible Questions and Answers · Berean");
  // The choice holds on the next page, whatever the browser asks for.
  await page.goto("/about");
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
});

test("a Spanish reader registers in Spanish, and is offered the Spanish quizzes: a question of the Reina-Valera 1909", async ({ page }) => {
  const email = uniqueEmail("lucas");
  await page.goto("/auth/register");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await untranslated(page)).toEqual([]);
  await page.getByLabel("Nombre completo").fill("Lucas de Antioquía");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  const link = await mailedLink(page.request, email, "/api/auth/verify-email");
  await page.goto(link);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 10_000 });
  expect(await untranslated(page)).toEqual([]);

  await page.goto("/quiz-selection");
  await expect(page.getByText("Cuestionario de Génesis").first()).toBeVisible();
  await expect(page.getByText("Genesis Quiz")).toHaveCount(0);
  expect(await untranslated(page)).toEqual([]);

  // The whole quiz, by keyboard, in Spanish; then its result with each answer's verse from the RV1909.
  await page.getByRole("button", { name: "Empezar cuestionario: Cuestionario de Génesis", exact: true }).click();
  await expect(page).toHaveURL(/\/quiz\/\d+$/);
  for (let n = 1; n <= 25; n++) {
    await expect(page.getByText(`Pregunta ${n} de 25`, { exact: true })).toBeVisible();
    if (n === 1) expect(await untranslated(page)).toEqual([]);
    await page.keyboard.press("1");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);
    await page.keyboard.press("Enter");
  }
  const done = page.getByRole("alertdialog").filter({ hasText: "¡Cuestionario completado!" });
  await expect(done).toBeVisible();
  await done.getByRole("button", { name: "Ver resultados" }).click();
  await expect(page).toHaveURL(/\/result\/\d+$/);
  await expect(page.getByText(/Génesis \d+:\d+/).first()).toBeVisible();
  expect(await untranslated(page)).toEqual([]);
});

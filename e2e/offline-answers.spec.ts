import { expect, test } from "./fixtures";

/**
 * A dropped connection loses nothing (docs/architecture.md §4 'Offline answers'): answers given
 * while the browser is offline are kept, the quiz goes on with a polite notice instead of an
 * error, and they are sent, in order, once the network returns, so the result holds every answer.
 */
test("a quiz where the network is cut for a few answers ends with every answer stored", async ({ page, context, createMember, signIn }) => {
  await signIn(page, await createMember({ fullName: "Silas Offline" }), "/quiz-selection");
  await page.getByRole("button", { name: "Start Quiz: Psalms Quiz", exact: true }).click();

  const offline = page.getByText("Offline — your answers will be sent when you reconnect", { exact: true });
  const answer = async (number: number) => {
    await expect(page.getByText(`Question ${number} of 25`, { exact: true })).toBeVisible();
    await page
      .getByRole("radiogroup")
      .getByRole("radio")
      .nth(number % 4)
      .click();
    await page.getByRole("button", { name: number === 25 ? "Finish Quiz" : "Next Question" }).click();
  };

  await answer(1);
  await answer(2);
  await context.setOffline(true);
  await answer(3);
  await expect(offline).toBeVisible();
  await answer(4);
  await answer(5);
  await expect(page.getByText("Question 6 of 25", { exact: true })).toBeVisible();
  await expect(offline).toBeVisible();

  await context.setOffline(false);
  await expect(offline).toBeHidden();
  for (let number = 6; number <= 25; number += 1) await answer(number);

  const done = page.getByRole("alertdialog").filter({ hasText: "Quiz completed!" });
  await expect(done).toBeVisible();
  await done.getByRole("button", { name: "View Results" }).click();
  await expect(page.getByRole("heading", { name: "Answer Review" })).toBeVisible();
  await expect(page.getByText("0 unanswered", { exact: true })).toBeVisible();
  await expect(page.getByText("Not answered", { exact: true })).toHaveCount(0);
});

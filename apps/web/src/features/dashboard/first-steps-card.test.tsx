import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { listenForInstallOffer } from "../../lib/install-prompt";
import { withIntl } from "../../test/intl";
import { FirstStepsCard } from "./first-steps-card";

const show = (locale: "en" | "es" = "en") =>
  render(
    withIntl(
      <MemoryRouter>
        <FirstStepsCard />
      </MemoryRouter>,
      locale,
    ),
  );

listenForInstallOffer();

describe("the dashboard's first steps", () => {
  it("offers reminders and the calendar in Settings, and 'Not now' puts it away for this browser", () => {
    show();
    expect(screen.getByRole("heading", { name: "Never miss a Saturday" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose reminders" }).getAttribute("href")).toBe("/dashboard/settings#email-reminders");
    expect(screen.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe("/dashboard/settings#calendar");
    expect(screen.queryByRole("button", { name: "Install the app" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("heading", { name: "Never miss a Saturday" })).toBeNull();
    show();
    expect(screen.queryByRole("heading", { name: "Never miss a Saturday" })).toBeNull();
  });

  it("offers the browser's own install dialog once the browser offers it, and goes once installed", async () => {
    show();
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: vi.fn(async () => {}),
      userChoice: Promise.resolve({ outcome: "accepted" as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    const button = screen.getByRole("button", { name: "Install the app" });
    await act(async () => fireEvent.click(button));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Install the app" })).toBeNull();
  });

  it("on an iPhone, says how Safari installs it", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1",
    );
    show();
    expect(screen.getByText(/To install: tap/).textContent).toBe("To install: tap  then Add to Home Screen.");
    expect(screen.getByLabelText("Share")).toBeTruthy();
    vi.restoreAllMocks();
  });

  it("in Spanish, says it in Spanish", () => {
    show("es");
    expect(screen.getByRole("heading", { name: "No te pierdas ningún sábado" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Elegir recordatorios" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ahora no" })).toBeTruthy();
  });
});

import { useSyncExternalStore } from "react";

/** Chromium's `beforeinstallprompt` event: the browser's own 'Install app' dialog, kept to show when the member asks. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Listens from the app's start (main.tsx): the browser offers installing once, early, often before
 * the dashboard is on screen. Installed, the offer is gone.
 */
export function listenForInstallOffer() {
  if (typeof window === "undefined") return;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    offered = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    offered = null;
    changed();
  });
}

/** How this browser installs Berean: its own dialog ('prompt'), Safari's Share menu on iPhone and iPad ('ios'), or not at all (null: installed, or no offer). */
export type InstallWay = "prompt" | "ios" | null;

function installWay(): InstallWay {
  if (typeof window === "undefined") return null;
  const standalone = window.matchMedia?.("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
  if (standalone) return null;
  if (offered) return "prompt";
  // iOS browsers never offer: Safari installs from Share → Add to Home Screen.
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  return ios ? "ios" : null;
}

export function useInstallWay(): InstallWay {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    installWay,
    () => null,
  );
}

/** Shows the browser's install dialog; true when the member installed. */
export async function install(): Promise<boolean> {
  const event = offered;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  offered = null;
  changed();
  return outcome === "accepted";
}

#!/usr/bin/env node
/**
 * The browser tests drive Debian's Chromium at /usr/bin/chromium (never a downloaded browser).
 * When it is missing and we are root, install it with apt; otherwise say how.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: install Debian's package first (sudo apt-get install -y chromium).`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
}

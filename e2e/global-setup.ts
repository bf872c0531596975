import { startMailDrop } from "./mail-drop";

/** Starts the e2e mail server (e2e/mail-drop.ts) for the whole run; the returned function stops it. */
export default async function globalSetup() {
  return startMailDrop();
}

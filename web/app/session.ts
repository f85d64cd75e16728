import { fetchAccount, signOut, type Account } from "../api/account.js";

/**
 * The signed-in account, asked for once per page load and shared by whoever needs it (the
 * header, the join form). Signing out clears it and tells the listeners.
 */

const CHANGED = "account-changed";
let account: Promise<Account | null> | null = null;

export function currentAccount(): Promise<Account | null> {
  // A failed look-up counts as signed out: every page works without an account.
  account ??= fetchAccount().catch(() => null);
  return account;
}

export async function endSession(): Promise<void> {
  await signOut();
  account = Promise.resolve(null);
  window.dispatchEvent(new Event(CHANGED));
}

export function onAccountChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

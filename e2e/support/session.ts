import type { Page } from '@playwright/test';

/** Seeds localStorage `user` before the app loads (the guard reads it; the api never trusts it). */
export async function seedUser(page: Page, user: { role: string; name?: string; email?: string } | null): Promise<void> {
  await page.addInitScript((value) => {
    if (value) window.localStorage.setItem('user', JSON.stringify(value));
    else window.localStorage.removeItem('user');
  }, user);
}

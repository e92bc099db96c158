import type { Page } from '@playwright/test';

/**
 * Resolves when the dashboard shows its content for a non-admin contributor: the My Jobs and My Projects
 * widgets (parcels of two remotes) and the notifications have rendered their items, and nothing is loading.
 */
export async function dashboardContentShown(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      const text = main?.textContent ?? '';
      if (!main || text.includes('Loading...')) return false;
      const cards = [...main.querySelectorAll('h2, h3')].map((h) => h.textContent);
      return cards.includes('My Jobs') && cards.includes('My Projects') && main.querySelectorAll('ul li').length >= 3;
    },
    undefined,
    { timeout, polling: 'raf' },
  );
}

/**
 * After "Picked up …": dnd-kit's keyboard sensor starts listening for arrow keys in a `setTimeout` (so the Space that
 * picked the item up is not read as the drop), and Chrome runs input before timers, so a key sent at once could arrive
 * first and be lost. A timer set now runs after the sensor's, so once it has run the sensor hears the next key.
 */
export async function sortableListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
}

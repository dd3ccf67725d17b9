/** Issue 16 spoiler shield on the basketball preset: both languages, phone and desktop widths. */
import { test } from './fixtures';
import { walkWithShield } from './spoilerSupport';

// One walk visits six pages and reloads: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('English at 375 px: every score hidden, one revealed, remembered', async ({ page }) => {
  await walkWithShield(page, { language: 'en', width: 375, sportId: 199 });
});

test('Norwegian at 1440 px: every score hidden, one revealed, remembered', async ({ page }) => {
  await walkWithShield(page, { language: 'no', width: 1440, sportId: 199 });
});

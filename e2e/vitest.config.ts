import { defineConfig } from 'vitest/config';

// Browser journeys: the built server in its own process, driven through a real Chromium.
export default defineConfig({
  test: {
    include: ['e2e/journeys/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two journeys at a time: each has its own server, data folder, port and browser, and much of
    // a journey is waiting (for a page, a player, a video), so two fill the machine's two cores.
    maxWorkers: 2,
    // What a journey waits for may take seconds on a loaded 2-core machine: poll up to 10 s.
    expect: { poll: { timeout: 10_000 } },
  },
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia } from './matchMedia.ts';

// Pure logic tests run without a DOM (`// @vitest-environment node`: no jsdom to build per file).
if (typeof window !== 'undefined') {
  // jsdom has no matchMedia; the theme store needs one at import time.
  installMatchMedia();
  // findBy*/waitFor wait for a state up to this long: Testing Library's 1 s default is too short for a
  // screen's lazy chunks and fake answers on a loaded 2-core CI machine (a passing wait returns at once).
  configure({ asyncUtilTimeout: 5000 });

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}

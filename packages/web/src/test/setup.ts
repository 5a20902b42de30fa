import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia } from './matchMedia.ts';

// Pure logic tests run without a DOM (`// @vitest-environment node`: no jsdom to build per file).
if (typeof window !== 'undefined') {
  // jsdom has no matchMedia; the theme store needs one at import time.
  installMatchMedia();

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}

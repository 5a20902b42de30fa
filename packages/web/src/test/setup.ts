import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia } from './matchMedia.ts';

// jsdom has no matchMedia; the theme store needs one at import time.
installMatchMedia();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

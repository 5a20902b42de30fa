import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStrings } from '../../test/i18n.ts';
import AboutPage from './AboutPage.tsx';

beforeAll(async () => {
  await loadStrings();
});

function sections(): HTMLDetailsElement[] {
  return [...document.querySelectorAll('details')];
}

describe('about page', () => {
  it('shows four titled sections, the origin open, in one group the browser keeps to one open', () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Project origin',
      'News and updates',
      'Error reporting',
      'Discussion',
    ]);
    expect(sections().map((section) => section.open)).toEqual([true, false, false, false]);
    const names = new Set(sections().map((section) => section.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    // Keyboard (Enter on a title) and the one-open rule are the browser's: e2e/about.spec.ts.
  });
});

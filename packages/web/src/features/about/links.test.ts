// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_URL, projectLinks } from './links.ts';

describe('About links', () => {
  it('come from the build settings, with the discussion defaulting to the repository’s', () => {
    expect(projectLinks('https://git.example.org/me/dtu-web/')).toEqual({
      releases: 'https://git.example.org/me/dtu-web/releases',
      issues: 'https://git.example.org/me/dtu-web/issues',
      discussion: 'https://git.example.org/me/dtu-web/discussions',
    });
    expect(projectLinks('https://a.example/r', 'https://forum.example/c/dtu').discussion).toBe(
      'https://forum.example/c/dtu',
    );
  });

  it('fall back to the project’s own addresses when unset or not a web address', () => {
    for (const setting of [undefined, '', 'javascript:alert(1)', 'not a url']) {
      expect(projectLinks(setting).issues).toBe(`${DEFAULT_PROJECT_URL}/issues`);
    }
  });
});

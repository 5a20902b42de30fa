/** Where the project lives unless the build says otherwise (VITE_PROJECT_URL). */
export const DEFAULT_PROJECT_URL = 'https://github.com/dtu-web/dtu-web';

export interface ProjectLinks {
  releases: string;
  issues: string;
  discussion: string;
}

/** Only http(s) addresses become links; anything else falls back to the default. */
function webAddress(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  return /^https?:\/\/\S+$/.test(text) ? text.replace(/\/+$/, '') : undefined;
}

/** The About screen's links from the build's settings (a repository on GitHub, Gitea, GitLab, …). */
export function projectLinks(projectUrl?: string, discussionUrl?: string): ProjectLinks {
  const repository = webAddress(projectUrl) ?? DEFAULT_PROJECT_URL;
  return {
    releases: `${repository}/releases`,
    issues: `${repository}/issues`,
    discussion: webAddress(discussionUrl) ?? `${repository}/discussions`,
  };
}

/** The links of this build (`VITE_PROJECT_URL`, `VITE_DISCUSSION_URL` at build time). */
export const links: ProjectLinks = projectLinks(
  import.meta.env.VITE_PROJECT_URL,
  import.meta.env.VITE_DISCUSSION_URL,
);

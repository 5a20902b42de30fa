/// <reference types="vite/client" />

// Build-time settings read by the app (set them in the environment of `npm run build`).
interface ImportMetaEnv {
  /** The project's repository (About: issues, releases); default in features/about/links.ts. */
  readonly VITE_PROJECT_URL?: string;
  /** The project's discussion forum; default: the repository's discussions. */
  readonly VITE_DISCUSSION_URL?: string;
}

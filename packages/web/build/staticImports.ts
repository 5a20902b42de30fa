import type { Plugin } from 'vite';

/** `import('…')` with a literal specifier, as written or as import.meta.glob expands it. */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * The firmware-ready build is one script (device-api §10.4): every screen is in it, so a lazy `import()`
 * loads nothing. Left as it is, the bundler keeps each lazily imported module (and all it imports) in a
 * function that runs it on first use — ~370 such wrappers, whose glue and whose weaker removal of
 * unused code cost the 170 KB budget several KB. This turns each `import('x')` of the app's own code
 * into `Promise.resolve(namespace of x)` with a static import, so the modules are joined like the rest
 * (they run at start, in import order; none of them does more at load than define things).
 */
export function staticImports(): Plugin {
  return {
    name: 'dtu-web:static-imports',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '') || id.includes('/node_modules/')) return null;
      if (!code.includes('import(')) return null;
      const added: string[] = [];
      const out = code.replace(DYNAMIC_IMPORT, (_match, _quote: string, specifier: string) => {
        const name = `__dtuStatic${added.length}`;
        added.push(`import * as ${name} from ${JSON.stringify(specifier)};`);
        return `Promise.resolve(${name})`;
      });
      if (added.length === 0) return null;
      return { code: `${added.join('\n')}\n${out}`, map: null };
    },
  };
}

import postcss from 'postcss';
import type { Plugin } from 'vite';

const reference = /var\(\s*(--[\w-]+)/g;

function referencesIn(text: string): string[] {
  return Array.from(text.matchAll(reference), (match) => match[1] ?? '');
}

/**
 * Drops CSS custom properties that nothing reads. It runs once over the finished bundle, because a
 * variable defined in the first-paint stylesheet (`:root`) is often read only by a lazily loaded one
 * (alerts, modal, forms) or by an inline style in a script: a per-file purge would break those.
 */
export function unusedCssVariables(): Plugin {
  return {
    name: 'dtu-web:unused-css-variables',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const sheets = Object.values(bundle).flatMap((file) =>
        file.type === 'asset' && file.fileName.endsWith('.css') && typeof file.source === 'string'
          ? [{ file, root: postcss.parse(file.source) }]
          : [],
      );
      const scripts = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.code] : []));

      // Read by ordinary properties or scripts: needed. Read only by other custom properties: needed
      // when those are (followed to a fixed point).
      const needed = new Set(scripts.flatMap(referencesIn));
      const definitions = new Map<string, string[]>();
      for (const { root } of sheets) {
        root.walkDecls((decl) => {
          if (decl.prop.startsWith('--')) {
            definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), ...referencesIn(decl.value)]);
          } else {
            for (const name of referencesIn(decl.value)) needed.add(name);
          }
        });
      }
      const pending = [...needed];
      for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
        for (const inner of definitions.get(name) ?? []) {
          if (!needed.has(inner)) {
            needed.add(inner);
            pending.push(inner);
          }
        }
      }

      for (const { file, root } of sheets) {
        root.walkDecls((decl) => {
          if (decl.prop.startsWith('--') && !needed.has(decl.prop)) decl.remove();
        });
        root.walkRules((rule) => {
          if (rule.nodes.length === 0) rule.remove();
        });
        file.source = root.toString();
      }
    },
  };
}

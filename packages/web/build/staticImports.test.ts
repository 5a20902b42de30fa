import { describe, expect, it } from 'vitest';
import { staticImports } from './staticImports.ts';

type Transform = (code: string, id: string) => { code: string } | null;

function transform(code: string, id = '/app/src/app/routes.tsx'): string | null {
  const hook = staticImports().transform as unknown as Transform;
  return hook(code, id)?.code ?? null;
}

describe('the firmware build’s static imports', () => {
  it('turns each lazy import of the app into a resolved promise of a statically imported module', () => {
    const code = transform(
      `const A = lazy(() => import('../features/about/AboutPage.tsx'));\nconst B = () => import("/src/x.ts");`,
    );
    expect(code).toBe(
      [
        `import * as __dtuStatic0 from "../features/about/AboutPage.tsx";`,
        `import * as __dtuStatic1 from "/src/x.ts";`,
        `const A = lazy(() => Promise.resolve(__dtuStatic0));`,
        `const B = () => Promise.resolve(__dtuStatic1);`,
      ].join('\n'),
    );
  });

  it('leaves libraries, other files and computed specifiers alone', () => {
    expect(transform(`import('x')`, '/app/node_modules/lib/index.js')).toBeNull();
    expect(transform(`import('x')`, '/app/src/styles/main.scss')).toBeNull();
    expect(transform('const load = (name) => import(name);')).toBeNull();
  });
});

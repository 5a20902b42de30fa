// @vitest-environment node
// Every call names an endpoint of protocol's one table (`endpoints.<name>`): no web file spells an
// `/api/` path of its own (issue 30 item 11). Comments may mention paths; string literals may not. A
// prefix ending in `/` (`'/api/x/'`, a scope check) names no endpoint and is allowed.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'],
  { eager: true, query: '?raw', import: 'default' },
);

/** The `/api/…` path literals of one file (strings and template parts), with their line numbers. */
export function apiLiterals(name: string, text: string): string[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const value = node.text;
      const path = /^\/api\/[^\s'"`?]*/.exec(value)?.[0];
      if (path !== undefined && !path.endsWith('/')) {
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        found.push(`${name}:${String(line)} ${path}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('endpoint paths', () => {
  it('finds a path literal, in quotes and in a template, and ignores comments and prefixes', () => {
    const text = [
      "// GET '/api/x/fleet' is what this reads",
      "const a = api.get('/api/x/fleet');",
      'const b = `/api/x/history/power?day=${day}`;',
      "const c = path.startsWith('/api/x/');",
    ].join('\n');
    expect(apiLiterals('sample.ts', text)).toEqual([
      'sample.ts:2 /api/x/fleet',
      'sample.ts:3 /api/x/history/power',
    ]);
  });

  it('no web file names an /api/ path outside protocol’s endpoints table', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const found = Object.entries(sources).flatMap(([name, text]) => apiLiterals(name, text));
    expect(found).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { bundleReport, ownerOf, staticClosure, type ChunkFacts } from './bundleReport';

const chunk = (fileName: string, imports: string[], modules: Record<string, number>, isEntry = false): ChunkFacts => ({
  fileName,
  imports,
  isEntry,
  modules,
});

describe('the bundle report', () => {
  it('names the package or our own folder a module comes from', () => {
    expect(ownerOf('/r/node_modules/antd/es/button/index.js')).toBe('antd/button');
    expect(ownerOf('/r/node_modules/antd/es/_util/hooks/useZIndex.js')).toBe('antd/_util');
    expect(ownerOf('/r/node_modules/.pnpm/x/node_modules/@rc-component/form/es/Form.js')).toBe('@rc-component/form');
    expect(ownerOf('/r/apps/console/src/layout/MainLayout.tsx')).toBe('src/layout');
    expect(ownerOf('/r/packages/contract/src/api/user.ts')).toBe('@apm/contract');
  });

  it("adds up the entry's static closure and lists each chunk's largest owners", () => {
    const chunks = [
      chunk('assets/index.js', ['assets/react.js'], { '/r/apps/console/src/main.tsx': 1024 }, true),
      chunk('assets/react.js', [], {
        '/r/node_modules/react-dom/index.js': 3072,
        '/r/node_modules/react/index.js': 1024,
      }),
      chunk('assets/encrypt.js', ['assets/react.js'], { '/r/node_modules/node-forge/lib/rsa.js': 10240 }),
    ];
    expect([...staticClosure('assets/index.js', new Map(chunks.map((c) => [c.fileName, c])))]).toEqual([
      'assets/index.js',
      'assets/react.js',
    ]);
    const report = bundleReport(chunks);
    expect(report).toContain('entry assets/index.js: 2 chunks, 5.0 KB');
    expect(report.indexOf('assets/encrypt.js')).toBeLessThan(report.indexOf('assets/react.js 4.0 KB'));
    expect(report).toMatch(/assets\/react\.js 4\.0 KB\n\s+3\.0 KB {2}react-dom\n\s+1\.0 KB {2}react\n/);
  });
});

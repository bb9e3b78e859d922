import { describe, expect, it } from 'vitest';
import { sanitizeSvg, SvgRefused } from './svg-sanitize.js';

const clean = (svg: string) => sanitizeSvg(Buffer.from(svg)).toString('utf8');

describe('SVG sanitising', () => {
  it('keeps the drawing: shapes, gradients, text, internal references, inline raster pictures', () => {
    const out = clean(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>' +
        '<rect id="r" width="10" height="10" fill="url(#g)" style="stroke: url(#g)"/><use xlink:href="#r"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo="/><text x="1" y="9">A &amp; B</text></svg>',
    );
    expect(out).toContain('<linearGradient id="g">');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('style="stroke: url(#g)"');
    expect(out).toContain('<use xlink:href="#r">');
    expect(out).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(out).toContain('A &amp; B');
  });

  it('removes scripts, handlers, foreign objects, outside references and javascript: addresses', () => {
    const out = clean(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><script>x()</script>' +
        '<a href="javascript:x()"><rect onclick="x()" width="1" height="1"/></a>' +
        '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>x()</script></body></foreignObject>' +
        '<image href="https://evil.example/x.png"/><image href="data:image/svg+xml;base64,PHN2Zz4="/>' +
        '<rect fill="url(https://evil.example/#x)" style="background:url(//evil.example/x)"/>' +
        '<style>@import "https://evil.example/x.css";</style><style>rect{fill:blue}</style>' +
        '<set attributeName="href" to="javascript:x()"/><animate attributeName="onclick" to="x()"/>' +
        '<rect fill="jav&#x09;ascript:x()"/><x:evil xmlns:x="urn:x"/></svg>',
    );
    for (const bad of [
      'script',
      'onload',
      'onclick',
      'javascript',
      'foreignObject',
      'evil.example',
      'svg+xml',
      'x:evil',
    ])
      expect(out).not.toContain(bad);
    expect(out).toContain('rect{fill:blue}');
    expect(out).toContain('<rect width="1" height="1">');
  });

  it('refuses what is not well-formed XML with an svg root, and entities of a DOCTYPE', () => {
    expect(() => clean('<svg><g></svg>')).toThrow(SvgRefused);
    expect(() => clean('<html><svg/></html>')).toThrow(SvgRefused);
    expect(() => clean('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>')).toThrow(SvgRefused);
  });
});

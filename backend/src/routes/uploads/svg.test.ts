import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoMediaDir } from '../../seed/media.js';
import { judgeSvg } from './svg.js';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attrs = '') => `<svg ${NS} viewBox="0 0 10 10"${attrs}>${body}</svg>`;
const kind = (text: string) => judgeSvg(text)?.kind ?? 'safe';

/** What Inkscape 1.x saves ("Inkscape SVG"): editor namespaces, a named view, RDF metadata, layers. */
const INKSCAPE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->

<svg
   width="210mm"
   height="297mm"
   viewBox="0 0 210 297"
   version="1.1"
   id="svg5"
   inkscape:version="1.2.2 (b0a8486541, 2022-12-01)"
   sodipodi:docname="classroom.svg"
   xml:space="preserve"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="http://www.w3.org/1999/xlink"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/"><sodipodi:namedview
     id="namedview7"
     pagecolor="#ffffff"
     bordercolor="#666666"
     borderopacity="1.0"
     inkscape:showpageshadow="2"
     inkscape:pageopacity="0.0"
     inkscape:deskcolor="#d1d1d1"
     inkscape:document-units="mm"
     showgrid="false"
     inkscape:zoom="0.73"
     inkscape:current-layer="layer1" /><defs
     id="defs2"><linearGradient
       inkscape:collect="always"
       id="linearGradient1">
      <stop style="stop-color:#db4848;stop-opacity:1;" offset="0" id="stop1" />
      <stop style="stop-color:#db4848;stop-opacity:0;" offset="1" id="stop2" />
    </linearGradient><radialGradient
       inkscape:collect="always"
       xlink:href="#linearGradient1"
       id="radialGradient3"
       cx="105"
       cy="148"
       r="40"
       gradientUnits="userSpaceOnUse" /><filter
       inkscape:collect="always"
       style="color-interpolation-filters:sRGB"
       id="filter4"
       x="-0.1"
       y="-0.1"
       width="1.2"
       height="1.2"><feGaussianBlur
         inkscape:collect="always"
         stdDeviation="1.5"
         id="feGaussianBlur4" /></filter></defs><metadata
     id="metadata1"><rdf:RDF><cc:Work
         rdf:about=""><dc:format>image/svg+xml</dc:format><dc:type
           rdf:resource="http://purl.org/dc/dcmitype/StillImage" /><dc:title>Classroom</dc:title><cc:license
           rdf:resource="http://creativecommons.org/licenses/by-sa/4.0/" /></cc:Work></rdf:RDF></metadata><g
     inkscape:label="Layer 1"
     inkscape:groupmode="layer"
     id="layer1"><rect
       style="fill:url(#radialGradient3);fill-opacity:1;stroke:#000000;stroke-width:0.5;filter:url(#filter4)"
       id="rect1"
       width="80"
       height="60"
       x="65"
       y="118" /><path
       style="fill:none;stroke:#000000;stroke-width:0.26458px;stroke-linecap:butt"
       d="m 20,20 c 10,5 20,5 30,0"
       id="path1"
       sodipodi:nodetypes="cc" /><text
       xml:space="preserve"
       style="font-size:10.5833px;font-family:'DejaVu Sans';-inkscape-font-specification:'DejaVu Sans';fill:#000000;stroke-width:0.264583"
       x="30"
       y="200"
       id="text1"><tspan
         sodipodi:role="line"
         id="tspan1"
         style="stroke-width:0.264583"
         x="30"
         y="200">Board</tspan></text><use
       x="0"
       y="0"
       xlink:href="#rect1"
       id="use1"
       transform="translate(10,10) rotate(5)" /><image
       width="4"
       height="4"
       preserveAspectRatio="none"
       xlink:href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==
"
       id="image1"
       x="5"
       y="5" /></g></svg>
`;

describe('judgeSvg', () => {
  it('accepts plain drawings: a declaration, local references, embedded rasters, gradients, CSS', () => {
    expect(judgeSvg(svg('<rect width="10" height="10" fill="#DB4848"/>'))).toBeNull();
    expect(judgeSvg(`\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n${svg('<circle r="2"/>')}`)).toBeNull();
    expect(judgeSvg(svg('<image href="data:image/png;base64,iVBORw0KGgo="/>'))).toBeNull();
    expect(judgeSvg(svg('<use href="#a"/><use xlink:href="#a"/>'))).toBeNull();
    expect(judgeSvg(svg('<rect fill="url(#g)" clip-path="url( \'#c\' )"/>'))).toBeNull();
    expect(judgeSvg(svg('<style><![CDATA[.a { fill: rgb(1, 2, 3); stroke: url(#g) }]]></style>'))).toBeNull();
    expect(
      judgeSvg(svg('<!-- a comment --><g id="x" data-name="Layer 1"><text>5 &lt; 6 &amp; ok</text></g>')),
    ).toBeNull();
  });

  it('accepts a file saved by Inkscape, its editor metadata included (inert in a browser)', () => {
    expect(judgeSvg(INKSCAPE)).toBeNull();
  });

  it('accepts the demo bank’s own pictures', async () => {
    const dir = demoMediaDir();
    const files = (await readdir(dir)).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files)
      expect([f, judgeSvg(await readFile(path.join(dir, f), 'utf8'))]).toEqual([f, null]);
  });

  it('refuses a script whatever prefix names the SVG namespace, and in CDATA', () => {
    expect(kind(svg('<script>alert(1)</script>'))).toBe('unsafe');
    expect(
      kind('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>'),
    ).toBe('unsafe');
    expect(kind(svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'))).toBe('unsafe');
    expect(kind(svg('<script><![CDATA[alert(document.cookie)]]></script>'))).toBe('unsafe');
    // An XHTML script inside an SVG document runs too.
    expect(kind(svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'))).toBe('unsafe');
  });

  it('refuses event handlers in any case and namespace', () => {
    expect(kind(svg('<rect onload="alert(1)"/>'))).toBe('unsafe');
    expect(kind(svg('<rect ONLOAD="alert(1)"/>'))).toBe('unsafe');
    expect(kind(svg('<rect OnMouseOver="alert(1)"/>'))).toBe('unsafe');
    expect(kind(svg('', ' onload="alert(1)"'))).toBe('unsafe');
    expect(kind(svg('<rect e:onclick="alert(1)" xmlns:e="http://www.w3.org/2000/svg"/>'))).toBe('unsafe');
  });

  it('refuses links out, javascript: ones entity-encoded or not', () => {
    expect(kind(svg('<a href="javascript:alert(1)"><text>x</text></a>'))).toBe('unsafe');
    expect(kind(svg('<a xlink:href="javascript:alert(1)"><text>x</text></a>'))).toBe('unsafe');
    expect(kind(svg('<use href="&#106;avascript:alert(1)"/>'))).toBe('unsafe');
    expect(kind(svg('<use xlink:href="&#x6A;&#x61;vascript:alert(1)"/>'))).toBe('unsafe');
    expect(kind(svg('<use href="other.svg#a"/>'))).toBe('unsafe');
    expect(kind(svg('<image href="https://evil.example/x.png"/>'))).toBe('unsafe');
    expect(kind(svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'))).toBe('unsafe');
    expect(kind(svg('<use href="data:image/png;base64,iVBORw0KGgo="/>'))).toBe('unsafe');
    expect(kind(svg('<rect fill="url(https://evil.example/p.svg#g)"/>'))).toBe('unsafe');
  });

  it('refuses embedded HTML, animations and unknown elements or attributes', () => {
    expect(
      kind(svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>')),
    ).toBe('unsafe');
    expect(kind(svg('<set attributeName="href" to="javascript:alert(1)"/>'))).toBe('unsafe');
    expect(kind(svg('<animate attributeName="href" values="javascript:alert(1)"/>'))).toBe('unsafe');
    expect(kind(svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="x"/>'))).toBe('unsafe');
    expect(kind(svg('<rect formaction="x"/>'))).toBe('unsafe');
    expect(kind(svg('<rect xml:base="https://evil.example/"/>'))).toBe('unsafe');
  });

  it('refuses a DOCTYPE (entities: no XXE, no billion laughs) and processing instructions', () => {
    expect(kind(`<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg('<text>&a;</text>')}`)).toBe('unsafe');
    expect(kind(`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`)).toBe(
      'unsafe',
    );
    expect(
      kind(
        `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('')}`,
      ),
    ).toBe('unsafe');
    expect(kind(`<?xml-stylesheet href="https://evil.example/a.css"?>${svg('')}`)).toBe('unsafe');
  });

  it('refuses CSS that loads or escapes: at-rules, escapes, unknown functions, urls out', () => {
    expect(kind(svg('<style>@import url(https://evil.example/a.css);</style>'))).toBe('unsafe');
    expect(kind(svg('<style>.a { fill: u\\72l(https://evil.example/x) }</style>'))).toBe('unsafe');
    expect(kind(svg('<rect style="fill:url(//evil.example/x)"/>'))).toBe('unsafe');
    expect(kind(svg('<rect style="width:expression(alert(1))"/>'))).toBe('unsafe');
    expect(kind(svg('<rect style="background:image-set(\'https://evil.example/x.png\' 1x)"/>'))).toBe(
      'unsafe',
    );
    expect(kind(svg('<rect style="fill:url(javascript:alert(1))"/>'))).toBe('unsafe');
  });

  it('calls what is not a well-formed SVG document malformed', () => {
    expect(kind('hello, not a picture')).toBe('malformed');
    expect(kind('<svg><rect/></svg>')).toBe('malformed'); // no SVG namespace: not an SVG image
    expect(kind(svg('<rect>'))).toBe('malformed');
    expect(kind(svg('<text>&nbsp;</text>'))).toBe('malformed'); // undefined entity
    expect(kind(svg('<x:rect xmlns:y="urn:y"/>'))).toBe('malformed'); // unbound prefix
  });
});
